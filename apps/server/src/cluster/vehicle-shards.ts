import { createHash } from 'node:crypto';

/**
 * The vehicles' per-position work (motion derivation, fences, rules, their notifications) is
 * split into a fixed number of shards by vehicle id; each shard has one owner among the worker
 * nodes at a time (a lease per shard), so each vehicle's positions are worked once, in order.
 */
export const vehicleShardCount = 64;

export const shardOf = (vehicleId: number): number => vehicleId % vehicleShardCount;

export const shardLeaseName = (shard: number): string => `vehicles/${shard}`;

export const allShards = (): number[] => Array.from({ length: vehicleShardCount }, (_, shard) => shard);

/** A stable score of a node for a shard (the first 32 bits of a SHA-1: well mixed, and cheap at 64 shards). */
function score(node: string, shard: number): number {
  return createHash('sha1').update(`${node}#${shard}`).digest().readUInt32BE(0);
}

/**
 * The node a shard belongs to among `nodes` (rendezvous hashing): every node computes the same
 * answer from the same list, and when a node joins or leaves only the shards it wins or held move.
 */
export function preferredNode(shard: number, nodes: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestScore = -1;
  for (const node of nodes) {
    const nodeScore = score(node, shard);
    if (nodeScore > bestScore || (nodeScore === bestScore && best !== undefined && node < best)) {
      best = node;
      bestScore = nodeScore;
    }
  }
  return best;
}

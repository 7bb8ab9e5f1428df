import { sql } from 'drizzle-orm';
import type { Executor } from '../db/sql-helpers';
import { pgArrayLiteral, rowsOf } from '../db/sql-helpers';
import { shardLeaseName, shardOf } from './vehicle-shards';

/** A write of vehicles whose shard this node no longer holds: refused, the new owner redoes it. */
export class ShardNotHeld extends Error {
  constructor(readonly vehicleIds: number[]) {
    super('the shard of these vehicles is no longer held by this node');
  }
}

/**
 * Inside a write transaction: checks that this node still holds the leases of the vehicles'
 * shards and keeps them locked until the commit, so no other node can take a shard between the
 * check and the commit (the lease rows are the fencing). Throws `ShardNotHeld` otherwise.
 */
export async function holdShardsOf(
  tx: Executor,
  holder: string,
  vehicleIds: Iterable<number>,
): Promise<void> {
  const ids = [...new Set(vehicleIds)];
  if (ids.length === 0) return;
  const names = [...new Set(ids.map((id) => shardLeaseName(shardOf(id))))];
  const held = new Set(
    rowsOf<{ name: string }>(
      await tx.execute(sql`
        select name from cluster_leases
         where name = any(${pgArrayLiteral(names)}::text[]) and holder = ${holder} and expires_at > now()
         for share`),
    ).map((row) => row.name),
  );
  const lost = ids.filter((id) => !held.has(shardLeaseName(shardOf(id))));
  if (lost.length > 0) throw new ShardNotHeld(lost);
}

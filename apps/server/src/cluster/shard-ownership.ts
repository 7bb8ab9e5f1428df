import type { FastifyBaseLogger } from 'fastify';
import type { Leases } from './leases';
import type { Membership } from './membership';
import { allShards, preferredNode, shardLeaseName } from './vehicle-shards';

/** What the owner of vehicle shards does as they come and go. */
export interface ShardWork {
  /** The shards are this node's now: rebuild their vehicles' state and start working them. */
  gained(shards: number[]): Promise<void>;
  /** The shards are about to be handed over: finish and store what is under way. */
  handingOver(shards: number[]): Promise<void>;
  /** The shards are no longer this node's (handed over, or their leases ran out): forget them. */
  lost(shards: number[]): void;
}

export interface OwnershipTiming {
  /** How often the leases are renewed and the shares looked at again. */
  tickMs: number;
  /** How long a lease lasts without renewal: a dead owner's shards move after about this long. */
  ttlMs: number;
}

export const defaultOwnershipTiming: OwnershipTiming = { tickMs: 1_500, ttlMs: 5_000 };

/**
 * This worker node's share of the vehicle shards. Every few seconds: the live workers are read,
 * each shard's owner is chosen among them by rendezvous hashing, and this node takes the shards
 * that fall to it (once their leases are free or expired), renews those it holds and hands over
 * those that now fall to another live node. A node that dies stops renewing: its leases run out
 * and its shards fall to the others.
 */
export class ShardOwnership {
  private readonly held = new Set<number>();
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> = Promise.resolve();
  private stopped = false;

  constructor(
    private readonly leases: Leases,
    private readonly membership: Membership,
    private readonly work: ShardWork,
    private readonly log: FastifyBaseLogger,
    private readonly timing: OwnershipTiming = defaultOwnershipTiming,
  ) {}

  owns(shard: number): boolean {
    return this.held.has(shard);
  }

  heldShards(): number[] {
    return [...this.held].sort((a, b) => a - b);
  }

  async start(): Promise<void> {
    await this.tick();
    this.timer = setInterval(() => {
      this.running = this.running.then(() => this.tick());
    }, this.timing.tickMs);
    this.timer.unref();
  }

  /** Hands every shard over (stored first) and gives the leases up, so others take them at once. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.running;
    const shards = this.heldShards();
    if (shards.length === 0) return;
    await this.work.handingOver(shards).catch((error) => this.log.error({ err: error }, 'hand-over failed'));
    await this.leases.release(shards.map(shardLeaseName));
    for (const shard of shards) this.held.delete(shard);
    this.work.lost(shards);
  }

  private async tick(): Promise<void> {
    if (this.stopped) return;
    try {
      const me = this.leases.holder;
      const nodes = await this.membership.liveNodes('worker');
      if (!nodes.includes(me)) nodes.push(me);
      const wanted = new Set(allShards().filter((shard) => preferredNode(shard, nodes) === me));
      const handOver = this.heldShards().filter((shard) => !wanted.has(shard));
      if (handOver.length > 0) {
        await this.work.handingOver(handOver);
        await this.leases.release(handOver.map(shardLeaseName));
        for (const shard of handOver) this.held.delete(shard);
        this.work.lost(handOver);
        this.log.info({ shards: handOver.length }, 'vehicle shards handed over');
      }
      const asking = [...new Set([...this.held, ...wanted])];
      const taken = await this.leases.take(asking.map(shardLeaseName), this.timing.ttlMs);
      const nowHeld = new Set(asking.filter((shard) => taken.has(shardLeaseName(shard))));
      const lost = this.heldShards().filter((shard) => !nowHeld.has(shard));
      if (lost.length > 0) {
        for (const shard of lost) this.held.delete(shard);
        this.work.lost(lost);
        this.log.warn({ shards: lost.length }, 'vehicle shard leases ran out before renewal');
      }
      const gained = [...nowHeld].filter((shard) => !this.held.has(shard)).sort((a, b) => a - b);
      if (gained.length > 0) {
        for (const shard of gained) this.held.add(shard);
        await this.work.gained(gained);
        this.log.info({ shards: gained.length, held: this.held.size }, 'vehicle shards taken');
      }
    } catch (error) {
      this.log.error({ err: error }, 'vehicle shard ownership could not be renewed');
    }
  }
}

import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { openPreparedTestDatabase } from '../test/test-database';
import { Leases } from './leases';
import { Membership } from './membership';
import { ShardOwnership, type ShardWork } from './shard-ownership';
import { vehicleShardCount } from './vehicle-shards';

let database: Database;
beforeAll(async () => {
  database = await openPreparedTestDatabase();
});
afterAll(() => database.close());

const log = pino({ level: 'silent' });
// Short leases keep the test quick; not so short that a renewal delayed by a busy machine (the
// browser suite runs beside this one in CI) lets a lease lapse and the shards flap.
const timing = { tickMs: 250, ttlMs: 1_500 };

/** A worker node's share, recording what it was told to work. */
function worker(id: string) {
  const working = new Set<number>();
  const work: ShardWork = {
    async gained(shards) {
      for (const shard of shards) {
        expect(working.has(shard)).toBe(false);
        working.add(shard);
      }
    },
    async handingOver() {},
    lost(shards) {
      for (const shard of shards) working.delete(shard);
    },
  };
  const membership = new Membership(database.db, id, new Set(['worker']));
  const ownership = new ShardOwnership(new Leases(database.db, id), membership, work, log, timing);
  let beat: NodeJS.Timeout | undefined;
  return {
    working,
    ownership,
    async start() {
      await membership.beat();
      beat = setInterval(() => void membership.beat(), 100);
      await ownership.start();
    },
    /** Stops beating and renewing, as a killed process would. */
    die() {
      clearInterval(beat);
      (ownership as unknown as { stopped: boolean }).stopped = true;
      clearInterval((ownership as unknown as { timer: NodeJS.Timeout | undefined }).timer);
    },
    async stop() {
      clearInterval(beat);
      await ownership.stop();
      await membership.leave();
    },
  };
}

async function until(check: () => boolean, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('vehicle shard ownership', () => {
  it('splits the shards among the live workers, each shard worked by one node, and moves a dead node’s shards', async () => {
    const a = worker('own-a');
    const b = worker('own-b');
    const c = worker('own-c');
    try {
      await a.start();
      await until(() => a.working.size === vehicleShardCount, 10_000);
      await b.start();
      await c.start();
      const disjointAndWhole = () => {
        const all = [...a.working, ...b.working, ...c.working];
        return all.length === vehicleShardCount && new Set(all).size === vehicleShardCount;
      };
      await until(
        () => disjointAndWhole() && a.working.size > 0 && b.working.size > 0 && c.working.size > 0,
        15_000,
      );
      // Rendezvous hashing spreads the shards roughly evenly.
      for (const node of [a, b, c]) expect(node.working.size).toBeGreaterThanOrEqual(vehicleShardCount / 8);

      b.die();
      const held = b.working.size;
      expect(held).toBeGreaterThan(0);
      // a and c take b's shards once its leases run out and it is silent (membership's limit is 6 s).
      await until(() => a.working.size + c.working.size === vehicleShardCount, 15_000);
      await a.stop();
      await until(() => c.working.size === vehicleShardCount, 10_000);
      await c.stop();
    } finally {
      // A failed step leaves no heartbeat running into the next test file's closed database.
      for (const node of [a, b, c]) node.die();
    }
  }, 60_000);
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { openPreparedTestDatabase } from '../test/test-database';
import { Leases } from './leases';
import { Membership } from './membership';

let database: Database;
beforeAll(async () => {
  database = await openPreparedTestDatabase();
});
afterAll(() => database.close());

describe('cluster leases', () => {
  it('gives a lease to one node at a time, and to another once the holder lets it run out', async () => {
    const a = new Leases(database.db, 'node-a');
    const b = new Leases(database.db, 'node-b');
    expect([...(await a.take(['jobs', 'shard/1'], 60_000)).keys()].sort()).toEqual(['jobs', 'shard/1']);
    expect((await b.take(['jobs', 'shard/1', 'shard/2'], 60_000)).has('jobs')).toBe(false);
    expect([...(await b.take(['shard/2'], 60_000)).keys()]).toEqual(['shard/2']);
    // Renewing keeps the token; a new holder gets a larger one.
    const renewed = await a.take(['jobs'], 60_000);
    expect(renewed.get('jobs')).toBe(1);
    await a.take(['jobs'], 1);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const taken = await b.take(['jobs'], 60_000);
    expect(taken.get('jobs')).toBe(2);
    expect((await a.take(['jobs'], 60_000)).size).toBe(0);
    await b.release(['jobs']);
    expect((await a.take(['jobs'], 60_000)).get('jobs')).toBe(3);
    const holders = await a.holders('shard/');
    expect(Object.fromEntries([...holders].map(([name, h]) => [name, h.holder]))).toEqual({
      'shard/1': 'node-a',
      'shard/2': 'node-b',
    });
  });

  it('lists the nodes heard from lately by role, and forgets one that left', async () => {
    const worker = new Membership(database.db, 'm-worker', new Set(['worker', 'gateway']));
    const api = new Membership(database.db, 'm-api', new Set(['api']));
    await worker.beat();
    await api.beat();
    expect(await worker.liveNodes('worker')).toEqual(['m-worker']);
    expect(await worker.liveNodes('api')).toEqual(['m-api']);
    await worker.leave();
    expect(await api.liveNodes('worker')).toEqual([]);
  });
});

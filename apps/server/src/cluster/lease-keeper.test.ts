import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { openPreparedTestDatabase } from '../test/test-database';
import { LeaseKeeper } from './lease-keeper';
import { Leases } from './leases';

const log = pino({ level: 'silent' });
let database: Database;
beforeAll(async () => {
  database = await openPreparedTestDatabase();
});
afterAll(() => database.close());

/** A keeper of lease `work` for `node`, recording when the guarded work starts and ends. */
function keeper(node: string, events: string[]) {
  return new LeaseKeeper(new Leases(database.db, node), 'work', {
    everyMs: 50,
    ttlMs: 10_000,
    log,
    onGained: (token) => {
      events.push(`${node} gained ${token}`);
    },
    onLost: () => {
      events.push(`${node} lost`);
    },
  });
}

const until = async (check: () => boolean) => {
  const deadline = Date.now() + 5_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

describe('lease keeper', () => {
  it('runs the guarded work on one node, and on the other as soon as the first stops', async () => {
    const events: string[] = [];
    const a = keeper('a', events);
    const b = keeper('b', events);
    await a.start();
    await b.start();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(events).toEqual(['a gained 1']);
    expect(a.token).toBe(1);
    expect(b.token).toBeUndefined();
    await a.stop();
    await until(() => events.length === 3);
    expect(events).toEqual(['a gained 1', 'a lost', 'b gained 2']);
    await b.stop();
    expect(events.at(-1)).toBe('b lost');
  });
});

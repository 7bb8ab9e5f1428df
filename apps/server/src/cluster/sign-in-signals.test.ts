import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { LoginThrottle } from '../auth/login-throttle';
import { Bus } from './bus';
import { shareSignInOutcomes } from './sign-in-signals';

const natsUrl = process.env.TEST_NATS_URL;
const log = pino({ level: 'silent' });
const limits = {
  freeFailures: 3,
  firstBackoffMs: 30_000,
  maxBackoffMs: 3_600_000,
  perAddress: 300,
  windowMs: 900_000,
};

describe.skipIf(!natsUrl)('sign-in throttling across the nodes of a cluster (real NATS)', () => {
  const buses: Bus[] = [];
  afterAll(() => Promise.all(buses.map((bus) => bus.close())));

  it('a guesser spreading tries over three nodes is held back after the same free failures as on one', async () => {
    const cluster = `signin-test-${process.pid}-${Date.now()}`;
    const nodes = await Promise.all(
      ['a', 'b', 'c'].map(async (id) => {
        const bus = await Bus.open(natsUrl as string, id, log, cluster);
        buses.push(bus);
        const throttle = new LoginThrottle(limits);
        shareSignInOutcomes(bus, throttle, id);
        await bus.connection.flush();
        return { bus, throttle };
      }),
    );
    const [a, b, c] = nodes as [(typeof nodes)[0], (typeof nodes)[0], (typeof nodes)[0]];
    const heardEverywhere = async () => {
      for (const node of nodes) await node.bus.connection.flush();
      await new Promise((resolve) => setTimeout(resolve, 100));
    };
    // Round robin: one failure on each node, then one more on the first: everywhere the wait a
    // single node gives after four failures.
    const alone = new LoginThrottle(limits);
    for (let i = 0; i < 4; i++) alone.recordFailure('fleet.manager', '203.0.113.7');
    const wait = alone.retryAfterSeconds('fleet.manager', '203.0.113.7');
    expect(wait).toBeGreaterThan(0);
    for (const node of [a, b, c, a]) node.throttle.recordFailure('fleet.manager', '203.0.113.7');
    await heardEverywhere();
    for (const node of nodes)
      expect(node.throttle.retryAfterSeconds('fleet.manager', '203.0.113.7')).toBe(wait);
    // The same account from another office address is not held back.
    expect(c.throttle.retryAfterSeconds('fleet.manager', '198.51.100.4')).toBe(0);
    // A success on one node clears the account everywhere.
    b.throttle.recordSuccess('fleet.manager', '203.0.113.7');
    await heardEverywhere();
    for (const node of nodes) expect(node.throttle.retryAfterSeconds('fleet.manager', '203.0.113.7')).toBe(0);
  });
});

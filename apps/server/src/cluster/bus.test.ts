import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { Bus } from './bus';

const natsUrl = process.env.TEST_NATS_URL;
const log = pino({ level: 'silent' });

describe.skipIf(!natsUrl)('the cluster bus (real NATS)', () => {
  it('carries a message from one node to every other node listening', async () => {
    const [a, b, c] = await Promise.all(
      ['a', 'b', 'c'].map((node) => Bus.open(natsUrl as string, `bus-test-${node}`, log)),
    );
    const subject = `test.bus.${process.pid}.${Date.now()}`;
    const heard = (bus: Bus) =>
      new Promise<unknown>((resolve) => {
        const stop = bus.subscribe(`${subject}.*`, (message, on) => {
          stop();
          resolve({ message, on });
        });
      });
    const atB = heard(b as Bus);
    const atC = heard(c as Bus);
    await (b as Bus).connection.flush();
    await (c as Bus).connection.flush();
    (a as Bus).publish(`${subject}.7`, { vehicle: 7, speed: 42.5 });
    const expected = { message: { vehicle: 7, speed: 42.5 }, on: `${subject}.7` };
    expect(await atB).toEqual(expected);
    expect(await atC).toEqual(expected);
    expect(await (a as Bus).reachable()).toBe(true);
    await Promise.all([a, b, c].map((bus) => (bus as Bus).close()));
    expect(await (a as Bus).reachable()).toBe(false);
  });
});

import net from 'node:net';
import { sql } from 'drizzle-orm';
import mqtt from 'mqtt';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { companies } from '../../db/schema';
import { devices } from '../../db/vehicle-schema';
import { Telematics } from '../../pipeline/telematics';
import { openPreparedTestDatabase } from '../../test/test-database';
import { type MqttIngest, processClientId } from './mqtt-ingest';
import { deviceIdFromTopic, parseMqttPosition } from './parse-mqtt-position';

const BROKER = process.env.TEST_MQTT_URL ?? 'mqtt://127.0.0.1:1883';

async function brokerUp(): Promise<boolean> {
  const { hostname, port } = new URL(BROKER);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port || 1883), hostname);
    const answer = (reachable: boolean) => {
      socket.destroy();
      resolve(reachable);
    };
    socket.setTimeout(1000);
    socket.once('connect', () => answer(true));
    socket.once('error', () => answer(false));
    socket.once('timeout', () => answer(false));
  });
}

const up = await brokerUp();
if (!up) {
  console.warn(
    `\n*** MQTT broker not reachable at ${BROKER}: the MQTT ingest tests against a real broker are SKIPPED ***\n`,
  );
}

describe('MQTT JSON payloads', () => {
  it('takes the device id from the topic level under the first +, else from the body', () => {
    expect(deviceIdFromTopic('navgan/+/position', 'navgan/864700/position')).toBe('864700');
    expect(deviceIdFromTopic('$share/g/navgan/+/position', 'navgan/864700/position')).toBe('864700');
    expect(deviceIdFromTopic('fleet/positions', 'fleet/positions')).toBeUndefined();
    const body = Buffer.from(
      JSON.stringify({ id: 'abc', lat: 35.7, lon: 51.4, speed: 42, time: 1_763_700_000 }),
    );
    expect(parseMqttPosition(body, undefined)).toMatchObject({
      ok: true,
      position: { deviceId: 'abc', speedKmh: 42, fixTime: new Date(1_763_700_000_000) },
    });
  });

  it('refuses what it cannot place, naming why', () => {
    const reason = (payload: unknown, id?: string) => {
      const result = parseMqttPosition(
        Buffer.from(typeof payload === 'string' ? payload : JSON.stringify(payload)),
        id,
      );
      return result.ok ? 'ok' : result.reason;
    };
    expect(reason('{not json')).toBe('json');
    expect(reason([1, 2])).toBe('json');
    expect(reason({ lat: 35, lon: 51 })).toBe('id');
    expect(reason({ lat: 95, lon: 51 }, 'x')).toBe('lat');
    expect(reason({ lat: 35, lon: '51' }, 'x')).toBe('lon');
    expect(reason({ lat: 35, lon: 51, time: 'yesterday' }, 'x')).toBe('time');
    expect(reason({ lat: 35, lon: 51, attributes: { temperatures: [-18.5], ignition: true } }, 'x')).toBe(
      'ok',
    );
  });
});

describe.skipIf(!up)('MQTT ingest against a real broker (Mosquitto)', () => {
  let database: Database;
  let telematics: Telematics;
  let deviceId: number;
  const prefix = `navgan-test-${process.pid}-${Date.now()}`;
  const topic = `${prefix}/+/position`;
  let publisher: mqtt.MqttClient;

  const stored = async () => {
    const result = await database.db.execute(
      sql`select count(*)::int as n from positions where device_id = ${deviceId}`,
    );
    return (result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
  };
  const publish = (id: string, payload: string) =>
    publisher.publishAsync(`${prefix}/${id}/position`, payload, { qos: 1 });

  beforeAll(async () => {
    database = await openPreparedTestDatabase();
    const [company] = await database.db.insert(companies).values({ name: 'MQTT Co' }).returning();
    const [device] = await database.db
      .insert(devices)
      .values({ company_id: company?.id ?? 0, imei: 'phone-42', protocol: 'mqtt' })
      .returning();
    deviceId = device?.id ?? 0;
    await database.db
      .insert(devices)
      .values({ company_id: company?.id ?? 0, imei: 'phone-key', protocol: 'mqtt', ingest_key: 'k-42' });
    telematics = new Telematics(database, pino({ level: 'silent' }));
    await telematics.start('127.0.0.1', { teltonika: 0, teltonikaUdp: 0, gt06: 0, osmand: 0 });
    telematics.startMqtt({ url: BROKER, topic, clientId: `${prefix}-ingest` });
    publisher = await mqtt.connectAsync(BROKER, { protocolVersion: 5 });
    // Wait for the subscription: a retained-free probe from an unknown device comes back counted.
    const deadline = Date.now() + 10_000;
    while (telematics.metrics.counters.unknownDevices === 0 && Date.now() < deadline) {
      await publish('probe', JSON.stringify({ lat: 1, lon: 1 }));
      await new Promise((r) => setTimeout(r, 200));
    }
  }, 60_000);

  afterAll(async () => {
    await publisher?.endAsync();
    await telematics?.stop();
    await database?.close();
  });

  const until = async (check: () => Promise<boolean> | boolean, what: string) => {
    const deadline = Date.now() + 10_000;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  };

  it('stores a position from the device named by the topic, with its attributes', async () => {
    await publish(
      'phone-42',
      JSON.stringify({
        lat: 35.7219,
        lon: 51.3347,
        speed: 63.5,
        course: 90,
        time: '2026-11-21T10:00:00Z',
        attributes: { ignition: true, temperatures: [-18.2], fuel: 55 },
      }),
    );
    await until(async () => (await stored()) === 1, 'the position to be stored');
    expect(telematics.liveStates.get(deviceId)).toMatchObject({
      speedKmh: 63.5,
      latitude: 35.7219,
      attributes: { ignition: true, fuel: 55, temperatures: [-18.2] },
    });
  });

  it('refuses unknown devices and malformed payloads, counts them and goes on', async () => {
    const unknownBefore = telematics.metrics.counters.unknownDevices;
    await publish('nobody', JSON.stringify({ lat: 35, lon: 51 }));
    await publish('phone-42', '{"lat": 35,');
    await publish('phone-42', JSON.stringify({ lat: 35.8, lon: 51.4, time: '2026-11-21T10:01:00Z' }));
    await until(async () => (await stored()) === 2, 'the next good position');
    // Messages are handled in order, so the two bad ones were counted before the good one landed.
    expect(telematics.metrics.counters.unknownDevices).toBe(unknownBefore + 1);
    expect(telematics.metrics.snapshot().refusedByReason['mqtt:json']).toBe(1);
  });

  it('refuses a keyed device with a wrong or missing key like an unknown one, and takes the right key', async () => {
    const countOf = async () => {
      const result = await database.db.execute(sql`
        select count(*)::int as n from positions p join devices d on d.id = p.device_id
        where d.imei = 'phone-key'`);
      return (result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
    };
    await publish('phone-key', JSON.stringify({ lat: 35, lon: 51, time: '2026-11-21T11:00:00Z' }));
    await publish(
      'phone-key',
      JSON.stringify({ key: 'k-41', lat: 35, lon: 51, time: '2026-11-21T11:00:01Z' }),
    );
    await publish(
      'phone-key',
      JSON.stringify({ key: 'k-42', lat: 35, lon: 51, time: '2026-11-21T11:00:02Z' }),
    );
    await until(async () => (await countOf()) === 1, 'the keyed position');
    expect(telematics.metrics.counters.wrongKeys).toBe(2);
    const kept = await database.db.execute(
      sql`select count(*)::int as n from positions where attributes ? 'key'`,
    );
    expect((kept as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
  });
});

describe('MQTT client ids', () => {
  it('gives every process (and every ingest without a configured id) an id of its own', () => {
    expect(processClientId()).not.toBe(processClientId());
    expect(processClientId()).toMatch(new RegExp(`-${process.pid}-`));
  });
});

describe.skipIf(!up)('MQTT sessions and shared subscriptions (Mosquitto)', () => {
  let database: Database;
  const running: Telematics[] = [];
  const prefix = `navgan-share-${process.pid}-${Date.now()}`;
  let publisher: mqtt.MqttClient;

  const count = async () => {
    const result = await database.db.execute(sql`select count(*)::int as n from positions`);
    return (result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
  };
  const until = async (check: () => Promise<boolean> | boolean, what: string) => {
    const deadline = Date.now() + 10_000;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  const telematicsOf = async () => {
    const telematics = new Telematics(database, pino({ level: 'silent' }));
    await telematics.start('127.0.0.1', { teltonika: 0, teltonikaUdp: 0, gt06: 0, osmand: 0 });
    running.push(telematics);
    return telematics;
  };
  const subscribed = (ingest: MqttIngest) => until(() => ingest.subscribed, 'the subscription');

  beforeAll(async () => {
    database = await openPreparedTestDatabase();
    const [company] = await database.db.insert(companies).values({ name: 'Share Co' }).returning();
    await database.db
      .insert(devices)
      .values({ company_id: company?.id ?? 0, imei: 'van-1', protocol: 'mqtt' });
    publisher = await mqtt.connectAsync(BROKER, { protocolVersion: 5 });
  }, 60_000);
  afterAll(async () => {
    await publisher?.endAsync();
    for (const telematics of running) await telematics.stop();
    await database?.close();
  });

  it('receives on another topic after a restart that resumes its session', async () => {
    const clientId = `${prefix}-stable`;
    const first = await telematicsOf();
    await subscribed(first.startMqtt({ url: BROKER, topic: `${prefix}/a/+/position`, clientId }));
    await first.stop();
    const second = await telematicsOf();
    await subscribed(second.startMqtt({ url: BROKER, topic: `${prefix}/b/+/position`, clientId }));
    const before = await count();
    await publisher.publishAsync(
      `${prefix}/b/van-1/position`,
      JSON.stringify({ lat: 35.7, lon: 51.4, time: '2026-11-22T08:00:00Z' }),
      { qos: 1 },
    );
    await until(async () => (await count()) === before + 1, 'the position on the new topic');
    await second.stop();
  });

  it('has two processes of one share group ingest each message once', async () => {
    const topic = `${prefix}/shared/+/position`;
    const one = await telematicsOf();
    const two = await telematicsOf();
    await subscribed(one.startMqtt({ url: BROKER, topic, shareGroup: 'navgan' }));
    await subscribed(two.startMqtt({ url: BROKER, topic, shareGroup: 'navgan' }));
    const before = await count();
    const messages = 20;
    for (let i = 0; i < messages; i++) {
      await publisher.publishAsync(
        `${prefix}/shared/van-1/position`,
        JSON.stringify({
          lat: 35.7,
          lon: 51.4 + i / 1000,
          time: `2026-11-22T09:00:${String(i).padStart(2, '0')}Z`,
        }),
        { qos: 1 },
      );
    }
    await until(async () => (await count()) === before + messages, 'every message stored');
    await new Promise((r) => setTimeout(r, 500));
    const handled = [one, two].map((t) => t.metrics.counters.positionsCommitted);
    // Each message committed by exactly one of them (the key would hide a double write: count it).
    expect((handled[0] ?? 0) + (handled[1] ?? 0)).toBe(messages);
    expect(handled.every((n) => n > 0)).toBe(true);
  });
});

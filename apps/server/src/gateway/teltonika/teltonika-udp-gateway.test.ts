import dgram from 'node:dgram';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { companies } from '../../db/schema';
import { Telematics, type TelematicsPorts } from '../../pipeline/telematics';
import { openPreparedTestDatabase } from '../../test/test-database';
import { loadDeviceFrames } from './device-frames-fixture';

const captured = loadDeviceFrames().teltonika.find((entry) => entry.transport === 'udp');
if (!captured) throw new Error('the capture has no UDP frame');
const datagram = Buffer.from(captured.hex, 'hex');
const imei = '357454072713975';

describe('Teltonika over UDP, real datagrams', () => {
  let database: Database;
  let telematics: Telematics;
  let ports: TelematicsPorts;
  let client: dgram.Socket;
  let companyId: number;
  const answers: Buffer[] = [];

  const stored = async () => {
    const result = await database.db.execute(sql`
      select count(*)::int as n from positions p join devices d on d.id = p.device_id where d.imei = ${imei}`);
    return (result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
  };
  /**
   * Sends the datagram (again every `resendMs`, as a tracker resends what was not acknowledged);
   * resolves with the answer and the rows stored when it came, or none.
   */
  const exchange = async (waitMs = 3000, resendMs = waitMs) => {
    const before = answers.length;
    const deadline = Date.now() + waitMs;
    let sentAt = 0;
    while (answers.length === before && Date.now() < deadline) {
      if (Date.now() - sentAt >= resendMs) {
        client.send(datagram, ports.teltonikaUdp, '127.0.0.1');
        sentAt = Date.now();
      }
      await new Promise((r) => setTimeout(r, 5));
    }
    const answer = answers[before];
    return answer ? { ack: answer.toString('hex'), storedThen: await stored() } : undefined;
  };

  beforeAll(async () => {
    database = await openPreparedTestDatabase();
    const [company] = await database.db.insert(companies).values({ name: 'UDP Co' }).returning();
    companyId = company?.id ?? 0;
    telematics = new Telematics(database, pino({ level: 'silent' }));
    ports = await telematics.start('127.0.0.1', { teltonika: 0, teltonikaUdp: 0, gt06: 0, osmand: 0 });
    client = dgram.createSocket('udp4');
    client.on('message', (message) => answers.push(message));
    await new Promise<void>((resolve) => client.bind(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    client.close();
    await telematics.stop();
    await database.close();
  });

  it('answers nothing to an unregistered device and stores nothing', async () => {
    expect(await exchange(500)).toBeUndefined();
    expect(await stored()).toBe(0);
    expect(telematics.metrics.counters.unknownDevices).toBeGreaterThan(0);
  });

  it('acknowledges packet id, AVL packet id and record count once the record is committed', async () => {
    await database.db.execute(
      sql`insert into devices (company_id, imei, protocol) values (${companyId}, ${imei}, 'teltonika')`,
    );
    // On PostgreSQL the gateway's device cache hears of the new device a moment after the commit
    // (a notification): an unknown device's datagram is dropped unanswered, so the tracker resends.
    // length 5, packet id 0xcafe, 0x01, AVL packet id 0x22, one record
    expect(await exchange(3000, 250)).toEqual({ ack: '0005cafe012201', storedThen: 1 });
    const result = await database.db.execute(sql`
      select latitude, longitude, speed_kmh, fix_time from positions p join devices d on d.id = p.device_id
      where d.imei = ${imei}`);
    expect((result as unknown as { rows: unknown[] }).rows[0]).toMatchObject({
      latitude: 51.630115,
      longitude: 0.4124566,
      speed_kmh: 49,
    });
  });

  it('acknowledges a retransmission again and keeps one record', async () => {
    expect(await exchange()).toEqual({ ack: '0005cafe012201', storedThen: 1 });
  });

  it('does not acknowledge what it could not store', async () => {
    // A write that fails: the table refuses every row.
    await database.db.execute(sql`delete from positions`);
    await database.db.execute(sql`alter table positions add constraint refuse_all check (false)`);
    try {
      expect(await exchange(800)).toBeUndefined();
    } finally {
      await database.db.execute(sql`alter table positions drop constraint refuse_all`);
    }
    expect(telematics.metrics.counters.writeFailures).toBeGreaterThan(0);
  });
});

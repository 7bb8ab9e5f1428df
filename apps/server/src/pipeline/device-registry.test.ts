import net from 'node:net';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { companies } from '../db/schema';
import { companyVehicles } from '../db/vehicle-schema';
import { buildAvlPacket } from '../demo/simulator/protocols/teltonika-encoder';
import { openPreparedTestDatabase } from '../test/test-database';
import { Telematics, type TelematicsPorts } from './telematics';

/** A Teltonika device over a real socket: the handshake's answer, then acknowledged record counts. */
async function teltonika(port: number, imei: string) {
  const socket = net.connect(port, '127.0.0.1');
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  let received = Buffer.alloc(0);
  socket.on('data', (chunk) => {
    received = Buffer.concat([received, chunk]);
  });
  socket.on('error', () => {});
  const waitFor = async (bytes: number) => {
    const deadline = Date.now() + 5000;
    while (received.length < bytes && !socket.destroyed && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 10));
    return received;
  };
  socket.write(Buffer.concat([Buffer.from([0, imei.length]), Buffer.from(imei, 'ascii')]));
  const accepted = (await waitFor(1))[0] === 1;
  return {
    accepted,
    async send(at: Date): Promise<number | undefined> {
      const before = received.length;
      socket.write(buildAvlPacket(0x08, [{ time: at, latitude: 35.7, longitude: 51.4, speedKmh: 40 }]));
      const answer = await waitFor(before + 4);
      return answer.length >= before + 4 ? answer.readUInt32BE(before) : undefined;
    },
    end: () => socket.destroy(),
  };
}

/**
 * Connects until the gateway answers the handshake as `accepted`, for at most `withinMs`: on
 * PostgreSQL the change notification reaches the gateway's listening connection a moment after
 * the writer's commit, not in the same instant. Far shorter than the cache's 30 s backstop, so an
 * answer within it comes from the notification.
 */
async function connectUntil(port: number, imei: string, accepted: boolean, withinMs = 2_000) {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const device = await teltonika(port, imei);
    if (device.accepted === accepted || Date.now() > deadline) return device;
    device.end();
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * The registry caches answers (unknown IMEIs too), and must forget them the moment the database
 * changes, whoever writes it: these writes go straight to the tables, as the CLI, an approval or
 * another process would, not through anything the gateway is told about.
 */
describe('device lookup cache follows every device and assignment change', () => {
  let database: Database;
  let telematics: Telematics;
  let ports: TelematicsPorts;
  let companyId: number;
  let vehicles: number[];

  const vehicleOfLastPosition = async (imei: string) => {
    const result = await database.db.execute(sql`
      select p.company_vehicle_id as v from positions p join devices d on d.id = p.device_id
      where d.imei = ${imei} order by p.fix_time desc limit 1`);
    return (result as unknown as { rows: { v: number | null }[] }).rows[0]?.v;
  };

  beforeAll(async () => {
    database = await openPreparedTestDatabase();
    const [company] = await database.db.insert(companies).values({ name: 'Registry Co' }).returning();
    companyId = company?.id ?? 0;
    const rows = await database.db
      .insert(companyVehicles)
      .values([
        { company_id: companyId, name: 'Van 1', license_plate: '120534501' },
        { company_id: companyId, name: 'Van 2', license_plate: '120534502' },
      ])
      .returning();
    vehicles = rows.map((row) => row.id);
    telematics = new Telematics(database, pino({ level: 'silent' }));
    ports = await telematics.start('127.0.0.1', { teltonika: 0, teltonikaUdp: 0, gt06: 0, osmand: 0 });
  });
  afterAll(async () => {
    await telematics.stop();
    await database.close();
  });

  it('accepts at once a device registered after it was refused', async () => {
    const imei = '356307042449001';
    const first = await teltonika(ports.teltonika, imei);
    expect(first.accepted).toBe(false);
    first.end();
    await database.db.execute(
      sql`insert into devices (company_id, imei, protocol) values (${companyId}, ${imei}, 'teltonika')`,
    );
    const second = await connectUntil(ports.teltonika, imei, true);
    expect(second.accepted).toBe(true);
    expect(await second.send(new Date(Date.UTC(2026, 0, 5, 8)))).toBe(1);
    second.end();
  });

  it('stores positions on the new vehicle at once when the device is moved', async () => {
    const imei = '356307042449002';
    await database.db.execute(sql`
      with d as (insert into devices (company_id, imei, protocol) values (${companyId}, ${imei}, 'teltonika') returning id)
      insert into device_assignments (company_id, company_vehicle_id, device_id) select ${companyId}, ${vehicles[0]}, id from d`);
    const device = await teltonika(ports.teltonika, imei);
    expect(await device.send(new Date(Date.UTC(2026, 0, 5, 9)))).toBe(1);
    expect(await vehicleOfLastPosition(imei)).toBe(vehicles[0]);
    device.end();

    await database.db.execute(sql`
      update device_assignments set until_at = now()
      where device_id = (select id from devices where imei = ${imei}) and until_at is null`);
    await database.db.execute(sql`
      insert into device_assignments (company_id, company_vehicle_id, device_id)
      select ${companyId}, ${vehicles[1]}, id from devices where imei = ${imei}`);
    // A position a minute later each time, until one lands on the new vehicle (within 2 s: see connectUntil).
    let minute = 0;
    await expect
      .poll(
        async () => {
          minute += 1;
          const moved = await teltonika(ports.teltonika, imei);
          expect(await moved.send(new Date(Date.UTC(2026, 0, 5, 9, minute)))).toBe(1);
          moved.end();
          return vehicleOfLastPosition(imei);
        },
        { timeout: 2_000, interval: 50 },
      )
      .toBe(vehicles[1]);
  });

  it('refuses at once a device that was deleted', async () => {
    const imei = '356307042449002';
    await database.db.execute(sql`delete from devices where imei = ${imei}`);
    const gone = await connectUntil(ports.teltonika, imei, false);
    expect(gone.accepted).toBe(false);
    gone.end();
  });
});

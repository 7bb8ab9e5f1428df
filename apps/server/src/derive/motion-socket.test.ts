import net from 'node:net';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { companies } from '../db/schema';
import { rowsOf } from '../db/sql-helpers';
import { companyVehicles, deviceAssignments, devices } from '../db/vehicle-schema';
import { buildAvlPacket } from '../demo/simulator/protocols/teltonika-encoder';
import { Telematics } from '../pipeline/telematics';
import { openPreparedTestDatabase } from '../test/test-database';
import { MotionDeriver } from './motion-deriver';

const imei = '356307042441201';

describe('motion derivation behind a real Teltonika socket', () => {
  let database: Database;
  let telematics: Telematics;
  let deriver: MotionDeriver;
  let vehicleId: number;
  let port: number;

  beforeAll(async () => {
    database = await openPreparedTestDatabase();
    const db = database.db;
    const [company] = await db.insert(companies).values({ name: 'Socket Co' }).returning();
    const companyId = company?.id ?? 0;
    const [vehicle] = await db
      .insert(companyVehicles)
      .values({ company_id: companyId, name: 'Truck 9', license_plate: '127734567' })
      .returning();
    vehicleId = vehicle?.id ?? 0;
    const [device] = await db
      .insert(devices)
      .values({ company_id: companyId, imei, protocol: 'teltonika' })
      .returning();
    await db
      .insert(deviceAssignments)
      .values({ company_id: companyId, company_vehicle_id: vehicleId, device_id: device?.id ?? 0 });
    const log = pino({ level: 'silent' });
    telematics = new Telematics(database, log);
    deriver = new MotionDeriver(db, log, { flushMs: 50 });
    telematics.onCommitted(deriver.accept);
    port = (await telematics.start('127.0.0.1', { teltonika: 0, teltonikaUdp: 0, gt06: 0, osmand: 0 }))
      .teltonika;
    await deriver.start();
  });
  afterAll(async () => {
    await telematics.stop();
    await deriver.stop();
    await database.close();
  });

  it('turns acknowledged packets into a trip and the day figures', async () => {
    const socket = net.connect(port, '127.0.0.1');
    await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
    let received = Buffer.alloc(0);
    socket.on('data', (chunk) => {
      received = Buffer.concat([received, chunk]);
    });
    const waitFor = async (bytes: number) => {
      const deadline = Date.now() + 5000;
      while (received.length < bytes && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
    };
    socket.write(Buffer.concat([Buffer.from([0, imei.length]), Buffer.from(imei, 'ascii')]));
    await waitFor(1);

    // 10 minutes at 54 km/h (15 m/s, 150 m per 10 s), then 5 minutes parked with the ignition off.
    const start = Date.UTC(2026, 10, 21, 6, 0, 0);
    const fix = (i: number, speedKmh: number, ignition: number, lat: number) => ({
      time: new Date(start + i * 10_000),
      latitude: lat,
      longitude: 51.4,
      speedKmh,
      course: 0,
      io: { 1: [[239, ignition]] as [number, number][] },
    });
    const step = 150 / 111_195;
    const records = [
      ...Array.from({ length: 60 }, (_, i) => fix(i, 54, 1, 35.7 + i * step)),
      ...Array.from({ length: 30 }, (_, i) => fix(60 + i, 0, 0, 35.7 + 60 * step)),
    ];
    for (let i = 0; i < records.length; i += 10) {
      socket.write(buildAvlPacket(0x08, records.slice(i, i + 10)));
      await waitFor(1 + ((i + 10) / 10) * 4);
    }
    socket.destroy();

    const trips = async () =>
      rowsOf<{ distance_m: number; moving_s: number }>(
        await database.db.execute(
          sql`select distance_m, moving_s from trips where company_vehicle_id = ${vehicleId}`,
        ),
      );
    await expect.poll(async () => (await trips()).length, { timeout: 5000 }).toBe(1);
    const [trip] = await trips();
    expect(Number(trip?.distance_m)).toBeCloseTo(60 * 150, -1);
    expect(Number(trip?.moving_s)).toBe(600);
    const dayFigures = async () =>
      rowsOf<Record<string, number>>(
        await database.db.execute(
          sql`select distance_m, moving_s, stopped_s, engine_s, max_speed_kmh from vehicle_daily_rollups
            where company_vehicle_id = ${vehicleId} and day = '2026-11-21'`,
        ),
      )[0];
    // The last packet is derived within a flush or two of its acknowledgement.
    await expect.poll(async () => Number((await dayFigures())?.stopped_s), { timeout: 5000 }).toBe(290);
    const day = await dayFigures();
    expect(Number(day?.moving_s)).toBe(600);
    expect(Number(day?.engine_s)).toBe(600);
    expect(Number(day?.max_speed_kmh)).toBe(54);
  });
});

import { eq } from 'drizzle-orm';
import { seedDemoFleet } from '../apps/server/src/db/seed-demo';
import { deviceAssignments, devices } from '../apps/server/src/db/vehicle-schema';
import type { PositionRecord } from '../apps/server/src/pipeline/position-writer';
import { createTestApp } from '../apps/server/src/test/test-app';
import { percentile, report, timeEach } from './stats';

const vehicles = Number(process.env.BENCH_LIVE_VEHICLES ?? 10_000);

/**
 * `trackings/` of a company with 10,000 live vehicles (the demo fleet generator, every tracker
 * with a fresh fix in live state): p95 server time of the whole list, of a status-filtered list
 * and of `customer/v1/car-live-state/`, against the `select 1` request through the same app.
 */
export async function trackings(): Promise<void> {
  const t = await createTestApp();
  try {
    const me = await t.account({ company: 'Live Bench Co', username: 'live.bench' });
    const { access } = await t.login('live.bench');
    const db = t.ctx.database.db;
    await seedDemoFleet(db, me.company_id, vehicles);
    const rows = await db
      .select({ id: devices.id })
      .from(devices)
      .where(eq(devices.company_id, me.company_id));
    const now = new Date();
    const vehicleOf = new Map(
      (
        await db
          .select({ device: deviceAssignments.device_id, vehicle: deviceAssignments.company_vehicle_id })
          .from(deviceAssignments)
          .where(eq(deviceAssignments.company_id, me.company_id))
      ).map((r) => [r.device, r.vehicle]),
    );
    const records: PositionRecord[] = rows.map((row, i) => ({
      companyId: me.company_id,
      deviceId: row.id,
      vehicleId: vehicleOf.get(row.id) ?? null,
      serverTime: now,
      position: {
        deviceId: String(row.id),
        fixTime: now,
        valid: true,
        latitude: 35.6 + (i % 100) / 500,
        longitude: 51.2 + Math.floor(i / 100) / 500,
        speedKmh: i % 3 === 0 ? 0 : 40 + (i % 50),
        course: (i * 37) % 360,
        attributes: {
          ignition: i % 5 !== 0,
          fuel: 30 + (i % 60),
          ...(i % 12 === 0 ? { temperatures: [-18] } : {}),
        },
      },
    }));
    t.ctx.liveStates.apply(records);

    const rounds = 300;
    const list = () => t.get('/api/v1/trackings/', access);
    const first = await list();
    const count = (first.json() as unknown[]).length;
    await timeEach(30, list);
    await timeEach(200, () => t.get('/api/health'));
    const baseline = await timeEach(rounds, () => t.get('/api/health'));
    const all = await timeEach(rounds, list);
    const moving = await timeEach(rounds, () =>
      t.get('/api/v1/trackings/?traffic_status__in=moving', access),
    );
    const pie = await timeEach(rounds, () => t.get('/api/v1/customer/v1/car-live-state/', access));
    const base = percentile(baseline, 95);
    console.log(
      `trackings: ${count} live vehicles, ${(first.rawPayload.length / 1e6).toFixed(1)} MB per full answer`,
    );
    report('trackings/ (every vehicle) p95', percentile(all, 95), 'select-1 request p95', base);
    report('trackings/?traffic_status__in=moving p95', percentile(moving, 95), 'select-1 request p95', base);
    report('car-live-state p95', percentile(pie, 95), 'select-1 request p95', base);
  } finally {
    await t.close();
  }
}

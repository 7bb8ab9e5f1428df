import { isoDayIn, startOfDayIn } from '@navgan/domain/calendar-day';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fuelCards, fuelTransactions } from '../db/fuel-schema';
import { rowsOf } from '../db/sql-helpers';
import { devices } from '../db/vehicle-schema';
import type { DecodedPosition } from '../gateway/decoded-position';
import { ensurePositionStorage } from '../pipeline/position-storage';
import { insertPositions, type PositionRecord } from '../pipeline/position-writer';
import { companyTotalsDrift } from '../test/company-totals';
import { insertVehicle, minimalDriver, signInTwoCompanies } from '../test/fleet-fixtures';
import { rebuildAndWait } from '../test/rebuild-job';
import { createTestApp, type TestApp } from '../test/test-app';
import { addFenceViolations } from './fence-violations';
import { MotionDeriver } from './motion-deriver';

const silent = pino({ level: 'silent' });
const metresPerDegree = 111_195;

/**
 * A day of one vehicle: parked with the engine on, a drive with a harsh start, over-speed and a
 * turn, an idle stop, a second drive, parked with the ignition off; fixes every 5 s.
 */
function dayTrack(start: number, lat: number): Omit<DecodedPosition, 'deviceId'>[] {
  const fixes: Omit<DecodedPosition, 'deviceId'>[] = [];
  let t = start;
  let y = lat;
  const go = (seconds: number, kmh: number, ignition: boolean, course = 0, step = 5) => {
    for (let s = 0; s < seconds; s += step) {
      fixes.push({
        fixTime: new Date(t),
        valid: true,
        latitude: y,
        longitude: 51.4,
        speedKmh: kmh,
        course,
        attributes: { ignition, fuel: 60 - (t - start) / 600_000, fuelUnit: 'l' },
      });
      t += step * 1000;
      y += (kmh / 3.6) * (step / metresPerDegree);
    }
  };
  go(60, 0, true);
  go(5, 60, true);
  go(300, 72, true);
  go(60, 110, true);
  go(20, 72, true, 90);
  go(400, 0, true);
  go(600, 50, true);
  go(300, 0, false);
  return fixes;
}

describe('motion derivation: live path, restart, rebuild and the stats endpoint', () => {
  let t: TestApp;
  let as: Awaited<ReturnType<typeof signInTwoCompanies>>;
  let vehicleA: number;
  let vehicleB: number;
  let records: PositionRecord[];
  const today = isoDayIn(new Date());
  const start = startOfDayIn(today).getTime() + 60_000;

  const figures = async (companyId: number) => {
    const db = t.ctx.database.db;
    const read = async (query: ReturnType<typeof sql>) =>
      rowsOf<Record<string, unknown>>(await db.execute(query)).map((row) =>
        Object.fromEntries(
          Object.entries(row).map(([k, v]) => [
            k,
            typeof v === 'number'
              ? Math.round(v * 1000) / 1000
              : v instanceof Date || (typeof v === 'string' && /^\d{4}-\d\d-\d\d[ T]\d/.test(v))
                ? new Date(v).toISOString()
                : v,
          ]),
        ),
      );
    return {
      vehicles: await read(
        sql`select * from vehicle_daily_rollups where company_id = ${companyId} order by company_vehicle_id, day`,
      ),
      drivers: await read(
        sql`select * from driver_daily_rollups where company_id = ${companyId} order by driver_id, day`,
      ),
      trips:
        await read(sql`select company_vehicle_id, driver_id, started_at, ended_at, distance_m, max_speed_kmh, mean_speed_kmh, idle_s
        from trips where company_id = ${companyId} order by started_at`),
      stops: await read(
        sql`select company_vehicle_id, started_at, ended_at, ignition_off from stops where company_id = ${companyId} order by started_at`,
      ),
      events:
        await read(sql`select company_vehicle_id, driver_id, kind, at, ended_at, value from vehicle_events
        where company_id = ${companyId} order by at, kind`),
    };
  };

  const recordsOf = (companyId: number, vehicleId: number, deviceId: number, lat: number, arrival: number) =>
    dayTrack(start, lat).map((position, i) => ({
      companyId,
      deviceId,
      vehicleId,
      position: { ...position, deviceId: String(deviceId) },
      serverTime: new Date(arrival + i * 5000),
    }));

  beforeAll(async () => {
    t = await createTestApp();
    await ensurePositionStorage(t.ctx.database.db, new Date(start));
    as = await signInTwoCompanies(t, 'Motion');
    vehicleA = await insertVehicle(t, as.companyA, 'Reefer 7', '125534567');
    vehicleB = await insertVehicle(t, as.companyB, 'Van 2', '126634567');
    const driver = await as.a.post('drivers/', minimalDriver);
    expect(driver.statusCode).toBe(201);
    expect(
      (await as.a.put(`vehicles/companies/${vehicleA}/drivers/`, { driver: driver.json().id })).statusCode,
    ).toBe(200);
    await t.ctx.database.db.execute(
      sql`update driver_assignments set from_at = ${new Date(start - 86_400_000).toISOString()}`,
    );
    const [deviceA, deviceB] = await t.ctx.database.db
      .insert(devices)
      .values([
        { company_id: as.companyA, imei: '356307042441101', protocol: 'teltonika' },
        { company_id: as.companyB, imei: '356307042441102', protocol: 'teltonika' },
      ])
      .returning();
    records = recordsOf(as.companyA, vehicleA, deviceA?.id ?? 0, 35.7, start);
    // Company B's van has no fuel sensor.
    const recordsB = recordsOf(as.companyB, vehicleB, deviceB?.id ?? 0, 36.2, start).map((record) => ({
      ...record,
      position: {
        ...record.position,
        speedKmh: Math.min(record.position.speedKmh, 40),
        attributes: { ignition: record.position.attributes.ignition },
      },
    }));
    await insertPositions(t.ctx.database.db, [...records, ...recordsB]);
    const deriver = new MotionDeriver(t.ctx.database.db, silent);
    deriver.accept(recordsB);
    await deriver.flush();
  });
  afterAll(() => t.close());

  it('derives in batches as they commit, skipping duplicates and late fixes, like a rebuild does', async () => {
    const deriver = new MotionDeriver(t.ctx.database.db, silent);
    const late = records[40] as PositionRecord;
    for (let i = 0; i < records.length; i += 37) {
      const chunk = records.slice(i, i + 37);
      // A packet sent twice, and one fix arriving long after newer ones (stored, then skipped).
      deriver.accept(i === 74 ? [...chunk, ...chunk.slice(0, 5), late] : chunk);
      await deriver.flush();
    }
    const live = await figures(as.companyA);
    expect(live.trips).toHaveLength(2);
    expect(live.trips[0]).toMatchObject({
      started_at: new Date(start + 60_000).toISOString(),
      max_speed_kmh: 110,
    });
    expect(live.events.map((event) => event.kind)).toEqual(
      expect.arrayContaining(['harsh_acceleration', 'overspeed', 'harsh_cornering', 'idle']),
    );
    const [day] = live.vehicles;
    expect(day).toMatchObject({
      day: today,
      trip_count: 2,
      overspeed_count: 1,
      idle_count: 1,
      harsh_acceleration: 1,
    });
    expect(Number(day?.distance_m)).toBeCloseTo(83 + 6_000 + 1_833 + 400 + 8_333, -2);
    expect(Number(day?.fuel_used_l)).toBeGreaterThan(2);
    expect(live.drivers).toHaveLength(1);
    expect(live.drivers[0]).toMatchObject({
      trip_count: 2,
      max_speed_kmh: 110,
      max_speed_company_vehicle_id: vehicleA,
    });

    const rebuilt = await rebuildAndWait(as.a, { start_range: today, stop_range: today });
    expect(rebuilt).toMatchObject({ state: 'done', summary: { trips: 2, vehicle_days: 1, driver_days: 1 } });
    expect(await figures(as.companyA)).toEqual(live);
  });

  it('resumes after a restart from the saved state and the stored positions, counting nothing twice', async () => {
    const before = await figures(as.companyA);
    const db = t.ctx.database.db;
    for (const table of [
      'vehicle_daily_rollups',
      'driver_daily_rollups',
      'trips',
      'stops',
      'vehicle_events',
      'motion_states',
    ])
      await db.execute(sql`delete from ${sql.raw(table)} where company_id = ${as.companyA}`);
    // First life: half the day is derived, then the process stops.
    const first = new MotionDeriver(db, silent);
    first.accept(records.slice(0, 150));
    await first.stop();
    // Second life: the other half was stored meanwhile but never derived; start() replays it, and
    // fixes the tracker sends again after the restart are skipped.
    const second = new MotionDeriver(db, silent);
    await second.start();
    second.accept(records.slice(140, 170));
    await second.stop();
    expect(await figures(as.companyA)).toEqual(before);
  });

  it("answers today's top speed with its vehicle and driver, and the fleet's mean speed, per company", async () => {
    const a = await as.a.get('stats/fleets/todays/');
    expect(a.statusCode).toBe(200);
    const body = a.json();
    expect(body).toMatchObject({
      max_speed: 110,
      max_speed_company_vehicle: {
        id: vehicleA,
        license_plate: '125534567',
        driver: { first_name: minimalDriver.first_name, last_name: minimalDriver.last_name },
      },
    });
    expect(Date.parse(body.max_speed_datetime)).toBe(start + 365_000);
    expect(body.mean_speed).toBeGreaterThan(50);
    expect(body.mean_speed).toBeLessThan(110);

    const b = (await as.b.get('stats/fleets/todays/')).json();
    expect(b).toMatchObject({ max_speed: 40, max_speed_company_vehicle: { id: vehicleB, driver: null } });
  });

  it("prices fuel with the day's fill-ups of the vehicle, else litres used × the last price paid", async () => {
    const db = t.ctx.database.db;
    const cost = async () => {
      await rebuildAndWait(as.a, { start_range: today, stop_range: today });
      const [row] = rowsOf<{ fuel_used_l: number; fuel_cost: number }>(
        await db.execute(sql`select fuel_used_l, fuel_cost from vehicle_daily_rollups
          where company_vehicle_id = ${vehicleA} and day = ${today}`),
      );
      return {
        used: Number(row?.fuel_used_l),
        cost: row?.fuel_cost === null ? null : Number(row?.fuel_cost),
      };
    };
    // No price paid yet: the cost is not known, not 0.
    expect((await cost()).cost).toBeNull();
    const [card] = await db
      .insert(fuelCards)
      .values({ company_id: as.companyA, card_number: '6037991234567890', title: 'Card', monthly_quota: 500 })
      .returning();
    const fillUp = (at: number, litres: number, price: number) => ({
      company_id: as.companyA,
      fuel_card_id: card?.id ?? 0,
      company_vehicle_id: vehicleA,
      occurred_at: new Date(at),
      liters: litres,
      price_per_liter: price,
      paid_total: litres * price,
    });
    await db.insert(fuelTransactions).values(fillUp(start - 2 * 86_400_000, 40, 30_000));
    const priced = await cost();
    expect(priced.cost).toBe(Math.round(priced.used * 30_000));
    await db.insert(fuelTransactions).values(fillUp(start + 3_600_000, 10, 50_000));
    expect((await cost()).cost).toBe(500_000);
  });

  it('keeps the litres and cost of a vehicle without a fuel sensor unknown, in the rollups and the report', async () => {
    const [day] = (await figures(as.companyB)).vehicles;
    expect(Number(day?.distance_m)).toBeGreaterThan(1_000);
    expect(day).toMatchObject({ fuel_used_l: null, fuel_cost: null });
    const report = await as.b.get(
      `reports/daily/?company_vehicle__id__in=${vehicleB}&start_range=${today}&stop_range=${today}`,
    );
    expect(report.json().results[0]).toMatchObject({ fuel_used_l: null, fuel_cost: null, cost: null });
    expect(await companyTotalsDrift(t.ctx.database.db)).toEqual([]);
  });

  it('adds fence violations live to the vehicle and the driver of that Iran day', async () => {
    const db = t.ctx.database.db;
    await addFenceViolations(db, [
      { companyId: as.companyA, vehicleId: vehicleA, at: new Date(start + 600_000) },
      { companyId: as.companyA, vehicleId: vehicleA, at: new Date(start + 700_000) },
      { companyId: as.companyA, vehicleId: vehicleA, at: new Date(start - 120_000) },
    ]);
    const counts = rowsOf<{ kind: string; day: string; n: number }>(
      await db.execute(sql`
        select 'vehicle' as kind, day::text as day, fence_violations as n from vehicle_daily_rollups where company_id = ${as.companyA}
        union all
        select 'driver', day::text, fence_violations from driver_daily_rollups where company_id = ${as.companyA}
        order by 1 desc, 2`),
    );
    const yesterday = isoDayIn(new Date(start - 120_000));
    expect(counts).toEqual([
      { kind: 'vehicle', day: yesterday, n: 1 },
      { kind: 'vehicle', day: today, n: 2 },
      { kind: 'driver', day: yesterday, n: 1 },
      { kind: 'driver', day: today, n: 2 },
    ]);
  });

  it('rebuilds only for administrators, with field errors in the caller language', async () => {
    await t.account({ company: 'Motion Co A', username: 'motion.viewer', is_superuser: false });
    const viewer = (await t.login('motion.viewer')).access;
    const denied = await t.app.inject({
      method: 'POST',
      url: '/api/v1/stats/rollups/rebuild/',
      headers: { authorization: `Bearer ${viewer}` },
      payload: { start_range: today, stop_range: today },
    });
    expect(denied.statusCode).toBe(403);

    const missing = await as.aFa.post('stats/rollups/rebuild/', { stop_range: '2026-02-30' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      start_range: ['روز را به شکل YYYY-MM-DD وارد کنید.'],
      stop_range: ['روز را به شکل YYYY-MM-DD وارد کنید.'],
    });
    const reversed = await as.a.post('stats/rollups/rebuild/', {
      start_range: '2026-03-02',
      stop_range: '2026-03-01',
    });
    expect(reversed.json()).toEqual({ stop_range: ['The end of the range must not be before its start.'] });
  });

  it("a company's rebuild leaves other companies' figures alone", async () => {
    const before = await figures(as.companyA);
    const b = await rebuildAndWait(as.b, { start_range: today, stop_range: today });
    expect(b).toMatchObject({ state: 'done', summary: { vehicles: 1 } });
    expect(await figures(as.companyA)).toEqual(before);
  });

  it('keeps deriving for everyone when a vehicle is deleted while its figures wait to be written', async () => {
    const db = t.ctx.database.db;
    const gone = await insertVehicle(t, as.companyB, 'Sold', '128834567');
    const kept = await insertVehicle(t, as.companyB, 'Kept', '129934567');
    const deriver = new MotionDeriver(db, silent);
    const fixes = (vehicleId: number) =>
      recordsOf(as.companyB, vehicleId, 0, 36.5, start)
        .slice(0, 60)
        .map((record) => ({ ...record, vehicleId }));
    deriver.accept([...fixes(gone), ...fixes(kept)]);
    await db.execute(sql`delete from company_vehicles where id = ${gone}`);
    await deriver.flush();
    expect(deriver.stats.flushes).toBe(1);
    const rows = rowsOf<{ company_vehicle_id: number }>(
      await db.execute(
        sql`select company_vehicle_id from vehicle_daily_rollups where company_vehicle_id in (${gone}, ${kept})`,
      ),
    );
    expect(rows.map((row) => Number(row.company_vehicle_id))).toEqual([kept]);
  });

  it("keeps each company's daily totals equal to its vehicles' rows through every writer above", async () => {
    // Flushes, fuel-cost refreshes, fence violations, rebuilds and a vehicle deleted have all run.
    const rows = rowsOf<{ n: unknown }>(
      await t.ctx.database.db.execute(sql`select count(*) as n from company_daily_rollups`),
    );
    expect(Number(rows[0]?.n)).toBeGreaterThan(0);
    expect(await companyTotalsDrift(t.ctx.database.db)).toEqual([]);
  });
});

import { isoDayIn } from '@navgan/domain/calendar-day';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { rowsOf } from '../db/sql-helpers';
import { rebuildRollups } from '../derive/rebuild-rollups';
import { openPreparedTestDatabase } from '../test/test-database';
import { type DemoHistorySummary, demoHistoryOnce } from './demo-history';
import { seedDemo, seedDemoFleet } from './seed-demo';

type Row = Record<string, unknown>;
const figures = [
  'distance_m',
  'engine_s',
  'moving_s',
  'idle_s',
  'stopped_s',
  'fuel_used_l',
  'refuel_l',
  'speed_time_sum',
  'harsh_acceleration',
  'harsh_braking',
  'overspeed_count',
  'overspeed_s',
  'idle_count',
  'trip_count',
  'max_speed_kmh',
  'fuel_cost',
  'fence_violations',
] as const;

describe('demo history backfill', () => {
  let database: Database;
  let companyId: number;
  let summary: DemoHistorySummary | null;
  const until = new Date();
  const options = () => ({ companyId, vehicles: 2, days: 3, positionDays: 3, until, seed: 7 });
  const read = async (query: ReturnType<typeof sql>) => rowsOf<Row>(await database.db.execute(query));
  const rollups = () =>
    read(
      sql`select * from vehicle_daily_rollups where company_id = ${companyId} order by company_vehicle_id, day`,
    );

  beforeAll(async () => {
    database = await openPreparedTestDatabase();
    companyId = (await seedDemo(database.db)).companyId;
    await seedDemoFleet(database.db, companyId, 2);
    summary = await demoHistoryOnce(database.db, options());
  }, 600_000);
  afterAll(async () => database?.close());

  it('derives trips, stops and daily figures of every day from the simulated fixes', async () => {
    expect(summary).not.toBeNull();
    const days = await rollups();
    // Both vehicles on each of the four Iran days the three 24-hour spans touch.
    expect(days.length).toBeGreaterThanOrEqual(2 * 3);
    // The first and last Iran days hold only part of a day: the history starts and ends at the hour it ran.
    const firstDay = isoDayIn(new Date(until.getTime() - 3 * 86_400_000));
    const fullDays = days.filter((d) => d.day !== firstDay && d.day !== isoDayIn(until));
    expect(fullDays.length).toBeGreaterThanOrEqual(2 * 2);
    for (const day of fullDays) {
      // The model's trucks are on the road most of the day, at the road's limit at most.
      expect(Number(day.distance_m) / 1000).toBeGreaterThan(100);
      expect(Number(day.distance_m) / 1000).toBeLessThan(24 * 100);
      expect(Number(day.moving_s)).toBeGreaterThan(3600);
      expect(Number(day.max_speed_kmh)).toBeGreaterThan(40);
      expect(Number(day.max_speed_kmh)).toBeLessThan(110);
    }
    const trips = await read(
      sql`select distance_m, moving_s, started_at, ended_at from trips where company_id = ${companyId}`,
    );
    expect(trips.length).toBeGreaterThan(3);
    for (const trip of trips) {
      const hours =
        (new Date(trip.ended_at as string).getTime() - new Date(trip.started_at as string).getTime()) / 3.6e6;
      expect(hours).toBeGreaterThan(0);
      expect(hours).toBeLessThan(24);
      const kmh = Number(trip.distance_m) / 1000 / Math.max(1, Number(trip.moving_s) / 3600);
      expect(kmh).toBeLessThan(100);
    }
    const stops = await read(sql`select count(*)::int as n from stops where company_id = ${companyId}`);
    expect(Number(stops[0]?.n)).toBeGreaterThan(3);
    const positions = await read(
      sql`select count(*)::int as n from positions where company_id = ${companyId}`,
    );
    expect(Number(positions[0]?.n)).toBe(summary?.positions);
    expect(summary?.positions).toBe(summary?.fixes);
  });

  it('stores exactly the rollups that a rebuild recomputes from the same stored positions', {
    timeout: 600_000,
  }, async () => {
    // One whole Iran day in the middle of the history (its day before and after stored too): the
    // rebuild replays that day's positions with its warm-up, the backfill derived them live.
    const day = isoDayIn(new Date(until.getTime() - 86_400_000));
    const ofDay = async () => (await rollups()).filter((r) => r.day === day);
    const before = await ofDay();
    expect(before).toHaveLength(2);
    await rebuildRollups(database.db, companyId, day, day);
    const after = await ofDay();
    expect(after.map((r) => [r.company_vehicle_id, r.day])).toEqual(
      before.map((r) => [r.company_vehicle_id, r.day]),
    );
    after.forEach((row, i) => {
      for (const key of figures) {
        const was = Number(before[i]?.[key]);
        expect(Number(row[key]), `${key} of ${row.day}`).toBeCloseTo(was, Math.abs(was) > 1000 ? 0 : 3);
      }
    });
  });

  it('fills the fuel and maintenance records the analytics read, from the simulated fill-ups', async () => {
    const fuel = await read(
      sql`select liters, paid_total from fuel_transactions where company_id = ${companyId}`,
    );
    expect(fuel.length).toBe(summary?.refuels);
    for (const row of fuel) expect(Number(row.paid_total)).toBeGreaterThan(0);
    const refuelled = (await rollups()).reduce((sum, d) => sum + Number(d.refuel_l), 0);
    const litres = fuel.reduce((sum, row) => sum + Number(row.liters), 0);
    // The transactions are the fill-ups the derivation saw in the level.
    expect(litres).toBeCloseTo(refuelled, 0);
  });

  it('is made once: a second start leaves the history as it is', async () => {
    const before = await rollups();
    expect(await demoHistoryOnce(database.db, options())).toBeNull();
    expect(await rollups()).toEqual(before);
  });
});

import { addDays, daysBetween, isoDayIn } from '@navgan/domain/calendar-day';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../db/sql-helpers';
import { type ReminderTab, reminderSource } from '../reminders/reminder-source';
import { apiAs } from '../test/api-client';
import { createTestApp, type TestApp } from '../test/test-app';
import { demoFleet, onLeaveStatusId } from './demo-fleet';
import { backfillDemoHistory } from './demo-history';
import { defaultDemoPassword, demoUsername, seedDemo, seedDemoFleet } from './seed-demo';
import { simSpec } from './simulator/simulator';
import { dutyKindOf, dutyProfiles, isDayOff } from './simulator/work-schedule';

/** A fixed instant (a Tuesday afternoon, Tehran), so the demo is the same every run. */
const until = new Date('2025-05-13T12:30:00Z');
const historyDays = 28;
const fleet = demoFleet();

/**
 * The demo company reads as a plausible fleet (docs/demo-fleet.md): each kind of vehicle drives
 * its documented distance on working days and rests on Fridays, top speeds differ, harsh events
 * come a few per 100 km at most in plausible proportions, no-entry violations are rare, and the
 * dashboard, leaves and reminders agree.
 */
describe('demo fleet believability', () => {
  let t: TestApp;
  let companyId: number;
  const read = async <T = Record<string, unknown>>(query: ReturnType<typeof sql>) =>
    rowsOf<T>(await t.ctx.database.db.execute(query));
  const today = isoDayIn(until);
  const firstDay = isoDayIn(new Date(until.getTime() - historyDays * 86_400_000));
  /** Vehicle-days of whole days (the first and last are partial), with the vehicle's kind. */
  let days: { kind: string; day: string; km: number; maxKmh: number; index: number }[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.ctx.database.db;
    companyId = (await seedDemo(db)).companyId;
    await seedDemoFleet(db, companyId, fleet.length, until);
    await backfillDemoHistory(db, {
      companyId,
      vehicles: fleet.length,
      days: historyDays,
      positionDays: 0,
      until,
      historyReportS: 30,
    });
    const rows = await read<{ name: string; day: string; distance_m: number; max_speed_kmh: number }>(sql`
      select v.name, r.day::text as day, r.distance_m, r.max_speed_kmh from vehicle_daily_rollups r
        join company_vehicles v on v.id = r.company_vehicle_id where r.company_id = ${companyId}`);
    const byName = new Map(fleet.map((v) => [v.name, v]));
    days = rows
      .filter((row) => row.day > firstDay && row.day < today)
      .map((row) => {
        const vehicle = byName.get(row.name);
        if (!vehicle) throw new Error(`not a demo vehicle: ${row.name}`);
        const spec = {
          ...simSpec(vehicle),
          role: vehicle.role === 'offline' ? ('long-haul' as const) : vehicle.role,
        };
        return {
          kind: dutyKindOf(spec),
          day: String(row.day).slice(0, 10),
          km: Number(row.distance_m) / 1000,
          maxKmh: Number(row.max_speed_kmh),
          index: vehicle.index,
        };
      });
  }, 1_800_000);
  afterAll(() => t?.close());

  it('drives the documented distance per kind of vehicle on working days', () => {
    for (const [kind, profile] of Object.entries(dutyProfiles)) {
      const driving = days.filter((d) => d.kind === kind && d.km > 10);
      expect(driving.length, kind).toBeGreaterThan(0);
      const mean = driving.reduce((sum, d) => sum + d.km, 0) / driving.length;
      const [low, high] = profile.kmPerDay;
      // A job under way when the budget is reached is finished: a day may run over by one job.
      expect(mean, kind).toBeGreaterThanOrEqual(low * 0.8);
      expect(mean, kind).toBeLessThanOrEqual(high * 1.25);
      for (const d of driving) expect(d.km, `${kind} ${d.day}`).toBeLessThanOrEqual(high * 1.6);
    }
  });

  it('rests on Fridays and holidays, and works most weekdays', () => {
    const share = (off: boolean) => {
      const subset = days.filter((d) => isDayOff(d.day) === off);
      return subset.filter((d) => d.km > 10).length / subset.length;
    };
    expect(share(true)).toBeLessThan(0.3);
    expect(share(false)).toBeGreaterThan(0.7);
  });

  it('has top speeds that differ between vehicles', () => {
    const topOf = new Map<number, number>();
    for (const d of days) topOf.set(d.index, Math.max(topOf.get(d.index) ?? 0, d.maxKmh));
    const longHaul = days.filter((d) => d.kind === 'long-haul').map((d) => d.index);
    const tops = [...new Set(longHaul)].map((index) => topOf.get(index) as number);
    expect(Math.max(...tops) - Math.min(...tops)).toBeGreaterThanOrEqual(10);
    expect(new Set(tops.map(Math.round)).size).toBeGreaterThanOrEqual(Math.min(5, tops.length));
  });

  it('has a few harsh events per 100 km at most, cornering not far rarer than braking', async () => {
    const [sum] = await read<Record<string, number>>(sql`
      select sum(distance_m) as m, sum(harsh_braking) as braking, sum(harsh_acceleration) as acceleration,
        sum(harsh_cornering) as cornering from vehicle_daily_rollups where company_id = ${companyId}`);
    const per100 = (n: number) => Number(n) / (Number(sum?.m) / 100_000);
    expect(per100(Number(sum?.braking) + Number(sum?.acceleration) + Number(sum?.cornering))).toBeLessThan(4);
    expect(Number(sum?.braking)).toBeGreaterThan(Number(sum?.cornering));
    expect(Number(sum?.cornering)).toBeGreaterThan(0.15 * Number(sum?.braking));
    expect(Number(sum?.acceleration)).toBeGreaterThan(0.15 * Number(sum?.braking));
  });

  it('enters the no-entry zone a handful of times a month', async () => {
    const [row] = await read<{ n: number }>(
      sql`select count(*)::int as n from fence_events where company_id = ${companyId} and kind = 'forbidden'`,
    );
    const perMonth = (Number(row?.n) * 30) / daysBetween(firstDay, today);
    expect(perMonth).toBeLessThanOrEqual(12);
  });

  it("has leaves under way for exactly the dashboard's drivers on leave", async () => {
    const admin = apiAs(t.app, (await t.login(demoUsername, defaultDemoPassword)).access);
    const pie = (await admin.get('stats/drivers/statuses/')).json() as { id: number | null; count: number }[];
    const onLeave = pie.find((slice) => slice.id === onLeaveStatusId)?.count;
    const [current] = await read<{
      n: number;
    }>(sql`select count(distinct driver_id)::int as n from driver_leaves
      where company_id = ${companyId} and starts_at <= ${until.toISOString()} and ends_at > ${until.toISOString()}`);
    expect(onLeave).toBeGreaterThan(0);
    expect(Number(current?.n)).toBe(onLeave);
  });

  it('has documents and services coming due, some within a week', async () => {
    const horizon = addDays(today, 30);
    const due = async (tab: ReminderTab) =>
      read<{ due_date: string }>(
        sql`select due_date::text from (${reminderSource(tab, companyId, today, horizon)}) d`,
      );
    for (const tab of ['drivers', 'comapny-vehicles', 'company-vehicle-services'] as const)
      expect((await due(tab)).length, tab).toBeGreaterThan(0);
    const soon = (await due('comapny-vehicles')).filter((row) => row.due_date <= addDays(today, 7));
    expect(soon.length).toBeGreaterThan(0);
  });
});

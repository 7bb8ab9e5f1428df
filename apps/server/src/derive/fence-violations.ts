import { iranTimeZone, addDays as nextDays, startOfDayIn } from '@navgan/domain/calendar-day';
import { sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '../db/sql-helpers';

/**
 * Where fence violations are read from: the fence evaluation's own table. The one place that names
 * it; a rebuild counts the rows of these kinds per vehicle and Iran day (and per driver assigned at
 * the time). Until that table exists the count stays 0.
 */
export const fenceViolationSource = {
  table: 'fence_events',
  vehicleColumn: 'company_vehicle_id',
  timeColumn: 'at',
  kinds: ['forbidden', 'over_speed', 'time_violation'],
} as const;

const source = fenceViolationSource;
const table = sql.raw(source.table);
const vehicle = sql.raw(`e.${source.vehicleColumn}`);
const at = sql.raw(`e.${source.timeColumn}`);
const kinds = sql.join(
  source.kinds.map((kind) => sql`${kind}`),
  sql`, `,
);

/** Sets `fence_violations` of a company's vehicle-days and driver-days in [fromDay, toDay]. */
export async function recountFenceViolations(
  db: Executor,
  companyId: number,
  fromDay: string,
  toDay: string,
): Promise<void> {
  const exists = await db.execute(sql`select to_regclass(${source.table}) is not null as present`);
  if (!rowsOf<{ present: boolean }>(exists)[0]?.present) return;
  const from = startOfDayIn(fromDay).toISOString();
  const until = startOfDayIn(nextDays(toDay, 1)).toISOString();
  const events = sql`select e.company_id, ${vehicle} as vehicle_id, ${at} as at,
      (${at} at time zone ${iranTimeZone})::date as day
    from ${table} e where e.company_id = ${companyId} and e.kind in (${kinds})
      and ${at} >= ${from} and ${at} < ${until}`;
  for (const rollup of ['vehicle_daily_rollups', 'driver_daily_rollups']) {
    await db.execute(sql`update ${sql.raw(rollup)} set fence_violations = 0
      where company_id = ${companyId} and day between ${fromDay} and ${toDay} and fence_violations <> 0`);
  }
  await db.execute(sql`
    insert into vehicle_daily_rollups (company_id, company_vehicle_id, day, fence_violations)
    select company_id, vehicle_id, day, count(*) from (${events}) v group by 1, 2, 3
    on conflict (company_vehicle_id, day) do update set fence_violations = excluded.fence_violations`);
  await db.execute(sql`
    insert into driver_daily_rollups (company_id, driver_id, day, fence_violations)
    select v.company_id, a.driver_id, v.day, count(*) from (${events}) v
      join driver_assignments a on a.company_vehicle_id = v.vehicle_id and a.from_at <= v.at
        and (a.until_at is null or v.at < a.until_at)
    group by 1, 2, 3
    on conflict (driver_id, day) do update set fence_violations = excluded.fence_violations`);
}

/**
 * For the fence evaluation's live path: adds violations as they are stored (one statement per
 * table for the whole list), so the rollups need no rebuild to show them.
 */
export async function addFenceViolations(
  db: Executor,
  violations: { companyId: number; vehicleId: number; at: Date }[],
): Promise<void> {
  if (violations.length === 0) return;
  const companies = `{${violations.map((v) => v.companyId).join(',')}}`;
  const vehicles = `{${violations.map((v) => v.vehicleId).join(',')}}`;
  const times = `{${violations.map((v) => `"${v.at.toISOString()}"`).join(',')}}`;
  const rows = sql`select c as company_id, v as vehicle_id, t as at, (t at time zone ${iranTimeZone})::date as day
    from unnest(${companies}::int[], ${vehicles}::int[], ${times}::timestamptz[]) as x(c, v, t)`;
  await db.execute(sql`
    insert into vehicle_daily_rollups as r (company_id, company_vehicle_id, day, fence_violations)
    select company_id, vehicle_id, day, count(*) from (${rows}) v group by 1, 2, 3
    on conflict (company_vehicle_id, day) do update set fence_violations = r.fence_violations + excluded.fence_violations`);
  await db.execute(sql`
    insert into driver_daily_rollups as r (company_id, driver_id, day, fence_violations)
    select v.company_id, a.driver_id, v.day, count(*) from (${rows}) v
      join driver_assignments a on a.company_vehicle_id = v.vehicle_id and a.from_at <= v.at
        and (a.until_at is null or v.at < a.until_at)
    group by 1, 2, 3
    on conflict (driver_id, day) do update set fence_violations = r.fence_violations + excluded.fence_violations`);
}

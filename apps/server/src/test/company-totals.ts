import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { rowsOf } from '../db/sql-helpers';

/** Each company column and how it sums the vehicle rows (known litres and costs, and their days and distance). */
const summed: Record<string, string> = {
  distance_m: 'sum(distance_m)',
  engine_s: 'sum(engine_s)',
  moving_s: 'sum(moving_s)',
  idle_s: 'sum(idle_s)',
  stopped_s: 'sum(stopped_s)',
  downtime_s: 'sum(downtime_s)',
  fuel_used_l: 'coalesce(sum(fuel_used_l), 0)',
  fuel_cost: 'coalesce(sum(fuel_cost), 0)',
  fuel_days: 'count(fuel_used_l)',
  fuel_distance_m: 'coalesce(sum(distance_m) filter (where fuel_used_l is not null), 0)',
  cost_days: 'count(fuel_cost)',
  cost_distance_m: 'coalesce(sum(distance_m) filter (where fuel_cost is not null), 0)',
  harsh_acceleration: 'sum(harsh_acceleration)',
  harsh_braking: 'sum(harsh_braking)',
  harsh_cornering: 'sum(harsh_cornering)',
};

/**
 * The (company, day) pairs where company_daily_rollups differs from summing vehicle_daily_rollups
 * afresh (a row missing on either side, another count, or a sum off by more than rounding): empty
 * when the triggers kept the totals right.
 */
export async function companyTotalsDrift(db: Db): Promise<Record<string, unknown>[]> {
  const columns = Object.keys(summed);
  const sums = sql.raw(columns.map((c) => `${summed[c]} as ${c}`).join(', '));
  const differs = sql.raw(columns.map((c) => `abs(c.${c} - v.${c}) > 1e-6 * (1 + abs(v.${c}))`).join(' or '));
  const result = await db.execute(sql`
    select coalesce(c.company_id, v.company_id) as company_id, coalesce(c.day, v.day)::text as day,
      c.vehicle_days as company_count, v.vehicle_days as vehicle_count
    from company_daily_rollups c
    full join (select company_id, day, count(*) as vehicle_days, ${sums}
      from vehicle_daily_rollups group by company_id, day) v on v.company_id = c.company_id and v.day = c.day
    where c.company_id is null or v.company_id is null or c.vehicle_days <> v.vehicle_days or ${differs}
    order by 1, 2`);
  return rowsOf<Record<string, unknown>>(result);
}

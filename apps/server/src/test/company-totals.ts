import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { rowsOf } from '../derive/motion-store';

const summed = [
  'distance_m',
  'engine_s',
  'moving_s',
  'idle_s',
  'stopped_s',
  'downtime_s',
  'fuel_used_l',
  'fuel_cost',
  'harsh_acceleration',
  'harsh_braking',
  'harsh_cornering',
];

/**
 * The (company, day) pairs where company_daily_rollups differs from summing vehicle_daily_rollups
 * afresh (a row missing on either side, another count, or a sum off by more than rounding): empty
 * when the triggers kept the totals right.
 */
export async function companyTotalsDrift(db: Db): Promise<Record<string, unknown>[]> {
  const sums = sql.raw(summed.map((c) => `sum(${c}) as ${c}`).join(', '));
  const differs = sql.raw(summed.map((c) => `abs(c.${c} - v.${c}) > 1e-6 * (1 + abs(v.${c}))`).join(' or '));
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

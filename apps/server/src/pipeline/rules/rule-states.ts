import { sql } from 'drizzle-orm';
import { type Executor, pgArrayLiteral, rowsOf } from '../../db/sql-helpers';
import type { RowMemory } from './rule-tracker';

/** One rule row's memory for one vehicle, as stored in `rule_states`. */
export interface RuleStateRow extends RowMemory {
  companyId: number;
  ruleId: number;
  index: number;
  vehicleId: number;
  /** The fix that brought the change (epoch ms): fixes up to it were evaluated. */
  fixTime: number;
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
const ms = (value: unknown) =>
  value === null || value === undefined ? null : new Date(value as string).getTime();

/** Writes the rows' memory (one statement whatever the count). */
export async function saveRuleStates(db: Executor, rows: RuleStateRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db.execute(sql`
    insert into rule_states (company_id, rule_id, condition_index, company_vehicle_id, holds_since, fired,
      fired_at, fix_time)
    select * from unnest(${pgArrayLiteral(rows.map((r) => r.companyId))}::int[],
      ${pgArrayLiteral(rows.map((r) => r.ruleId))}::int[],
      ${pgArrayLiteral(rows.map((r) => r.index))}::smallint[],
      ${pgArrayLiteral(rows.map((r) => r.vehicleId))}::int[],
      ${pgArrayLiteral(rows.map((r) => iso(r.since)))}::timestamptz[],
      ${pgArrayLiteral(rows.map((r) => r.fired))}::boolean[],
      ${pgArrayLiteral(rows.map((r) => iso(r.firedAt)))}::timestamptz[],
      ${pgArrayLiteral(rows.map((r) => iso(r.fixTime)))}::timestamptz[]) as s(c, r, i, v, h, f, fa, ft)
    -- A rule or vehicle deleted meanwhile has nothing left to remember.
    where exists (select 1 from rules where rules.id = s.r)
      and exists (select 1 from company_vehicles where company_vehicles.id = s.v)
    on conflict (company_vehicle_id, rule_id, condition_index) do update set holds_since = excluded.holds_since,
      fired = excluded.fired, fired_at = excluded.fired_at, fix_time = excluded.fix_time
      where rule_states.fix_time <= excluded.fix_time`);
}

/** The stored memory of every rule row of these vehicles. */
export async function loadRuleStates(db: Executor, vehicleIds: number[]): Promise<RuleStateRow[]> {
  if (vehicleIds.length === 0) return [];
  return rowsOf<Record<string, unknown>>(
    await db.execute(sql`select company_id, rule_id, condition_index, company_vehicle_id, holds_since, fired,
        fired_at, fix_time
      from rule_states where company_vehicle_id = any(${pgArrayLiteral(vehicleIds)}::int[])`),
  ).map((row) => ({
    companyId: Number(row.company_id),
    ruleId: Number(row.rule_id),
    index: Number(row.condition_index),
    vehicleId: Number(row.company_vehicle_id),
    since: ms(row.holds_since),
    fired: Boolean(row.fired),
    firedAt: ms(row.fired_at),
    fixTime: ms(row.fix_time) as number,
  }));
}

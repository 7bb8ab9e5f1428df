import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database';
import { rowsOf } from '../../db/sql-helpers';
import { type AnalyticsQuery, andVehicles, bucketDays } from './analytics-query';

/**
 * The rollup figures the analytics dashboard's calls share, read once per window: one grouped pass
 * over the day rollups (the window's chart buckets plus the previous period as one more group) —
 * the company's daily totals when nothing limits the vehicles, else the vehicles' own —, the services of both periods and the vehicle count. The dashboard fires its calls
 * together; calls for the same window and vehicles arriving while a read is running wait for that
 * read instead of scanning again, and nothing is kept once it has answered (never stale).
 */

/** Sums of the rollup columns over some vehicle-days. */
export interface RollupSums {
  acceleration: number;
  braking: number;
  cornering: number;
  /** Litres and fuel cost of the vehicle-days that know them, and the metres those days drove. */
  litres: number;
  cost: number;
  litresMetres: number;
  costMetres: number;
  /** Vehicle-days with a known fuel cost: none means the cost is "no data", not 0. */
  costDays: number;
  metres: number;
  engine: number;
  /** moving + idle + stopped seconds. */
  observed: number;
  downtime: number;
}

export interface WindowFigures {
  /** Sums per chart bucket, keyed by the bucket's index from the window's first day. */
  buckets: Map<number, RollupSums>;
  /** The whole window and the previous period of equal length. */
  current: RollupSums;
  previous: RollupSums;
  services: Record<'current' | 'previous', { cost: number; n: number }>;
  /** The vehicles the figures cover, as they are now. */
  vehicles: number;
}

const num = (value: unknown) => Number(value ?? 0);
const sumKeys = [
  'acceleration',
  'braking',
  'cornering',
  'litres',
  'cost',
  'litresMetres',
  'costMetres',
  'costDays',
  'metres',
  'engine',
  'observed',
  'downtime',
] as const;
const zero = (): RollupSums => Object.fromEntries(sumKeys.map((k) => [k, 0])) as unknown as RollupSums;

function addInto(total: RollupSums, part: RollupSums): void {
  for (const key of sumKeys) total[key] += part[key];
}

async function readWindowFigures(db: Db, q: AnalyticsQuery): Promise<WindowFigures> {
  const condition = q.vehicleCondition ? sql` and ${q.vehicleCondition}` : sql``;
  // Nothing limits the vehicles: the company's daily totals hold the same sums, a row a day.
  const rows = q.vehicles ? sql`vehicle_daily_rollups` : sql`company_daily_rollups`;
  // Vehicle rows keep unknown litres and costs as null; the company's totals count the known ones.
  const fuel = q.vehicles
    ? sql`coalesce(sum(fuel_used_l), 0) as litres, coalesce(sum(fuel_cost), 0) as cost,
        coalesce(sum(distance_m) filter (where fuel_used_l is not null), 0) as "litresMetres",
        coalesce(sum(distance_m) filter (where fuel_cost is not null), 0) as "costMetres",
        count(fuel_cost) as "costDays"`
    : sql`sum(fuel_used_l) as litres, sum(fuel_cost) as cost, sum(fuel_distance_m) as "litresMetres",
        sum(cost_distance_m) as "costMetres", sum(cost_days) as "costDays"`;
  // Bucket -1 is the previous period; the grouping of the window's days is the charts' own.
  const [rollups, services, vehicles] = await Promise.all([
    db.execute(sql`select case when day < ${q.from}::date then -1
        else (day - ${q.from}::date) / ${bucketDays(q.days)} end as bucket,
        sum(harsh_acceleration) as acceleration, sum(harsh_braking) as braking, sum(harsh_cornering) as cornering,
        ${fuel}, sum(distance_m) as metres, sum(engine_s) as engine,
        sum(moving_s + idle_s + stopped_s) as observed, sum(downtime_s) as downtime
      from ${rows}
      where company_id = ${q.companyId} and day between ${q.previousFrom}::date and ${q.to}::date${andVehicles(q)}
      group by 1`),
    db.execute(sql`select date >= ${q.from}::date as current, coalesce(sum(price), 0) as cost, count(*) as n
      from vehicle_services where company_id = ${q.companyId} and date between ${q.previousFrom}::date and ${q.to}::date${andVehicles(q)}
      group by 1`),
    db.execute(
      sql`select count(*) as n from company_vehicles v where v.company_id = ${q.companyId}${condition}`,
    ),
  ]);
  const figures: WindowFigures = {
    buckets: new Map(),
    current: zero(),
    previous: zero(),
    services: { current: { cost: 0, n: 0 }, previous: { cost: 0, n: 0 } },
    vehicles: num(rowsOf<{ n: unknown }>(vehicles)[0]?.n),
  };
  for (const row of rowsOf<Record<string, unknown>>(rollups)) {
    const sums = Object.fromEntries(sumKeys.map((k) => [k, num(row[k])])) as unknown as RollupSums;
    const bucket = num(row.bucket);
    if (bucket < 0) addInto(figures.previous, sums);
    else {
      figures.buckets.set(bucket, sums);
      addInto(figures.current, sums);
    }
  }
  for (const row of rowsOf<{ current: boolean; cost: unknown; n: unknown }>(services))
    figures.services[row.current ? 'current' : 'previous'] = { cost: num(row.cost), n: num(row.n) };
  return figures;
}

const dialect = new PgDialect();
const running = new WeakMap<Db, Map<string, Promise<WindowFigures>>>();

/** The shared figures of `q`: joins a read of the same window and vehicles already under way. */
export function windowFigures(db: Db, q: AnalyticsQuery): Promise<WindowFigures> {
  let reads = running.get(db);
  if (!reads) {
    reads = new Map();
    running.set(db, reads);
  }
  const vehicles = q.vehicleCondition ? dialect.sqlToQuery(q.vehicleCondition) : null;
  const key = JSON.stringify([q.companyId, q.from, q.to, vehicles?.sql, vehicles?.params]);
  const under = reads.get(key);
  if (under) return under;
  const pending = reads;
  const read = readWindowFigures(db, q).finally(() => pending.delete(key));
  reads.set(key, read);
  return read;
}

import { addDays } from '@navgan/domain/calendar-day';
import { percentChange, riskLevel, riskScore } from '@navgan/domain/driver-risk';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { rowsOf } from '../../db/sql-helpers';
import { type AnalyticsQuery, andVehicles, bucketDays, instantsOf } from './analytics-query';
import { windowFigures } from './window-figures';

/**
 * The five analytics answers of spec sections 3 and 7, from the daily rollups plus the services
 * and fines tables (never raw positions). The rollup and service sums come from one shared read
 * per window (window-figures.ts), so the dashboard's calls do not scan the same rows four times;
 * docs/metrics.md ("Analytics") defines every figure.
 */

const secondsPerDay = 86_400;
const round = (value: number, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;
const num = (value: unknown) => Number(value ?? 0);

export interface StatsSummary {
  maintenance: {
    total_maintenance_cost: number;
    average_cost_per_vehicle: number;
    total_frequency: number;
    changes: Record<'total_maintenance_cost' | 'average_cost_per_vehicle' | 'total_frequency', number | null>;
  };
  driver_behavior: {
    number_of_harsh_acceleration: number;
    number_of_harsh_braking: number;
    number_of_harsh_cornering: number;
    changes: Record<
      'number_of_harsh_acceleration' | 'number_of_harsh_braking' | 'number_of_harsh_cornering',
      number | null
    >;
  };
}

/** `stats/summaries/`: maintenance and harsh driving of the window, with changes against the previous one. */
export async function statsSummary(db: Db, q: AnalyticsQuery): Promise<StatsSummary> {
  const { services, current, previous, vehicles } = await windowFigures(db, q);
  const perVehicle = (cost: unknown) => (vehicles > 0 ? Math.round(num(cost) / vehicles) : 0);
  const maintenance = {
    total_maintenance_cost: services.current.cost,
    average_cost_per_vehicle: perVehicle(services.current.cost),
    total_frequency: services.current.n,
  };
  const driverBehavior = {
    number_of_harsh_acceleration: current.acceleration,
    number_of_harsh_braking: current.braking,
    number_of_harsh_cornering: current.cornering,
  };
  return {
    maintenance: {
      ...maintenance,
      changes: {
        total_maintenance_cost: percentChange(maintenance.total_maintenance_cost, services.previous.cost),
        average_cost_per_vehicle: percentChange(
          maintenance.average_cost_per_vehicle,
          perVehicle(services.previous.cost),
        ),
        total_frequency: percentChange(maintenance.total_frequency, services.previous.n),
      },
    },
    driver_behavior: {
      ...driverBehavior,
      changes: {
        number_of_harsh_acceleration: percentChange(
          driverBehavior.number_of_harsh_acceleration,
          previous.acceleration,
        ),
        number_of_harsh_braking: percentChange(driverBehavior.number_of_harsh_braking, previous.braking),
        number_of_harsh_cornering: percentChange(
          driverBehavior.number_of_harsh_cornering,
          previous.cornering,
        ),
      },
    },
  };
}

interface Bucket {
  start_bucket_date: string;
  end_bucket_date: string;
  /** Days in the bucket (the last one may be short). */
  days: number;
}

/** The window's buckets, every one present even without rows (a chart shows the gap as 0). */
function bucketsOf(q: AnalyticsQuery): Bucket[] {
  const length = bucketDays(q.days);
  const buckets: Bucket[] = [];
  for (let offset = 0; offset < q.days; offset += length) {
    const days = Math.min(length, q.days - offset);
    buckets.push({
      start_bucket_date: addDays(q.from, offset),
      end_bucket_date: addDays(q.from, offset + days - 1),
      days,
    });
  }
  return buckets;
}

export interface FuelEfficiencyRow {
  start_bucket_date: string;
  end_bucket_date: string;
  /** Litres per 100 km of the distance whose fuel was measured; null when none was. */
  fleet_avg_fuel_amount_consumption_rate: number | null;
  /** Rials per metre of the distance whose fuel cost is known; null when none is. */
  fleet_avg_fuel_cost_per_meter: number | null;
  fleet_total_distance_meter: number;
}

/** `stats/fuels/efficiencies/`. */
export async function fuelEfficiencies(db: Db, q: AnalyticsQuery): Promise<{ results: FuelEfficiencyRow[] }> {
  const { buckets } = await windowFigures(db, q);
  return {
    results: bucketsOf(q).map((bucket, index) => {
      const row = buckets.get(index);
      // Averages over the distance that measured them: a vehicle without a sensor is left out,
      // not counted as driving on no fuel.
      const litresMetres = row?.litresMetres ?? 0;
      const costMetres = row?.costMetres ?? 0;
      return {
        start_bucket_date: bucket.start_bucket_date,
        end_bucket_date: bucket.end_bucket_date,
        fleet_avg_fuel_amount_consumption_rate:
          litresMetres > 0 ? round((row?.litres ?? 0) / (litresMetres / 100_000)) : null,
        fleet_avg_fuel_cost_per_meter: costMetres > 0 ? round((row?.cost ?? 0) / costMetres, 4) : null,
        fleet_total_distance_meter: Math.round(row?.metres ?? 0),
      };
    }),
  };
}

export interface UtilizationRow {
  start_bucket_date: string;
  end_bucket_date: string;
  /** Engine hours per vehicle per day. */
  fleet_utilization_average: number;
  /** Hours per vehicle per day offline or without data. */
  fleet_downtime_average: number;
  /** Engine time ÷ observed time, percent. */
  fleet_utilization_average_percentage: number;
}

/** `stats/fleets/utilizations/`: a vehicle-day without a rollup had no data, so it is 24 h of downtime. */
export async function fleetUtilizations(db: Db, q: AnalyticsQuery): Promise<{ results: UtilizationRow[] }> {
  const { buckets, vehicles } = await windowFigures(db, q);
  return {
    results: bucketsOf(q).map((bucket, index) => {
      const row = buckets.get(index);
      const vehicleDays = vehicles * bucket.days;
      const engine = row?.engine ?? 0;
      const observed = row?.observed ?? 0;
      const downtime = row?.downtime ?? 0;
      const withoutData = Math.max(0, vehicleDays * secondsPerDay - observed - downtime);
      return {
        start_bucket_date: bucket.start_bucket_date,
        end_bucket_date: bucket.end_bucket_date,
        fleet_utilization_average: vehicleDays > 0 ? round(engine / 3600 / vehicleDays) : 0,
        fleet_downtime_average: vehicleDays > 0 ? round((downtime + withoutData) / 3600 / vehicleDays) : 0,
        fleet_utilization_average_percentage: observed > 0 ? round((engine / observed) * 100) : 0,
      };
    }),
  };
}

/** `stats/costs/`, in rials: fuel from the rollups (null when unknown), maintenance from services, fines by their Iran day. */
export async function fleetCosts(
  db: Db,
  q: AnalyticsQuery,
): Promise<{ fuel: number | null; maintenance: number; fine: number }> {
  const { start, end } = instantsOf(q.from, q.to);
  const [figures, fines] = await Promise.all([
    windowFigures(db, q),
    db.execute(sql`select coalesce(sum(amount), 0) as fine from fines where company_id = ${q.companyId}
      and occurred_at >= ${start.toISOString()}::timestamptz and occurred_at < ${end.toISOString()}::timestamptz${andVehicles(q)}`),
  ]);
  return {
    // No vehicle-day with a known fuel cost: "no data", not a fleet that burnt nothing.
    fuel: figures.current.costDays > 0 ? figures.current.cost : null,
    maintenance: figures.services.current.cost,
    fine: num(rowsOf<{ fine: unknown }>(fines)[0]?.fine),
  };
}

export interface DriverBehaviourRow {
  id: number;
  first_name: string;
  last_name: string;
  total_traveled_distance: number;
  harsh_events: number;
  overspeed_count: number;
  risk_score: number;
  risk_level: ReturnType<typeof riskLevel>;
}

/**
 * `stats/drivers/behaviours/`: one point per driver with figures in the window. Vehicle filters
 * keep the drivers assigned to one of those vehicles during the window.
 */
export async function driverBehaviours(
  db: Db,
  q: AnalyticsQuery,
): Promise<{ results: DriverBehaviourRow[] }> {
  const { start, end } = instantsOf(q.from, q.to);
  const assigned = q.vehicleCondition
    ? sql` and r.driver_id in (select a.driver_id from driver_assignments a where a.company_id = ${q.companyId}
        and a.from_at < ${end.toISOString()}::timestamptz and (a.until_at is null or a.until_at > ${start.toISOString()}::timestamptz)
        and a.company_vehicle_id in (select v.id from company_vehicles v where v.company_id = ${q.companyId} and ${q.vehicleCondition}))`
    : sql``;
  const scope = q.driverScope ? sql` and ${q.driverScope}` : sql``;
  const result = await db.execute(sql`select drivers.id, drivers.first_name, drivers.last_name,
      sum(r.distance_m) as metres, sum(r.harsh_acceleration + r.harsh_braking + r.harsh_cornering) as harsh,
      sum(r.overspeed_count) as overspeed
    from driver_daily_rollups r join drivers on drivers.id = r.driver_id
    where r.company_id = ${q.companyId} and r.day between ${q.from}::date and ${q.to}::date${assigned}${scope}
    group by drivers.id order by drivers.id`);
  return {
    results: rowsOf<{
      id: number;
      first_name: string;
      last_name: string;
      metres: unknown;
      harsh: unknown;
      overspeed: unknown;
    }>(result).map((row) => {
      const score = riskScore({
        distanceM: num(row.metres),
        harshEvents: num(row.harsh),
        overspeedEpisodes: num(row.overspeed),
      });
      return {
        id: num(row.id),
        first_name: row.first_name,
        last_name: row.last_name,
        total_traveled_distance: Math.round(num(row.metres)),
        harsh_events: num(row.harsh),
        overspeed_count: num(row.overspeed),
        risk_score: score,
        risk_level: riskLevel(score),
      };
    }),
  };
}

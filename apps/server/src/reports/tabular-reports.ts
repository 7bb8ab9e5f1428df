import { asc, count, desc, eq, gt, gte, inArray, isNull, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import { drivers } from '../db/fleet-schema';
import { stops, type trips, vehicleDailyRollups, type vehicleEvents } from '../db/motion-schema';
import type { Tenant } from '../db/tenant-scope';
import { inCompany } from '../db/tenant-scope';
import { companyVehicles, deviceAssignments, devices, driverAssignments } from '../db/vehicle-schema';
import { fuelTransactionsReport } from './fuel-report';
import { geofenceEpisodesReport, geofenceRulesReport } from './geofence-reports';
import { placeNamer } from './nearest-place';
import {
  columnsOf,
  driverOf,
  paged,
  type ReportContext,
  type ReportPage,
  type ReportRow,
  type RowWindow,
  seconds,
  vehicleColumns,
  vehicleOf,
} from './report-page';
import type { ReportQuery } from './report-query';

/** The driver of a derived row (left-joined: null when nobody was assigned). */
const driverColumns = { driver_id: drivers.id, first_name: drivers.first_name, last_name: drivers.last_name };

/**
 * The query shape of the stops, trips and events reports: one derived table's rows of the chosen
 * vehicles that meet `inWindow`, newest first (`newest`, then id), each with its vehicle and
 * driver, counted and paged from the same `where`; with the place namer for their coordinates.
 */
export async function derivedRowsPage<F extends Record<string, PgColumn | SQL | SQL.Aliased>>(
  { db, tenant, query, locale }: ReportContext,
  window: RowWindow,
  table: typeof stops | typeof trips | typeof vehicleEvents,
  shape: { inWindow: (query: ReportQuery) => SQL[]; newest: PgColumn; fields: F },
) {
  const { newest, fields } = shape;
  const where = inCompany(
    table,
    tenant,
    inArray(table.company_vehicle_id, query.vehicleIds),
    ...shape.inWindow(query),
  );
  const [page, name] = await Promise.all([
    paged(
      () =>
        db
          .select({ n: count() })
          .from(table as PgTable)
          .where(where),
      (limit, offset) => {
        const q = db
          .select({ ...vehicleColumns, ...driverColumns, ...fields })
          .from(table as PgTable)
          .innerJoin(companyVehicles, eq(companyVehicles.id, table.company_vehicle_id))
          .leftJoin(drivers, eq(drivers.id, table.driver_id))
          .where(where)
          .orderBy(desc(newest), desc(table.id))
          .offset(offset);
        return limit === undefined ? q : q.limit(limit);
      },
      window,
    ),
    placeNamer(db, locale),
  ]);
  return { ...page, name };
}

type AssignmentTable = typeof driverAssignments | typeof deviceAssignments;
type AssignmentRow<F> = SelectResultFields<F> & {
  vehicle_id: number;
  vehicle_name: string;
  license_plate: string;
  from_at: Date;
  until_at: Date | null;
};

/**
 * Assignments (driver or device) overlapping the window, newest first, each with its vehicle, what
 * was assigned (`assigned`, joined on `on`) and its span; an open one runs until now.
 */
async function assignmentHistory<F extends Record<string, PgColumn>>(
  { db, tenant, query }: ReportContext,
  window: RowWindow,
  t: AssignmentTable,
  assigned: { table: PgTable; on: SQL; columns: F },
  toResult: (row: SelectResultFields<F>) => ReportRow,
): Promise<ReportPage> {
  const where = inCompany(
    t,
    tenant,
    inArray(t.company_vehicle_id, query.vehicleIds),
    lt(t.from_at, query.until),
    or(isNull(t.until_at), gt(t.until_at, query.start)),
  );
  const { count: n, rows } = await paged<AssignmentRow<F>>(
    () => db.select({ n: count() }).from(t).where(where),
    (limit, offset) => {
      const q = db
        .select({ ...vehicleColumns, ...assigned.columns, from_at: t.from_at, until_at: t.until_at })
        .from(t)
        .innerJoin(companyVehicles, eq(companyVehicles.id, t.company_vehicle_id))
        .innerJoin(assigned.table, assigned.on)
        .where(where)
        .orderBy(desc(t.from_at), desc(t.id))
        .offset(offset);
      // Drizzle cannot follow a generic selection through the joins: the row type is spelled out.
      return (limit === undefined ? q : q.limit(limit)) as unknown as Promise<AssignmentRow<F>[]>;
    },
    window,
  );
  const now = new Date();
  return {
    count: n,
    results: rows.map((r) => ({
      company_vehicle: vehicleOf(r),
      ...toResult(r),
      from_at: r.from_at.toISOString(),
      until_at: r.until_at?.toISOString() ?? null,
      duration_s: seconds(r.from_at, r.until_at ?? now),
    })),
  };
}

const driverHistory = (context: ReportContext, window: RowWindow) =>
  assignmentHistory(
    context,
    window,
    driverAssignments,
    {
      table: drivers,
      on: eq(drivers.id, driverAssignments.driver_id),
      columns: { driver_id: drivers.id, first_name: drivers.first_name, last_name: drivers.last_name },
    },
    (r) => ({ driver: { id: r.driver_id, first_name: r.first_name, last_name: r.last_name } }),
  );

const hardwareHistory = (context: ReportContext, window: RowWindow) =>
  assignmentHistory(
    context,
    window,
    deviceAssignments,
    {
      table: devices,
      on: eq(devices.id, deviceAssignments.device_id),
      columns: { imei: devices.imei, sim_number: devices.sim_number },
    },
    (r) => ({ imei: r.imei, sim_number: r.sim_number }),
  );

/** Stops overlapping the window, newest first, with the nearest seeded city as the place. */
async function stopsReport(context: ReportContext, window: RowWindow): Promise<ReportPage> {
  const page = await derivedRowsPage(context, window, stops, {
    inWindow: (q) => [lt(stops.started_at, q.until), gt(stops.ended_at, q.start)],
    newest: stops.started_at,
    fields: columnsOf(stops, 'started_at', 'ended_at', 'latitude', 'longitude', 'ignition_off'),
  });
  return {
    count: page.count,
    results: page.rows.map((r) => ({
      company_vehicle: vehicleOf(r),
      driver: driverOf(r),
      started_at: r.started_at.toISOString(),
      ended_at: r.ended_at.toISOString(),
      duration_s: seconds(r.started_at, r.ended_at),
      place: page.name(r.latitude, r.longitude),
      latitude: r.latitude,
      longitude: r.longitude,
      ignition_off: r.ignition_off,
    })),
  };
}

const r = vehicleDailyRollups;
/** The summed figures of rollup rows (one day, or a vehicle's period); docs/metrics.md defines each. */
export const summed = {
  distance_m: sql<number>`sum(${r.distance_m})`.mapWith(Number),
  engine_s: sql<number>`sum(${r.engine_s})`.mapWith(Number),
  moving_s: sql<number>`sum(${r.moving_s})`.mapWith(Number),
  idle_s: sql<number>`sum(${r.idle_s})`.mapWith(Number),
  stopped_s: sql<number>`sum(${r.stopped_s})`.mapWith(Number),
  speed_time_sum: sql<number>`sum(${r.speed_time_sum})`.mapWith(Number),
  max_speed_kmh: sql<number>`max(${r.max_speed_kmh})`.mapWith(Number),
  fuel_used_l: sql<number>`sum(${r.fuel_used_l})`.mapWith(Number),
  fuel_cost: sql<number>`sum(${r.fuel_cost})`.mapWith(Number),
  harsh_acceleration: sql<number>`sum(${r.harsh_acceleration})`.mapWith(Number),
  harsh_braking: sql<number>`sum(${r.harsh_braking})`.mapWith(Number),
  harsh_cornering: sql<number>`sum(${r.harsh_cornering})`.mapWith(Number),
  fence_violations: sql<number>`sum(${r.fence_violations})`.mapWith(Number),
  trip_count: sql<number>`sum(${r.trip_count})`.mapWith(Number),
  overspeed_count: sql<number>`sum(${r.overspeed_count})`.mapWith(Number),
  days: sql<number>`count(*)`.mapWith(Number),
  depreciation_per_hour: sql<number | null>`max(${companyVehicles.depreciation_per_hour})`.mapWith(Number),
  other_cost_per_km: sql<number | null>`max(${companyVehicles.other_cost_per_km})`.mapWith(Number),
};
export type Summed = { [K in keyof typeof summed]: number | null };

/**
 * The report figures of summed rollups. Mean speed is the time-weighted mean while moving; cost is
 * fuel plus the vehicle's depreciation per engine hour plus its other cost per km, in rials. Litres
 * and fuel cost are null ("no data") when no summed day measured them (SQL's sum of nulls), and so
 * is the cost that includes the fuel: a vehicle without a fuel sensor never shows 0 L.
 */
export function figuresOf(s: Summed) {
  const km = (s.distance_m ?? 0) / 1000;
  const engineHours = (s.engine_s ?? 0) / 3600;
  const fuelCost = s.fuel_cost;
  const moving = s.moving_s ?? 0;
  return {
    distance_km: Math.round(km * 10) / 10,
    engine_s: Math.round(s.engine_s ?? 0),
    moving_s: Math.round(moving),
    idle_s: Math.round(s.idle_s ?? 0),
    stopped_s: Math.round(s.stopped_s ?? 0),
    max_speed_kmh: Math.round(s.max_speed_kmh ?? 0),
    mean_speed_kmh: moving > 0 ? Math.round((s.speed_time_sum ?? 0) / moving) : 0,
    fuel_used_l: s.fuel_used_l === null ? null : Math.round(s.fuel_used_l * 10) / 10,
    fuel_cost: fuelCost === null ? null : Math.round(fuelCost),
    harsh_acceleration: s.harsh_acceleration ?? 0,
    harsh_braking: s.harsh_braking ?? 0,
    harsh_cornering: s.harsh_cornering ?? 0,
    fence_violations: s.fence_violations ?? 0,
    cost:
      fuelCost === null
        ? null
        : Math.round(
            fuelCost + (s.depreciation_per_hour ?? 0) * engineHours + (s.other_cost_per_km ?? 0) * km,
          ),
  };
}

export function rollupWhere(tenant: Tenant, query: ReportQuery): SQL {
  return inCompany(
    r,
    tenant,
    inArray(r.company_vehicle_id, query.vehicleIds),
    gte(r.day, query.from),
    lte(r.day, query.to),
  );
}

/** The summed rollups of each vehicle and Iran day that has figures, newest day first. */
export function dailyRows({ db, tenant, query }: ReportContext, window: RowWindow) {
  const where = rollupWhere(tenant, query);
  return paged(
    () => db.select({ n: count() }).from(r).where(where),
    (limit, offset) => {
      const q = db
        .select({ ...vehicleColumns, day: r.day, ...summed })
        .from(r)
        .innerJoin(companyVehicles, eq(companyVehicles.id, r.company_vehicle_id))
        .where(where)
        .groupBy(companyVehicles.id, r.day)
        .orderBy(desc(r.day), asc(companyVehicles.name), asc(companyVehicles.id))
        .offset(offset);
      return limit === undefined ? q : q.limit(limit);
    },
    window,
  );
}

/** One row per vehicle and Iran day that has figures, newest day first. */
async function dailyReport(context: ReportContext, window: RowWindow): Promise<ReportPage> {
  const { count: n, rows } = await dailyRows(context, window);
  return {
    count: n,
    results: rows.map((row) => ({ company_vehicle: vehicleOf(row), day: row.day, ...figuresOf(row) })),
  };
}

/** One row per vehicle over the whole window (vehicles with no figures in it are left out). */
async function periodicReport({ db, tenant, query }: ReportContext, window: RowWindow): Promise<ReportPage> {
  const where = rollupWhere(tenant, query);
  const { count: n, rows } = await paged(
    () =>
      db
        .select({ n: sql<number>`count(distinct ${r.company_vehicle_id})`.mapWith(Number) })
        .from(r)
        .where(where),
    (limit, offset) => {
      const q = db
        .select({ ...vehicleColumns, ...summed })
        .from(r)
        .innerJoin(companyVehicles, eq(companyVehicles.id, r.company_vehicle_id))
        .where(where)
        .groupBy(companyVehicles.id)
        .orderBy(asc(companyVehicles.name), asc(companyVehicles.id))
        .offset(offset);
      return limit === undefined ? q : q.limit(limit);
    },
    window,
  );
  return {
    count: n,
    results: rows.map((row) => ({ company_vehicle: vehicleOf(row), days: row.days, ...figuresOf(row) })),
  };
}

export const tabularReports = {
  'driver-history': driverHistory,
  'hardware-history': hardwareHistory,
  stops: stopsReport,
  daily: dailyReport,
  periodic: periodicReport,
  'geofence-rules': geofenceRulesReport,
  'geofence-episodes': geofenceEpisodesReport,
  'fuel-transactions': fuelTransactionsReport,
};

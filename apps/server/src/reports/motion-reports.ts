import { isoDayIn } from '@navgan/domain/calendar-day';
import { and, asc, eq, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import { trips, vehicleDailyRollups, vehicleEvents } from '../db/motion-schema';
import { inCompany } from '../db/tenant-scope';
import { companyVehicles } from '../db/vehicle-schema';
import {
  columnsOf,
  driverOf,
  type ReportContext,
  type ReportPage,
  type RowWindow,
  seconds,
  vehicleColumns,
  vehicleOf,
} from './report-page';
import { derivedRowsPage, figuresOf, type Summed, summed } from './tabular-reports';

const r = vehicleDailyRollups;

/** The derived event kinds counted as harsh driving (docs/metrics.md). */
export const harshKinds = ['harsh_acceleration', 'harsh_braking', 'harsh_cornering'] as const;

export type VehicleRef = { id: number; name: string; license_plate: string };
export type OverviewRow = { vehicle: VehicleRef; figures: Summed };

/**
 * The summed rollups of every chosen vehicle over the window, one row each by name, a vehicle
 * without figures in the window too (all zeros): the overview lists what was chosen.
 */
export async function overviewRows({ db, tenant, query }: ReportContext): Promise<OverviewRow[]> {
  const rows = await db
    .select({ ...vehicleColumns, ...summed, days: sql<number>`count(${r.day})`.mapWith(Number) })
    .from(companyVehicles)
    .leftJoin(
      r,
      and(
        eq(r.company_vehicle_id, companyVehicles.id),
        eq(r.company_id, tenant.companyId),
        gte(r.day, query.from),
        lte(r.day, query.to),
      ),
    )
    .where(inCompany(companyVehicles, tenant, inArray(companyVehicles.id, query.vehicleIds)))
    .groupBy(companyVehicles.id)
    .orderBy(asc(companyVehicles.name), asc(companyVehicles.id));
  return rows.map(({ vehicle_id, vehicle_name, license_plate, ...figures }) => ({
    vehicle: vehicleOf({ vehicle_id, vehicle_name, license_plate }),
    figures,
  }));
}

/** Utilisation: engine time over the time the vehicle was reporting (docs/metrics.md), 0..1. */
export function utilisationOf(s: Summed): number {
  const observed = (s.moving_s ?? 0) + (s.idle_s ?? 0) + (s.stopped_s ?? 0);
  return observed > 0 ? (s.engine_s ?? 0) / observed : 0;
}

/**
 * Every row's figures added up (the greatest top speed), with the vehicle costs left out: each
 * vehicle prices its own hours and kilometres, so the total cost is the sum of the rows' costs.
 * A figure no row knows (litres, fuel cost and cost without a sensor or a price) stays null:
 * the total of the known ones otherwise, never a missing value counted as 0.
 */
export function overviewTotals(rows: OverviewRow[]): { figures: Summed; cost: number | null } {
  const total: Record<string, number | null> = {};
  let cost: number | null = null;
  const add = (sum: number | null | undefined, value: number | null) =>
    value === null ? (sum ?? null) : (sum ?? 0) + value;
  for (const { figures } of rows) {
    for (const [key, value] of Object.entries(figures)) {
      total[key] = key === 'max_speed_kmh' ? Math.max(total[key] ?? 0, value ?? 0) : add(total[key], value);
    }
    cost = add(cost, figuresOf(figures).cost);
  }
  return {
    figures: { ...(total as Summed), depreciation_per_hour: 0, other_cost_per_km: 0 },
    cost,
  };
}

function overviewFigures(s: Summed) {
  return {
    days: s.days ?? 0,
    trip_count: s.trip_count ?? 0,
    ...figuresOf(s),
    overspeed_count: s.overspeed_count ?? 0,
    utilisation_pct: Math.round(utilisationOf(s) * 1000) / 10,
  };
}

/** Overview (v1): one row per chosen vehicle over the window, and the totals of all of them. */
async function overviewReport(context: ReportContext, window: RowWindow): Promise<ReportPage> {
  const rows = await overviewRows(context);
  const shown = window === 'all' ? rows : rows.slice(window.offset, window.offset + window.limit);
  const totals = overviewTotals(rows);
  return {
    count: rows.length,
    results: shown.map((row) => ({ company_vehicle: row.vehicle, ...overviewFigures(row.figures) })),
    totals: { ...overviewFigures(totals.figures), cost: totals.cost },
  };
}

const harshCount = sql<number>`(
  select count(*) from ${vehicleEvents}
  where ${vehicleEvents.company_vehicle_id} = ${trips.company_vehicle_id}
    and ${vehicleEvents.kind} in (${sql.join(
      harshKinds.map((kind) => sql`${kind}`),
      sql`, `,
    )})
    and ${vehicleEvents.at} >= ${trips.started_at} and ${vehicleEvents.at} <= ${trips.ended_at})`.mapWith(
  Number,
);

/**
 * Trips starting in the window, newest first, with their driver, places and harsh events (counted
 * per trip from `vehicle_events` through its unique vehicle/kind/time index).
 */
export async function tripRows(context: ReportContext, window: RowWindow) {
  const page = await derivedRowsPage(context, window, trips, {
    inWindow: (q) => [gte(trips.started_at, q.start), lt(trips.started_at, q.until)],
    newest: trips.started_at,
    fields: {
      ...columnsOf(
        trips,
        'id',
        'started_at',
        'ended_at',
        'start_latitude',
        'start_longitude',
        'end_latitude',
        'end_longitude',
        'distance_m',
        'moving_s',
        'idle_s',
        'max_speed_kmh',
        'mean_speed_kmh',
      ),
      harsh_events: harshCount,
    },
  });
  return {
    count: page.count,
    rows: page.rows.map((row) => ({
      ...row,
      vehicle: vehicleOf(row),
      driver: driverOf(row),
      duration_s: seconds(row.started_at, row.ended_at),
      start_place: page.name(row.start_latitude, row.start_longitude),
      end_place: page.name(row.end_latitude, row.end_longitude),
    })),
  };
}

/** Routing details: the trips of the chosen vehicles, each with the Iran day its playback opens on. */
async function routingDetailsReport(context: ReportContext, window: RowWindow): Promise<ReportPage> {
  const { count: n, rows } = await tripRows(context, window);
  return {
    count: n,
    results: rows.map((row) => ({
      id: row.id,
      company_vehicle: row.vehicle,
      driver: row.driver,
      day: isoDayIn(row.started_at),
      trip_started_at: row.started_at.toISOString(),
      trip_ended_at: row.ended_at.toISOString(),
      start_place: row.start_place,
      end_place: row.end_place,
      distance_km: Math.round(row.distance_m / 100) / 10,
      duration_s: row.duration_s,
      max_speed_kmh: Math.round(row.max_speed_kmh),
      mean_speed_kmh: Math.round(row.mean_speed_kmh),
      idle_s: Math.round(row.idle_s),
      harsh_events: row.harsh_events,
    })),
  };
}

/** Vehicle events (harsh driving, over-speed, idling) in the window, newest first, with places. */
async function eventsReport(context: ReportContext, window: RowWindow): Promise<ReportPage> {
  const e = vehicleEvents;
  const page = await derivedRowsPage(context, window, e, {
    inWindow: (q) => [gte(e.at, q.start), lt(e.at, q.until)],
    newest: e.at,
    fields: columnsOf(e, 'kind', 'at', 'ended_at', 'value', 'latitude', 'longitude'),
  });
  return {
    count: page.count,
    results: page.rows.map((row) => ({
      company_vehicle: vehicleOf(row),
      driver: driverOf(row),
      kind: row.kind,
      at: row.at.toISOString(),
      event_ended_at: row.ended_at?.toISOString() ?? null,
      value: row.value === null ? null : Math.round(row.value * 10) / 10,
      place: page.name(row.latitude, row.longitude),
    })),
  };
}

export const motionReports = {
  overview: overviewReport,
  'routing-details': routingDetailsReport,
  events: eventsReport,
};

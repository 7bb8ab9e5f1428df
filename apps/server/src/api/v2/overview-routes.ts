import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { ApiError } from '../../http/api-error';
import { type QueryReader, queryOf, queryText } from '../../http/query-params';
import { tenantOf } from '../../http/request-context';
import { idParams, typedContract, typedRoutes } from '../../http/route-contract';
import {
  harshKinds,
  motionReports,
  type OverviewRow,
  overviewRows,
  overviewTotals,
  tripRows,
  utilisationOf,
} from '../../reports/motion-reports';
import type { ReportContext } from '../../reports/report-page';
import { reportChoice, reportDays, resolveReportQuery } from '../../reports/report-query';
import { dailyRows, figuresOf, type Summed, tabularReports } from '../../reports/tabular-reports';
import { reportExportRoute } from '../reports/routes';

/**
 * The v2 overview (docs/decisions.md, "Overview v2"): the v1 overview's figures in SI units named
 * once in `units`, ISO days and instants, vehicles in pages of a cursor instead of `?p=`.
 */
export const v2Units = {
  distance: 'm',
  duration: 's',
  speed: 'm/s',
  fuel: 'l',
  money: 'IRR',
  utilisation: 'ratio',
} as const;

/** Rows a details list carries at most; the v1 paged reports give all of them. */
export const v2DetailsLimit = 500;
const defaultLimit = 100;
const maxLimit = 500;

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;
const mps = (kmh: number) => round(kmh / 3.6, 2);

/** Summed rollups → the v2 figures (SI units). */
function v2Figures(s: Summed, cost = figuresOf(s).cost) {
  const moving = s.moving_s ?? 0;
  return {
    days: s.days ?? 0,
    trips: s.trip_count ?? 0,
    distance: round(s.distance_m ?? 0, 1),
    engine: Math.round(s.engine_s ?? 0),
    moving: Math.round(moving),
    idle: Math.round(s.idle_s ?? 0),
    stopped: Math.round(s.stopped_s ?? 0),
    max_speed: mps(s.max_speed_kmh ?? 0),
    mean_speed: moving > 0 ? mps((s.speed_time_sum ?? 0) / moving) : 0,
    fuel_used: s.fuel_used_l === null ? null : round(s.fuel_used_l, 1),
    fuel_cost: s.fuel_cost === null ? null : Math.round(s.fuel_cost),
    harsh: {
      acceleration: s.harsh_acceleration ?? 0,
      braking: s.harsh_braking ?? 0,
      cornering: s.harsh_cornering ?? 0,
    },
    overspeed: s.overspeed_count ?? 0,
    fence_violations: s.fence_violations ?? 0,
    cost,
    utilisation: round(utilisationOf(s), 3),
  };
}

/** `cursor` (the offset a previous answer's `next_cursor` gave) and `limit` of an overview page. */
const overviewPage: QueryReader<{ offset: number; limit: number }> = {
  shape: {
    cursor: queryText('Where the page starts: the previous answer’s `next_cursor` (0 when absent).'),
    limit: queryText(`Vehicles per page, 1-${maxLimit} (${defaultLimit} when absent).`),
  },
  read: readPage,
};

function readPage(query: Record<string, unknown>): { offset: number; limit: number } {
  const offset = query.cursor === undefined || query.cursor === '' ? 0 : Number(query.cursor);
  const limit = query.limit === undefined || query.limit === '' ? defaultLimit : Number(query.limit);
  if (!Number.isSafeInteger(offset) || offset < 0) throw ApiError.detail(404, 'invalidPage');
  if (!Number.isSafeInteger(limit) || limit < 1) throw ApiError.detail(404, 'invalidPage');
  return { offset, limit: Math.min(limit, maxLimit) };
}

const rangeAnswer = z.object({ from: z.string(), to: z.string(), start: z.string(), end: z.string() });
const overviewAnswer = z
  .object({
    version: z.literal(2),
    range: rangeAnswer,
    count: z.number().int(),
    next_cursor: z.string().nullable(),
    items: z.array(z.object({ vehicle: z.object({ id: z.number().int() }).loose() }).loose()),
  })
  .loose();
const vehicleDetailsAnswer = z.object({ range: rangeAnswer }).loose();

const rangeOf = (context: ReportContext) => ({
  from: context.query.from,
  to: context.query.to,
  start: context.query.start.toISOString(),
  end: context.query.until.toISOString(),
});

/** The newest `v2DetailsLimit` rows of a details list, and whether there were more. */
const listOf = <T>(count: number, items: T[]) => ({ items, truncated: count > items.length });

async function vehicleDetails(context: ReportContext, row: OverviewRow) {
  const window = { limit: v2DetailsLimit, offset: 0 };
  const [days, trips, stops, events] = await Promise.all([
    dailyRows(context, 'all'),
    tripRows(context, window),
    tabularReports.stops(context, window),
    motionReports.events(context, window),
  ]);
  return {
    version: 2,
    units: v2Units,
    range: rangeOf(context),
    vehicle: row.vehicle,
    totals: v2Figures(row.figures),
    days: days.rows.map((day) => ({ day: day.day, ...v2Figures(day) })).reverse(),
    trips: listOf(
      trips.count,
      trips.rows.map((trip) => ({
        id: trip.id,
        driver: trip.driver,
        started_at: trip.started_at.toISOString(),
        ended_at: trip.ended_at.toISOString(),
        start: { place: trip.start_place, latitude: trip.start_latitude, longitude: trip.start_longitude },
        end: { place: trip.end_place, latitude: trip.end_latitude, longitude: trip.end_longitude },
        distance: round(trip.distance_m, 1),
        duration: trip.duration_s,
        idle: Math.round(trip.idle_s),
        max_speed: mps(trip.max_speed_kmh),
        mean_speed: mps(trip.mean_speed_kmh),
        harsh_events: trip.harsh_events,
      })),
    ),
    stops: listOf(
      stops.count,
      stops.results.map((stop) => ({
        started_at: stop.started_at,
        ended_at: stop.ended_at,
        duration: stop.duration_s,
        place: stop.place,
        latitude: stop.latitude,
        longitude: stop.longitude,
        ignition_off: stop.ignition_off,
      })),
    ),
    events: listOf(
      events.count,
      events.results.map((event) => ({
        kind: event.kind,
        harsh: (harshKinds as readonly unknown[]).includes(event.kind),
        at: event.at,
        ended_at: event.event_ended_at,
        value: event.value,
        place: event.place,
      })),
    ),
  };
}

/**
 * `GET /api/v2/reports/overview/` (the chosen vehicles' figures, `cursor`/`limit` pages, totals of
 * all of them), `GET /api/v2/reports/overview/{id}/` (one vehicle's days, trips, stops and events)
 * and the overview workbook at `exports/reports/overview/` (the same file as v1's).
 */
export async function v2OverviewRoutes(scope: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = typedRoutes(scope);
  const db = ctx.database.db;

  app.get(
    '/reports/overview/',
    typedContract({ query: queryOf({ choice: reportChoice, page: overviewPage }), answer: overviewAnswer }),
    async (request) => {
      const tenant = tenantOf(request);
      const { offset, limit } = request.query.page;
      const query = await resolveReportQuery(db, tenant, request.query.choice);
      const context = { db, tenant, query, locale: request.locale };
      const rows = await overviewRows(context);
      const totals = overviewTotals(rows);
      const next = offset + limit < rows.length ? String(offset + limit) : null;
      return {
        version: 2,
        units: v2Units,
        range: rangeOf(context),
        count: rows.length,
        next_cursor: next,
        totals: v2Figures(totals.figures, totals.cost),
        items: rows.slice(offset, offset + limit).map((row) => ({
          vehicle: row.vehicle,
          ...v2Figures(row.figures),
        })),
      };
    },
  );

  app.get(
    '/reports/overview/:id/',
    typedContract({ params: idParams, query: queryOf({ days: reportDays }), answer: vehicleDetailsAnswer }),
    async (request) => {
      const tenant = tenantOf(request);
      // The vehicle is the one of the path, never a tag's.
      const choice = { vehicles: [request.params.id], tags: [], ...request.query.days };
      const query = await resolveReportQuery(db, tenant, choice);
      const context = { db, tenant, query, locale: request.locale };
      const [row] = await overviewRows(context);
      if (!row) throw ApiError.notFound();
      return vehicleDetails(context, row);
    },
  );

  reportExportRoute(scope, db, 'overview', '/exports/reports/overview/');
}

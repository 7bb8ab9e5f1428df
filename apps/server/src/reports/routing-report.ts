import { addDays, isoDayIn, startOfDayIn } from '@navgan/domain/calendar-day';
import { type RoutePoint, routeForZoom } from '@navgan/domain/route-simplify';
import { asc, eq, gte, lt, sql } from 'drizzle-orm';
import { vehicleScope } from '../access/organization-scope';
import type { Db } from '../db/database';
import { stops, vehicleDailyRollups, vehicleEvents } from '../db/motion-schema';
import { rowsOf } from '../db/sql-helpers';
import { inCompany, type Tenant } from '../db/tenant-scope';
import { companyVehicles } from '../db/vehicle-schema';
import { ApiError } from '../http/api-error';
import { message } from '../i18n/messages';

/** Points a route answer carries at most unless asked for fewer: a browser draws these at once. */
export const defaultPointBudget = 5000;

const isoDay = /^\d{4}-\d{2}-\d{2}$/;

export interface RoutingQuery {
  day: string | null;
  zoom: number;
  budget: number;
}

/**
 * `day` (an Iran day; absent or empty: the vehicle's latest day with data), `zoom` (0-22, default
 * 12) and `max_points` (100-20000) of a routing request. A day given but not a real day is a 400.
 */
export function readRoutingQuery(raw: unknown): RoutingQuery {
  const query = (raw ?? {}) as Record<string, unknown>;
  const text = typeof query.day === 'string' ? query.day.trim() : '';
  const day = text === '' ? null : text;
  if (day !== null && (!isoDay.test(day) || addDays(day, 0) !== day))
    throw ApiError.validation((locale) => ({ day: [message(locale, 'dayRequired')] }));
  const zoom = Math.min(22, Math.max(0, Number(query.zoom ?? 12) || 12));
  const budget = Math.min(
    20_000,
    Math.max(100, Number(query.max_points ?? defaultPointBudget) || defaultPointBudget),
  );
  return { day, zoom, budget };
}

/**
 * One vehicle's route on one Iran day: its valid fixes thinned for the map's zoom and the point
 * budget ([lng, lat, unix s, km/h]), with the day's stops and events to mark on the path.
 */
export async function routingReport(db: Db, tenant: Tenant, vehicleId: number, asking: RoutingQuery) {
  const { day: asked, zoom, budget } = asking;
  const [vehicle] = await db
    .select({
      id: companyVehicles.id,
      name: companyVehicles.name,
      license_plate: companyVehicles.license_plate,
    })
    .from(companyVehicles)
    .where(inCompany(companyVehicles, tenant, eq(companyVehicles.id, vehicleId), vehicleScope(tenant)));
  if (!vehicle) throw ApiError.notFound();
  const day = asked ?? (await latestDayOf(db, tenant, vehicleId)) ?? isoDayIn(new Date());
  const [points, dayStops, events] = await Promise.all([
    dayFixes(db, tenant, vehicleId, day),
    recordedStops(db, tenant, vehicleId, day),
    dayEvents(db, tenant, vehicleId, day),
  ]);
  return {
    company_vehicle: vehicle,
    day,
    total_points: points.length,
    points: routeForZoom(points, zoom, budget),
    stops: dayStops.map((s) => ({
      ...s,
      duration_s: Math.round((Date.parse(s.ended_at) - Date.parse(s.started_at)) / 1000),
    })),
    events,
  };
}

/** The vehicle's newest Iran day with derived figures (the rollups' key), or null when it has none. */
async function latestDayOf(db: Db, tenant: Tenant, vehicleId: number): Promise<string | null> {
  const [row] = await db
    .select({ day: sql<string | null>`max(${vehicleDailyRollups.day})` })
    .from(vehicleDailyRollups)
    .where(inCompany(vehicleDailyRollups, tenant, eq(vehicleDailyRollups.company_vehicle_id, vehicleId)));
  return row?.day ?? null;
}

const dayBounds = (day: string) => ({ start: startOfDayIn(day), until: startOfDayIn(addDays(day, 1)) });

/**
 * One vehicle's valid fixes of one Iran day, [lng, lat, unix s, km/h] in time order: the one read
 * of raw positions the route history and the plans evaluation make (never fleet-wide).
 */
export async function dayFixes(
  db: Db,
  tenant: Tenant,
  vehicleId: number,
  day: string,
): Promise<RoutePoint[]> {
  const { start, until } = dayBounds(day);
  const stored = rowsOf<{ present: boolean }>(
    await db.execute(sql`select to_regclass('positions') is not null as present`),
  )[0];
  if (!stored?.present) return [];
  // One JSON text for the whole day: tens of thousands of rows as separate records cost seconds.
  // date_part gives the epoch as float8 directly (extract goes through numeric, a third slower).
  return JSON.parse(
    rowsOf<{ points: string }>(
      await db.execute(sql`
        select coalesce(json_agg(json_build_array(longitude, latitude, date_part('epoch', fix_time),
          round(speed_kmh)) order by fix_time), '[]')::text as points
        from positions
        where company_id = ${tenant.companyId} and company_vehicle_id = ${vehicleId}
          and fix_time >= ${start} and fix_time < ${until} and valid`),
    )[0]?.points ?? '[]',
  );
}

/** The stops the motion derivation recorded for one vehicle overlapping one Iran day. */
export async function recordedStops(db: Db, tenant: Tenant, vehicleId: number, day: string) {
  const { start, until } = dayBounds(day);
  const rows = await db
    .select({
      started_at: stops.started_at,
      ended_at: stops.ended_at,
      latitude: stops.latitude,
      longitude: stops.longitude,
    })
    .from(stops)
    .where(
      inCompany(
        stops,
        tenant,
        eq(stops.company_vehicle_id, vehicleId),
        lt(stops.started_at, until),
        sql`${stops.ended_at} > ${start}`,
      ),
    )
    .orderBy(asc(stops.started_at));
  return rows.map((s) => ({
    ...s,
    started_at: s.started_at.toISOString(),
    ended_at: s.ended_at.toISOString(),
  }));
}

async function dayEvents(db: Db, tenant: Tenant, vehicleId: number, day: string) {
  const { start, until } = dayBounds(day);
  const rows = await db
    .select({
      kind: vehicleEvents.kind,
      at: vehicleEvents.at,
      latitude: vehicleEvents.latitude,
      longitude: vehicleEvents.longitude,
      value: vehicleEvents.value,
    })
    .from(vehicleEvents)
    .where(
      inCompany(
        vehicleEvents,
        tenant,
        eq(vehicleEvents.company_vehicle_id, vehicleId),
        gte(vehicleEvents.at, start),
        lt(vehicleEvents.at, until),
      ),
    )
    .orderBy(asc(vehicleEvents.at));
  return rows.map((e) => ({ ...e, at: e.at.toISOString() }));
}

import { isoDayIn } from '@navgan/domain/calendar-day';
import { catalogueOf } from '@navgan/domain/messages/catalogues';
import { type FenceRuleKind, fenceRuleKinds } from '@navgan/domain/reports';
import { renderValidationMessage, type ValidationMessageKey } from '@navgan/domain/validation-messages';
import { count, desc, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import { visibleRecordCondition } from '../access/organization-scope';
import type { Db } from '../db/database';
import { fenceEvents, geofences } from '../db/fence-schema';
import { inCompany, type Tenant } from '../db/tenant-scope';
import { companyVehicles } from '../db/vehicle-schema';
import { ApiError } from '../http/api-error';
import { labelIn } from '../resources/field-error';
import type { ReportContext, ReportPage, RowWindow } from './report-page';
import { paged, seconds, vehicleColumns, vehicleOf } from './report-page';

type Fence = Pick<typeof geofences.$inferSelect, 'id' | 'max_speed' | 'forbidden' | 'time_rule_mode'>;

const fenceError = (key: ValidationMessageKey) =>
  ApiError.validation((locale) => ({
    geofence__id__in: [
      renderValidationMessage(catalogueOf(locale), key, labelIn(locale, 'geofence__id__in', 'reports')),
    ],
  }));

/** A fence of the caller's company that the caller's organizations see, or null. */
async function visibleFence(db: Db, tenant: Tenant, id: number): Promise<Fence | null> {
  const [fence] = await db
    .select({
      id: geofences.id,
      max_speed: geofences.max_speed,
      forbidden: geofences.forbidden,
      time_rule_mode: geofences.time_rule_mode,
    })
    .from(geofences)
    .where(
      inCompany(
        geofences,
        tenant,
        eq(geofences.id, id),
        visibleRecordCondition(geofences.id, 'geofences', tenant),
      ),
    );
  return fence ?? null;
}

/** `geofence__id__in` must name exactly one visible fence ("Only one geofence may be selected."). */
async function chosenFence({ db, tenant, fenceIds }: ReportContext): Promise<Fence> {
  const ids = fenceIds ?? [];
  if (ids.length === 0) throw fenceError('choiceRequired');
  if (ids.length > 1) throw fenceError('oneGeofenceOnly');
  const fence = await visibleFence(db, tenant, ids[0] as number);
  if (!fence) throw fenceError('invalid');
  return fence;
}

/** The fence's episodes of the chosen vehicles that started inside the window. */
const episodesOf = (fence: Fence, { tenant, query }: ReportContext, ...more: SQL[]) =>
  inCompany(
    fenceEvents,
    tenant,
    eq(fenceEvents.geofence_id, fence.id),
    inArray(fenceEvents.company_vehicle_id, query.vehicleIds),
    gte(fenceEvents.at, query.start),
    lt(fenceEvents.at, query.until),
    ...more,
  );

/** Enter and exit are instants; the violation kinds last from `at` to `ended_at` (now while open). */
const lasts = (kind: string) => kind !== 'enter' && kind !== 'exit';

/**
 * One row per rule of the fence (entry and exit always; forbidden, speeding and time rule when the
 * fence has them, or when episodes of a rule since removed fall in the window): how many episodes,
 * of how many vehicles, their total duration and, for speeding, the top speed and how far it was
 * over the limit. Read from the episodes (`fence_events`), never from positions.
 */
export async function geofenceRulesReport(context: ReportContext, window: RowWindow): Promise<ReportPage> {
  const fence = await chosenFence(context);
  const e = fenceEvents;
  const figures = await context.db
    .select({
      kind: e.kind,
      events: count(),
      vehicles: sql<number>`count(distinct ${e.company_vehicle_id})`.mapWith(Number),
      duration_s: sql<number>`sum(extract(epoch from (coalesce(${e.ended_at}, now()) - ${e.at})))`.mapWith(
        Number,
      ),
      max_speed_kmh: sql<number>`max(${e.speed_kmh})`.mapWith(Number),
    })
    .from(e)
    .where(episodesOf(fence, context))
    .groupBy(e.kind);
  const byKind = new Map(figures.map((row) => [row.kind, row]));
  const has: Record<FenceRuleKind, boolean> = {
    enter: true,
    exit: true,
    forbidden: fence.forbidden,
    over_speed: fence.max_speed !== null,
    time_violation: fence.time_rule_mode !== null,
  };
  const rows = fenceRuleKinds
    .filter((kind) => has[kind] || byKind.has(kind))
    .map((kind) => {
      const row = byKind.get(kind);
      const speeding = kind === 'over_speed';
      const top = speeding && row ? Math.round(row.max_speed_kmh) : null;
      return {
        rule: kind,
        limit_kmh: speeding ? fence.max_speed : null,
        events: row?.events ?? 0,
        vehicles: row?.vehicles ?? 0,
        duration_s: lasts(kind) ? Math.round(row?.duration_s ?? 0) : null,
        max_speed_kmh: top,
        over_limit_kmh: top !== null && fence.max_speed !== null ? Math.max(0, top - fence.max_speed) : null,
      };
    });
  return {
    count: rows.length,
    results: window === 'all' ? rows : rows.slice(window.offset, window.offset + window.limit),
  };
}

/**
 * `reports/geofence-rules/{id}/`: the fence's episodes, newest first, each with its vehicle, rule,
 * start and end, duration, the top speed of a speeding episode and where its route playback starts.
 */
export async function geofenceEpisodesReport(context: ReportContext, window: RowWindow): Promise<ReportPage> {
  const id = context.recordId;
  const fence = id === undefined ? null : await visibleFence(context.db, context.tenant, id);
  if (!fence) throw ApiError.notFound();
  const where = episodesOf(fence, context);
  const { db } = context;
  const e = fenceEvents;
  const { count: n, rows } = await paged(
    () => db.select({ n: count() }).from(e).where(where),
    (limit, offset) => {
      const q = db
        .select({ ...vehicleColumns, kind: e.kind, at: e.at, ended_at: e.ended_at, speed_kmh: e.speed_kmh })
        .from(e)
        .innerJoin(companyVehicles, eq(companyVehicles.id, e.company_vehicle_id))
        .where(where)
        .orderBy(desc(e.at), desc(e.id))
        .offset(offset);
      return limit === undefined ? q : q.limit(limit);
    },
    window,
  );
  const now = new Date();
  return {
    count: n,
    results: rows.map((r) => ({
      company_vehicle: vehicleOf(r),
      rule: r.kind,
      episode_start: r.at.toISOString(),
      episode_end: r.ended_at?.toISOString() ?? null,
      duration_s: lasts(r.kind) ? seconds(r.at, r.ended_at ?? now) : null,
      max_speed_kmh: r.kind === 'over_speed' ? Math.round(r.speed_kmh) : null,
      playback: { company_vehicle_id: r.vehicle_id, day: isoDayIn(r.at), at: r.at.toISOString() },
    })),
  };
}

import type { Locale } from '@navgan/domain/locales';
import { catalogueOf } from '@navgan/domain/messages/catalogues';
import { evaluatePlan, type PlanEvaluationFigures } from '@navgan/domain/plan-evaluation';
import type { Plan, PlanKind, PlanStatus, PlanStop } from '@navgan/domain/resources/plan';
import { desc, gte, inArray, lte } from 'drizzle-orm';
import type { Db } from '../db/database';
import { plans } from '../db/plan-schema';
import { inCompany, type Tenant } from '../db/tenant-scope';
import { plateText, type WorkbookColumn, type WorkbookSheet, workbookBuffer } from '../http/workbook';
import { iranMomentText } from '../i18n/iran-moment';
import { vehicleRefs } from '../resources/record-refs';
import type { ReportContext } from './report-page';
import { plateLettersOf } from './report-workbooks';
import { dayFixes, recordedStops } from './routing-report';

/*
 * Plans with how they went (the evaluation of each against its vehicle's day) and their workbook:
 * what the plan routes answer and what a scheduled plans evaluation mails.
 */

/** Plan rows as the API answers them, their vehicles read in one query. */
export const presentPlans = async (
  rows: (typeof plans.$inferSelect)[],
  db: Db,
  tenant: Tenant,
): Promise<Plan[]> => {
  const vehicleOf = await vehicleRefs(
    db,
    tenant,
    rows.map((r) => r.company_vehicle_id),
  );
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    company_vehicle: vehicleOf.get(row.company_vehicle_id) ?? null,
    day: row.day,
    start_time: row.start_time,
    kind: row.kind as PlanKind,
    status: row.status as PlanStatus,
    stops: row.stops as PlanStop[],
    route: row.route as [number, number][] | null,
    corridor_m: row.corridor_m,
    notes: row.notes,
    created: row.created_at.toISOString(),
  }));
};

/** Plans a workbook holds at most: each is one vehicle-day of positions read. */
export const exportLimit = 500;
/** Points of the travelled path on the evaluation map. */
export const pathBudget = 4000;

type PlanRow = typeof plans.$inferSelect;

/** A plan with how it went, from its vehicle's fixes and recorded stops of the plan's day. */
export async function evaluated(db: Db, tenant: Tenant, row: PlanRow, plan: Plan) {
  const [fixes, recorded] = await Promise.all([
    dayFixes(db, tenant, row.company_vehicle_id, row.day),
    recordedStops(db, tenant, row.company_vehicle_id, row.day),
  ]);
  return { plan, fixes, evaluation: evaluatePlan(plan, fixes, recorded) };
}

export async function evaluateRows(db: Db, tenant: Tenant, rows: PlanRow[]) {
  const presented = await presentPlans(rows, db, tenant);
  const results = [];
  // One vehicle-day at a time: a page holds ten, an export a few hundred.
  for (const [i, row] of rows.entries()) {
    const { plan, evaluation } = await evaluated(db, tenant, row, presented[i] as Plan);
    results.push({ plan, evaluation });
  }
  return results;
}

/**
 * The plans evaluation of a report's vehicles and days (a scheduled report): the plans of those
 * vehicles on those days, newest first, at most `exportLimit`, as the evaluation workbook.
 */
export async function planEvaluationWorkbook(
  context: ReportContext,
): Promise<{ file: string; body: Buffer }> {
  const { db, tenant, query, locale } = context;
  const rows = await db
    .select()
    .from(plans)
    .where(
      inCompany(
        plans,
        tenant,
        inArray(plans.company_vehicle_id, query.vehicleIds),
        gte(plans.day, query.from),
        lte(plans.day, query.to),
      ),
    )
    .orderBy(desc(plans.day), desc(plans.id))
    .limit(exportLimit);
  const body = await evaluationWorkbook(
    await evaluateRows(db, tenant, rows),
    locale,
    await plateLettersOf(db),
  );
  const file = `plans-evaluation-${query.from.replaceAll('-', '')}-${query.to.replaceAll('-', '')}.xlsx`;
  return { file, body };
}

const jalaliDay = new Intl.DateTimeFormat('fa-IR-u-ca-persian-nu-latn', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  timeZone: 'UTC',
});
const dayText = (day: string, locale: Locale) =>
  locale === 'fa' ? jalaliDay.format(new Date(`${day}T00:00:00Z`)) : day;

/** Two sheets: one row per plan with its figures, one row per planned stop with its visit. */
export function evaluationWorkbook(
  rows: { plan: Plan; evaluation: PlanEvaluationFigures }[],
  locale: Locale,
  letters: Map<string, string>,
): Promise<Buffer> {
  const l = catalogueOf(locale).messages.planEvaluation;
  const column = (key: keyof typeof l, width = 14): WorkbookColumn => ({ header: l[key], key, width });
  const plansSheet: WorkbookSheet = {
    name: l.plans_sheet,
    columns: [
      column('day'),
      column('title', 28),
      column('vehicle', 22),
      column('license_plate', 18),
      column('kind'),
      column('planned_stops'),
      column('visited'),
      column('missed'),
      column('on_time'),
      column('visited_pct'),
      column('on_time_pct'),
      column('travelled_m'),
      column('off_corridor_m'),
      column('max_deviation_m'),
      column('score'),
    ],
    rows: rows.map(({ plan, evaluation: e }) => ({
      day: dayText(plan.day, locale),
      title: plan.title,
      vehicle: plan.company_vehicle?.name ?? '',
      license_plate: plan.company_vehicle
        ? plateText(plan.company_vehicle.license_plate, letters, locale)
        : '',
      kind: l[`kind_${plan.kind}`],
      planned_stops: e.planned_stops,
      visited: e.visited,
      missed: e.missed,
      on_time: e.on_time,
      visited_pct: e.kind === 'stops' ? e.visited_pct : '',
      on_time_pct: e.kind === 'stops' ? e.on_time_pct : '',
      travelled_m: e.route?.travelled_m ?? '',
      off_corridor_m: e.route?.off_corridor_m ?? '',
      max_deviation_m: e.route?.max_deviation_m ?? '',
      score: e.score,
    })),
  };
  const stopsSheet: WorkbookSheet = {
    name: l.stops_sheet,
    columns: [
      column('day'),
      column('title', 28),
      column('vehicle', 22),
      column('stop', 24),
      column('window', 16),
      column('arrived_at', 20),
      column('departed_at', 20),
      column('dwell'),
      column('timing'),
      column('delay_min'),
    ],
    rows: rows.flatMap(({ plan, evaluation: e }) =>
      e.stops.map((stop) => ({
        day: dayText(plan.day, locale),
        title: plan.title,
        vehicle: plan.company_vehicle?.name ?? '',
        stop: stop.name,
        window: stop.window_from || stop.window_to ? `${stop.window_from ?? ''}–${stop.window_to ?? ''}` : '',
        arrived_at: stop.arrived_at ? iranMomentText(new Date(stop.arrived_at), locale) : '',
        departed_at: stop.departed_at ? iranMomentText(new Date(stop.departed_at), locale) : '',
        dwell: stop.dwell_s === null ? '' : Math.round(stop.dwell_s / 60),
        timing: l[`timing_${stop.timing ?? 'missed'}`],
        delay_min: stop.delay_min ?? '',
      })),
    ),
  };
  return workbookBuffer([plansSheet, stopsSheet], locale);
}

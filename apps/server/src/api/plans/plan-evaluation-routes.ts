import type { Locale } from '@navgan/domain/locales';
import { catalogueOf } from '@navgan/domain/messages/catalogues';
import { evaluatePlan, type PlanEvaluationFigures } from '@navgan/domain/plan-evaluation';
import type { Plan } from '@navgan/domain/resources/plan';
import { routeForZoom } from '@navgan/domain/route-simplify';
import { and, count, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import type { Db } from '../../db/database';
import { plans } from '../../db/plan-schema';
import { plateLetters } from '../../db/schema';
import type { Tenant } from '../../db/tenant-scope';
import { ApiError } from '../../http/api-error';
import { pageOf, pageRequest } from '../../http/pagination';
import { tenantOf } from '../../http/request-context';
import { contract, idParams, pageAnswerOf, typedContract, typedRoutes } from '../../http/route-contract';
import {
  plateText,
  sendWorkbook,
  type WorkbookColumn,
  type WorkbookSheet,
  workbookBuffer,
  xlsxMediaType,
} from '../../http/workbook';
import { iranMomentText } from '../../i18n/iran-moment';
import { listWhere } from '../../resources/register-resource';
import { dayFixes, recordedStops } from '../reports/routing-report';
import { planResource, presentPlans } from './plan-resource';

/** Plans a workbook holds at most: each is one vehicle-day of positions read. */
const exportLimit = 500;
/** Points of the travelled path on the evaluation map. */
const pathBudget = 4000;

type PlanRow = typeof plans.$inferSelect;

/** A plan with how it went, from its vehicle's fixes and recorded stops of the plan's day. */
async function evaluated(db: Db, tenant: Tenant, row: PlanRow, plan: Plan) {
  const [fixes, recorded] = await Promise.all([
    dayFixes(db, tenant, row.company_vehicle_id, row.day),
    recordedStops(db, tenant, row.company_vehicle_id, row.day),
  ]);
  return { plan, fixes, evaluation: evaluatePlan(plan, fixes, recorded) };
}

async function evaluateRows(db: Db, tenant: Tenant, rows: PlanRow[]) {
  const presented = await presentPlans(rows, db, tenant);
  const results = [];
  // One vehicle-day at a time: a page holds ten, an export a few hundred.
  for (const [i, row] of rows.entries()) {
    const { plan, evaluation } = await evaluated(db, tenant, row, presented[i] as Plan);
    results.push({ plan, evaluation });
  }
  return results;
}

/** A plan with its evaluation against the day's fixes; the single one adds the path to draw. */
const planEvaluation = z.object({
  plan: z.object({ id: z.number().int() }).loose(),
  evaluation: z.unknown(),
});
const evaluationAnswer = planEvaluation.extend({ total_points: z.number().int() }).loose();

/**
 * `plans/{id}/evaluation/` (one plan, its figures and the travelled path), `plans/evaluations/`
 * (a page of plans with their figures, the plan list's filters) and its workbook.
 */

export async function planEvaluationRoutes(scope: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = typedRoutes(scope);
  const db = ctx.database.db;

  app.get(
    '/plans/:id/evaluation/',
    typedContract({ params: idParams, answer: evaluationAnswer }),
    async (request) => {
      const { id } = request.params;
      const tenant = tenantOf(request);
      const [row] = await db
        .select()
        .from(plans)
        .where(and(listWhere(planResource, {}, tenant), eq(plans.id, id)));
      if (!row) throw ApiError.notFound();
      const [plan] = await presentPlans([row], db, tenant);
      const { fixes, evaluation } = await evaluated(db, tenant, row, plan as Plan);
      return {
        plan,
        evaluation,
        total_points: fixes.length,
        path: routeForZoom(fixes, 14, pathBudget),
      };
    },
  );

  app.get('/plans/evaluations/', contract({ answer: pageAnswerOf(planEvaluation) }), async (request) => {
    const tenant = tenantOf(request);
    const at = pageRequest(request);
    const where = listWhere(planResource, request.query, tenant);
    const [total, rows] = await Promise.all([
      db.select({ n: count() }).from(plans).where(where),
      db
        .select()
        .from(plans)
        .where(where)
        .orderBy(desc(plans.day), desc(plans.id))
        .limit(at.limit)
        .offset(at.offset),
    ]);
    return pageOf(request, at, total[0]?.n ?? 0, await evaluateRows(db, tenant, rows));
  });

  app.get('/exports/plans/evaluations/', contract({ file: xlsxMediaType }), async (request, reply) => {
    const tenant = tenantOf(request);
    const where = listWhere(planResource, request.query, tenant);
    const [rows, letterRows] = await Promise.all([
      db.select().from(plans).where(where).orderBy(desc(plans.day), desc(plans.id)).limit(exportLimit),
      db.select({ code: plateLetters.code, char: plateLetters.char }).from(plateLetters),
    ]);
    const body = await evaluationWorkbook(
      await evaluateRows(db, tenant, rows),
      request.locale,
      new Map(letterRows.map((l) => [l.code, l.char])),
    );
    return sendWorkbook(reply, 'plans-evaluation.xlsx', body);
  });
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
function evaluationWorkbook(
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

import { routeForZoom } from '@navgan/domain/route-simplify';
import { and, count, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { plans } from '../../db/plan-schema';
import { ApiError } from '../../http/api-error';
import { pageOf, pageRequest } from '../../http/pagination';
import { tenantOf } from '../../http/request-context';
import { contract, idParams, pageAnswerOf, typedContract, typedRoutes } from '../../http/route-contract';
import { sendWorkbook, xlsxMediaType } from '../../http/workbook';
import {
  evaluated,
  evaluateRows,
  evaluationWorkbook,
  exportLimit,
  pathBudget,
  presentPlans,
} from '../../reports/plan-evaluations';
import { plateLettersOf } from '../../reports/report-workbooks';
import { listWhere } from '../../resources/register-resource';
import { planResource } from './plan-resource';

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
      const { fixes, evaluation } = await evaluated(db, tenant, row, plan as NonNullable<typeof plan>);
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
    const [rows, letters] = await Promise.all([
      db.select().from(plans).where(where).orderBy(desc(plans.day), desc(plans.id)).limit(exportLimit),
      plateLettersOf(db),
    ]);
    const body = await evaluationWorkbook(await evaluateRows(db, tenant, rows), request.locale, letters);
    return sendWorkbook(reply, 'plans-evaluation.xlsx', body);
  });
}

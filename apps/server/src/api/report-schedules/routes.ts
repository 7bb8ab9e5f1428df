import { scheduleRunStatuses } from '@navgan/domain/resources/report-schedule';
import { and, count, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { reportScheduleRuns, reportSchedules } from '../../db/report-schedule-schema';
import { inCompany } from '../../db/tenant-scope';
import { ApiError } from '../../http/api-error';
import { pageOf, pageRequest } from '../../http/pagination';
import { pageNumber, queryOf } from '../../http/query-params';
import { tenantOf } from '../../http/request-context';
import { idParams, pageAnswerOf, typedContract, typedRoutes } from '../../http/route-contract';
import { attemptRun, queueManualRun } from '../../reports/scheduled-reports';
import { presentRun } from './report-schedule-resource';

const runAnswer = z.object({
  id: z.number().int(),
  due_at: z.string(),
  attempted_at: z.string().nullable(),
  period_from: z.string(),
  period_to: z.string(),
  manual: z.boolean(),
  recipients: z.array(z.string()),
  status: z.enum(scheduleRunStatuses),
  attempts: z.number().int(),
  error: z.string(),
  size: z.number().int().nullable(),
});

/**
 * A schedule's history (`report-schedules/{id}/runs/`, newest first, pages of 10) and "send now"
 * (`POST report-schedules/{id}/send/`: the last complete period, built and mailed at once; a
 * failed send is retried by the job like any other run).
 */
export async function reportScheduleRoutes(scope: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = typedRoutes(scope);
  const db = ctx.database.db;

  const scheduleOf = async (id: number, request: Parameters<typeof tenantOf>[0]) => {
    const [schedule] = await db
      .select()
      .from(reportSchedules)
      .where(inCompany(reportSchedules, tenantOf(request), eq(reportSchedules.id, id)));
    if (!schedule) throw ApiError.notFound();
    return schedule;
  };

  app.get(
    '/report-schedules/:id/runs/',
    typedContract({
      params: idParams,
      query: queryOf({ page: pageNumber }),
      answer: pageAnswerOf(runAnswer),
    }),
    async (request) => {
      const schedule = await scheduleOf(request.params.id, request);
      const at = pageRequest(request);
      const where = and(
        eq(reportScheduleRuns.company_id, schedule.company_id),
        eq(reportScheduleRuns.schedule_id, schedule.id),
      );
      const [total, rows] = await Promise.all([
        db.select({ n: count() }).from(reportScheduleRuns).where(where),
        db
          .select()
          .from(reportScheduleRuns)
          .where(where)
          .orderBy(desc(reportScheduleRuns.id))
          .limit(at.limit)
          .offset(at.offset),
      ]);
      return pageOf(request, at, total[0]?.n ?? 0, rows.map(presentRun));
    },
  );

  app.post(
    '/report-schedules/:id/send/',
    typedContract({ params: idParams, answer: runAnswer }),
    async (request, reply) => {
      const schedule = await scheduleOf(request.params.id, request);
      const now = ctx.clock.now();
      const queued = await queueManualRun(db, schedule, now);
      const tried = await attemptRun({ db, log: request.log }, queued.id, now);
      return reply.code(201).send(presentRun(tried ?? queued));
    },
  );
}

import { todaysReportSchema } from '@navgan/domain/dashboard-stats';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { ApiError } from '../../http/api-error';
import { tenantOf } from '../../http/request-context';
import { idParams, typedContract, typedRoutes } from '../../http/route-contract';
import { type RebuildJob, RebuildJobs, rebuildWindow } from '../../jobs/rebuild-jobs';
import { motionSettingsRoutes } from './motion-settings-routes';
import { todaysReport } from './todays-report';

/**
 * `GET stats/fleets/todays/` for every signed-in user of the company. Company administrators:
 * `POST stats/rollups/rebuild/` {start_range, stop_range} (Iran days, both included) starts a
 * background job recomputing the derived data of those days from the stored positions and answers
 * it at once (202; 200 with the company's job already under way, which a second request does not
 * double); `GET stats/rollups/rebuild/` is the company's latest job, `GET stats/rollups/rebuild/{id}/`
 * one job, with its progress.
 */
export async function motionStatsRoutes(scope: FastifyInstance, ctx: AppContext): Promise<void> {
  await motionSettingsRoutes(scope, ctx);
  const app = typedRoutes(scope);
  app.get('/stats/fleets/todays/', typedContract({ answer: todaysReportSchema }), async (request) =>
    todaysReport(ctx.database.db, tenantOf(request)),
  );

  const jobs = new RebuildJobs(ctx.database.db, app.log);
  app.addHook('onReady', () => jobs.resume());
  app.addHook('onClose', () => jobs.stop());
  app.post(
    '/stats/rollups/rebuild/',
    typedContract({
      summary: 'Queues a rebuild of the derived figures (202), or answers the one already queued (200).',
      body: rebuildBody,
      answer: rebuildJobAnswer,
    }),
    async (request, reply) => {
      const user = tenantOf(request);
      const { job, created } = await jobs.request(user.companyId, user.userId, request.body);
      reply.code(created ? 202 : 200);
      return jobView(job);
    },
  );
  app.get(
    '/stats/rollups/rebuild/',
    typedContract({ answer: rebuildJobAnswer.nullable() }),
    async (request) => {
      const job = await jobs.latest(tenantOf(request).companyId);
      return job ? jobView(job) : null;
    },
  );
  app.get(
    '/stats/rollups/rebuild/:id/',
    typedContract({ params: idParams, answer: rebuildJobAnswer }),
    async (request) => {
      const job = await jobs.find(tenantOf(request).companyId, request.params.id);
      if (!job) throw ApiError.notFound();
      return jobView(job);
    },
  );
}

/** An Iran day `YYYY-MM-DD` in a body, read (with its own messages) by the route's reader. */
const dayText = (description: string) =>
  z.unknown().optional().meta({ type: 'string', format: 'date', description });

/** The days to rebuild, both included; `rebuildWindow` checks them (present, in order, not too many). */
const rebuildBody = z
  .object({
    start_range: dayText('The first day to rebuild.'),
    stop_range: dayText('The last day to rebuild.'),
  })
  .transform(rebuildWindow);

/** A rebuild job as the API shows it: the window, its state and progress (`done` of `total` chunks), the result or the error (the company profile's progress card reads it). */
const rebuildJobAnswer = z.object({
  id: z.number().int(),
  state: z.string(),
  start_range: z.string(),
  stop_range: z.string(),
  done: z.number().int(),
  total: z.number().int(),
  summary: z.unknown(),
  error: z.string().nullable(),
  created: z.string(),
  started: z.string().nullable(),
  finished: z.string().nullable(),
});

function jobView(job: RebuildJob) {
  return {
    id: job.id,
    state: job.state,
    start_range: job.from_day,
    stop_range: job.to_day,
    done: job.done,
    total: job.total,
    summary: job.summary,
    error: job.error,
    created: job.created_at,
    started: job.started_at,
    finished: job.finished_at,
  };
}

import { addDays, daysBetween, isoDayIn } from '@navgan/domain/calendar-day';
import { todaysReportSchema } from '@navgan/domain/dashboard-stats';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { ApiError } from '../../http/api-error';
import { tenantOf } from '../../http/request-context';
import { contract } from '../../http/route-contract';
import { message } from '../../i18n/messages';
import { type RebuildJob, RebuildJobs } from '../../jobs/rebuild-jobs';
import { motionSettingsRoutes } from './motion-settings-routes';
import { todaysReport } from './todays-report';

/** The longest window one rebuild request may cover. */
export const maxRebuildDays = 366;

/**
 * `GET stats/fleets/todays/` for every signed-in user of the company. Company administrators:
 * `POST stats/rollups/rebuild/` {start_range, stop_range} (Iran days, both included) starts a
 * background job recomputing the derived data of those days from the stored positions and answers
 * it at once (202; 200 with the company's job already under way, which a second request does not
 * double); `GET stats/rollups/rebuild/` is the company's latest job, `GET stats/rollups/rebuild/{id}/`
 * one job, with its progress.
 */
export async function motionStatsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await motionSettingsRoutes(app, ctx);
  app.get('/stats/fleets/todays/', contract({ answer: todaysReportSchema }), async (request) =>
    todaysReport(ctx.database.db, tenantOf(request)),
  );

  const jobs = new RebuildJobs(ctx.database.db, app.log);
  app.addHook('onReady', () => jobs.resume());
  app.addHook('onClose', () => jobs.stop());
  app.post('/stats/rollups/rebuild/', async (request, reply) => {
    const user = tenantOf(request);
    const { job, created } = await jobs.request(user.companyId, user.userId, rebuildWindow(request.body));
    reply.code(created ? 202 : 200);
    return jobView(job);
  });
  app.get('/stats/rollups/rebuild/', async (request) => {
    const job = await jobs.latest(tenantOf(request).companyId);
    return job ? jobView(job) : null;
  });
  app.get('/stats/rollups/rebuild/:id/', async (request) => {
    const id = Number((request.params as { id?: string }).id);
    if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) throw ApiError.notFound();
    const job = await jobs.find(tenantOf(request).companyId, id);
    if (!job) throw ApiError.notFound();
    return jobView(job);
  });
}

/** A job as the API shows it: the window, its state and progress (`done` of `total` chunks), the result or the error. */
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

const isoDay = /^\d{4}-\d{2}-\d{2}$/;

/** The body's days, checked: both present and real days, in order, at most `maxRebuildDays`, not after today. */
export function rebuildWindow(body: unknown): { from: string; to: string } {
  const input = (body ?? {}) as Record<string, unknown>;
  const day = (name: 'start_range' | 'stop_range') => {
    const value = typeof input[name] === 'string' ? (input[name] as string).trim() : '';
    return isoDay.test(value) && addDays(value, 0) === value ? value : null;
  };
  const from = day('start_range');
  const to = day('stop_range');
  const errors: Record<string, (locale: Parameters<typeof message>[0]) => string> = {};
  if (!from) errors.start_range = (locale) => message(locale, 'dayRequired');
  if (!to) errors.stop_range = (locale) => message(locale, 'dayRequired');
  if (from && to) {
    if (to < from) errors.stop_range = (locale) => message(locale, 'rangeReversed');
    else if (daysBetween(from, to) + 1 > maxRebuildDays)
      errors.stop_range = (locale) => message(locale, 'rebuildTooLong', { days: maxRebuildDays });
    else if (from > isoDayIn(new Date())) errors.start_range = (locale) => message(locale, 'dayInFuture');
  }
  const names = Object.keys(errors);
  if (names.length > 0)
    throw ApiError.validation((locale) =>
      Object.fromEntries(names.map((name) => [name, [errors[name]?.(locale) ?? '']])),
    );
  return { from: from as string, to: to as string };
}

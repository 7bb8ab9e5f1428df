import { addDays, daysBetween, isoDayIn } from '@navgan/domain/calendar-day';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { rebuildRollups } from '../../derive/rebuild-rollups';
import { ApiError } from '../../http/api-error';
import { tenantOf } from '../../http/request-context';
import { message } from '../../i18n/messages';
import { motionSettingsRoutes } from './motion-settings-routes';
import { todaysReport } from './todays-report';

/** The longest window one rebuild request may cover. */
export const maxRebuildDays = 366;

/**
 * `GET stats/fleets/todays/` for every signed-in user of the company; `POST stats/rollups/rebuild/`
 * {start_range, stop_range} (Iran days, both included) for company administrators: recomputes the
 * derived data of those days from the stored positions.
 */
export async function motionStatsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await motionSettingsRoutes(app, ctx);
  app.get('/stats/fleets/todays/', async (request) => todaysReport(ctx.database.db, tenantOf(request)));

  app.post('/stats/rollups/rebuild/', async (request) => {
    const user = tenantOf(request);
    const { from, to } = rebuildWindow(request.body);
    return rebuildRollups(ctx.database.db, user.companyId, from, to);
  });
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

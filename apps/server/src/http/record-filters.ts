import { addDays, isoDayIn, startOfDayIn } from '@navgan/domain/calendar-day';
import { message } from '../i18n/messages';
import { ApiError } from './api-error';

/**
 * Query filters of the fleet records: a date window (`start_range`, `stop_range`, as the
 * analytics calls name it) and choice lists. Days are Iran's days and both ends are included;
 * an ISO date-time is taken as the exact instant.
 */
type Bound = { day: string } | { instant: Date };

function boundParam(query: unknown, name: string): Bound | undefined {
  const raw = (query as Record<string, unknown> | undefined)?.[name];
  if (raw === undefined || raw === '') return undefined;
  const text = String(raw).trim();
  if (/^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(Date.parse(`${text}T00:00:00Z`)))
    return { day: text };
  const instant = new Date(text);
  if (/^\d{4}-\d{2}-\d{2}T/.test(text) && !Number.isNaN(instant.getTime())) return { instant };
  throw new ApiError(400, (locale) => ({ [name]: [message(locale, 'dateParam')] }));
}

/** The window as instants, half-open: `from` ≤ t < `until`. */
export function instantWindow(query: unknown): { from?: Date; until?: Date } {
  const start = boundParam(query, 'start_range');
  const stop = boundParam(query, 'stop_range');
  return {
    ...(start ? { from: 'day' in start ? startOfDayIn(start.day) : start.instant } : {}),
    ...(stop ? { until: 'day' in stop ? startOfDayIn(addDays(stop.day, 1)) : stop.instant } : {}),
  };
}

/** The window as days, both included. */
export function dayWindow(query: unknown): { from?: string; to?: string } {
  const start = boundParam(query, 'start_range');
  const stop = boundParam(query, 'stop_range');
  return {
    ...(start ? { from: 'day' in start ? start.day : isoDayIn(start.instant) } : {}),
    ...(stop ? { to: 'day' in stop ? stop.day : isoDayIn(stop.instant) } : {}),
  };
}

/** A comma list of allowed values (`kind=daily`, `due=soon,overdue`); anything else answers 400. */
export function choiceListParam<T extends string>(
  query: unknown,
  name: string,
  allowed: readonly T[],
): T[] | undefined {
  const raw = (query as Record<string, unknown> | undefined)?.[name];
  if (raw === undefined || raw === '') return undefined;
  const values = (Array.isArray(raw) ? raw.join(',') : String(raw))
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const bad = values.find((value) => !(allowed as readonly string[]).includes(value));
  if (bad !== undefined) {
    throw new ApiError(400, (locale) => ({
      [name]: [message(locale, 'invalidChoice', { value: bad, choices: allowed.join(', ') })],
    }));
  }
  return [...new Set(values)] as T[];
}

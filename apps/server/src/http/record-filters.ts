import { addDays, daysBetween, isoDayIn, startOfDayIn } from '@navgan/domain/calendar-day';
import { toPersianDigits } from '@navgan/domain/digits';
import { dayRangeOn, dayRanges, isCalendarDay } from '@navgan/domain/field-ranges';
import { formatJalali } from '@navgan/domain/jalali';
import type { Locale } from '@navgan/domain/locales';
import { maxStatsDays } from '@navgan/domain/report-range';
import { type MessageKey, message } from '../i18n/messages';
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
  if (isCalendarDay(text)) return { day: plausibleWindowDay(name, text) };
  const instant = new Date(text);
  if (
    /^\d{4}-\d{2}-\d{2}T/.test(text) &&
    isCalendarDay(text.slice(0, 10)) &&
    !Number.isNaN(instant.getTime())
  ) {
    plausibleWindowDay(name, isoDayIn(instant));
    return { instant };
  }
  throw new ApiError(400, (locale) => ({ [name]: [message(locale, 'dateParam')] }));
}

/**
 * A day a window may start or end on (field-ranges.ts, `window`): a year 9999 or 0001 asks about
 * nothing, and its day arithmetic leaves the calendar.
 */
export function plausibleWindowDay(name: string, day: string): string {
  const { min, max } = dayRangeOn(dayRanges.window);
  if (day < min || day > max)
    throw ApiError.validation((locale) => ({
      [name]: [
        message(locale, 'windowDay', { earliest: shownDay(min, locale), latest: shownDay(max, locale) }),
      ],
    }));
  return day;
}

/** A day inside a message: Jalali with Persian digits in fa, ISO elsewhere. */
function shownDay(day: string, locale: Locale): string {
  return locale === 'fa' ? toPersianDigits(formatJalali(day)) : day;
}

/**
 * A statistics window (`start_range`..`stop_range` as instants) no longer than `maxDays`
 * (report-range.ts): a longer one is a 400 on `stop_range`, not a scan of every row.
 */
export function cappedInstantWindow(query: unknown, maxDays = maxStatsDays): { from?: Date; until?: Date } {
  const window = instantWindow(query);
  const dayMs = 86_400_000;
  if (window.from && window.until && window.until.getTime() - window.from.getTime() > (maxDays + 1) * dayMs)
    throw ApiError.validation((locale) => ({
      stop_range: [message(locale, 'rangeTooLong', { days: maxDays })],
    }));
  return window;
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

/**
 * What is wrong with a window of Iran days (both included), as the message its `stop_range`
 * shows: an end before the start, or more than `maxDays` days (`tooLong` names the limit's
 * message, which says it with `{days}`). Undefined for a good window.
 */
export function windowProblem(
  from: string,
  to: string,
  maxDays: number,
  tooLong: MessageKey,
): ((locale: Locale) => string) | undefined {
  if (to < from) return (locale) => message(locale, 'rangeReversed');
  if (daysBetween(from, to) + 1 > maxDays) return (locale) => message(locale, tooLong, { days: maxDays });
  return undefined;
}

import { addDays, isoDayIn } from './calendar-day';
import { fromJalali } from './jalali';

/**
 * The plausible range of every date people type, declared once per field: the schemas refuse a
 * day outside it with a message naming both ends, and docs/field-ranges.md is generated from it
 * (`npm run docs:field-ranges -w @navgan/domain`). Number ranges are declared in the schemas
 * themselves (min/max) and the same document reads them from there.
 */

/** A day bound: a fixed day, or a distance from today (Iran's day, when the value is checked). */
export type DayBound = { day: string } | { years: number } | { days: number };

export interface DayRange {
  earliest: DayBound;
  latest: DayBound;
}

/** 1 Farvardin 1300: nothing a fleet records happened before it. */
export const earliestRecordDay = fromJalali({ year: 1300, month: 1, day: 1 });

const since1300: DayBound = { day: earliestRecordDay };
const today: DayBound = { days: 0 };

/** Any day field without a range of its own: 1300 Jalali to a hundred years ahead. */
export const anyDay: DayRange = { earliest: since1300, latest: { years: 100 } };

/** Day fields by name (`resource.field`), where a narrower range is plausible. */
export const dayRanges = {
  /** A fine, a payment, a service done, a purchase: not before 1300, not after today. */
  happened: { earliest: since1300, latest: today },
  /** A birthday: a driver between 15 and 100 years old. */
  birthday: { earliest: { years: -100 }, latest: { years: -15 } },
  /** An expiry or a planned date (licence, insurance, next service): up to 30 years ahead. */
  expiry: { earliest: since1300, latest: { years: 30 } },
  /** A contract: signed since 1300, at most a year ahead. */
  contract: { earliest: since1300, latest: { years: 1 } },
  /** A day a report, a chart or a list filter asks about: since 1300, at most a year ahead. */
  window: { earliest: since1300, latest: { years: 1 } },
  /** A leave, a plan's day: within ten years either side of today. */
  scheduled: { earliest: { years: -10 }, latest: { years: 10 } },
} as const satisfies Record<string, DayRange>;
export type DayRangeName = keyof typeof dayRanges;

/** The ISO day a bound stands for on `on`. */
export function boundDay(bound: DayBound, on: string): string {
  if ('day' in bound) return bound.day;
  if ('days' in bound) return addDays(on, bound.days);
  const [year, month, day] = on.split('-').map(Number) as [number, number, number];
  const shifted = new Date(Date.UTC(year + bound.years, month - 1, day));
  // 29 February in a year without one: the day before.
  if (shifted.getUTCMonth() !== month - 1) shifted.setUTCDate(0);
  return shifted.toISOString().slice(0, 10);
}

/** The range's ends as ISO days on `on` (today in Iran unless told). */
export function dayRangeOn(range: DayRange, on = isoDayIn(new Date())): { min: string; max: string } {
  return { min: boundDay(range.earliest, on), max: boundDay(range.latest, on) };
}

/** Words for a bound in the generated document. */
export function describeBound(bound: DayBound): string {
  if ('day' in bound) return bound.day === earliestRecordDay ? '1300-01-01 Jalali (1921-03-21)' : bound.day;
  if ('days' in bound)
    return bound.days === 0 ? 'today' : `today ${bound.days > 0 ? '+' : '−'} ${Math.abs(bound.days)} days`;
  const years = Math.abs(bound.years);
  return `today ${bound.years > 0 ? '+' : '−'} ${years} year${years === 1 ? '' : 's'}`;
}

/** A real calendar day as YYYY-MM-DD (no 30 February, no month 13). */
export function isCalendarDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const [year, month, day] = text.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  date.setUTCFullYear(year);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

import { z } from 'zod';
import { daysBetween, isoDayIn } from '../calendar-day';
import { type LeaveKind, leaveKinds } from '../choices';
import { formatClock, formatDay } from '../display-format';
import { dayRangeOn, dayRanges, isCalendarDay } from '../field-ranges';
import type { Locale } from '../locales';
import { flag } from './extra-fields';
import { optionalText, requiredChoice, requiredRef, requiredText } from './fields';

export { type LeaveKind, leaveKinds };

/** A real day (no 30 February) within the plausible range of a leave. */
const isIsoDay = (v: string) => {
  const { min, max } = dayRangeOn(dayRanges.scheduled);
  return isCalendarDay(v) && v >= min && v <= max;
};
const isInstant = (v: string) =>
  z.iso.datetime({ offset: true }).safeParse(v).success && isIsoDay(isoDayIn(new Date(v)));

/**
 * Create/update body of `drivers/leaves/`. Daily leaves run from `start` to `end` as ISO days,
 * both included; hourly leaves from one instant to a later one on the same day (in Iran).
 */
export const leaveInput = z
  .object({
    driver: requiredRef(),
    kind: requiredChoice(leaveKinds),
    start: requiredText(40),
    end: requiredText(40),
    description: optionalText(500),
    approved: flag(true),
  })
  .superRefine((value, ctx) => {
    const valid = value.kind === 'daily' ? isIsoDay : isInstant;
    for (const field of ['start', 'end'] as const) {
      if (!valid(value[field])) ctx.addIssue({ code: 'custom', path: [field], message: 'invalid' });
    }
  });
export type LeaveInput = z.input<typeof leaveInput>;
export type LeaveValues = z.output<typeof leaveInput>;

export interface LeaveSpan {
  kind: LeaveKind;
  start: string;
  end: string;
}

/**
 * What is wrong with a well-formed span, if anything: the end comes before the start (daily) or
 * not after it (hourly), or an hourly leave crosses into another day.
 */
export function leaveSpanProblem(span: LeaveSpan): 'endBeforeStart' | 'notOneDay' | undefined {
  if (span.kind === 'daily') return span.end < span.start ? 'endBeforeStart' : undefined;
  const start = new Date(span.start);
  const end = new Date(span.end);
  if (end.getTime() <= start.getTime()) return 'endBeforeStart';
  return isoDayIn(start) === isoDayIn(end) ? undefined : 'notOneDay';
}

/** Length of a leave: days for a daily one (both ends counted), hours (two decimals) for an hourly one. */
export function leaveDuration(span: LeaveSpan): number {
  if (span.kind === 'daily') return daysBetween(span.start, span.end) + 1;
  const ms = new Date(span.end).getTime() - new Date(span.start).getTime();
  return Math.round(ms / 36_000) / 100;
}

const spanWords: Record<Locale, { to: string; at: string }> = {
  fa: { to: 'تا', at: 'ساعت' },
  en: { to: 'to', at: 'from' },
  tr: { to: '-', at: 'saat' },
};

/** The dates of a leave as a phrase of the locale, e.g. "۱۴۰۳/۰۱/۰۵ تا ۱۴۰۳/۰۱/۰۷". */
export function leaveSpanText(span: LeaveSpan, locale: Locale): string {
  const words = spanWords[locale];
  if (span.kind === 'daily') {
    const first = formatDay(span.start, locale);
    return span.start === span.end ? first : `${first} ${words.to} ${formatDay(span.end, locale)}`;
  }
  const start = new Date(span.start);
  const end = new Date(span.end);
  const day = formatDay(isoDayIn(start), locale);
  return `${day} ${words.at} ${formatClock(start, locale)} ${words.to} ${formatClock(end, locale)}`;
}

export interface Leave {
  id: number;
  driver: { id: number; first_name: string; last_name: string };
  kind: LeaveKind;
  start: string;
  end: string;
  /** Days for a daily leave, hours for an hourly one. */
  duration: number;
  description: string;
  approved: boolean;
  created: string;
}

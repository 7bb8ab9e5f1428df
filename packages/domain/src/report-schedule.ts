import { addDays, epochDayOf, instantOfWallMinute, isoDayIn } from './calendar-day';
import { jalaliMonthOf, toJalali } from './jalali';
import type { ReportName } from './reports';

/** How often a scheduled report is sent: each Iran day, each Jalali week (Saturday first), each Jalali month. */
export const scheduleFrequencies = ['daily', 'weekly', 'monthly'] as const;
export type ScheduleFrequency = (typeof scheduleFrequencies)[number];

/**
 * The reports a schedule may send: those of the panel whose workbook covers chosen vehicles over
 * days, and the plans evaluation (the plans of those vehicles on those days).
 */
export const schedulableReports = [
  'daily',
  'periodic',
  'overview',
  'stops',
  'fuel-transactions',
  'geofence-rules',
  'plans-evaluation',
] as const satisfies readonly (ReportName | 'plans-evaluation')[];
export type SchedulableReport = (typeof schedulableReports)[number];

/** The catalogue key of a scheduled report's name: its workbook's (first) sheet name. */
export const scheduledReportLabel = (report: SchedulableReport) =>
  report === 'plans-evaluation'
    ? ('planEvaluation.plans_sheet' as const)
    : (`workbooks.sheets.${report}` as const);

/** Reports of one geofence: a schedule of one names its fence. */
export const fenceScheduledReports: readonly SchedulableReport[] = ['geofence-rules'];

/** The Iran days a run covers, both included. */
export interface SchedulePeriod {
  from: string;
  to: string;
}

/** 0 on Saturday … 6 on Friday: the day's place in the Iranian week. */
export function iranWeekdayOf(isoDay: string): number {
  // 1970-01-01 was a Thursday (5 in a week that starts on Saturday).
  return (((epochDayOf(isoDay) + 5) % 7) + 7) % 7;
}

/** Whether a schedule of this frequency runs on this Iran day: every day, Saturdays, the 1st of a Jalali month. */
export function isRunDay(frequency: ScheduleFrequency, isoDay: string): boolean {
  if (frequency === 'weekly') return iranWeekdayOf(isoDay) === 0;
  if (frequency === 'monthly') return toJalali(isoDay).day === 1;
  return true;
}

/**
 * The last complete period before the Iran day `isoDay`: yesterday; the Saturday–Friday week
 * before this day's week; the Jalali month before this day's month. A run on its run day covers
 * the period that has just ended; "send now" on any day covers the last one that has.
 */
export function previousPeriod(frequency: ScheduleFrequency, isoDay: string): SchedulePeriod {
  if (frequency === 'daily') {
    const yesterday = addDays(isoDay, -1);
    return { from: yesterday, to: yesterday };
  }
  if (frequency === 'weekly') {
    const weekStart = addDays(isoDay, -iranWeekdayOf(isoDay));
    return { from: addDays(weekStart, -7), to: addDays(weekStart, -1) };
  }
  const previous = jalaliMonthOf(addDays(jalaliMonthOf(isoDay).first, -1));
  return { from: previous.first, to: previous.last };
}

/** The instant of `hour`:00 Iran time on an Iran day. */
export function runInstant(isoDay: string, hour: number): Date {
  const [year, month, day] = isoDay.split('-').map(Number) as [number, number, number];
  return instantOfWallMinute({ year, month, day, hour, minute: 0 });
}

/** The first run strictly after `after`: `hour`:00 Iran time on the next run day of the frequency. */
export function nextRunAfter(frequency: ScheduleFrequency, hour: number, after: Date): Date {
  let day = isoDayIn(after);
  // A Jalali month is at most 31 days: the 1st of the next one is within 32.
  for (let i = 0; i < 40; i += 1, day = addDays(day, 1)) {
    if (!isRunDay(frequency, day)) continue;
    const at = runInstant(day, hour);
    if (at.getTime() > after.getTime()) return at;
  }
  throw new Error(`no ${frequency} run day after ${after.toISOString()}`);
}

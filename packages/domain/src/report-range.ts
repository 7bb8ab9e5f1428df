import { addDays } from './calendar-day';

/** The date-range presets of every report (spec section 9), and custom. */
export const reportPresets = ['today', 'yesterday', '30d', '3m', '6m', '12m', 'custom'] as const;
export type ReportPreset = (typeof reportPresets)[number];

/** The longest window one report covers, in days (docs: README, "Limits"). */
export const maxReportDays = 366;
/** The longest window one statistics or analytics call covers: two years and a leap day. */
export const maxStatsDays = 731;

/** A preset's Iran days, both included, relative to `today` (an ISO day). Months count as 30 days. */
export function presetRange(
  preset: Exclude<ReportPreset, 'custom'>,
  today: string,
): { start: string; stop: string } {
  switch (preset) {
    case 'today':
      return { start: today, stop: today };
    case 'yesterday': {
      const day = addDays(today, -1);
      return { start: day, stop: day };
    }
    case '30d':
      return { start: addDays(today, -29), stop: today };
    case '3m':
      return { start: addDays(today, -89), stop: today };
    case '6m':
      return { start: addDays(today, -179), stop: today };
    case '12m':
      return { start: addDays(today, -364), stop: today };
  }
}

import { isoDayIn, startOfDayIn } from '@navgan/domain/calendar-day';
import { jalaliMonthOf } from '@navgan/domain/jalali';

/**
 * The Jalali month an instant falls in, as the half-open span of instants quotas are counted
 * over: from Iran's midnight on the 1st to the midnight that starts the next month.
 */
export function quotaMonthOf(instant: Date): { from: Date; until: Date } {
  const month = jalaliMonthOf(isoDayIn(instant));
  return { from: startOfDayIn(month.first), until: startOfDayIn(month.next) };
}

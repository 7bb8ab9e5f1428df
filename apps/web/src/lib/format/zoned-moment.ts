import { instantOfWallMinute, iranTimeZone, wallMinuteIn } from '@navgan/domain/calendar-day';

/**
 * The zone every date-time a person types or reads in a form is on: the company's (Iran's), never
 * the browser's. The pickers only know the browser's zone, so a moment is handed to them as a Date
 * whose local fields are the company's wall clock, and read back the same way.
 */
export const companyTimeZone = iranTimeZone;

/** A stored moment (ISO) → a Date showing the company's wall-clock minute in the browser's zone. */
export function momentToPickerDate(value: string, timeZone = companyTimeZone): Date | null {
  const instant = new Date(value);
  if (!value || Number.isNaN(instant.getTime())) return null;
  const wall = wallMinuteIn(instant, timeZone);
  return new Date(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute);
}

/** A picked Date (its local fields are the company's wall clock) → the moment, to the minute. */
export function pickerDateToMoment(date: Date, timeZone = companyTimeZone): string {
  return instantOfWallMinute(
    {
      year: date.getFullYear(),
      month: date.getMonth() + 1,
      day: date.getDate(),
      hour: date.getHours(),
      minute: date.getMinutes(),
    },
    timeZone,
  ).toISOString();
}

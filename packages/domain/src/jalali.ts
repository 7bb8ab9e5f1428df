import { epochDayOf, isoDayOfEpochDay } from './calendar-day';

/**
 * The Jalali (Solar Hijri) calendar of Iran, on ISO days. Leap years follow the arithmetic
 * 33-year cycle, which agrees with the official (astronomical) calendar on every day from 1925
 * through 2123 AD (tested against ICU) — every date a fleet records.
 */
export interface JalaliDate {
  year: number;
  month: number;
  day: number;
}

/** 1 Farvardin 1 AP in days since 1970-01-01; year starts follow from it by the 33-year cycle. */
const epochOffset = -492_268;

const floorDiv = (a: number, b: number) => Math.floor(a / b);

/** Days since 1970-01-01 of 1 Farvardin of a Jalali year. */
function yearStart(year: number): number {
  return 365 * (year - 1) + floorDiv(8 * year + 21, 33) + epochOffset;
}

export function isJalaliLeapYear(year: number): boolean {
  return yearStart(year + 1) - yearStart(year) === 366;
}

/** Months 1–6 have 31 days, 7–11 have 30, Esfand 29 (30 in a leap year). */
export function jalaliMonthLength(year: number, month: number): number {
  if (month <= 6) return 31;
  if (month <= 11) return 30;
  return isJalaliLeapYear(year) ? 30 : 29;
}

/** Days from 1 Farvardin to the first day of a month. */
const monthOffset = (month: number) => (month <= 7 ? 31 * (month - 1) : 30 * (month - 1) + 6);

export function toJalali(isoDay: string): JalaliDate {
  const day = epochDayOf(isoDay);
  let year = floorDiv(day - epochOffset, 365.2422) + 1;
  while (yearStart(year) > day) year -= 1;
  while (yearStart(year + 1) <= day) year += 1;
  const dayOfYear = day - yearStart(year);
  const month = dayOfYear < 186 ? floorDiv(dayOfYear, 31) + 1 : floorDiv(dayOfYear - 6, 30) + 1;
  return { year, month, day: dayOfYear - monthOffset(month) + 1 };
}

export function fromJalali({ year, month, day }: JalaliDate): string {
  return isoDayOfEpochDay(yearStart(year) + monthOffset(month) + day - 1);
}

/** Whether year/month/day names a real Jalali day. */
export function isJalaliDate({ year, month, day }: JalaliDate): boolean {
  return (
    Number.isInteger(year) &&
    Number.isInteger(month) &&
    Number.isInteger(day) &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= jalaliMonthLength(year, month)
  );
}

/**
 * The Jalali month an ISO day belongs to: its first and last day, and the first day of the next
 * month (the exclusive end, handy for "from <= x < next" queries).
 */
export function jalaliMonthOf(isoDay: string): { first: string; last: string; next: string } {
  const { year, month } = toJalali(isoDay);
  const first = fromJalali({ year, month, day: 1 });
  const length = jalaliMonthLength(year, month);
  return {
    first,
    last: fromJalali({ year, month, day: length }),
    next: isoDayOfEpochDay(epochDayOf(first) + length),
  };
}

/** 1403/01/05 — the numeric Jalali form (Latin digits; callers localise digits). */
export function formatJalali(isoDay: string): string {
  const { year, month, day } = toJalali(isoDay);
  return `${year}/${String(month).padStart(2, '0')}/${String(day).padStart(2, '0')}`;
}

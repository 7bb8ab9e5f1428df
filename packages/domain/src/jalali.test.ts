import { describe, expect, it } from 'vitest';
import { addDays, epochDayOf } from './calendar-day';
import { formatJalali, fromJalali, isJalaliDate, isJalaliLeapYear, jalaliMonthOf, toJalali } from './jalali';

// ICU's Persian calendar, as Node ships it, is the independent reference. (ICU corrects the
// 33-year rule with astronomical data; they first differ in 1502 AP, 2124 AD.)
const icu = new Intl.DateTimeFormat('en-u-ca-persian', {
  timeZone: 'UTC',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
});
const icuJalali = (isoDay: string) => {
  const parts = Object.fromEntries(
    icu.formatToParts(new Date(`${isoDay}T12:00:00Z`)).map((part) => [part.type, part.value]),
  );
  return { year: Number(parts.year), month: Number(parts.month), day: Number(parts.day) };
};

describe('Jalali calendar', () => {
  it('knows Nowruz of recent years', () => {
    expect(toJalali('2024-03-20')).toEqual({ year: 1403, month: 1, day: 1 });
    expect(toJalali('2025-03-21')).toEqual({ year: 1404, month: 1, day: 1 });
    expect(fromJalali({ year: 1403, month: 12, day: 30 })).toBe('2025-03-20');
    expect(isJalaliLeapYear(1403)).toBe(true);
    expect(isJalaliLeapYear(1404)).toBe(false);
  });

  it('agrees with ICU on every day from 1925 to 2123, both ways', () => {
    const last = epochDayOf('2123-12-31');
    for (let day = '1925-01-01'; epochDayOf(day) <= last; day = addDays(day, 1)) {
      const jalali = toJalali(day);
      expect(jalali, day).toEqual(icuJalali(day));
      expect(fromJalali(jalali)).toBe(day);
    }
  }, 30_000);

  it('gives the month around a day, Esfand of a leap year included', () => {
    expect(jalaliMonthOf('2024-04-10')).toEqual({
      first: '2024-03-20',
      last: '2024-04-19',
      next: '2024-04-20',
    });
    expect(jalaliMonthOf('2025-03-20')).toEqual({
      first: '2025-02-19',
      last: '2025-03-20',
      next: '2025-03-21',
    });
    expect(jalaliMonthOf('2025-10-22')).toEqual({
      first: '2025-09-23',
      last: '2025-10-22',
      next: '2025-10-23',
    });
  });

  it('formats and checks Jalali dates', () => {
    expect(formatJalali('2024-03-24')).toBe('1403/01/05');
    expect(isJalaliDate({ year: 1403, month: 12, day: 30 })).toBe(true);
    expect(isJalaliDate({ year: 1404, month: 12, day: 30 })).toBe(false);
    expect(isJalaliDate({ year: 1404, month: 13, day: 1 })).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { formatDate, formatDay } from './date';
import { formatCapped, formatNumber, formatPercent, formatYear, localizeDigits } from './number';
import { formatRelativeTime } from './relative-time';

// 2025-11-21 10:30:05 UTC is 30 Aban 1404 in the Persian calendar.
const moment = Date.UTC(2025, 10, 21, 10, 30, 5);

describe('formatNumber', () => {
  it('uses Persian digits and separators in fa', () => {
    expect(formatNumber(1234567, 'fa')).toBe('۱٬۲۳۴٬۵۶۷');
    expect(formatNumber(3.5, 'fa')).toBe('۳٫۵');
  });
  it('uses Latin digits in en and tr', () => {
    expect(formatNumber(1234567, 'en')).toBe('1,234,567');
    expect(formatNumber(1234567, 'tr')).toBe('1.234.567');
  });
  it('shows a dash for non-finite values', () => {
    expect(formatNumber(Number.NaN, 'en')).toBe('—');
  });
  it('localises the digits of codes kept as text', () => {
    expect(localizeDigits('0912-345', 'fa')).toBe('۰۹۱۲-۳۴۵');
    expect(localizeDigits('0912-345', 'en')).toBe('0912-345');
  });
  it('caps badge counts', () => {
    expect(formatCapped(120, 99, 'en')).toBe('99+');
    expect(formatCapped(99, 99, 'en')).toBe('99');
    expect(formatCapped(150, 99, 'fa')).toBe('۹۹+');
  });
});

describe('formatDate', () => {
  it('shows the Jalali calendar with Persian digits in fa', () => {
    expect(formatDate(moment, 'fa', 'date', 'UTC')).toBe('۱۴۰۴/۰۸/۳۰');
    expect(formatDate(moment, 'fa', 'longDate', 'UTC')).toContain('آبان');
    expect(formatDate(moment, 'fa', 'time', 'UTC')).toBe('۱۰:۳۰:۰۵');
  });
  it('shows the Gregorian calendar in en and tr', () => {
    expect(formatDate(moment, 'en', 'date', 'UTC')).toBe('21/11/2025');
    expect(formatDate(moment, 'en', 'longDate', 'UTC')).toMatch(/^Friday,? 21 November 2025$/);
    expect(formatDate(moment, 'tr', 'date', 'UTC')).toBe('21.11.2025');
    expect(formatDate(moment, 'en', 'time', 'UTC')).toBe('10:30:05');
  });
  it("shows instants on Iran's clock by default, whatever the machine's zone", () => {
    expect(formatDate(moment, 'en', 'time')).toBe('14:00:05');
    expect(formatDate(moment, 'fa', 'dateTime')).toBe(formatDate(moment, 'fa', 'dateTime', 'Asia/Tehran'));
    // 22:00 UTC is already the next day in Tehran.
    expect(formatDate(Date.UTC(2025, 10, 21, 22, 0), 'en', 'date')).toBe('22/11/2025');
  });
  it('accepts ISO strings and rejects garbage', () => {
    expect(formatDate('2025-11-21T10:30:05Z', 'en', 'date', 'UTC')).toBe('21/11/2025');
    expect(formatDate('not a date', 'en')).toBe('—');
  });
});

describe('formatDay', () => {
  it('shows a stored calendar day as that day, Jalali in fa', () => {
    expect(formatDay('2025-11-21', 'fa')).toBe('۱۴۰۴/۰۸/۳۰');
    expect(formatDay('1988-03-21', 'fa')).toBe('۱۳۶۷/۰۱/۰۱');
    expect(formatDay('2025-11-21', 'en')).toBe('21/11/2025');
    expect(formatDay(null, 'en')).toBe('—');
  });
});

describe('formatRelativeTime', () => {
  it('says how long ago in the locale', () => {
    expect(formatRelativeTime(moment - 3 * 60_000, 'en', moment)).toBe('3 minutes ago');
    expect(formatRelativeTime(moment - 2 * 3600_000, 'en', moment)).toBe('2 hours ago');
    expect(formatRelativeTime(moment - 24 * 3600_000, 'en', moment)).toBe('yesterday');
    expect(formatRelativeTime(moment - 3 * 60_000, 'fa', moment)).toBe('۳ دقیقه پیش');
    expect(formatRelativeTime(moment + 2 * 3600_000, 'tr', moment)).toBe('2 saat sonra');
  });
  it('falls back to the date after a week', () => {
    expect(formatRelativeTime(moment - 10 * 24 * 3600_000, 'en', moment)).toMatch(/^\d\d\/\d\d\/\d{4}$/);
  });
});

describe('Persian typography of numbers and dates', () => {
  it('gives years no thousands separators and percentages the locale’s own sign', () => {
    expect(formatYear(1402, 'fa')).toBe('۱۴۰۲');
    expect(formatYear(2024, 'en')).toBe('2024');
    expect(formatPercent(0, 'fa')).toBe('۰٪');
    // ICU marks the sign left to right so it stays before the number in a Persian line.
    expect(formatPercent(12.5, 'fa', 1, true)).toBe('\u200E+۱۲٫۵٪');
    expect(formatPercent(-3, 'en', 1, true)).toBe('-3%');
  });

  it('joins the parts of a Persian date with the Persian comma, never a Latin one', () => {
    const moment = '2025-11-21T05:00:00Z';
    for (const preset of ['dateTime', 'longDate'] as const) {
      const text = formatDate(moment, 'fa', preset);
      expect(text).not.toContain(',');
    }
    expect(formatDate(moment, 'fa', 'dateTime')).toContain('،');
  });
});

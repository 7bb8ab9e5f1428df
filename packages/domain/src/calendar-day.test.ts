import { describe, expect, it } from 'vitest';
import { addDays, clockTimeIn, daysBetween, isoDayIn, startOfDayIn } from './calendar-day';

describe('calendar days', () => {
  it('adds days across months and leap days', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2024-02-28', 2)).toBe('2024-03-01');
    expect(addDays('2025-01-01', -1)).toBe('2024-12-31');
    expect(daysBetween('2024-03-01', '2024-02-28')).toBe(-2);
    expect(daysBetween('2024-01-01', '2025-01-01')).toBe(366);
  });

  it('reads the day and clock of an instant in Iran', () => {
    // 21:00 UTC is already the next day in Tehran (UTC+3:30).
    expect(isoDayIn(new Date('2025-06-01T21:00:00Z'))).toBe('2025-06-02');
    expect(isoDayIn(new Date('2025-06-01T20:29:00Z'))).toBe('2025-06-01');
    expect(clockTimeIn(new Date('2025-06-01T20:29:00Z'))).toBe('23:59');
    expect(isoDayIn(new Date('2025-06-01T21:00:00Z'), 'UTC')).toBe('2025-06-01');
  });

  it('finds where a day begins in Iran, daylight-saving years included', () => {
    expect(startOfDayIn('2025-06-02').toISOString()).toBe('2025-06-01T20:30:00.000Z');
    // Summer time (+04:30) until 2022.
    expect(startOfDayIn('2021-06-02').toISOString()).toBe('2021-06-01T19:30:00.000Z');
    // 2021-03-22 00:00 did not exist in Tehran: clocks went from 00:00 to 01:00 (+04:30).
    expect(startOfDayIn('2021-03-22').toISOString()).toBe('2021-03-21T20:30:00.000Z');
    expect(startOfDayIn('2025-06-02', 'UTC').toISOString()).toBe('2025-06-02T00:00:00.000Z');
  });
});

import { describe, expect, it } from 'vitest';
import { iranWeekdayOf, isRunDay, nextRunAfter, previousPeriod } from './report-schedule';

// Thursday 2026-11-26 is 5 Azar 1405; 1 Azar is 2026-11-22, 1 Dey 2026-12-22. Iran keeps UTC+3:30.
describe('report schedules: Jalali periods and run days', () => {
  it('counts the Iranian week from Saturday', () => {
    expect(iranWeekdayOf('2026-11-28')).toBe(0); // Saturday
    expect(iranWeekdayOf('2026-11-26')).toBe(5); // Thursday
    expect(iranWeekdayOf('2026-11-27')).toBe(6); // Friday
    expect(isRunDay('weekly', '2026-11-28')).toBe(true);
    expect(isRunDay('weekly', '2026-11-27')).toBe(false);
    expect(isRunDay('monthly', '2026-11-22')).toBe(true);
    expect(isRunDay('monthly', '2026-11-21')).toBe(false);
  });

  it('covers the last complete day, Saturday–Friday week and Jalali month', () => {
    expect(previousPeriod('daily', '2026-11-26')).toEqual({ from: '2026-11-25', to: '2026-11-25' });
    expect(previousPeriod('weekly', '2026-11-28')).toEqual({ from: '2026-11-21', to: '2026-11-27' });
    expect(previousPeriod('weekly', '2026-11-26')).toEqual({ from: '2026-11-14', to: '2026-11-20' });
    // Aban 1405 (30 days) for a run on 1 Azar or any day of Azar.
    expect(previousPeriod('monthly', '2026-11-22')).toEqual({ from: '2026-10-23', to: '2026-11-21' });
    expect(previousPeriod('monthly', '2026-12-21')).toEqual({ from: '2026-10-23', to: '2026-11-21' });
    // Esfand 1404 (29 days) from 1 Farvardin 1405.
    expect(previousPeriod('monthly', '2026-03-21')).toEqual({ from: '2026-02-20', to: '2026-03-20' });
  });

  it('plans the next run at the hour, Iran time, on the next run day', () => {
    const after = new Date('2026-11-26T10:00:00Z');
    expect(nextRunAfter('daily', 8, after).toISOString()).toBe('2026-11-27T04:30:00.000Z');
    expect(nextRunAfter('daily', 20, after).toISOString()).toBe('2026-11-26T16:30:00.000Z');
    expect(nextRunAfter('weekly', 8, after).toISOString()).toBe('2026-11-28T04:30:00.000Z');
    expect(nextRunAfter('monthly', 6, after).toISOString()).toBe('2026-12-22T02:30:00.000Z');
    // Strictly after: a run at its own instant plans the next one.
    const due = new Date('2026-11-28T04:30:00Z');
    expect(nextRunAfter('weekly', 8, due).toISOString()).toBe('2026-12-05T04:30:00.000Z');
    // Midnight Iran time is the evening before in UTC.
    expect(nextRunAfter('daily', 0, after).toISOString()).toBe('2026-11-26T20:30:00.000Z');
  });
});

import { describe, expect, it } from 'vitest';
import { dateToIsoDay, isoDayToDate } from './day-value';

describe('day values', () => {
  it('turns ISO days into local dates and back', () => {
    const date = isoDayToDate('1988-03-21');
    expect(date?.getFullYear()).toBe(1988);
    expect(date?.getMonth()).toBe(2);
    expect(date?.getDate()).toBe(21);
    expect(date ? dateToIsoDay(date) : null).toBe('1988-03-21');
    expect(dateToIsoDay(new Date(2025, 0, 5, 23, 59))).toBe('2025-01-05');
  });

  it('gives null for empty or malformed text', () => {
    expect(isoDayToDate('')).toBeNull();
    expect(isoDayToDate(null)).toBeNull();
    expect(isoDayToDate('21/03/1988')).toBeNull();
  });
});

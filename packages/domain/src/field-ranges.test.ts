import { describe, expect, it } from 'vitest';
import { boundDay, dayRangeOn, dayRanges, isCalendarDay } from './field-ranges';
import { driverInput } from './resources/driver';
import { ruleCondition } from './resources/rule';

describe('field ranges', () => {
  it('knows the days that exist', () => {
    expect(isCalendarDay('2024-02-29')).toBe(true);
    expect(isCalendarDay('2023-02-29')).toBe(false);
    expect(isCalendarDay('2024-02-30')).toBe(false);
    expect(isCalendarDay('2024-13-01')).toBe(false);
    expect(boundDay({ years: -15 }, '2024-02-29')).toBe('2009-02-28');
  });

  it('refuses a birthday outside 15..100 years, and a negative or large child count', () => {
    const { min, max } = dayRangeOn(dayRanges.birthday);
    const base = {
      first_name: 'a',
      last_name: 'b',
      national_code: '0499370899',
      gender: 'male',
      mobile: '09121234567',
    };
    expect(driverInput.safeParse({ ...base, birthday: max }).success).toBe(true);
    expect(driverInput.safeParse({ ...base, birthday: min }).success).toBe(true);
    const young = driverInput.safeParse({
      ...base,
      birthday: boundDay({ days: 1 }, max),
      children_count: -3,
    });
    expect(young.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['birthday', 'dayRange'],
      ['children_count', 'notBelow'],
    ]);
    expect(driverInput.safeParse({ ...base, children_count: 21 }).success).toBe(false);
    expect(driverInput.safeParse({ ...base, children_count: [[3]] }).success).toBe(false);
  });

  it('refuses a speed rule below zero', () => {
    expect(ruleCondition.safeParse({ metric: 'speed', operator: '>', threshold: -90 }).success).toBe(false);
    expect(ruleCondition.safeParse({ metric: 'speed', operator: '>', threshold: '−90' }).success).toBe(false);
    expect(ruleCondition.safeParse({ metric: 'temperature', operator: '<', threshold: -20 }).success).toBe(
      true,
    );
  });
});

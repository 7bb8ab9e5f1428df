import { describe, expect, it } from 'vitest';
import { nextServiceDue, serviceDueState, serviceInput } from './service';

const base = {
  date: '2025-01-10',
  next_date: null,
  day_interval: null,
  distance: null,
  next_distance: null,
  meter_interval: null,
};

describe('periodic service', () => {
  it('computes the next service from the intervals when not given', () => {
    expect(nextServiceDue({ ...base, day_interval: 90, distance: 120_000, meter_interval: 5_000 })).toEqual({
      next_date: '2025-04-10',
      next_distance: 125_000,
    });
    expect(nextServiceDue({ ...base, next_date: '2025-03-01', day_interval: 90 })).toEqual({
      next_date: '2025-03-01',
      next_distance: null,
    });
  });

  it('is soon within the reminder threshold and overdue after the date', () => {
    expect(serviceDueState('2025-04-10', '2025-04-01', 10)).toEqual({ days_left: 9, due: 'soon' });
    expect(serviceDueState('2025-04-10', '2025-03-01', 10)).toEqual({ days_left: 40, due: 'ok' });
    expect(serviceDueState('2025-04-10', '2025-04-10', null)).toEqual({ days_left: 0, due: 'soon' });
    expect(serviceDueState('2025-04-10', '2025-04-11', 10)).toEqual({ days_left: -1, due: 'overdue' });
    expect(serviceDueState(null, '2025-04-11', 10)).toEqual({ days_left: null, due: null });
  });

  it('accepts only the designed service types', () => {
    expect(
      serviceInput.safeParse({ company_vehicle: 1, service_type: 'engineOil', date: '2025-01-10' }).success,
    ).toBe(true);
    expect(
      serviceInput.safeParse({ company_vehicle: 1, service_type: 'wash', date: '2025-01-10' }).success,
    ).toBe(false);
  });
});

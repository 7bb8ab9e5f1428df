import { z } from 'zod';
import { addDays, daysBetween } from '../calendar-day';
import { type ServiceDueState, serviceDueStates, serviceTypes } from '../choices';
import { dayRanges } from '../field-ranges';
import {
  optionalCount,
  optionalDay,
  optionalRials,
  optionalText,
  requiredChoice,
  requiredDay,
  requiredRef,
} from './fields';

export { serviceTypes };
export type ServiceType = (typeof serviceTypes)[number];

const odometerMaxKm = 10_000_000;

/**
 * Create/update body of `services/`. Distances are odometer kilometres. The next date and next
 * distance are computed from the intervals when not given.
 */
export const serviceInput = z
  .object({
    company_vehicle: requiredRef(),
    service_type: requiredChoice(serviceTypes),
    price: optionalRials(),
    date: requiredDay(dayRanges.happened),
    next_date: optionalDay(dayRanges.expiry),
    distance: optionalCount(odometerMaxKm),
    next_distance: optionalCount(odometerMaxKm),
    day_interval: optionalCount(3650),
    meter_interval: optionalCount(1_000_000),
    notify_days_before: optionalCount(365),
    notify_km_before: optionalCount(100_000),
    description: optionalText(500),
  })
  // Said together with the fields' own errors (`when`), not only once those are fixed.
  .superRefine(
    (v, ctx) => {
      const value = v as Partial<Record<string, unknown>>;
      const both = (a: string, b: string, type: string) =>
        typeof value[a] === type && typeof value[b] === type;
      if (both('next_date', 'date', 'string') && (value.next_date as string) < (value.date as string))
        ctx.addIssue({
          code: 'custom',
          path: ['next_date'],
          message: 'notBeforeField',
          params: { other: 'date' },
        });
      if (
        both('next_distance', 'distance', 'number') &&
        (value.next_distance as number) < (value.distance as number)
      )
        ctx.addIssue({
          code: 'custom',
          path: ['next_distance'],
          message: 'notLessField',
          params: { other: 'distance' },
        });
    },
    { when: () => true },
  );
export type ServiceInput = z.input<typeof serviceInput>;
export type ServiceValues = z.output<typeof serviceInput>;

/** When the next service is due: the given values, else last service + interval. */
export function nextServiceDue(values: {
  date: string;
  next_date: string | null;
  day_interval: number | null;
  distance: number | null;
  next_distance: number | null;
  meter_interval: number | null;
}): { next_date: string | null; next_distance: number | null } {
  return {
    next_date:
      values.next_date ?? (values.day_interval === null ? null : addDays(values.date, values.day_interval)),
    next_distance:
      values.next_distance ??
      (values.distance === null || values.meter_interval === null
        ? null
        : values.distance + values.meter_interval),
  };
}

export { type ServiceDueState, serviceDueStates };

/**
 * Days until the next service and its state on `today`: overdue once the date has passed, soon
 * within the notification threshold (the due day itself when none is set). Unknown without a date.
 */
export function serviceDueState(
  nextDate: string | null,
  today: string,
  notifyDaysBefore: number | null,
): { days_left: number | null; due: ServiceDueState | null } {
  if (nextDate === null) return { days_left: null, due: null };
  const daysLeft = daysBetween(today, nextDate);
  const due = daysLeft < 0 ? 'overdue' : daysLeft <= (notifyDaysBefore ?? 0) ? 'soon' : 'ok';
  return { days_left: daysLeft, due };
}

export interface Service {
  id: number;
  company_vehicle: { id: number; name: string; license_plate: string };
  service_type: ServiceType;
  price: number | null;
  date: string;
  /** Given, or date + day interval. */
  next_date: string | null;
  next_date_computed: boolean;
  distance: number | null;
  /** Given, or distance + meter interval. */
  next_distance: number | null;
  next_distance_computed: boolean;
  day_interval: number | null;
  meter_interval: number | null;
  notify_days_before: number | null;
  notify_km_before: number | null;
  description: string;
  days_left: number | null;
  due: ServiceDueState | null;
  created: string;
}

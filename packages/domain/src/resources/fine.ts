import { z } from 'zod';
import { dayRanges } from '../field-ranges';
import { optionalDay, optionalRef, optionalText, requiredChoice, requiredRef, rials } from './fields';
import { flag, requiredMoment, type VehicleRef } from './vehicle';

/** Kinds of traffic fine a fleet records (the spec names fines without their fields). */
export const fineTypes = [
  'speeding',
  'redLight',
  'parking',
  'noEntry',
  'overweight',
  'documents',
  'other',
] as const;
export type FineType = (typeof fineTypes)[number];

/**
 * Create/update body of `fines/`. Without a driver the server takes the one assigned to the
 * vehicle when the fine happened. `paid_at` only counts when `paid` is true.
 */
export const fineInput = z
  .object({
    company_vehicle: requiredRef(),
    driver: optionalRef(),
    occurred_at: requiredMoment(dayRanges.happened),
    fine_type: requiredChoice(fineTypes),
    amount: rials().refine((v) => v > 0, { error: 'invalid' }),
    paid: flag(),
    paid_at: optionalDay(dayRanges.happened),
    location: optionalText(200),
    description: optionalText(1000),
  })
  .superRefine((v, ctx) => {
    if (v.paid && v.paid_at && v.paid_at < v.occurred_at.slice(0, 10)) {
      ctx.addIssue({ code: 'custom', path: ['paid_at'], message: 'invalid' });
    }
  });
export type FineInput = z.input<typeof fineInput>;

export interface Fine {
  id: number;
  company_vehicle: VehicleRef | null;
  driver: { id: number; first_name: string; last_name: string } | null;
  /** True when the driver was taken from who was assigned to the vehicle at the time. */
  driver_from_assignment: boolean;
  occurred_at: string;
  fine_type: FineType;
  amount: number;
  paid: boolean;
  paid_at: string | null;
  location: string;
  description: string;
  created: string;
}

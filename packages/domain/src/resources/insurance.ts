import { z } from 'zod';
import { dayRanges } from '../field-ranges';
import { optionalText, requiredChoice, requiredRef, rials } from './fields';
import { requiredDate, type TitledRef, type VehicleRef } from './vehicle';

/** Create/update body of `insurances/company-vehicles/`: the policy ends after it starts. */
export const insuranceInput = z
  .object({
    company_vehicle: requiredRef(),
    insurance_type: requiredRef(),
    insurer: optionalText(100),
    policy_number: optionalText(50),
    start_date: requiredDate(dayRanges.expiry),
    end_date: requiredDate(dayRanges.expiry),
    premium: rials(),
    description: optionalText(1000),
  })
  .superRefine((v, ctx) => {
    if (v.end_date <= v.start_date) ctx.addIssue({ code: 'custom', path: ['end_date'], message: 'invalid' });
  });
export type InsuranceInput = z.input<typeof insuranceInput>;

export interface Insurance {
  id: number;
  company_vehicle: VehicleRef | null;
  insurance_type: TitledRef | null;
  insurer: string;
  policy_number: string;
  start_date: string;
  end_date: string;
  premium: number;
  description: string;
  /** Sum of the policy's transactions. */
  paid_total: number;
  /** Premium less what was paid (negative when overpaid). */
  remaining: number;
  created: string;
}

export const paymentMethods = ['cash', 'card', 'transfer', 'cheque', 'other'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

/** A payment towards a policy's premium. */
export const insuranceTransactionInput = z.object({
  company_vehicle_insurance: requiredRef(),
  date: requiredDate(dayRanges.happened),
  amount: rials().refine((v) => v > 0, { error: 'invalid' }),
  method: requiredChoice(paymentMethods),
  reference: optionalText(50),
  description: optionalText(500),
});
export type InsuranceTransactionInput = z.input<typeof insuranceTransactionInput>;

export interface InsuranceTransaction {
  id: number;
  company_vehicle_insurance: number;
  date: string;
  amount: number;
  method: PaymentMethod;
  reference: string;
  description: string;
  created: string;
}

import { z } from 'zod';
import { dayRanges } from '../field-ranges';
import { optionalDay, optionalRials, optionalText, requiredRef } from './fields';

/**
 * A vehicle's cost information, in rials (spec: "cost info", fields not shown). Depreciation per
 * hour and other cost per km are the vehicle's own fields; this form edits them too.
 */
export const vehicleCostsInput = z.object({
  purchase_date: optionalDay(dayRanges.happened),
  purchase_price: optionalRials(),
  depreciation_per_hour: optionalRials(),
  other_cost_per_km: optionalRials(),
  monthly_parking: optionalRials(),
  monthly_tracking_subscription: optionalRials(),
  monthly_lease: optionalRials(),
  monthly_other: optionalRials(),
  description: optionalText(500),
});
/** `POST vehicles/companies/information/costs/` names the vehicle in the body. */
export const vehicleCostsCreateInput = vehicleCostsInput.extend({ company_vehicle: requiredRef() });
export type VehicleCostsInput = z.input<typeof vehicleCostsCreateInput>;

export type VehicleCosts = z.output<typeof vehicleCostsInput> & {
  id: number;
  company_vehicle: number;
  /** Parking + tracking subscription + lease + other, per month. */
  monthly_fixed_total: number;
};

export const monthlyCostFields = [
  'monthly_parking',
  'monthly_tracking_subscription',
  'monthly_lease',
  'monthly_other',
] as const;

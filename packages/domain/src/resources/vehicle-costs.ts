import { z } from 'zod';
import { dayRanges } from '../field-ranges';
import type { FieldLabels } from '../validation-messages';
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

export const vehicleCostsLabels: FieldLabels = {
  fa: {
    company_vehicle: 'خودرو',
    purchase_date: 'تاریخ خرید',
    purchase_price: 'قیمت خرید (ریال)',
    depreciation_per_hour: 'استهلاک هر ساعت (ریال)',
    other_cost_per_km: 'سایر هزینه‌ها به ازای هر کیلومتر (ریال)',
    monthly_parking: 'پارکینگ ماهانه (ریال)',
    monthly_tracking_subscription: 'اشتراک ماهانه‌ی ردیاب (ریال)',
    monthly_lease: 'اجاره‌ی ماهانه (ریال)',
    monthly_other: 'سایر هزینه‌های ثابت ماهانه (ریال)',
    description: 'توضیحات',
  },
  en: {
    company_vehicle: 'Vehicle',
    purchase_date: 'Purchase date',
    purchase_price: 'Purchase price (rials)',
    depreciation_per_hour: 'Depreciation per hour (rials)',
    other_cost_per_km: 'Other cost per km (rials)',
    monthly_parking: 'Monthly parking (rials)',
    monthly_tracking_subscription: 'Monthly tracking subscription (rials)',
    monthly_lease: 'Monthly lease (rials)',
    monthly_other: 'Other fixed monthly costs (rials)',
    description: 'Description',
  },
  tr: {
    company_vehicle: 'Araç',
    purchase_date: 'Satın alma tarihi',
    purchase_price: 'Satın alma fiyatı (riyal)',
    depreciation_per_hour: 'Saatlik amortisman (riyal)',
    other_cost_per_km: 'Km başına diğer maliyet (riyal)',
    monthly_parking: 'Aylık otopark (riyal)',
    monthly_tracking_subscription: 'Aylık takip aboneliği (riyal)',
    monthly_lease: 'Aylık kira (riyal)',
    monthly_other: 'Diğer sabit aylık giderler (riyal)',
    description: 'Açıklama',
  },
};

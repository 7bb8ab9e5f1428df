import { z } from 'zod';
import type { FieldLabels } from '../validation-messages';
import { flag, groupedDigits, litres } from './extra-fields';
import { optionalRef, requiredText } from './fields';

/** Largest monthly quota a card may carry, in litres (a heavy truck burns well under this). */
export const fuelQuotaMaxLitres = 100_000;

/**
 * Create/update body of `fuel-card/`: an Iranian fuel card (16 digits) with its monthly quota.
 * It may belong to a vehicle, a driver, both or neither.
 */
export const fuelCardInput = z.object({
  card_number: groupedDigits(16),
  title: requiredText(100),
  company_vehicle: optionalRef(),
  driver: optionalRef(),
  monthly_quota: litres({ min: 0, max: fuelQuotaMaxLitres }),
  is_active: flag(true),
});
export type FuelCardInput = z.input<typeof fuelCardInput>;
export type FuelCardValues = z.output<typeof fuelCardInput>;

export interface FuelCard {
  id: number;
  card_number: string;
  title: string;
  company_vehicle: { id: number; name: string; license_plate: string } | null;
  driver: { id: number; first_name: string; last_name: string } | null;
  monthly_quota: number;
  is_active: boolean;
  /** Litres of this card's transactions in the current Jalali month (Iran time). */
  used_this_month: number;
  /** What is left of the quota this month, never below zero. */
  free_capacity: number;
  created: string;
}

/** Quota left: the quota less what was used, never negative (a quota lowered mid-month). */
export function freeCapacity(quota: number, used: number): number {
  return Math.max(0, Math.round((quota - used) * 100) / 100);
}

export const fuelCardLabels: FieldLabels = {
  fa: {
    card_number: 'شماره‌ی کارت سوخت',
    title: 'عنوان',
    company_vehicle: 'خودرو',
    driver: 'راننده',
    monthly_quota: 'سهمیه‌ی ماهانه (لیتر)',
    is_active: 'فعال',
  },
  en: {
    card_number: 'Fuel card number',
    title: 'Title',
    company_vehicle: 'Vehicle',
    driver: 'Driver',
    monthly_quota: 'Monthly quota (litres)',
    is_active: 'Active',
  },
  tr: {
    card_number: 'Yakıt kartı numarası',
    title: 'Başlık',
    company_vehicle: 'Araç',
    driver: 'Sürücü',
    monthly_quota: 'Aylık kota (litre)',
    is_active: 'Etkin',
  },
};

import { z } from 'zod';
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

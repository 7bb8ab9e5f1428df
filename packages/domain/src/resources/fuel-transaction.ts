import { z } from 'zod';
import { dayRanges } from '../field-ranges';
import { litres } from './extra-fields';
import {
  optionalCount,
  optionalRef,
  optionalRials,
  optionalText,
  requiredInstant,
  requiredRef,
  rials,
} from './fields';

/** Largest single fill-up, in litres (a tanker's tanks, with room to spare). */
export const fuelFillMaxLitres = 5_000;

/** How far a typed paid total may stray from litres × price (receipts round). */
export const paidTotalTolerance = 0.01;

/**
 * Create/update body of `fuel-card/transactions/`. Money in rials. Without `paid_total` the
 * total is litres × price; without `company_vehicle` the vehicle is the card's.
 */
export const fuelTransactionInput = z.object({
  fuel_card: requiredRef(),
  company_vehicle: optionalRef(),
  occurred_at: requiredInstant(dayRanges.happened),
  liters: litres({ min: 0.01, max: fuelFillMaxLitres }),
  price_per_liter: rials(),
  paid_total: optionalRials(),
  real_cost: optionalRials(),
  station: optionalText(200),
  odometer_km: optionalCount(10_000_000),
  description: optionalText(500),
});
export type FuelTransactionInput = z.input<typeof fuelTransactionInput>;
export type FuelTransactionValues = z.output<typeof fuelTransactionInput>;

/** Litres × price per litre, in whole rials. */
export function expectedPaidTotal(liters: number, pricePerLiter: number): number {
  return Math.round(liters * pricePerLiter);
}

/** Whether a typed total is within the tolerance of litres × price. */
export function isPaidTotalPlausible(paidTotal: number, liters: number, pricePerLiter: number): boolean {
  const expected = expectedPaidTotal(liters, pricePerLiter);
  return Math.abs(paidTotal - expected) <= Math.max(1, expected * paidTotalTolerance);
}

export interface FuelTransaction {
  id: number;
  fuel_card: { id: number; card_number: string; title: string };
  company_vehicle: { id: number; name: string; license_plate: string } | null;
  occurred_at: string;
  liters: number;
  price_per_liter: number;
  paid_total: number;
  real_cost: number | null;
  station: string;
  odometer_km: number | null;
  description: string;
  created: string;
}

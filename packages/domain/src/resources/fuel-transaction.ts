import { z } from 'zod';
import { dayRanges } from '../field-ranges';
import type { FieldLabels } from '../validation-messages';
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

export const fuelTransactionLabels: FieldLabels = {
  fa: {
    fuel_card: 'کارت سوخت',
    company_vehicle: 'خودرو',
    occurred_at: 'زمان سوخت‌گیری',
    liters: 'مقدار (لیتر)',
    price_per_liter: 'قیمت هر لیتر (ریال)',
    paid_total: 'مبلغ پرداختی (ریال)',
    real_cost: 'هزینه‌ی واقعی (ریال)',
    station: 'جایگاه سوخت',
    odometer_km: 'کیلومترشمار',
    description: 'توضیحات',
  },
  en: {
    fuel_card: 'Fuel card',
    company_vehicle: 'Vehicle',
    occurred_at: 'Fill-up time',
    liters: 'Litres',
    price_per_liter: 'Price per litre (rials)',
    paid_total: 'Paid total (rials)',
    real_cost: 'Real cost (rials)',
    station: 'Fuel station',
    odometer_km: 'Odometer (km)',
    description: 'Description',
  },
  tr: {
    fuel_card: 'Yakıt kartı',
    company_vehicle: 'Araç',
    occurred_at: 'Yakıt alım zamanı',
    liters: 'Litre',
    price_per_liter: 'Litre fiyatı (riyal)',
    paid_total: 'Ödenen tutar (riyal)',
    real_cost: 'Gerçek maliyet (riyal)',
    station: 'Akaryakıt istasyonu',
    odometer_km: 'Kilometre sayacı',
    description: 'Açıklama',
  },
};

import { z } from 'zod';
import { toLatinDigits } from '../digits';
import { dayRanges } from '../field-ranges';
import { plateLength } from '../plate';
import {
  optionalDay,
  optionalRef,
  optionalRials,
  optionalText,
  rangedNumber,
  readNumber,
  refList,
  requiredDay,
  requiredInstant,
  requiredRef,
  requiredText,
} from './fields';

/** A yes/no field; forms may send 'true'/'false', a missing one is false. */
export const flag = () =>
  z.preprocess(
    (v) => (v === 'true' ? true : v === 'false' ? false : (v ?? false)),
    z.boolean({ error: 'invalid' }),
  );

/** A non-negative decimal up to `max` (Persian digits and the Persian decimal separator accepted). */
export const optionalDecimal = (max: number) =>
  z.preprocess(
    (v) => (v == null || (typeof v === 'string' && v.trim() === '') ? null : readNumber(v)),
    rangedNumber(0, max).nullable(),
  );

const _emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);
const _requiredOrInvalid = (issue: { input?: unknown }) =>
  issue.input === undefined ? 'required' : 'invalid';

/** A required ISO day: "X is Required" when missing, "Invalid X" when malformed or impossible. */
export const requiredDate = requiredDay;

/** A required instant with its zone: "X is Required" when missing, "Invalid X" when malformed. */
export const requiredMoment = requiredInstant;

/** The plate as typed: Persian or Arabic digits become Latin, spaces and dashes go. */
export function normalizePlate(text: string): string {
  return toLatinDigits(text).replace(/[\s-]/g, '');
}

/** The digits a person reads on the plate, in order: two digits, three digits, region. */
export function plateVisibleDigits(plate: string): string {
  return plate.length === plateLength ? `${plate.slice(0, 2)}${plate.slice(4, 7)}${plate.slice(7, 9)}` : '';
}

const currentYear = (calendar: 'gregory' | 'persian') =>
  Number(
    new Intl.DateTimeFormat(`en-u-ca-${calendar}`, { year: 'numeric', timeZone: 'Asia/Tehran' })
      .formatToParts(new Date())
      .find((part) => part.type === 'year')?.value,
  );

/** Oldest model year accepted, in each calendar (1950 ≈ 1329 AP). */
export const modelYearMin = { gregorian: 1950, jalali: 1329 } as const;

/**
 * Which calendar a model year is in. The ranges cannot overlap: 1329..(this Jalali year + 1) is
 * Jalali (Iranian makers and registration papers use it), 1950..(this year + 1) Gregorian.
 */
export function modelYearCalendar(year: number): 'jalali' | 'gregorian' | null {
  if (!Number.isInteger(year)) return null;
  if (year >= modelYearMin.jalali && year <= currentYear('persian') + 1) return 'jalali';
  if (year >= modelYearMin.gregorian && year <= currentYear('gregory') + 1) return 'gregorian';
  return null;
}

/** The Gregorian year a model year corresponds to (a Jalali year starts in March of year + 621). */
export function modelYearGregorian(year: number): number | null {
  const calendar = modelYearCalendar(year);
  return calendar === 'jalali' ? year + 621 : calendar === 'gregorian' ? year : null;
}

/** VINs have 17 characters and never use I, O or Q (ISO 3779). */
export const vinPattern = /^[A-HJ-NPR-Z0-9]{17}$/;

/** Create/update body of `vehicles/companies/` (spec section 3, vehicle fields). */
export const vehicleInput = z.object({
  name: requiredText(100),
  license_plate: z.preprocess(
    (v) => (typeof v === 'string' ? normalizePlate(v) || undefined : v),
    z.string({ error: 'required' }).regex(/^[0-9]{9}$/, { error: 'invalid' }),
  ),
  vehicle: requiredRef(),
  ownership: optionalRef(),
  status: optionalRef(),
  color: optionalRef(),
  cabin: optionalRef(),
  model_year: z.preprocess(
    (v) => (v == null || (typeof v === 'string' && v.trim() === '') ? null : readNumber(v)),
    z
      .number({ error: 'invalid' })
      .refine((year) => modelYearCalendar(year) !== null, { error: 'invalid' })
      .nullable(),
  ),
  vin: optionalText(30)
    .transform((v) => toLatinDigits(v).replace(/[\s-]/g, '').toUpperCase())
    .refine((v) => v === '' || vinPattern.test(v), { error: 'invalid' }),
  third_party_insurance_expiry: optionalDay(dayRanges.expiry),
  body_insurance_expiry: optionalDay(dayRanges.expiry),
  inspection_expiry: optionalDay(dayRanges.expiry),
  load_capacity_kg: optionalDecimal(200_000).transform((v) => (v === null ? null : Math.round(v))),
  volume_capacity_m3: optionalDecimal(500),
  passenger_capacity: optionalDecimal(200).refine((v) => v === null || Number.isInteger(v), {
    error: 'invalid',
  }),
  depreciation_per_hour: optionalRials(),
  other_cost_per_km: optionalRials(),
  is_cold_chain: flag(),
  company_vehicle_tags: refList(),
});
export type VehicleInput = z.input<typeof vehicleInput>;
export type VehicleValues = z.output<typeof vehicleInput>;

export interface TitledRef {
  id: number;
  fa_title: string;
  en_title: string;
}

/** A vehicle as the API answers it: lookups as titled objects (their id is what a form sends back). */
export interface Vehicle {
  id: number;
  name: string;
  license_plate: string;
  vehicle: TitledRef | null;
  ownership: TitledRef | null;
  status: TitledRef | null;
  color: (TitledRef & { code: string }) | null;
  cabin: TitledRef | null;
  model_year: number | null;
  model_year_calendar: 'jalali' | 'gregorian' | null;
  model_year_gregorian: number | null;
  vin: string;
  third_party_insurance_expiry: string | null;
  body_insurance_expiry: string | null;
  inspection_expiry: string | null;
  load_capacity_kg: number | null;
  volume_capacity_m3: number | null;
  passenger_capacity: number | null;
  depreciation_per_hour: number | null;
  other_cost_per_km: number | null;
  is_cold_chain: boolean;
  company_vehicle_tags: number[];
  /** The tracking device installed now. */
  hardware: { id: number; imei: string; sim_number: string } | null;
  /** The driver assigned now. */
  driver: { id: number; first_name: string; last_name: string } | null;
  created: string;
}

/** What other records show of a vehicle they point at. */
export interface VehicleRef {
  id: number;
  name: string;
  license_plate: string;
}

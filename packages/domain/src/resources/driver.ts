import { z } from 'zod';
import { dayRanges } from '../field-ranges';
import { isBankCardNumber, isIranianMobile, isNationalCode, normalizeMobile } from '../iranian-ids';
import {
  digitText,
  optionalChoice,
  optionalCount,
  optionalDay,
  optionalRef,
  optionalRials,
  optionalText,
  requiredChoice,
  requiredText,
} from './fields';

// The spec leaves these enumerations open ("not shown"); these are the values Iranian fleet
// operators record (see docs/decisions.md).
export const genders = ['male', 'female'] as const;
export const licenceTypes = ['grade1', 'grade2', 'grade3', 'motorcycle', 'special'] as const;
export const bloodTypes = ['O+', 'O-', 'A+', 'A-', 'B+', 'B-', 'AB+', 'AB-'] as const;
export const maritalStatuses = ['single', 'married'] as const;
export const educationLevels = [
  'belowDiploma',
  'diploma',
  'associate',
  'bachelor',
  'master',
  'doctorate',
] as const;

/** Create/update body of `drivers/` (spec section 3, driver fields). */
export const driverInput = z.object({
  first_name: requiredText(100),
  last_name: requiredText(100),
  father_name: optionalText(100),
  birthday: optionalDay(dayRanges.birthday),
  national_code: requiredText(10).refine(isNationalCode, { error: 'invalid' }),
  gender: requiredChoice(genders),
  licence_type: optionalChoice(licenceTypes),
  licence_number: optionalText(30),
  licence_expiry: optionalDay(dayRanges.expiry),
  health_certificate_number: optionalText(30),
  health_certificate_expiry: optionalDay(dayRanges.expiry),
  blood_type: optionalChoice(bloodTypes),
  card_number: optionalText(25).refine((v) => v === '' || isBankCardNumber(v), { error: 'invalid' }),
  marital_status: optionalChoice(maritalStatuses),
  children_count: optionalCount(20),
  education: optionalChoice(educationLevels),
  mobile: requiredText(16).refine(isIranianMobile, { error: 'invalid' }).transform(normalizeMobile),
  email: optionalText(254).refine((v) => v === '' || z.email().safeParse(v).success, { error: 'invalid' }),
  province: optionalRef(),
  city: optionalRef(),
  neighborhood: optionalRef(),
  postal_code: digitText(10, 10),
  address: optionalText(500),
  personnel_code: optionalText(30),
  working_status: optionalRef(),
  contract_date: optionalDay(dayRanges.contract),
  contract_months: optionalCount(600),
  smart_card_id: optionalText(30),
  hourly_salary: optionalRials(),
});
export type DriverInput = z.input<typeof driverInput>;
export type DriverValues = z.output<typeof driverInput>;

interface Titled {
  id: number;
  fa_title: string;
  en_title: string;
}

export type Driver = DriverValues & {
  id: number;
  full_name: string;
  province_title: Titled | null;
  city_title: Titled | null;
  neighborhood_title: Titled | null;
  working_status_title: Titled | null;
  /** The vehicle the driver is assigned to now, if any. */
  company_vehicle: { id: number; name: string; license_plate: string } | null;
  created: string;
};

import { verifyIranianLegalId } from '@persian-tools/persian-tools';
import { z } from 'zod';
import { toLatinDigits } from '../digits';
import { optionalPhone } from './extra-fields';
import { digitText, optionalRef, optionalText, requiredText } from './fields';

/** The national id of a legal entity (شناسه ملی): 11 digits with a check digit. */
export function isLegalNationalId(value: string): boolean {
  const digits = toLatinDigits(value.trim());
  return /^[0-9]{11}$/.test(digits) && verifyIranianLegalId(digits) === true;
}

/** Body of `PUT company/profile/`: the caller's company as invoices and notices show it. */
export const companyProfileInput = z.object({
  name: requiredText(200),
  en_name: optionalText(200),
  national_id: digitText(11, 11).refine((v) => v === '' || isLegalNationalId(v), { error: 'invalid' }),
  // Economic codes are 12 digits for older legal entities, the 11-digit national id for newer ones.
  economic_code: digitText(11, 12),
  phone: optionalPhone(),
  support_phone: optionalPhone(),
  province: optionalRef(),
  city: optionalRef(),
  postal_code: digitText(10, 10),
  address: optionalText(500),
});
export type CompanyProfileInput = z.input<typeof companyProfileInput>;
export type CompanyProfileValues = z.output<typeof companyProfileInput>;

interface Titled {
  id: number;
  fa_title: string;
  en_title: string;
}

export type CompanyProfile = CompanyProfileValues & {
  id: number;
  province_title: Titled | null;
  city_title: Titled | null;
};

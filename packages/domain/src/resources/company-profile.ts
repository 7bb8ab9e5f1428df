import { verifyIranianLegalId } from '@persian-tools/persian-tools';
import { z } from 'zod';
import { toLatinDigits } from '../digits';
import type { FieldLabels } from '../validation-messages';
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

export const companyProfileLabels: FieldLabels = {
  fa: {
    name: 'نام شرکت',
    en_name: 'نام انگلیسی',
    national_id: 'شناسه‌ی ملی',
    economic_code: 'کد اقتصادی',
    phone: 'تلفن',
    support_phone: 'تلفن پشتیبانی',
    province: 'استان',
    city: 'شهر',
    postal_code: 'کد پستی',
    address: 'نشانی',
  },
  en: {
    name: 'Company name',
    en_name: 'English name',
    national_id: 'National ID',
    economic_code: 'Economic code',
    phone: 'Phone',
    support_phone: 'Support phone',
    province: 'Province',
    city: 'City',
    postal_code: 'Postal code',
    address: 'Address',
  },
  tr: {
    name: 'Şirket adı',
    en_name: 'İngilizce ad',
    national_id: 'Ulusal kimlik numarası',
    economic_code: 'Vergi numarası',
    phone: 'Telefon',
    support_phone: 'Destek telefonu',
    province: 'İl',
    city: 'Şehir',
    postal_code: 'Posta kodu',
    address: 'Adres',
  },
};

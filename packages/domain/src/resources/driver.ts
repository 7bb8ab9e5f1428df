import { z } from 'zod';
import { dayRanges } from '../field-ranges';
import { isBankCardNumber, isIranianMobile, isNationalCode, normalizeMobile } from '../iranian-ids';
import type { FieldLabels } from '../validation-messages';
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

export const driverLabels: FieldLabels = {
  fa: {
    first_name: 'نام',
    last_name: 'نام خانوادگی',
    father_name: 'نام پدر',
    birthday: 'تاریخ تولد',
    national_code: 'کد ملی',
    gender: 'جنسیت',
    licence_type: 'نوع گواهینامه',
    licence_number: 'شماره‌ی گواهینامه',
    licence_expiry: 'انقضای گواهینامه',
    health_certificate_number: 'شماره‌ی کارت سلامت',
    health_certificate_expiry: 'انقضای کارت سلامت',
    blood_type: 'گروه خونی',
    card_number: 'شماره‌ی کارت بانکی',
    marital_status: 'وضعیت تأهل',
    children_count: 'تعداد فرزندان',
    education: 'تحصیلات',
    mobile: 'تلفن همراه',
    email: 'ایمیل',
    province: 'استان',
    city: 'شهر',
    neighborhood: 'محله',
    postal_code: 'کد پستی',
    address: 'نشانی',
    personnel_code: 'کد پرسنلی',
    working_status: 'وضعیت کاری',
    contract_date: 'تاریخ قرارداد',
    contract_months: 'مدت قرارداد (ماه)',
    smart_card_id: 'شماره‌ی کارت هوشمند',
    hourly_salary: 'دستمزد ساعتی (ریال)',
  },
  en: {
    first_name: 'First name',
    last_name: 'Last name',
    father_name: "Father's name",
    birthday: 'Birthday',
    national_code: 'National code',
    gender: 'Gender',
    licence_type: 'Licence type',
    licence_number: 'Licence number',
    licence_expiry: 'Licence expiry',
    health_certificate_number: 'Health certificate number',
    health_certificate_expiry: 'Health certificate expiry',
    blood_type: 'Blood type',
    card_number: 'Bank card number',
    marital_status: 'Marital status',
    children_count: 'Children',
    education: 'Education',
    mobile: 'Mobile',
    email: 'Email',
    province: 'Province',
    city: 'City',
    neighborhood: 'Neighbourhood',
    postal_code: 'Postal code',
    address: 'Address',
    personnel_code: 'Personnel code',
    working_status: 'Working status',
    contract_date: 'Contract date',
    contract_months: 'Contract length (months)',
    smart_card_id: 'Smart card number',
    hourly_salary: 'Hourly salary (rials)',
  },
  tr: {
    first_name: 'Ad',
    last_name: 'Soyad',
    father_name: 'Baba adı',
    birthday: 'Doğum tarihi',
    national_code: 'Kimlik numarası',
    gender: 'Cinsiyet',
    licence_type: 'Ehliyet türü',
    licence_number: 'Ehliyet numarası',
    licence_expiry: 'Ehliyet bitişi',
    health_certificate_number: 'Sağlık belgesi numarası',
    health_certificate_expiry: 'Sağlık belgesi bitişi',
    blood_type: 'Kan grubu',
    card_number: 'Banka kartı numarası',
    marital_status: 'Medeni durum',
    children_count: 'Çocuk sayısı',
    education: 'Eğitim',
    mobile: 'Cep telefonu',
    email: 'E-posta',
    province: 'İl',
    city: 'Şehir',
    neighborhood: 'Mahalle',
    postal_code: 'Posta kodu',
    address: 'Adres',
    personnel_code: 'Personel kodu',
    working_status: 'Çalışma durumu',
    contract_date: 'Sözleşme tarihi',
    contract_months: 'Sözleşme süresi (ay)',
    smart_card_id: 'Akıllı kart numarası',
    hourly_salary: 'Saatlik ücret (riyal)',
  },
};

import { z } from 'zod';
import { dayRanges } from '../field-ranges';
import type { Locale } from '../locales';
import type { FieldLabels } from '../validation-messages';
import { optionalDay, optionalRef, optionalText, requiredChoice, requiredRef, rials } from './fields';
import { flag, requiredMoment, type VehicleRef } from './vehicle';

/** Kinds of traffic fine a fleet records (the spec names fines without their fields). */
export const fineTypes = [
  'speeding',
  'redLight',
  'parking',
  'noEntry',
  'overweight',
  'documents',
  'other',
] as const;
export type FineType = (typeof fineTypes)[number];

export const fineTypeLabels: Record<Locale, Record<FineType, string>> = {
  fa: {
    speeding: 'سرعت غیرمجاز',
    redLight: 'عبور از چراغ قرمز',
    parking: 'توقف ممنوع',
    noEntry: 'ورود ممنوع / طرح ترافیک',
    overweight: 'اضافه‌بار',
    documents: 'نقص مدارک',
    other: 'سایر',
  },
  en: {
    speeding: 'Speeding',
    redLight: 'Red light',
    parking: 'Parking',
    noEntry: 'No entry / restricted zone',
    overweight: 'Overweight',
    documents: 'Missing documents',
    other: 'Other',
  },
  tr: {
    speeding: 'Hız ihlali',
    redLight: 'Kırmızı ışık ihlali',
    parking: 'Park ihlali',
    noEntry: 'Girilmez / kısıtlı bölge',
    overweight: 'Aşırı yük',
    documents: 'Eksik belge',
    other: 'Diğer',
  },
};

/**
 * Create/update body of `fines/`. Without a driver the server takes the one assigned to the
 * vehicle when the fine happened. `paid_at` only counts when `paid` is true.
 */
export const fineInput = z
  .object({
    company_vehicle: requiredRef(),
    driver: optionalRef(),
    occurred_at: requiredMoment(dayRanges.happened),
    fine_type: requiredChoice(fineTypes),
    amount: rials().refine((v) => v > 0, { error: 'invalid' }),
    paid: flag(),
    paid_at: optionalDay(dayRanges.happened),
    location: optionalText(200),
    description: optionalText(1000),
  })
  .superRefine((v, ctx) => {
    if (v.paid && v.paid_at && v.paid_at < v.occurred_at.slice(0, 10)) {
      ctx.addIssue({ code: 'custom', path: ['paid_at'], message: 'invalid' });
    }
  });
export type FineInput = z.input<typeof fineInput>;

export interface Fine {
  id: number;
  company_vehicle: VehicleRef | null;
  driver: { id: number; first_name: string; last_name: string } | null;
  /** True when the driver was taken from who was assigned to the vehicle at the time. */
  driver_from_assignment: boolean;
  occurred_at: string;
  fine_type: FineType;
  amount: number;
  paid: boolean;
  paid_at: string | null;
  location: string;
  description: string;
  created: string;
}

export const fineLabels: FieldLabels = {
  fa: {
    company_vehicle: 'خودرو',
    driver: 'راننده',
    occurred_at: 'زمان تخلف',
    fine_type: 'نوع تخلف',
    amount: 'مبلغ جریمه (ریال)',
    paid: 'پرداخت‌شده',
    paid_at: 'تاریخ پرداخت',
    location: 'محل تخلف',
    description: 'توضیحات',
  },
  en: {
    company_vehicle: 'Vehicle',
    driver: 'Driver',
    occurred_at: 'Time of the offence',
    fine_type: 'Fine type',
    amount: 'Amount (rials)',
    paid: 'Paid',
    paid_at: 'Payment date',
    location: 'Location',
    description: 'Description',
  },
  tr: {
    company_vehicle: 'Araç',
    driver: 'Sürücü',
    occurred_at: 'İhlal zamanı',
    fine_type: 'Ceza türü',
    amount: 'Tutar (riyal)',
    paid: 'Ödendi',
    paid_at: 'Ödeme tarihi',
    location: 'Konum',
    description: 'Açıklama',
  },
};

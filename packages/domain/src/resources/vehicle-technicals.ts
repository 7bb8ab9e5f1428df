import { z } from 'zod';
import type { Locale } from '../locales';
import type { FieldLabels } from '../validation-messages';
import { optionalChoice, optionalCount, optionalText, requiredRef } from './fields';
import { optionalDecimal } from './vehicle';

export const fuelTypes = ['gasoline', 'diesel', 'cng', 'gasolineCng', 'lpg', 'hybrid', 'electric'] as const;
export type FuelType = (typeof fuelTypes)[number];

export const fuelTypeLabels: Record<Locale, Record<FuelType, string>> = {
  fa: {
    gasoline: 'بنزین',
    diesel: 'گازوئیل',
    cng: 'گاز طبیعی (CNG)',
    gasolineCng: 'دوگانه‌سوز',
    lpg: 'گاز مایع (LPG)',
    hybrid: 'هیبرید',
    electric: 'برقی',
  },
  en: {
    gasoline: 'Gasoline',
    diesel: 'Diesel',
    cng: 'CNG',
    gasolineCng: 'Bi-fuel (gasoline/CNG)',
    lpg: 'LPG',
    hybrid: 'Hybrid',
    electric: 'Electric',
  },
  tr: {
    gasoline: 'Benzin',
    diesel: 'Dizel',
    cng: 'CNG',
    gasolineCng: 'Çift yakıt (benzin/CNG)',
    lpg: 'LPG',
    hybrid: 'Hibrit',
    electric: 'Elektrikli',
  },
};

/** A vehicle's technical information (spec: "technical info", fields not shown). */
export const vehicleTechnicalsInput = z
  .object({
    engine_number: optionalText(30),
    chassis_number: optionalText(30),
    fuel_type: optionalChoice(fuelTypes),
    tank_capacity_l: optionalDecimal(2_000),
    nominal_consumption_l_per_100km: optionalDecimal(200),
    tyre_size: optionalText(30),
    axles: optionalCount(10),
    empty_weight_kg: optionalCount(100_000),
    gross_weight_kg: optionalCount(200_000),
  })
  .superRefine((v, ctx) => {
    if (v.empty_weight_kg !== null && v.gross_weight_kg !== null && v.gross_weight_kg < v.empty_weight_kg) {
      ctx.addIssue({ code: 'custom', path: ['gross_weight_kg'], message: 'invalid' });
    }
  });
export const vehicleTechnicalsCreateInput = z
  .object({ company_vehicle: requiredRef() })
  .and(vehicleTechnicalsInput);
export type VehicleTechnicalsInput = z.input<typeof vehicleTechnicalsCreateInput>;

export type VehicleTechnicals = z.output<typeof vehicleTechnicalsInput> & {
  id: number;
  company_vehicle: number;
};

export const vehicleTechnicalsLabels: FieldLabels = {
  fa: {
    company_vehicle: 'خودرو',
    engine_number: 'شماره‌ی موتور',
    chassis_number: 'شماره‌ی شاسی',
    fuel_type: 'نوع سوخت',
    tank_capacity_l: 'گنجایش باک (لیتر)',
    nominal_consumption_l_per_100km: 'مصرف اسمی (لیتر در ۱۰۰ کیلومتر)',
    tyre_size: 'سایز لاستیک',
    axles: 'تعداد محور',
    empty_weight_kg: 'وزن خالی (کیلوگرم)',
    gross_weight_kg: 'وزن ناخالص مجاز (کیلوگرم)',
  },
  en: {
    company_vehicle: 'Vehicle',
    engine_number: 'Engine number',
    chassis_number: 'Chassis number',
    fuel_type: 'Fuel type',
    tank_capacity_l: 'Tank capacity (l)',
    nominal_consumption_l_per_100km: 'Nominal consumption (l/100 km)',
    tyre_size: 'Tyre size',
    axles: 'Axles',
    empty_weight_kg: 'Empty weight (kg)',
    gross_weight_kg: 'Gross vehicle weight (kg)',
  },
  tr: {
    company_vehicle: 'Araç',
    engine_number: 'Motor numarası',
    chassis_number: 'Şasi numarası',
    fuel_type: 'Yakıt türü',
    tank_capacity_l: 'Depo hacmi (l)',
    nominal_consumption_l_per_100km: 'Nominal tüketim (l/100 km)',
    tyre_size: 'Lastik ebadı',
    axles: 'Aks sayısı',
    empty_weight_kg: 'Boş ağırlık (kg)',
    gross_weight_kg: 'Azami yüklü ağırlık (kg)',
  },
};

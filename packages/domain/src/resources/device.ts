import { z } from 'zod';
import { toLatinDigits } from '../digits';
import type { FieldLabels } from '../validation-messages';
import { optionalText, requiredChoice } from './fields';
import { flag, type VehicleRef } from './vehicle';

/** The tracker protocols the gateway decodes. */
export const deviceProtocols = ['teltonika', 'gt06', 'osmand', 'mqtt'] as const;
export type DeviceProtocol = (typeof deviceProtocols)[number];

/** Create/update body of `devices/`. */
export const deviceInput = z.object({
  imei: z.preprocess(
    (v) => (typeof v === 'string' ? toLatinDigits(v).replace(/[\s-]/g, '') || undefined : v),
    z.string({ error: 'required' }).regex(/^[0-9]{15}$/, { error: 'invalid' }),
  ),
  model: optionalText(50),
  protocol: requiredChoice(deviceProtocols),
  sim_number: optionalText(20)
    .transform((v) => toLatinDigits(v).replace(/[\s-]/g, ''))
    .refine((v) => v === '' || /^\+?[0-9]{5,15}$/.test(v), { error: 'invalid' }),
  lenient_crc: flag(),
});
export type DeviceInput = z.input<typeof deviceInput>;
export type DeviceValues = z.output<typeof deviceInput>;

export type Device = DeviceValues & {
  id: number;
  /** The vehicle the device is installed in now. */
  company_vehicle: VehicleRef | null;
  created: string;
};

export const deviceLabels: FieldLabels = {
  fa: {
    imei: 'IMEI',
    model: 'مدل',
    protocol: 'پروتکل',
    sim_number: 'شماره‌ی سیم‌کارت',
    lenient_crc: 'پذیرش بسته‌های با CRC نادرست',
  },
  en: {
    imei: 'IMEI',
    model: 'Model',
    protocol: 'Protocol',
    sim_number: 'SIM number',
    lenient_crc: 'Accept frames with a bad CRC',
  },
  tr: {
    imei: 'IMEI',
    model: 'Model',
    protocol: 'Protokol',
    sim_number: 'SIM numarası',
    lenient_crc: 'Hatalı CRC’li paketleri kabul et',
  },
};

import { z } from 'zod';
import { toLatinDigits } from '../digits';
import { optionalText, rangedNumber, readNumber, requiredChoice } from './fields';
import { flag, type VehicleRef } from './vehicle';

/** The tracker protocols the gateway decodes. */
export const deviceProtocols = [
  'teltonika',
  'gt06',
  'osmand',
  'mqtt',
  'h02',
  'tk103',
  'jt808',
  'wialon',
  'queclink',
  'meitrack',
  'ruptela',
] as const;
export type DeviceProtocol = (typeof deviceProtocols)[number];

/**
 * What each protocol identifies a device with. Teltonika, GT06, Queclink, Meitrack and Ruptela
 * send the 15-digit IMEI (a few Queclink models 14 hex digits); H02 and TK103 clones a 10- to 15-digit id; JT/T 808 its terminal
 * number (12 BCD digits, 20 in the 2019 edition); Wialon IPS whatever the
 * installer typed, hexadecimal ids included. OsmAnd and MQTT keep the IMEI form the panel has
 * always asked of them.
 */
export const deviceIdentityPatterns: Record<DeviceProtocol, RegExp> = {
  teltonika: /^[0-9]{15}$/,
  gt06: /^[0-9]{15}$/,
  // Some Queclink models send a 14-hex-digit id instead of the IMEI.
  queclink: /^([0-9]{15}|[0-9A-Fa-f]{14})$/,
  meitrack: /^[0-9]{15}$/,
  ruptela: /^[0-9]{15}$/,
  h02: /^[0-9]{10,15}$/,
  tk103: /^[0-9]{10,15}$/,
  jt808: /^[0-9]{11,20}$/,
  wialon: /^[0-9A-Za-z]{4,20}$/,
  osmand: /^[0-9]{15}$/,
  mqtt: /^[0-9]{15}$/,
};

/** Commands the panel sends to a device (the protocols that carry each are the gateway's). */
export const deviceCommandTypes = [
  'engineStop',
  'engineResume',
  'reboot',
  'positionRequest',
  'custom',
] as const;
export type DeviceCommandType = (typeof deviceCommandTypes)[number];

/** queued → sent → confirmed | failed; a queued command not sent in time → expired. */
export const deviceCommandStates = ['queued', 'sent', 'confirmed', 'failed', 'expired'] as const;
export type DeviceCommandState = (typeof deviceCommandStates)[number];

/** Units an OsmAnd app may send `speed` in: knots (what the protocol says), km/h, m/s. */
export const deviceSpeedUnits = ['kn', 'kmh', 'mps'] as const;
export type DeviceSpeedUnit = (typeof deviceSpeedUnits)[number];

/** UTC−12:00 … UTC+14:00: every clock offset in use on Earth, in minutes. */
export const clockOffsetRange = { min: -720, max: 840 } as const;

/**
 * Minutes a device's clock is ahead of UTC (+210 for a GT06 clone on Tehran time), 0 when it
 * keeps UTC. Persian digits and a typographic minus are read; a sign is never dropped.
 */
const clockOffset = () =>
  z.preprocess(
    (v) => (v === '' || v == null ? 0 : readNumber(v)),
    rangedNumber(clockOffsetRange.min, clockOffsetRange.max).int({ error: 'invalid' }),
  );

/** Create/update body of `devices/`. */
export const deviceInput = z
  .object({
    imei: z.preprocess(
      (v) => (typeof v === 'string' ? toLatinDigits(v).replace(/[\s-]/g, '') || undefined : v),
      z.string({ error: 'required' }).regex(/^[0-9A-Za-z]{4,20}$/, { error: 'invalid' }),
    ),
    model: optionalText(50),
    protocol: requiredChoice(deviceProtocols),
    sim_number: optionalText(20)
      .transform((v) => toLatinDigits(v).replace(/[\s-]/g, ''))
      .refine((v) => v === '' || /^\+?[0-9]{5,15}$/.test(v), { error: 'invalid' }),
    lenient_crc: flag(),
    clock_offset_minutes: clockOffset(),
    speed_unit: z.preprocess(
      (v) => (v === '' || v == null ? 'kn' : v),
      z.enum(deviceSpeedUnits, { error: 'invalid' }),
    ),
  })
  .superRefine((device, context) => {
    if (!deviceIdentityPatterns[device.protocol].test(device.imei))
      context.addIssue({ code: 'custom', path: ['imei'], message: 'invalid' });
  });
export type DeviceInput = z.input<typeof deviceInput>;
export type DeviceValues = z.output<typeof deviceInput>;

export type Device = DeviceValues & {
  id: number;
  /** Whether HTTP/MQTT positions must carry the device's key (the key itself: `devices/{id}/key/`). */
  key_required: boolean;
  /** The vehicle the device is installed in now. */
  company_vehicle: VehicleRef | null;
  created: string;
  /** When the device last sent anything; null if never. */
  last_seen: string | null;
  /** A connection of the device is open now. */
  connected: boolean;
};

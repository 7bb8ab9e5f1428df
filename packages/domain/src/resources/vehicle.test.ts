import { describe, expect, it } from 'vitest';
import { deviceInput } from './device';
import { fineInput } from './fine';
import { insuranceInput } from './insurance';
import {
  modelYearCalendar,
  modelYearGregorian,
  normalizePlate,
  plateVisibleDigits,
  vehicleInput,
} from './vehicle';
import { vehicleTechnicalsInput } from './vehicle-technicals';

const base = { name: 'وانت ۱', license_plate: '۱۲۰۲۳۴۵۶۷', vehicle: 3 };
const errorsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  result.success ? [] : (result.error?.issues.map((i) => i.path.join('.')) ?? []);

describe('vehicle input', () => {
  it('normalises a plate typed with Persian digits, spaces and dashes', () => {
    expect(normalizePlate('۱۲ ۰۲ ۳۴۵-۶۷')).toBe('120234567');
    const parsed = vehicleInput.parse(base);
    expect(parsed.license_plate).toBe('120234567');
    expect(plateVisibleDigits(parsed.license_plate)).toBe('1234567');
  });

  it('refuses plates that are not nine digits', () => {
    for (const plate of ['12ب34567', '1202345', '1202345678']) {
      expect(errorsOf(vehicleInput.safeParse({ ...base, license_plate: plate }))).toEqual(['license_plate']);
    }
  });

  it('tells Jalali from Gregorian model years and refuses years in neither range', () => {
    expect(modelYearCalendar(1398)).toBe('jalali');
    expect(modelYearGregorian(1398)).toBe(2019);
    expect(modelYearCalendar(2019)).toBe('gregorian');
    expect(modelYearGregorian(2019)).toBe(2019);
    expect(modelYearCalendar(1700)).toBeNull();
    expect(modelYearCalendar(2999)).toBeNull();
    expect(vehicleInput.parse({ ...base, model_year: '۱۴۰۱' }).model_year).toBe(1401);
    expect(errorsOf(vehicleInput.safeParse({ ...base, model_year: 1800 }))).toEqual(['model_year']);
    expect(vehicleInput.parse({ ...base, model_year: '' }).model_year).toBeNull();
  });

  it('upper-cases a VIN and refuses I, O and Q or a wrong length', () => {
    expect(vehicleInput.parse({ ...base, vin: 'naam01ca9he123456' }).vin).toBe('NAAM01CA9HE123456');
    expect(errorsOf(vehicleInput.safeParse({ ...base, vin: 'NAAM01CA9HE12345O' }))).toEqual(['vin']);
    expect(errorsOf(vehicleInput.safeParse({ ...base, vin: 'NAAM01CA9HE1234' }))).toEqual(['vin']);
    expect(vehicleInput.parse(base).vin).toBe('');
  });

  it('reads capacities, flags and tags from form values', () => {
    const parsed = vehicleInput.parse({
      ...base,
      load_capacity_kg: '۳۵۰۰',
      volume_capacity_m3: '12٫5',
      passenger_capacity: '',
      is_cold_chain: 'true',
      company_vehicle_tags: ['4', 7],
    });
    expect(parsed).toMatchObject({
      load_capacity_kg: 3500,
      volume_capacity_m3: 12.5,
      passenger_capacity: null,
      is_cold_chain: true,
      company_vehicle_tags: [4, 7],
    });
    expect(errorsOf(vehicleInput.safeParse({ ...base, passenger_capacity: 2.5 }))).toEqual([
      'passenger_capacity',
    ]);
  });
});

describe('other fleet records', () => {
  it('wants a known protocol and the identity that protocol sends', () => {
    expect(deviceInput.parse({ imei: '۳۵۶۳۰۷۰۴۲۴۴۱۰۱۳', protocol: 'gt06' }).imei).toBe('356307042441013');
    expect(errorsOf(deviceInput.safeParse({ imei: '35630704244101', protocol: 'nmea' }))).toEqual([
      'protocol',
    ]);
    expect(errorsOf(deviceInput.safeParse({ imei: '35630704244101', protocol: 'gt06' }))).toEqual(['imei']);
    expect(deviceInput.parse({ imei: '9001000002', protocol: 'h02' }).imei).toBe('9001000002');
    expect(deviceInput.parse({ imei: '007030201454', protocol: 'tk103' }).imei).toBe('007030201454');
    expect(deviceInput.parse({ imei: '014450376202', protocol: 'jt808' }).imei).toBe('014450376202');
    expect(deviceInput.parse({ imei: 'A1B2C3D4', protocol: 'wialon' }).imei).toBe('A1B2C3D4');
    expect(errorsOf(deviceInput.safeParse({ imei: '9001000002', protocol: 'teltonika' }))).toEqual(['imei']);
    expect(errorsOf(deviceInput.safeParse({ imei: 'A1B2C3D4', protocol: 'h02' }))).toEqual(['imei']);
  });

  it('refuses a fine paid before it happened', () => {
    const fine = {
      company_vehicle: 1,
      occurred_at: '2025-05-10T08:30:00+03:30',
      fine_type: 'speeding',
      amount: 500_000,
    };
    expect(fineInput.safeParse({ ...fine, paid: true, paid_at: '2025-05-11' }).success).toBe(true);
    expect(errorsOf(fineInput.safeParse({ ...fine, paid: true, paid_at: '2025-05-01' }))).toEqual([
      'paid_at',
    ]);
    expect(errorsOf(fineInput.safeParse({ ...fine, amount: 0 }))).toEqual(['amount']);
  });

  it('wants an insurance to end after it starts', () => {
    const policy = { company_vehicle: 1, insurance_type: 1, premium: 1, start_date: '2025-03-21' };
    expect(insuranceInput.safeParse({ ...policy, end_date: '2026-03-20' }).success).toBe(true);
    expect(errorsOf(insuranceInput.safeParse({ ...policy, end_date: '2025-03-21' }))).toEqual(['end_date']);
  });

  it('wants the gross weight at least the empty weight', () => {
    expect(
      errorsOf(vehicleTechnicalsInput.safeParse({ empty_weight_kg: 9000, gross_weight_kg: 8000 })),
    ).toEqual(['gross_weight_kg']);
    expect(vehicleTechnicalsInput.parse({ fuel_type: 'diesel', axles: '۳' })).toMatchObject({
      fuel_type: 'diesel',
      axles: 3,
      engine_number: '',
    });
  });
});

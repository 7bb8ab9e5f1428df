import { isIranianMobile, isNationalCode } from '@navgan/domain/iranian-ids';
import { platePattern } from '@navgan/domain/plate';
import { deviceIdentityPatterns } from '@navgan/domain/resources/device';
import { describe, expect, it } from 'vitest';
import { plateLetters } from '../db/seed-data/plate-letters';
import { vehicleTypes } from '../db/seed-data/vehicle-types';
import { demoFleet, demoVehicle } from './demo-fleet';

describe('demo fleet', () => {
  const large = demoFleet(10_000);

  it('is the same list every time, and a larger fleet starts with the smaller one', () => {
    expect(demoFleet(36)).toEqual(large.slice(0, 36));
    expect(demoVehicle(5)).toEqual(demoVehicle(5));
  });

  it('has unique valid plates and unique tracker ids even at 10,000 vehicles', () => {
    const letterCodes = new Set(plateLetters.map((l) => l.code));
    for (const v of large) {
      expect(v.plate).toMatch(platePattern);
      expect(letterCodes.has(v.plate.slice(2, 4))).toBe(true);
    }
    expect(new Set(large.map((v) => v.plate)).size).toBe(large.length);
    expect(new Set(large.map((v) => v.imei)).size).toBe(large.length);
    expect(large.every((v) => v.imei.length <= 20)).toBe(true);
  });

  it('gives drivers valid national codes and mobiles, and uses seeded vehicle types', () => {
    const types = new Set(vehicleTypes.map((t) => t.id));
    for (const v of large.slice(0, 500)) {
      expect(types.has(v.vehicleTypeId)).toBe(true);
      if (v.driver) {
        expect(isNationalCode(v.driver.nationalCode)).toBe(true);
        expect(isIranianMobile(v.driver.mobile)).toBe(true);
      }
    }
  });

  it('covers what the demo must show in its default 36: every protocol, cold chain, city, long haul, one offline', () => {
    const fleet = demoFleet();
    expect(new Set(fleet.map((v) => v.protocol))).toEqual(
      new Set([
        'teltonika',
        'gt06',
        'osmand',
        'h02',
        'tk103',
        'wialon',
        'jt808',
        'queclink',
        'meitrack',
        'ruptela',
      ]),
    );
    // Each protocol's tracker announces the identity its protocol carries.
    for (const vehicle of fleet)
      if (vehicle.protocol !== 'osmand')
        expect(deviceIdentityPatterns[vehicle.protocol].test(vehicle.imei), vehicle.imei).toBe(true);
    expect(fleet.filter((v) => v.isColdChain).length).toBeGreaterThanOrEqual(2);
    expect(fleet.filter((v) => v.role === 'offline')).toHaveLength(1);
    expect(fleet.some((v) => v.tags.includes('city'))).toBe(true);
    expect(fleet.some((v) => v.tags.includes('long-haul'))).toBe(true);
    expect(fleet.some((v) => v.driver === null)).toBe(true);
  });
});

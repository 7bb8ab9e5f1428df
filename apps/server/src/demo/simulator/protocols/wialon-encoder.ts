import type { DeviceFix } from './device-fix';
import { nmeaAngle, utcParts } from './text-fields';

/** Wialon IPS 1.1: `#L#imei;NA` login, answered `#AL#1`. */
export function wialonLogin(imei: string): Buffer {
  return Buffer.from(`#L#${imei};NA\r\n`, 'latin1');
}

/**
 * A Wialon IPS 1.1 extended data packet (`#D#`), answered `#AD#1`: the fix, then HDOP, inputs,
 * outputs, no ADC, no iButton, and named parameters (ignition, supply volts, fuel litres,
 * odometer, cargo temperature).
 */
export function wialonData(fix: DeviceFix): Buffer {
  const t = utcParts(fix);
  const lat = nmeaAngle(fix.latitude, 2, 'N', 'S');
  const lon = nmeaAngle(fix.longitude, 3, 'E', 'W');
  const params = [
    `ign:1:${fix.ignition ? 1 : 0}`,
    `pwr_ext:2:${fix.powerVolts.toFixed(2)}`,
    `odometer:2:${(fix.odometerMetres / 1000).toFixed(1)}`,
    ...(fix.fuelLitres === undefined ? [] : [`fuel:2:${fix.fuelLitres.toFixed(1)}`]),
    ...(fix.temperature == null ? [] : [`temp1:2:${fix.temperature.toFixed(1)}`]),
  ];
  const fields = [
    `${t.dd}${t.mm}${t.yy}`,
    `${t.hh}${t.mi}${t.ss}`,
    lat.text,
    lat.hemisphere,
    lon.text,
    lon.hemisphere,
    Math.round(fix.speedKmh),
    Math.round(fix.course),
    Math.round(fix.altitude),
    10,
    '0.9',
    fix.ignition ? 1 : 0,
    0,
    '',
    'NA',
    params.join(','),
  ];
  return Buffer.from(`#D#${fields.join(';')}\r\n`, 'latin1');
}

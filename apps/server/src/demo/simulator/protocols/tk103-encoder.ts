import type { DeviceFix } from './device-fix';
import { nmeaAngle, utcParts } from './text-fields';

/**
 * The TK103 ("Coban") side of a device: a `(<id>BR00...)` sentence per fix — date, validity,
 * latitude, longitude, speed in km/h, time, course, eight status digits (the fourth is the
 * ignition) and the mileage in hex metres after `L`. The id opens every sentence; no acknowledgement.
 */
export function tk103Location(id: string, fix: DeviceFix): Buffer {
  const t = utcParts(fix);
  const lat = nmeaAngle(fix.latitude, 2, 'N', 'S');
  const lon = nmeaAngle(fix.longitude, 3, 'E', 'W');
  const speed = fix.speedKmh.toFixed(1).padStart(5, '0');
  const course = fix.course.toFixed(2).padStart(6, '0');
  const status = fix.ignition ? '00010000' : '00000000';
  const mileage = Math.round(fix.odometerMetres).toString(16).toUpperCase().padStart(8, '0');
  return Buffer.from(
    `(${id}BR00${t.yy}${t.mm}${t.dd}A${lat.text}${lat.hemisphere}${lon.text}${lon.hemisphere}${speed}${t.hh}${t.mi}${t.ss}${course}${status}L${mileage})`,
    'latin1',
  );
}

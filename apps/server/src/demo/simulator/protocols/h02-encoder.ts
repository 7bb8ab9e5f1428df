import type { DeviceFix } from './device-fix';
import { KMH_PER_KNOT, nmeaAngle, utcParts } from './text-fields';

/**
 * The H02 ("Sinotrack") side of a device: a `*HQ,<id>,V1,...#` sentence per fix (speed in knots,
 * UTC). The status word's bit 10 is clear while the ignition is on. No login, no acknowledgement.
 */
export function h02Location(id: string, fix: DeviceFix): Buffer {
  const t = utcParts(fix);
  const lat = nmeaAngle(fix.latitude, 2, 'N', 'S');
  const lon = nmeaAngle(fix.longitude, 3, 'E', 'W');
  const status = fix.ignition ? 'FFFFFBFF' : 'FFFFFFFF';
  const speed = (fix.speedKmh / KMH_PER_KNOT).toFixed(2);
  return Buffer.from(
    `*HQ,${id},V1,${t.hh}${t.mi}${t.ss},A,${lat.text},${lat.hemisphere},${lon.text},${lon.hemisphere},${speed},${Math.round(fix.course)},${t.dd}${t.mm}${t.yy},${status},432,11,4135,13521#`,
    'latin1',
  );
}

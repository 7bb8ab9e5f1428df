import type { DeviceFix } from './device-fix';

const pad = (value: number, width: number) => String(value).padStart(width, '0');

/** Degrees as `DDMM.MMMM` (or `DDDMM.MMMM`) with the hemisphere letter, as NMEA-style trackers send them. */
export function nmeaAngle(value: number, degreeDigits: 2 | 3, positive: string, negative: string) {
  const abs = Math.abs(value);
  const degrees = Math.floor(abs);
  const minutes = (abs - degrees) * 60;
  return {
    text: `${pad(degrees, degreeDigits)}${minutes.toFixed(4).padStart(7, '0')}`,
    hemisphere: value < 0 ? negative : positive,
  };
}

/** The fix's UTC date and time fields. */
export function utcParts(fix: DeviceFix) {
  const t = fix.time;
  return {
    yy: pad(t.getUTCFullYear() % 100, 2),
    yyyy: pad(t.getUTCFullYear(), 4),
    mm: pad(t.getUTCMonth() + 1, 2),
    dd: pad(t.getUTCDate(), 2),
    hh: pad(t.getUTCHours(), 2),
    mi: pad(t.getUTCMinutes(), 2),
    ss: pad(t.getUTCSeconds(), 2),
  };
}

export const KMH_PER_KNOT = 1.852;

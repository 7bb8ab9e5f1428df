import { deviceDate } from '../protocol/fix-builder';

/**
 * The standard's time zone: JT/T 808 terminals send Beijing time (GMT+8) unless configured
 * otherwise. A device with a clock offset set (non-zero) is read in that offset instead.
 */
export const JT808_DEFAULT_OFFSET_MINUTES = 480;

export function jt808Offset(clockOffsetMinutes: number): number {
  return clockOffsetMinutes !== 0 ? clockOffsetMinutes : JT808_DEFAULT_OFFSET_MINUTES;
}

const bcd = (b: number) => (b >> 4 > 9 || (b & 0x0f) > 9 ? Number.NaN : (b >> 4) * 10 + (b & 0x0f));

/** Six BCD bytes, in the given field order, as a UTC instant (undefined when not a date). */
export function bcdTime(
  bytes: Uint8Array,
  order: 'yMdHms' | 'dMyHms',
  offsetMinutes: number,
): Date | undefined {
  const v = Array.from(bytes.subarray(0, 6), bcd);
  const [a = 0, b = 0, c = 0, h = 0, m = 0, s = 0] = v;
  const [year, month, day] = order === 'yMdHms' ? [a, b, c] : [c, b, a];
  return deviceDate(2000 + year, month, day, h, m, s, offsetMinutes);
}

import { deviceDate } from '../protocol/fix-builder';

export const isHex8 = (s: string | undefined) => s !== undefined && /^[0-9A-Fa-f]{8}$/.test(s);
export const isDigits = (s: string | undefined, n?: number) =>
  s !== undefined && (n === undefined ? /^[0-9]+$/ : new RegExp(`^[0-9]{${n}}$`)).test(s);

/**
 * A coordinate as H02 clones write it: `dddmm.mmmm` (any number of degree digits, none included),
 * `-dd-m.mmmm` (degrees and minutes spelt out) or `dddmmmmmm` (minute decimals without the point),
 * signed by its hemisphere letter. Undefined when it is none of these.
 */
export function h02Coordinate(value: string, hemisphere: string, negative: string): number | undefined {
  let degrees: number;
  let minutes: number;
  const spelt = /^-(\d+)-(\d+\.\d+)$/.exec(value);
  const dotted = /^(\d*)(\d\d\.\d+)$/.exec(value);
  const packed = /^(\d+)(\d\d)(\d{4})$/.exec(value);
  if (spelt) {
    degrees = Number(spelt[1]);
    minutes = Number(spelt[2]);
  } else if (dotted) {
    degrees = Number(dotted[1] || '0');
    minutes = Number(dotted[2]);
  } else if (packed) {
    degrees = Number(packed[1]);
    minutes = Number(packed[2]) + Number(packed[3]) / 10000;
  } else {
    return undefined;
  }
  const result = degrees + minutes / 60;
  return hemisphere === negative ? -result : result;
}

/** `hhmmss` and `ddmmyy` fields (UTC unless the device's clock is offset), undefined if not a date. */
export function h02Time(hhmmss: string, ddmmyy: string, offsetMinutes: number): Date | undefined {
  const t = hhmmss === '' ? '000000' : hhmmss;
  if (!isDigits(t, 6) || !isDigits(ddmmyy, 6)) return undefined;
  const n = (s: string, i: number) => Number(s.slice(i, i + 2));
  return deviceDate(
    2000 + n(ddmmyy, 4),
    n(ddmmyy, 2),
    n(ddmmyy, 0),
    n(t, 0),
    n(t, 2),
    n(t, 4),
    offsetMinutes,
  );
}

/** A sentence's comma fields between `*` and `#` (a missing `#` is tolerated for UDP). */
export function h02Fields(sentence: string): string[] | undefined {
  const text = sentence.trim();
  if (!text.startsWith('*')) return undefined;
  const end = text.indexOf('#');
  return text.slice(1, end < 0 ? undefined : end).split(',');
}

import { toPersianDigits } from './digits';
import type { Locale } from './locales';

/**
 * Iranian civil licence plate stored as 9 characters: two digits, a two-digit letter code,
 * three digits and a two-digit region code, e.g. "12" + "05" + "345" + "67".
 */
export const plateLength = 9;
export const platePattern = /^[0-9]{2}[0-9]{2}[0-9]{3}[0-9]{2}$/;

export interface PlateParts {
  /** chars 0-2 */
  twoDigits: string;
  /** chars 2-4, looked up in the plate-letter list */
  letterCode: string;
  /** chars 4-7 */
  threeDigits: string;
  /** chars 7-9, the province/region code shown beside "ایران" */
  region: string;
}

export function parsePlate(plate: string): PlateParts | null {
  if (!platePattern.test(plate)) return null;
  return {
    twoDigits: plate.slice(0, 2),
    letterCode: plate.slice(2, 4),
    threeDigits: plate.slice(4, 7),
    region: plate.slice(7, 9),
  };
}

export function composePlate(parts: PlateParts): string {
  return `${parts.twoDigits}${parts.letterCode}${parts.threeDigits}${parts.region}`;
}

/**
 * The spec's display order (section 3): region, three digits, letter, two digits.
 * Read right to left this is how the plate reads on the vehicle: "12 ب 345 - 67".
 */
export function plateDisplaySegments(
  plate: string,
  letterFor: (code: string) => string | undefined,
): string[] {
  const parts = parsePlate(plate);
  if (!parts) return [plate];
  return [parts.region, parts.threeDigits, letterFor(parts.letterCode) ?? '?', parts.twoDigits];
}

/** Left-to-right mark: keeps the three digits after the (right-to-left) letter in an LTR line. */
const leftToRightMark = '\u200E';

/**
 * The plate as text, letter included. In Persian the spec's order (region, three digits, letter,
 * two digits) with Persian digits, which a right-to-left line shows like the plate itself; in
 * other languages the physical order with Latin digits. There a mark after the letter stops the
 * bidi algorithm from treating the following digits as Arabic numbers and reordering them.
 */
export function plateText(
  plate: string,
  letterFor: (code: string) => string | undefined,
  locale: Locale,
): string {
  const parts = parsePlate(plate);
  if (!parts) return locale === 'fa' ? toPersianDigits(plate) : plate;
  const letter = letterFor(parts.letterCode) ?? '?';
  const { twoDigits: two, threeDigits: three, region } = parts;
  return locale === 'fa'
    ? toPersianDigits(`${region} - ${three} ${letter} ${two}`)
    : `${two} ${letter}${leftToRightMark} ${three} - ${region}`;
}

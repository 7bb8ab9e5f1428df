import { toLatinDigits } from '@navgan/domain/digits';
import { type PlateParts, parsePlate } from '@navgan/domain/plate';

export const emptyPlate: PlateParts = { twoDigits: '', letterCode: '', threeDigits: '', region: '' };

const partLength: Record<keyof PlateParts, number> = {
  twoDigits: 2,
  letterCode: 2,
  threeDigits: 3,
  region: 2,
};

/** The parts of a form value; an incomplete one (being typed) keeps what fits where. */
export function plateParts(value: string): PlateParts {
  return parsePlate(value) ?? emptyPlate;
}

/** One part as typed: digits of any script become Latin, anything else goes, cut to its length. */
export function typedPart(part: keyof PlateParts, text: string): string {
  return toLatinDigits(text)
    .replace(/[^0-9]/g, '')
    .slice(0, partLength[part]);
}

/**
 * The form value of the parts: '' when nothing is typed, the 9 characters when complete, and
 * otherwise the typed characters (which the schema reports as an invalid plate).
 */
export function plateValue(parts: PlateParts): string {
  return `${parts.twoDigits}${parts.letterCode}${parts.threeDigits}${parts.region}`;
}

/** Whether a part is filled to its length. */
export function partComplete(part: keyof PlateParts, text: string): boolean {
  return text.length === partLength[part];
}

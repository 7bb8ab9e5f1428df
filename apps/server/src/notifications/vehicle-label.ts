import { toPersianDigits } from '@navgan/domain/digits';
import { plateText } from '@navgan/domain/plate';
import { plateLetters } from '../db/seed-data/plate-letters';

const letterOf = new Map(plateLetters.map((letter) => [letter.code, letter.char]));

/** A name kept in its own direction, so a Persian name in an English sentence (or the reverse) does not reorder what follows. */
const isolate = (text: string) => `\u2068${text}\u2069`;

/**
 * A vehicle as notification texts name it, in both languages of the data: its name and its plate
 * as the panel writes plates (letter included, Persian digits in fa); `#id` when it is unknown.
 */
export function vehicleLabel(
  vehicle: { name: string; license_plate: string } | undefined,
  vehicleId: number,
): { fa: string; en: string } {
  if (!vehicle) return { fa: `#${toPersianDigits(vehicleId)}`, en: `#${vehicleId}` };
  const letterFor = (code: string) => letterOf.get(code);
  return {
    fa: `${isolate(vehicle.name)} (${plateText(vehicle.license_plate, letterFor, 'fa')})`,
    en: `${isolate(vehicle.name)} (${plateText(vehicle.license_plate, letterFor, 'en')})`,
  };
}

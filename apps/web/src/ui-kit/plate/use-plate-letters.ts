import type { Titled } from '../../lib/i18n/localized-title';
import { useLookup } from '../../lib/resource/resource-queries';

/** A letter of the plate alphabet: `code` is what the stored plate holds, `char` what is painted. */
export interface PlateLetter extends Titled {
  code: string;
  char: string;
}

const source = { path: 'vehicles/license-plate-chars/' };

/** The plate letters (`vehicles/license-plate-chars/`), kept for the session like every lookup. */
export function usePlateLetters(enabled = true) {
  const rows = useLookup(source, undefined, enabled);
  return (rows.data ?? []) as PlateLetter[];
}

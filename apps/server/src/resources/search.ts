import { toLatinDigits } from '@navgan/domain/digits';

/** Normalises a search term the way stored search text is normalised: Latin digits, lower case, single spaces. */
export function normalizeSearchText(text: string): string {
  return toLatinDigits(text).toLowerCase().replace(/\s+/g, ' ').trim();
}

/** An ILIKE pattern that finds `term` anywhere, with the user's % and _ taken literally. */
export function containsPattern(term: string): string {
  return `%${normalizeSearchText(term).replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

import type { ValidationMessageKey } from './validation-messages';

/**
 * Password rules after Django's default validators (spec section 5 adds length 8 and "not
 * entirely numeric"): not too similar to the user's username, names or email, within a maximum
 * length, not one character repeated. The common-password list is checked by the server, which
 * ships it.
 */

/** The user attributes a password is compared with, and the message for each. */
const attributes = [
  ['username', 'passwordLikeUsername'],
  ['first_name', 'passwordLikeName'],
  ['last_name', 'passwordLikeName'],
  ['email', 'passwordLikeEmail'],
] as const satisfies readonly (readonly [string, ValidationMessageKey])[];

export type PasswordOwner = Partial<Record<(typeof attributes)[number][0], string | null | undefined>>;

/** Django's default: a password this similar (0..1) to an attribute or a part of it is refused. */
export const maxPasswordSimilarity = 0.7;

/**
 * Python's SequenceMatcher.quick_ratio, as Django uses it: 2 × (characters the two strings
 * share, counted with multiplicity) ÷ (their total length).
 */
export function quickRatio(a: string, b: string): number {
  const total = a.length + b.length;
  if (total === 0) return 1;
  const counts = new Map<string, number>();
  for (const ch of b) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  let matches = 0;
  for (const ch of a) {
    const left = counts.get(ch) ?? 0;
    if (left > 0) {
      matches++;
      counts.set(ch, left - 1);
    }
  }
  return (2 * matches) / total;
}

/** A short part of a much longer password cannot make it similar (Django's length bound). */
function tooShortToCompare(password: string, part: string): boolean {
  const bound = (maxPasswordSimilarity / 2) * password.length;
  return password.length >= 10 * part.length && part.length < bound;
}

/** The message for the first attribute the password is too similar to, or null. */
export function passwordSimilarity(password: string, owner: PasswordOwner): ValidationMessageKey | null {
  const lower = password.toLowerCase();
  for (const [name, key] of attributes) {
    const value = owner[name]?.trim().toLowerCase();
    if (!value) continue;
    const parts = [...value.split(/[^\p{L}\p{N}_]+/u).filter(Boolean), value];
    for (const part of parts) {
      if (tooShortToCompare(lower, part)) continue;
      if (quickRatio(lower, part) >= maxPasswordSimilarity) return key;
    }
  }
  return null;
}

/** One character repeated (eight spaces, "aaaaaaaa"): long enough, yet no secret. */
export const isOneCharacterRepeated = (password: string): boolean =>
  password.length > 0 && [...password].every((ch) => ch === password[0]);

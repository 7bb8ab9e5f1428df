import { toLatinDigits } from '@navgan/domain/digits';
import type { Locale } from '@navgan/domain/locales';
import { formatNumber } from './number';

/** Longest amount a money field takes: 15 digits stays within exact JavaScript integers. */
const maxDigits = 15;

/** A minus sign as people type it: ASCII, the Unicode minus, dashes (a Persian keyboard's too). */
const leadingMinus = /^\s*[-−‐‑–—]/;

/**
 * What a money field keeps in the form: its digits as Latin text without separators ('1250000'),
 * or '' when empty. Persian/Arabic digits and any separator the user typed are accepted. A leading
 * minus is kept ('-1000') so the server refuses the amount with a message instead of the sign
 * silently dropping and −1,000,000 becoming 1,000,000.
 */
export function parseMoneyInput(text: string): string {
  const digits = toLatinDigits(text)
    .replace(/[^0-9]/g, '')
    .replace(/^0+(?=\d)/, '')
    .slice(0, maxDigits);
  return leadingMinus.test(text) ? `-${digits}` : digits;
}

/** A whole-number field's text: Latin digits, a leading minus kept for the same reason. */
export function parseWholeNumberInput(text: string, maxLength: number): string {
  const digits = toLatinDigits(text)
    .replace(/[^0-9]/g, '')
    .slice(0, maxLength);
  return leadingMinus.test(text) ? `-${digits}` : digits;
}

/** The text a money field shows: thousands separators and digits of the locale ('۱٬۲۵۰٬۰۰۰' in fa). */
export function formatMoneyInput(digits: string, locale: Locale): string {
  if (digits === '') return '';
  if (digits === '-') return '-';
  return formatNumber(Number(digits), locale, { maximumFractionDigits: 0 });
}

const digitPattern = /[0-9۰-۹٠-٩]/;

/** How many digits stand before `caret` in `text`. */
export function digitsBefore(text: string, caret: number): number {
  let count = 0;
  for (const ch of text.slice(0, caret)) if (digitPattern.test(ch)) count++;
  return count;
}

/** The caret position in `text` just after its `count`-th digit (0: the start). */
export function caretAfterDigits(text: string, count: number): number {
  if (count <= 0) return 0;
  let seen = 0;
  for (let index = 0; index < text.length; index++) {
    if (digitPattern.test(text.charAt(index)) && ++seen === count) return index + 1;
  }
  return text.length;
}

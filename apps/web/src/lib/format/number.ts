import { toPersianDigits } from '@navgan/domain/digits';
import type { Locale } from '@navgan/domain/locales';
import { intlLocaleFor } from './intl-locale';

const cache = new Map<string, Intl.NumberFormat>();

function formatterFor(locale: Locale, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let formatter = cache.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(intlLocaleFor[locale], options);
    cache.set(key, formatter);
  }
  return formatter;
}

/** The one number formatter: Persian digits and separators in fa, Latin digits elsewhere. */
export function formatNumber(value: number, locale: Locale, options: Intl.NumberFormatOptions = {}): string {
  if (!Number.isFinite(value)) return '—';
  return formatterFor(locale, options).format(value);
}

/**
 * A year (model year 1402, 2024): the locale's digits without thousands separators, which belong
 * to quantities, never to years or identifiers.
 */
export function formatYear(value: number, locale: Locale): string {
  return formatNumber(value, locale, { useGrouping: false, maximumFractionDigits: 0 });
}

/**
 * A percentage (5 for 5 %) with the locale's own sign and digits: "۵٪" in fa, "5%" in en; with
 * `signed`, a "+" before a rise.
 */
export function formatPercent(value: number, locale: Locale, digits = 0, signed = false): string {
  return formatNumber(value / 100, locale, {
    style: 'percent',
    maximumFractionDigits: digits,
    ...(signed ? { signDisplay: 'exceptZero' } : {}),
  });
}

/** A count capped for badges: 120 with max 99 gives '99+' (in the locale's digits). */
export function formatCapped(value: number, max: number, locale: Locale): string {
  return value > max ? `${formatNumber(max, locale)}+` : formatNumber(value, locale);
}

/** Codes and numbers kept as text (national code, mobile): the locale's digits, nothing else changed. */
export function localizeDigits(text: string, locale: Locale): string {
  return locale === 'fa' ? toPersianDigits(text) : text;
}

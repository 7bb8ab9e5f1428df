import type { Locale } from '@navgan/domain/locales';
import type { DateInput } from './date';
import { formatDate } from './date';
import { intlLocaleFor } from './intl-locale';

const units: ReadonlyArray<[Intl.RelativeTimeFormatUnit, number]> = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
];

const weekMs = 7 * 24 * 3600 * 1000;
const cache = new Map<Locale, Intl.RelativeTimeFormat>();

/**
 * "3 minutes ago" / "۳ دقیقه پیش" for moments within a week of `now`; older or further
 * moments fall back to the calendar date, which reads better than "5 weeks ago".
 */
export function formatRelativeTime(value: DateInput, locale: Locale, now: DateInput = Date.now()): string {
  const then = new Date(value).getTime();
  const reference = new Date(now).getTime();
  if (Number.isNaN(then) || Number.isNaN(reference)) return '—';
  const diffMs = then - reference;
  if (Math.abs(diffMs) >= weekMs) return formatDate(then, locale, 'date');
  let formatter = cache.get(locale);
  if (!formatter) {
    formatter = new Intl.RelativeTimeFormat(intlLocaleFor[locale], { numeric: 'auto' });
    cache.set(locale, formatter);
  }
  let amount = diffMs / 1000;
  for (const [unit, size] of units) {
    if (Math.abs(amount) < size || unit === 'day') return formatter.format(Math.round(amount), unit);
    amount /= size;
  }
  return formatter.format(Math.round(amount), 'day');
}

import { iranTimeZone } from './calendar-day';
import type { Locale } from './locales';

/**
 * Dates and numbers inside messages, formatted as the web app shows them: the Jalali calendar
 * and Persian digits in fa, Gregorian with Latin digits in en and tr; clock times in Iran's zone.
 */
const dateTags: Record<Locale, string> = {
  fa: 'fa-IR-u-ca-persian',
  en: 'en-GB-u-ca-gregory',
  tr: 'tr-TR-u-ca-gregory',
};
const numberTags: Record<Locale, string> = { fa: 'fa-IR', en: 'en-GB', tr: 'tr-TR' };

const cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();
function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, make: () => T): T {
  let format = cache.get(key) as T | undefined;
  if (!format) {
    format = make();
    cache.set(key, format);
  }
  return format;
}

/** An ISO day: ۱۴۰۳/۰۱/۰۵ in fa, 24/03/2024 in en. */
export function formatDay(isoDay: string, locale: Locale): string {
  const format = cached(
    `day|${locale}`,
    () =>
      new Intl.DateTimeFormat(dateTags[locale], {
        timeZone: 'UTC',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
      }),
  );
  return format.format(new Date(`${isoDay}T00:00:00Z`));
}

/** The wall-clock time of an instant in Iran: ۰۸:۳۰ in fa, 08:30 in en. */
export function formatClock(instant: Date, locale: Locale): string {
  const format = cached(
    `clock|${locale}`,
    () =>
      new Intl.DateTimeFormat(dateTags[locale], {
        timeZone: iranTimeZone,
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }),
  );
  return format.format(instant);
}

/** A quantity with the locale's digits and separators, at most two decimals. */
export function formatAmount(value: number, locale: Locale): string {
  const format = cached(
    `number|${locale}`,
    () => new Intl.NumberFormat(numberTags[locale], { maximumFractionDigits: 2 }),
  );
  return format.format(value);
}

import { iranTimeZone } from '@navgan/domain/calendar-day';
import type { Locale } from '@navgan/domain/locales';
import { dateLocaleFor } from './intl-locale';

export type DateInput = Date | string | number;

export const datePresets = {
  /** 1404/08/30 */
  date: { year: 'numeric', month: '2-digit', day: '2-digit' },
  /** شنبه ۳۰ آبان ۱۴۰۴ */
  longDate: { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' },
  /** 1404/08/30، 14:05 */
  dateTime: {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  },
  /** 1404/08/30، 14:05:09 (a log, where seconds tell events apart) */
  dateTimeSeconds: {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  },
  /** 14:05:09 */
  time: { hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

export type DatePreset = keyof typeof datePresets;

const cache = new Map<string, Intl.DateTimeFormat>();

function toDate(value: DateInput): Date {
  return value instanceof Date ? value : new Date(value);
}

/**
 * The one date formatter: Jalali (Persian calendar, Persian digits) in fa, Gregorian in en and tr.
 * Instants are shown on Iran's clock (`Asia/Tehran`) wherever the browser is, like the server's
 * days, reports and workbooks; `timeZone` only for the exceptions (stored calendar days use UTC).
 */
export function formatDate(
  value: DateInput,
  locale: Locale,
  preset: DatePreset = 'date',
  timeZone: string = iranTimeZone,
): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '—';
  const key = `${locale}|${preset}|${timeZone}`;
  let formatter = cache.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(dateLocaleFor[locale], {
      ...datePresets[preset],
      timeZone,
    });
    cache.set(key, formatter);
  }
  const text = formatter.format(date);
  // ICU joins Persian date parts with a Latin comma ("۱۴۰۵/۰۹/۰۵, ۰۸:۳۰"); Persian writes "،".
  return locale === 'fa' ? text.replaceAll(',', '،') : text;
}

/**
 * A calendar day stored as ISO text ('2025-11-21'): shown as that same day in every time zone
 * (Jalali in fa). Anything else goes through `formatDate`.
 */
export function formatDay(value: string | null | undefined, locale: Locale): string {
  if (!value) return '—';
  return /^\d{4}-\d{2}-\d{2}$/.test(value)
    ? formatDate(`${value}T00:00:00Z`, locale, 'date', 'UTC')
    : formatDate(value, locale, 'date');
}

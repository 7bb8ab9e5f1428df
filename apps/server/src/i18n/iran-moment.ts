import { iranTimeZone } from '@navgan/domain/calendar-day';
import type { Locale } from '@navgan/domain/locales';

// Iran's clock: the people reading an export are there, whatever the server's zone.
const minuteOptions = {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: iranTimeZone,
} as const satisfies Intl.DateTimeFormatOptions;
const jalaliMinute = new Intl.DateTimeFormat('fa-IR-u-ca-persian-nu-latn', minuteOptions);
const gregorianMinute = new Intl.DateTimeFormat('en-CA', minuteOptions);

/** Iran's wall-clock time of an instant in exports: 1404/12/29 14:05 (Jalali) in fa, 2026-03-20 14:05 otherwise. */
export function iranMomentText(at: Date, locale: Locale): string {
  return (locale === 'fa' ? jalaliMinute : gregorianMinute).format(at).replace(',', '');
}

import type { Locale } from '@navgan/domain/locales';

/** The BCP 47 tag each product locale formats with. Persian uses Persian digits and the Jalali calendar. */
export const intlLocaleFor: Record<Locale, string> = {
  fa: 'fa-IR',
  en: 'en-GB',
  tr: 'tr-TR',
};

/** Date formatting tags: the Persian calendar is named explicitly so it never depends on ICU defaults. */
export const dateLocaleFor: Record<Locale, string> = {
  fa: 'fa-IR-u-ca-persian',
  en: 'en-GB-u-ca-gregory',
  tr: 'tr-TR-u-ca-gregory',
};

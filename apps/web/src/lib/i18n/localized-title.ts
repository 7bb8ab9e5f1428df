import type { Locale } from '@navgan/domain/locales';

/** A reference row as the API gives it: a Persian and an English title. */
export interface Titled {
  id: number;
  fa_title: string;
  en_title: string;
}

/** The row's title in the locale: Persian in fa, English elsewhere (Persian when it has none). */
export function localizedTitle(
  row: Pick<Titled, 'fa_title' | 'en_title'> | null | undefined,
  locale: Locale,
) {
  if (!row) return '';
  return locale === 'fa' ? row.fa_title || row.en_title : row.en_title || row.fa_title;
}

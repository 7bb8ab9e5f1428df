import type { Locale } from '../locales';
import type { Catalogue, Messages } from './catalogue';
import en from './en.json';
import fa from './fa.json';
import tr from './tr.json';

/**
 * Every language at once, for the server and the tests. The web app never imports this module:
 * it fetches the one language it shows (apps/web/src/lib/i18n/i18n.ts).
 */
const messages: Record<Locale, Messages> = { fa, en, tr };

const catalogues: Record<Locale, Catalogue> = {
  fa: { locale: 'fa', messages: messages.fa },
  en: { locale: 'en', messages: messages.en },
  tr: { locale: 'tr', messages: messages.tr },
};

export function catalogueOf(locale: Locale): Catalogue {
  return catalogues[locale];
}

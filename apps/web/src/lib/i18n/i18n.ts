import { directionOf, isLocale, type Locale, locales } from '@navgan/domain/locales';
import type { Catalogue, Messages } from '@navgan/domain/messages/catalogue';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { safeStorage, storageKeys } from '../storage-keys';

/**
 * Each language's catalogue is a chunk of its own, fetched when that language is first used, so
 * the login route does not download the two languages it does not show.
 */
const catalogueChunks: Record<Locale, () => Promise<{ default: Messages }>> = {
  fa: () => import('@navgan/domain/messages/fa.json'),
  en: () => import('@navgan/domain/messages/en.json'),
  tr: () => import('@navgan/domain/messages/tr.json'),
};

const loaded = new Map<Locale, Messages>();

/** Adds catalogues already at hand (the component tests import them directly). */
export function registerCatalogues(catalogues: Partial<Record<Locale, Messages>>): void {
  for (const [locale, catalogue] of Object.entries(catalogues) as [Locale, Messages][]) {
    loaded.set(locale, catalogue);
    if (i18n.isInitialized) i18n.addResourceBundle(locale, 'translation', catalogue, true, true);
  }
}

/** Fetches `locale`'s catalogue and English, the fallback for a key a catalogue lacks. */
export async function loadCatalogues(locale: Locale): Promise<void> {
  const missing = [...new Set<Locale>([locale, 'en'])].filter((l) => !loaded.has(l));
  const chunks = await Promise.all(
    missing.map(async (l) => [l, (await catalogueChunks[l]()).default] as const),
  );
  registerCatalogues(Object.fromEntries(chunks));
}

/**
 * A loaded language with its messages, for what the domain renders (validation messages, field
 * labels). The UI switches language only once its catalogue is loaded, so the current one is here.
 */
export function catalogueOf(locale: Locale): Catalogue {
  const messages = loaded.get(locale);
  if (!messages) throw new Error(`The ${locale} catalogue is not loaded`);
  return { locale, messages };
}

/** The app's i18next instance; fa is the default, en the fallback for a key a catalogue lacks. */
export const i18n = i18next.createInstance();

export function initI18n(locale: Locale): typeof i18n {
  if (!i18n.isInitialized) {
    void i18n.use(initReactI18next).init({
      resources: Object.fromEntries([...loaded].map(([l, catalogue]) => [l, { translation: catalogue }])),
      lng: locale,
      fallbackLng: 'en',
      supportedLngs: [...locales],
      interpolation: { escapeValue: false },
      initAsync: false,
      react: { useSuspense: false },
    });
  }
  applyLocaleToDocument(locale);
  return i18n;
}

export function currentLocale(): Locale {
  const language = i18n.language;
  return isLocale(language) ? language : 'fa';
}

export function storedLocale(): Locale | null {
  const value = safeStorage.get(storageKeys.locale);
  return isLocale(value) ? value : null;
}

/** `<html lang dir>` and the body's `rtl`/`ltr` class follow the locale. */
export function applyLocaleToDocument(locale: Locale): void {
  if (typeof document === 'undefined') return;
  const dir = directionOf(locale);
  document.documentElement.lang = locale;
  document.documentElement.dir = dir;
  document.body?.classList.remove('rtl', 'ltr');
  document.body?.classList.add(dir);
}

/** Switches the UI language and remembers it; the URL is the router's business (see use-change-locale). */
export function setLocale(locale: Locale): void {
  safeStorage.set(storageKeys.locale, locale);
  if (i18n.language === locale) {
    // already shown
  } else if (loaded.has(locale)) void i18n.changeLanguage(locale);
  else void loadCatalogues(locale).then(() => i18n.changeLanguage(locale));
  applyLocaleToDocument(locale);
}

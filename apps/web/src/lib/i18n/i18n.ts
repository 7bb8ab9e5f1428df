import { directionOf, isLocale, type Locale, locales } from '@navgan/domain/locales';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../../locales/en.json';
import fa from '../../locales/fa.json';
import tr from '../../locales/tr.json';
import { safeStorage, storageKeys } from '../storage-keys';

export const resources = {
  fa: { translation: fa },
  en: { translation: en },
  tr: { translation: tr },
} as const;

/** The app's i18next instance; fa is the default, en the fallback for a key a catalogue lacks. */
export const i18n = i18next.createInstance();

export function initI18n(locale: Locale): typeof i18n {
  if (!i18n.isInitialized) {
    void i18n.use(initReactI18next).init({
      resources,
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
  if (i18n.language !== locale) void i18n.changeLanguage(locale);
  applyLocaleToDocument(locale);
}

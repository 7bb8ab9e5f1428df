import { isLocale, type Locale } from '@navgan/domain/locales';
import { useTranslation } from 'react-i18next';

/** The current UI locale; re-renders on a language change. */
export function useLocale(): Locale {
  const { i18n } = useTranslation();
  return isLocale(i18n.language) ? i18n.language : 'fa';
}

import type { Catalogue } from '@navgan/domain/messages/catalogue';
import { catalogueOf } from './i18n';
import { useLocale } from './use-locale';

/** The current language's catalogue; re-renders on a language change. */
export function useCatalogue(): Catalogue {
  return catalogueOf(useLocale());
}

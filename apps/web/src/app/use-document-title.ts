import { productName } from '@navgan/domain/product';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { useLocale } from '../lib/i18n/use-locale';
import { pageTitleKey } from '../lib/paths';
import { isRouteHandle } from './route-handle';

/** 'page name | product name' on every route (spec section 2). */
export function useDocumentTitle(): void {
  const { t } = useTranslation();
  const locale = useLocale();
  const matches = useMatches();
  const handle = [...matches].reverse().find((match) => isRouteHandle(match.handle))?.handle;
  const page = isRouteHandle(handle)
    ? handle.routeId
      ? t(pageTitleKey(handle.routeId))
      : handle.titleKey
        ? t(handle.titleKey)
        : null
    : null;
  const product = productName[locale];
  const title = page ? t('app.titleTemplate', { page, product }) : product;
  useEffect(() => {
    document.title = title;
  }, [title]);
}

import type { Locale } from '@navgan/domain/locales';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { setLocale } from './i18n';
import { langSegmentOf, replaceLangSegment, routeLanguageFor } from './locale-route';

/**
 * Switches the language: stores it, flips direction, and rewrites the URL's language segment
 * when it changes (fa <-> en; en <-> tr keeps the URL).
 */
export function useChangeLocale(): (locale: Locale) => void {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (locale: Locale) => {
      setLocale(locale);
      const current = langSegmentOf(location.pathname);
      const next = routeLanguageFor(locale);
      if (current && current !== next) {
        navigate(`${replaceLangSegment(location.pathname, next)}${location.search}${location.hash}`, {
          replace: true,
        });
      }
    },
    [location, navigate],
  );
}

import {
  defaultLocale,
  isLocale,
  isRouteLanguage,
  type Locale,
  type RouteLanguage,
} from '@navgan/domain/locales';

/**
 * Locale <-> URL rules. The URL's first segment is fa or en (spec section 2). Turkish is a
 * catalogue without a URL segment of its own: it lives under /en (left to right) and is chosen
 * by the language selector, by `?lng=tr`, or by the stored preference.
 */
export function routeLanguageFor(locale: Locale): RouteLanguage {
  return locale === 'fa' ? 'fa' : 'en';
}

/** The locale a URL language means, given the user's stored preference. */
export function localeForRoute(lang: RouteLanguage, preferred: Locale | null): Locale {
  if (lang === 'fa') return 'fa';
  return preferred === 'tr' ? 'tr' : 'en';
}

/** The first path segment when it is a URL language, else null. */
export function langSegmentOf(pathname: string): RouteLanguage | null {
  const first = pathname.split('/')[1];
  return isRouteLanguage(first) ? first : null;
}

/** '/fa/drivers/list' with 'en' gives '/en/drivers/list'; a path without a language gets one. */
export function replaceLangSegment(pathname: string, lang: RouteLanguage): string {
  if (langSegmentOf(pathname)) return `/${lang}${pathname.slice(3)}`;
  return withLangPrefix(pathname, lang);
}

/** '/drivers/list' gives '/fa/drivers/list'; '/' gives '/fa'. */
export function withLangPrefix(pathname: string, lang: RouteLanguage): string {
  const rest = pathname === '/' ? '' : pathname.startsWith('/') ? pathname : `/${pathname}`;
  return `/${lang}${rest}`;
}

export interface LocaleSources {
  pathname: string;
  search: string;
  stored: string | null;
}

/**
 * The locale at start-up: `?lng=` first (any catalogue), then the URL's language segment
 * (with the stored preference deciding en vs tr), then the stored preference, then Persian.
 */
export function resolveInitialLocale({ pathname, search, stored }: LocaleSources): Locale {
  const requested = new URLSearchParams(search).get('lng');
  if (isLocale(requested)) return requested;
  const preferred = isLocale(stored) ? stored : null;
  const lang = langSegmentOf(pathname);
  if (lang) return localeForRoute(lang, preferred);
  return preferred ?? defaultLocale;
}

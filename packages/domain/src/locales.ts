/** Message catalogues the product ships. */
export const locales = ['fa', 'en', 'tr'] as const;
export type Locale = (typeof locales)[number];

/** Languages that may appear as the first URL segment (spec section 2). */
export const routeLanguages = ['fa', 'en'] as const;
export type RouteLanguage = (typeof routeLanguages)[number];

export const defaultLocale: Locale = 'fa';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

export function isRouteLanguage(value: unknown): value is RouteLanguage {
  return typeof value === 'string' && (routeLanguages as readonly string[]).includes(value);
}

export function directionOf(locale: Locale): 'rtl' | 'ltr' {
  return locale === 'fa' ? 'rtl' : 'ltr';
}

/** The Accept-Language value the client sends for a locale (spec section 7). */
export function acceptLanguageFor(locale: Locale): string {
  return locale === 'fa' ? 'fa-ir' : locale === 'tr' ? 'tr-tr' : 'en-us';
}

/**
 * Picks the best supported locale from an Accept-Language header
 * ("fa-IR,fa;q=0.9,en;q=0.8"); Persian when nothing matches, as the product is Persian-first.
 */
export function localeFromAcceptLanguage(header: string | undefined | null): Locale {
  if (!header) return defaultLocale;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { lang: tag.toLowerCase().split('-')[0] ?? '', q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((entry) => entry.lang && !Number.isNaN(entry.q) && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return (ranked.find((entry) => isLocale(entry.lang))?.lang as Locale | undefined) ?? defaultLocale;
}

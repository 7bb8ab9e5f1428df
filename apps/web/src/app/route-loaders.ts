import { isLocale, isRouteLanguage } from '@navgan/domain/locales';
import { type LoaderFunctionArgs, redirect } from 'react-router';
import { isLoggedIn } from '../lib/auth/session';
import { currentLocale, setLocale } from '../lib/i18n/i18n';
import {
  localeForRoute,
  replaceLangSegment,
  routeLanguageFor,
  withLangPrefix,
} from '../lib/i18n/locale-route';
import { dashboardHref } from '../lib/paths';
import { loginPath } from '../lib/route-rules';

function currentDashboard(): string {
  return dashboardHref(routeLanguageFor(currentLocale()));
}

/** The fragment survives a redirect only on the first load, where the browser still has it. */
function hashOf(url: URL): string {
  const location = globalThis.location;
  return location && location.pathname === url.pathname ? location.hash : '';
}

/** `?lng=xx` picks a catalogue (how Turkish is reached by link); the parameter is then dropped. */
function takeLngParam(url: URL): boolean {
  const lng = url.searchParams.get('lng');
  if (!isLocale(lng)) return false;
  setLocale(lng);
  url.searchParams.delete('lng');
  return true;
}

export function rootLoader(): Response {
  return redirect(currentDashboard());
}

/** /login: a logged-in user goes straight to the dashboard. */
export function loginLoader({ request }: LoaderFunctionArgs): Response | null {
  const url = new URL(request.url);
  if (takeLngParam(url)) return redirect(`${url.pathname}${url.search}`);
  if (isLoggedIn()) return redirect(currentDashboard());
  return null;
}

/**
 * /:lang: a first segment that is not fa/en gets the current locale's language prefixed
 * (/drivers/list -> /fa/drivers/list, search and hash kept); a valid one sets the locale.
 */
export function langLoader({ params, request }: LoaderFunctionArgs): Response | null {
  const url = new URL(request.url);
  const lang = params.lang;
  if (!isRouteLanguage(lang)) {
    return redirect(
      `${withLangPrefix(url.pathname, routeLanguageFor(currentLocale()))}${url.search}${hashOf(url)}`,
    );
  }
  if (takeLngParam(url)) {
    return redirect(`${replaceLangSegment(url.pathname, routeLanguageFor(currentLocale()))}${url.search}`);
  }
  const locale = localeForRoute(lang, currentLocale());
  if (locale !== currentLocale()) setLocale(locale);
  return null;
}

/** Every page but /login needs a stored access token (spec section 2). */
export function requireAuthLoader(): Response | null {
  return isLoggedIn() ? null : redirect(loginPath);
}

export function langIndexLoader({ params }: LoaderFunctionArgs): Response {
  return redirect(
    `/${isRouteLanguage(params.lang) ? params.lang : routeLanguageFor(currentLocale())}/dashboard`,
  );
}

export function langLoginLoader(): Response {
  return redirect(loginPath);
}

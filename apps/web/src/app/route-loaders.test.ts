import type { LoaderFunctionArgs } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { storeTokens } from '../lib/auth/session';
import { currentLocale, initI18n, setLocale } from '../lib/i18n/i18n';
import { langLoader, loginLoader, requireAuthLoader, rootLoader } from './route-loaders';

function args(url: string, params: Record<string, string> = {}): LoaderFunctionArgs {
  return { request: new Request(`http://localhost${url}`), params, context: undefined } as LoaderFunctionArgs;
}

function location(response: Response | null): string | null {
  return response?.headers.get('Location') ?? null;
}

describe('route loaders', () => {
  beforeEach(() => {
    localStorage.clear();
    initI18n('fa');
    setLocale('fa');
  });

  it('sends / to the dashboard of the current locale', () => {
    expect(location(rootLoader())).toBe('/fa/dashboard');
    setLocale('tr');
    expect(location(rootLoader())).toBe('/en/dashboard');
  });

  it('prefixes a path without a language, keeping the query', () => {
    expect(location(langLoader(args('/drivers/list?p=2', { lang: 'drivers' })))).toBe('/fa/drivers/list?p=2');
  });

  it('follows the URL language and keeps Turkish under /en', () => {
    expect(langLoader(args('/en/dashboard', { lang: 'en' }))).toBeNull();
    expect(currentLocale()).toBe('en');
    expect(localStorage.getItem('locale')).toBe('en');
    setLocale('tr');
    expect(langLoader(args('/en/dashboard', { lang: 'en' }))).toBeNull();
    expect(currentLocale()).toBe('tr');
    expect(langLoader(args('/fa/dashboard', { lang: 'fa' }))).toBeNull();
    expect(currentLocale()).toBe('fa');
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.body.classList.contains('rtl')).toBe(true);
  });

  it('takes ?lng= and drops it', () => {
    expect(location(langLoader(args('/fa/cars/list?lng=tr&p=3', { lang: 'fa' })))).toBe('/en/cars/list?p=3');
    expect(currentLocale()).toBe('tr');
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('guards pages and the login page by the stored token', () => {
    expect(location(requireAuthLoader())).toBe('/login');
    expect(loginLoader(args('/login'))).toBeNull();
    storeTokens('a', 'r');
    expect(requireAuthLoader()).toBeNull();
    expect(location(loginLoader(args('/login')))).toBe('/fa/dashboard');
  });
});

import { describe, expect, it } from 'vitest';
import {
  langSegmentOf,
  localeForRoute,
  replaceLangSegment,
  resolveInitialLocale,
  routeLanguageFor,
  withLangPrefix,
} from './locale-route';

describe('locale and URL language', () => {
  it('maps every locale to a URL language', () => {
    expect(routeLanguageFor('fa')).toBe('fa');
    expect(routeLanguageFor('en')).toBe('en');
    expect(routeLanguageFor('tr')).toBe('en');
  });

  it('keeps Turkish under /en when it is the preference', () => {
    expect(localeForRoute('en', 'tr')).toBe('tr');
    expect(localeForRoute('en', 'fa')).toBe('en');
    expect(localeForRoute('fa', 'tr')).toBe('fa');
  });

  it('rewrites or adds the language segment', () => {
    expect(langSegmentOf('/fa/drivers/list')).toBe('fa');
    expect(langSegmentOf('/drivers/list')).toBeNull();
    expect(langSegmentOf('/fax/list')).toBeNull();
    expect(replaceLangSegment('/fa/drivers/edit/4', 'en')).toBe('/en/drivers/edit/4');
    expect(replaceLangSegment('/en', 'fa')).toBe('/fa');
    expect(replaceLangSegment('/drivers/list', 'en')).toBe('/en/drivers/list');
    expect(withLangPrefix('/', 'fa')).toBe('/fa');
    expect(withLangPrefix('drivers', 'fa')).toBe('/fa/drivers');
  });

  it('resolves the start-up locale', () => {
    expect(resolveInitialLocale({ pathname: '/', search: '', stored: null })).toBe('fa');
    expect(resolveInitialLocale({ pathname: '/en/dashboard', search: '', stored: null })).toBe('en');
    expect(resolveInitialLocale({ pathname: '/en/dashboard', search: '', stored: 'tr' })).toBe('tr');
    expect(resolveInitialLocale({ pathname: '/fa/dashboard', search: '', stored: 'en' })).toBe('fa');
    expect(resolveInitialLocale({ pathname: '/login', search: '', stored: 'en' })).toBe('en');
    expect(resolveInitialLocale({ pathname: '/login', search: '?lng=tr', stored: 'fa' })).toBe('tr');
    expect(resolveInitialLocale({ pathname: '/login', search: '?lng=xx', stored: 'bogus' })).toBe('fa');
  });
});

import { describe, expect, it } from 'vitest';
import { locales } from '../locales';
import { catalogueOf } from './catalogues';

/** Every text of a catalogue with its path: `labels.tags.fa_title` → 'عنوان فارسی'. */
function textsOf(node: unknown, path: string[] = []): [string, unknown][] {
  if (typeof node !== 'object' || node === null) return [[path.join('.'), node]];
  return Object.entries(node).flatMap(([key, child]) => textsOf(child, [...path, key]));
}

/** The placeholders a text fills in: i18next's `{{name}}` and the domain's `{type}`. */
function placeholdersOf(text: unknown): string[] {
  return [...String(text).matchAll(/\{\{?\s*(\w+)\s*\}?\}/g)].map((match) => match[0]).sort();
}

const texts = Object.fromEntries(locales.map((locale) => [locale, textsOf(catalogueOf(locale).messages)]));
const paths = (locale: string) => (texts[locale] ?? []).map(([path]) => path).sort();

describe('message catalogues', () => {
  it('have the same keys in fa, en and tr', () => {
    expect(paths('en')).toEqual(paths('fa'));
    expect(paths('tr')).toEqual(paths('fa'));
  });

  it('have no empty messages', () => {
    for (const locale of locales) {
      const empty = (texts[locale] ?? []).filter(
        ([, text]) => typeof text !== 'string' || text.trim() === '',
      );
      expect(empty, locale).toEqual([]);
    }
  });

  it('fill in the same placeholders in every language', () => {
    const persian = new Map(texts.fa);
    for (const locale of ['en', 'tr'] as const) {
      const differing = (texts[locale] ?? [])
        .filter(([path, text]) => placeholdersOf(text).join() !== placeholdersOf(persian.get(path)).join())
        .map(([path]) => path);
      expect(differing, locale).toEqual([]);
    }
  });
});

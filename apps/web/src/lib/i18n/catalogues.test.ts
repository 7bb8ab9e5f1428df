import { describe, expect, it } from 'vitest';
import en from '../../locales/en.json';
import fa from '../../locales/fa.json';
import tr from '../../locales/tr.json';

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

describe('message catalogues', () => {
  it('have the same keys in fa, en and tr', () => {
    const faKeys = keysOf(fa).sort();
    expect(keysOf(en).sort()).toEqual(faKeys);
    expect(keysOf(tr).sort()).toEqual(faKeys);
  });

  it('have no empty messages', () => {
    for (const catalogue of [fa, en, tr]) {
      const empty = keysOf(catalogue).filter((key) => {
        const value = key
          .split('.')
          .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], catalogue);
        return typeof value !== 'string' || value.trim() === '';
      });
      expect(empty).toEqual([]);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { digitsOnly, toLatinDigits, toPersianDigits } from './digits';
import { localeFromAcceptLanguage } from './locales';
import { parsePlate, plateDisplaySegments, plateText } from './plate';

describe('digits', () => {
  it('normalises Persian and Arabic digits for search', () => {
    expect(toLatinDigits('۱۲ب۳٤٥')).toBe('12ب345');
    expect(digitsOnly('ایران ۱۲ - ٣٤٥ ب')).toBe('12345');
  });
  it('renders Persian digits', () => {
    expect(toPersianDigits(1405)).toBe('۱۴۰۵');
  });
});

describe('plate', () => {
  it('splits the 9-character plate and orders it for display', () => {
    expect(parsePlate('12053456')).toBeNull();
    expect(parsePlate('120534567')).toEqual({
      twoDigits: '12',
      letterCode: '05',
      threeDigits: '345',
      region: '67',
    });
    expect(plateDisplaySegments('120534567', (code) => (code === '05' ? 'ج' : undefined))).toEqual([
      '67',
      '345',
      'ج',
      '12',
    ]);
  });
  it('writes the plate as text: the spec order in Persian digits in fa, the physical order otherwise', () => {
    const letterFor = (code: string) => (code === '05' ? 'ج' : undefined);
    expect(plateText('120534567', letterFor, 'fa')).toBe('۶۷ - ۳۴۵ ج ۱۲');
    // The mark after the letter keeps "345" from being read as an Arabic number (reordered).
    expect(plateText('120534567', letterFor, 'en')).toBe('12 ج\u200E 345 - 67');
    expect(plateText('129934567', letterFor, 'en')).toBe('12 ?\u200E 345 - 67');
    expect(plateText('12345', letterFor, 'fa')).toBe('۱۲۳۴۵');
  });
});

describe('Accept-Language', () => {
  it('picks the best supported locale', () => {
    expect(localeFromAcceptLanguage('en-US,en;q=0.9')).toBe('en');
    expect(localeFromAcceptLanguage('fa-ir')).toBe('fa');
    expect(localeFromAcceptLanguage('de-DE,en;q=0.5,fa;q=0.7')).toBe('fa');
    expect(localeFromAcceptLanguage(undefined)).toBe('fa');
    expect(localeFromAcceptLanguage('de')).toBe('fa');
  });
});

import { describe, expect, it } from 'vitest';
import { emptyPlate, partComplete, plateParts, plateValue, typedPart } from './plate-parts';

describe('plate parts', () => {
  it('splits a stored plate and composes it back', () => {
    const parts = plateParts('120534567');
    expect(parts).toEqual({ twoDigits: '12', letterCode: '05', threeDigits: '345', region: '67' });
    expect(plateValue(parts)).toBe('120534567');
  });

  it('starts empty for an empty or broken value', () => {
    expect(plateParts('')).toEqual(emptyPlate);
    expect(plateParts('12ab')).toEqual(emptyPlate);
    expect(plateValue(emptyPlate)).toBe('');
  });

  it('keeps Persian digits typed as Latin and cuts each part to its length', () => {
    expect(typedPart('twoDigits', '۱۲۳')).toBe('12');
    expect(typedPart('threeDigits', '٣a4 5')).toBe('345');
    expect(partComplete('region', '6')).toBe(false);
    expect(partComplete('region', '67')).toBe(true);
  });
});

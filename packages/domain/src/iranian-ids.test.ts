import { describe, expect, it } from 'vitest';
import { isBankCardNumber, isIranianMobile, isNationalCode, normalizeMobile } from './iranian-ids';

describe('Iranian identifiers', () => {
  it('checks national codes by their check digit, Persian digits included', () => {
    expect(isNationalCode('0499370899')).toBe(true);
    expect(isNationalCode('۰۴۹۹۳۷۰۸۹۹')).toBe(true);
    expect(isNationalCode('0499370898')).toBe(false);
    expect(isNationalCode('1111111111')).toBe(false);
    expect(isNationalCode('12345')).toBe(false);
  });

  it('checks bank card numbers with the Luhn digit', () => {
    expect(isBankCardNumber('6037-9975-9924-2359')).toBe(false);
    expect(isBankCardNumber('6219-8610-3452-9007')).toBe(true);
    expect(isBankCardNumber('6037991199500343')).toBe(true);
    expect(isBankCardNumber('6219861034529008')).toBe(false);
  });

  it('accepts Iranian mobiles in every common form and stores one', () => {
    for (const form of ['09121234567', '+989121234567', '9121234567', '۰۹۱۲۱۲۳۴۵۶۷']) {
      expect(isIranianMobile(form), form).toBe(true);
      expect(normalizeMobile(form)).toBe('09121234567');
    }
    expect(isIranianMobile('02188776655')).toBe(false);
  });
});

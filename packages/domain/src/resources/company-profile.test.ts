import { describe, expect, it } from 'vitest';
import { companyProfileInput, isLegalNationalId } from './company-profile';

describe('company profile body', () => {
  it('checks the legal national id check digit', () => {
    expect(isLegalNationalId('10380284790')).toBe(true);
    expect(isLegalNationalId('۱۰۳۸۰۲۸۴۷۹۰')).toBe(true);
    expect(isLegalNationalId('10380284791')).toBe(false);
    expect(isLegalNationalId('1038028479')).toBe(false);
  });

  it('normalises digits of ids and phones', () => {
    const value = companyProfileInput.parse({
      name: 'ترابر',
      national_id: '۱۰۳۸۰۲۸۴۷۹۰',
      phone: '۰۲۱-۸۸۷۷ ۶۶۵۵',
      support_phone: '1515',
      postal_code: '',
    });
    expect(value).toMatchObject({
      national_id: '10380284790',
      phone: '02188776655',
      support_phone: '1515',
      economic_code: '',
      province: null,
    });
  });
});

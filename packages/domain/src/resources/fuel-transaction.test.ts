import { describe, expect, it } from 'vitest';
import { catalogueOf } from '../messages/catalogues';
import { issuesToFieldErrors } from '../validation-issues';
import { freeCapacity, fuelCardInput } from './fuel-card';
import { expectedPaidTotal, fuelTransactionInput, isPaidTotalPlausible } from './fuel-transaction';

describe('fuel card body', () => {
  it('accepts a grouped card number with Persian digits and a decimal quota', () => {
    const card = fuelCardInput.parse({
      card_number: '۶۰۳۷ ۹۹۱۲-3456 7890',
      title: 'کامیون ۱',
      monthly_quota: '۶۰۰٫۵',
    });
    expect(card).toMatchObject({
      card_number: '6037991234567890',
      monthly_quota: 600.5,
      company_vehicle: null,
      driver: null,
      is_active: true,
    });
  });

  it('rejects a card number of the wrong length', () => {
    const result = fuelCardInput.safeParse({ card_number: '1234', title: 'x', monthly_quota: 10 });
    expect(result.success).toBe(false);
    if (!result.success)
      expect(issuesToFieldErrors(result.error.issues, catalogueOf('en'), 'fuel_cards')).toEqual({
        card_number: ['Invalid Fuel card number'],
      });
  });

  it('never reports a negative free capacity', () => {
    expect(freeCapacity(100, 30.25)).toBe(69.75);
    expect(freeCapacity(100, 130)).toBe(0);
  });
});

describe('fuel transaction body', () => {
  it('parses amounts typed with separators', () => {
    const value = fuelTransactionInput.parse({
      fuel_card: 1,
      occurred_at: '2025-05-01T08:00:00+03:30',
      liters: '35.476',
      price_per_liter: '30,000',
    });
    expect(value).toMatchObject({
      liters: 35.48,
      price_per_liter: 30_000,
      paid_total: null,
      company_vehicle: null,
    });
  });

  it('checks a typed total against litres times price, within 1%', () => {
    expect(expectedPaidTotal(35.47, 30_000)).toBe(1_064_100);
    expect(isPaidTotalPlausible(1_074_000, 35.47, 30_000)).toBe(true);
    expect(isPaidTotalPlausible(1_075_000, 35.47, 30_000)).toBe(false);
    expect(isPaidTotalPlausible(1_053_000, 35.47, 30_000)).toBe(false);
  });
});

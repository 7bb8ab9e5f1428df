import { describe, expect, it } from 'vitest';
import {
  caretAfterDigits,
  digitsBefore,
  formatMoneyInput,
  parseMoneyInput,
  parseWholeNumberInput,
} from './money-input';

describe('money input', () => {
  it('keeps plain Latin digits whatever was typed', () => {
    expect(parseMoneyInput('۱٬۲۵۰٬۰۰۰')).toBe('1250000');
    expect(parseMoneyInput('1,250,000 ریال')).toBe('1250000');
    expect(parseMoneyInput('1.250.000')).toBe('1250000');
    expect(parseMoneyInput('٣٤')).toBe('34');
    expect(parseMoneyInput('00012')).toBe('12');
    expect(parseMoneyInput('0')).toBe('0');
    expect(parseMoneyInput('abc')).toBe('');
    expect(parseMoneyInput('1234567890123456789')).toBe('123456789012345');
  });

  it('keeps a typed minus sign, so a negative amount is refused rather than flipped', () => {
    expect(parseMoneyInput('-1,000,000')).toBe('-1000000');
    expect(parseMoneyInput('−۱٬۰۰۰٬۰۰۰')).toBe('-1000000');
    expect(parseMoneyInput('-')).toBe('-');
    expect(parseWholeNumberInput('-3', 9)).toBe('-3');
    expect(parseWholeNumberInput('−۳', 9)).toBe('-3');
    expect(parseWholeNumberInput('12a', 9)).toBe('12');
    expect(formatMoneyInput('-1000000', 'en')).toBe('-1,000,000');
  });

  it('shows separators and the locale digits', () => {
    expect(formatMoneyInput('1250000', 'fa')).toBe('۱٬۲۵۰٬۰۰۰');
    expect(formatMoneyInput('1250000', 'en')).toBe('1,250,000');
    expect(formatMoneyInput('1250000', 'tr')).toBe('1.250.000');
    expect(formatMoneyInput('', 'fa')).toBe('');
  });

  it('keeps the caret after the same digit when separators move', () => {
    // '1,234|' then typing 5 -> '12,345|'
    expect(digitsBefore('1,2345', 6)).toBe(5);
    expect(caretAfterDigits('12,345', 5)).toBe(6);
    // caret between 1 and 2 of '۱٬۲۳۴' stays there after reformatting
    expect(digitsBefore('۱٬۲۳۴', 1)).toBe(1);
    expect(caretAfterDigits('۱٬۲۳۴', 1)).toBe(1);
    expect(caretAfterDigits('۱٬۲۳۴', 2)).toBe(3);
    expect(caretAfterDigits('12', 0)).toBe(0);
    expect(caretAfterDigits('12', 9)).toBe(2);
  });
});

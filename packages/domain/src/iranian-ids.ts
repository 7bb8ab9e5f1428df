import { isPhoneNumberValid, verifyCardNumber, verifyIranianNationalId } from '@persian-tools/persian-tools';
import { toLatinDigits } from './digits';

/** Checks of Iranian identifiers, on text that may carry Persian/Arabic digits. */
export function isNationalCode(value: string): boolean {
  const digits = toLatinDigits(value.trim());
  return /^[0-9]{10}$/.test(digits) && verifyIranianNationalId(digits);
}

export function isBankCardNumber(value: string): boolean {
  const digits = toLatinDigits(value).replace(/[\s-]/g, '');
  return /^[0-9]{16}$/.test(digits) && verifyCardNumber(Number(digits)) === true;
}

export function isIranianMobile(value: string): boolean {
  const digits = toLatinDigits(value.trim());
  return /^(\+98|0098|0)?9[0-9]{9}$/.test(digits) && isPhoneNumberValid(digits);
}

/** Mobile numbers are stored in one form: 09xxxxxxxxx. */
export function normalizeMobile(value: string): string {
  const digits = toLatinDigits(value.trim()).replace(/^(\+98|0098)/, '0');
  return digits.startsWith('9') ? `0${digits}` : digits;
}

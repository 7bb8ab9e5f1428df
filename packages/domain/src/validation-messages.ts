import { toPersianDigits } from './digits';
import type { Catalogue, ValidationMessageKey } from './messages/catalogue';

export type { ValidationMessageKey } from './messages/catalogue';

/**
 * Validation messages (spec section 5) live in the catalogue's `validation` section. Schemas in
 * this package use their keys as error messages; the server renders them for the request's
 * Accept-Language and the web app for the current locale, so a field error reads the same in a
 * form and in an API answer. `{type}` is the field's label, or a number for length limits.
 */
export function isValidationMessageKey(
  { messages }: Catalogue,
  value: string,
): value is ValidationMessageKey {
  return Object.hasOwn(messages.validation, value);
}

export function renderValidationMessage(
  { locale, messages }: Catalogue,
  key: ValidationMessageKey,
  type: string | number,
): string {
  const value = typeof type === 'number' && locale === 'fa' ? toPersianDigits(type) : String(type);
  return messages.validation[key].replace('{type}', value);
}

import type { Locale } from '@navgan/domain/locales';
import {
  fieldLabel,
  isValidationMessageKey,
  renderValidationMessage,
} from '@navgan/domain/validation-messages';

const lengthKeys = new Set(['minLength', 'maxLength', 'costMax']);

/**
 * Renders a form error in the current language. Domain schemas use keys of `validationMessages`
 * as messages ('required', 'minLength'...); length messages need the limit, the others the field's
 * label. Anything that is not a key is shown as it is.
 */
export function fieldErrorText(
  message: string | undefined,
  field: string,
  locale: Locale,
  limit?: number,
): string | undefined {
  if (!message) return undefined;
  if (!isValidationMessageKey(message)) return message;
  const type = lengthKeys.has(message) && limit !== undefined ? limit : fieldLabel(field, locale);
  return renderValidationMessage(message, locale, type);
}

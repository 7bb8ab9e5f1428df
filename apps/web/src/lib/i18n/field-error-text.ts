import { costMaxBillionRials } from '@navgan/domain/constants';
import type { Locale } from '@navgan/domain/locales';
import {
  type FieldLabels,
  fieldLabel,
  isValidationMessageKey,
  renderValidationMessage,
} from '@navgan/domain/validation-messages';

export interface FieldErrorOptions {
  /** The length limit named by minLength/maxLength messages. */
  limit?: number;
  /** The resource's own labels; the session labels of the domain otherwise. */
  labels?: FieldLabels;
}

/**
 * Renders a form error in the current language. Domain schemas use keys of `validationMessages`
 * as messages ('required', 'maxLength'...); length messages need the limit, the cost bound its
 * constant, the others the field's label. Anything that is not a key (a server's message, already
 * in the request's language) is shown as it is.
 */
export function fieldErrorText(
  message: string | undefined,
  field: string,
  locale: Locale,
  options: FieldErrorOptions = {},
): string | undefined {
  if (!message) return undefined;
  if (!isValidationMessageKey(message)) return message;
  if (message === 'costMax') return renderValidationMessage(message, locale, costMaxBillionRials);
  const isLength = message === 'minLength' || message === 'maxLength';
  if (isLength && options.limit !== undefined) {
    return renderValidationMessage(message, locale, options.limit);
  }
  const label = options.labels?.[locale][field] ?? fieldLabel(field, locale);
  return renderValidationMessage(message, locale, label);
}

import { costMaxBillionRials } from '@navgan/domain/constants';
import type { Locale } from '@navgan/domain/locales';
import { fieldLabel, type LabelScope } from '@navgan/domain/messages/catalogue';
import { isValidationMessageKey, renderValidationMessage } from '@navgan/domain/validation-messages';
import { catalogueOf } from './i18n';

export interface FieldErrorOptions {
  /** The length limit named by minLength/maxLength messages. */
  limit?: number;
  /** Whose labels name the field; the labels every form shares otherwise. */
  labels?: LabelScope;
}

/**
 * Renders a form error in the current language. Domain schemas use keys of the catalogue's
 * `validation` section as messages ('required', 'maxLength'...); length messages need the limit,
 * the cost bound its constant, the others the field's label. Anything that is not a key (a
 * server's message, already in the request's language) is shown as it is.
 */
export function fieldErrorText(
  message: string | undefined,
  field: string,
  locale: Locale,
  options: FieldErrorOptions = {},
): string | undefined {
  if (!message) return undefined;
  const catalogue = catalogueOf(locale);
  if (!isValidationMessageKey(catalogue, message)) return message;
  if (message === 'costMax') return renderValidationMessage(catalogue, message, costMaxBillionRials);
  const isLength = message === 'minLength' || message === 'maxLength';
  if (isLength && options.limit !== undefined) {
    return renderValidationMessage(catalogue, message, options.limit);
  }
  return renderValidationMessage(catalogue, message, fieldLabel(catalogue, field, options.labels));
}

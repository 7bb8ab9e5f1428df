import type { Locale } from '@navgan/domain/locales';
import { type FieldLabels, validationMessages } from '@navgan/domain/validation-messages';
import { type MessageKey, message } from '../i18n/messages';
import type { FieldErrorsIn } from './resource-definition';

/** One API message on one field, rendered in the caller's language when the answer is sent. */
export function fieldError(
  field: string,
  key: MessageKey,
  params: (locale: Locale) => Record<string, string | number> = () => ({}),
): FieldErrorsIn {
  return (locale) => ({ [field]: [message(locale, key, params(locale))] });
}

/** "Invalid {label}" on one field, with the field named by the resource's labels. */
export function invalidFieldError(field: string, labels: FieldLabels): FieldErrorsIn {
  return (locale) => ({
    [field]: [validationMessages[locale].invalid.replace('{type}', labels[locale][field] ?? field)],
  });
}

/** A rule between two fields ("End must not be before Start"), named by the resource's labels. */
export function comparisonError(
  labels: FieldLabels,
  field: string,
  key: 'notBefore' | 'mustBeAfter' | 'notLess',
  other: string,
): FieldErrorsIn {
  return fieldError(field, key, (locale) => ({
    field: labels[locale][field] ?? field,
    other: labels[locale][other] ?? other,
  }));
}

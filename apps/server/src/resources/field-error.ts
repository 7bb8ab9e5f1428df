import type { Locale } from '@navgan/domain/locales';
import { fieldLabel, type LabelScope } from '@navgan/domain/messages/catalogue';
import { catalogueOf } from '@navgan/domain/messages/catalogues';
import { renderValidationMessage } from '@navgan/domain/validation-messages';
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

/** A field's label in the caller's language, from the scope's labels. */
export function labelIn(locale: Locale, field: string, scope: LabelScope): string {
  return fieldLabel(catalogueOf(locale), field, scope);
}

/** "Invalid {label}" in the caller's language, the field named by the scope's labels. */
export function invalidFieldText(locale: Locale, field: string, scope: LabelScope): string {
  return renderValidationMessage(catalogueOf(locale), 'invalid', labelIn(locale, field, scope));
}

/** "Invalid {label}" on one field. */
export function invalidFieldError(field: string, scope: LabelScope): FieldErrorsIn {
  return (locale) => ({ [field]: [invalidFieldText(locale, field, scope)] });
}

/** A rule between two fields ("End must not be before Start"), named by the scope's labels. */
export function comparisonError(
  scope: LabelScope,
  field: string,
  key: 'notBefore' | 'mustBeAfter' | 'notLess',
  other: string,
): FieldErrorsIn {
  return fieldError(field, key, (locale) => ({
    field: labelIn(locale, field, scope),
    other: labelIn(locale, other, scope),
  }));
}

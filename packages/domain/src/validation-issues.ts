import type { z } from 'zod';
import { costMaxBillionRials } from './constants';
import { toPersianDigits } from './digits';
import { formatJalali } from './jalali';
import type { Locale } from './locales';
import { type Catalogue, fieldLabel, type LabelScope } from './messages/catalogue';
import { isValidationMessageKey, renderValidationMessage } from './validation-messages';

/** DRF's name for errors that belong to no single field. */
export const nonFieldErrors = 'non_field_errors';

export type FieldErrors = Record<string, string[]>;

/**
 * Turns zod issues into the DRF error body `{field: [messages]}` in the catalogue's language,
 * fields named by the scope's labels. Schemas name a key of the catalogue's `validation` section
 * as their message; anything else (zod's own messages for a wrong type, a missing key) is mapped
 * from the issue code.
 */
export function issuesToFieldErrors(
  issues: readonly z.core.$ZodIssue[],
  catalogue: Catalogue,
  scope?: LabelScope,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path.length ? issue.path.map(String).join('.') : nonFieldErrors;
    const name = String(issue.path.at(-1) ?? field);
    const label = fieldLabel(catalogue, name, scope);
    const message = renderIssue(issue, catalogue, label, scope);
    const list = errors[field] ?? [];
    if (!list.includes(message)) list.push(message);
    errors[field] = list;
  }
  return errors;
}

function renderIssue(
  issue: z.core.$ZodIssue,
  catalogue: Catalogue,
  label: string,
  scope?: LabelScope,
): string {
  const { locale } = catalogue;
  const key = issue.message;
  if (key === 'notBelow' || key === 'notAbove') {
    const limit = 'minimum' in issue ? issue.minimum : 'maximum' in issue ? issue.maximum : '';
    return renderValidationMessage(catalogue, key, label).replace(
      '{limit}',
      formatLimit(Number(limit), locale),
    );
  }
  if (key === 'dayRange' && issue.code === 'custom') {
    const { min, max } = (issue.params ?? {}) as { min?: string; max?: string };
    return renderValidationMessage(catalogue, key, label)
      .replace('{min}', formatDayLimit(min ?? '', locale))
      .replace('{max}', formatDayLimit(max ?? '', locale));
  }
  if ((key === 'notBeforeField' || key === 'notLessField') && issue.code === 'custom') {
    const other = String((issue.params as { other?: string } | undefined)?.other ?? '');
    return renderValidationMessage(catalogue, key, label).replace(
      '{other}',
      fieldLabel(catalogue, other, scope),
    );
  }
  if (isValidationMessageKey(catalogue, key)) {
    const limit = 'minimum' in issue ? issue.minimum : 'maximum' in issue ? issue.maximum : undefined;
    if (key === 'costMax') return renderValidationMessage(catalogue, key, costMaxBillionRials);
    const isLengthKey = key === 'minLength' || key === 'maxLength';
    return renderValidationMessage(
      catalogue,
      key,
      isLengthKey && limit !== undefined ? Number(limit) : label,
    );
  }
  if (issue.code === 'invalid_type' && issue.input === undefined)
    return renderValidationMessage(catalogue, 'required', label);
  if (issue.code === 'too_small' && issue.origin === 'string') {
    return Number(issue.minimum) <= 1
      ? renderValidationMessage(catalogue, 'required', label)
      : renderValidationMessage(catalogue, 'minLength', Number(issue.minimum));
  }
  if (issue.code === 'too_big' && issue.origin === 'string') {
    return renderValidationMessage(catalogue, 'maxLength', Number(issue.maximum));
  }
  if (issue.code === 'unrecognized_keys') return renderValidationMessage(catalogue, 'unknownField', label);
  return renderValidationMessage(catalogue, 'invalid', label);
}

/** A number limit as the locale writes it (Persian digits in fa, no thousands separators). */
function formatLimit(limit: number, locale: Locale): string {
  return locale === 'fa' ? toPersianDigits(String(limit)).replace('-', '−') : String(limit);
}

/** A day limit as the locale reads dates: Jalali with Persian digits in fa, ISO elsewhere. */
function formatDayLimit(day: string, locale: Locale): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return day;
  return locale === 'fa' ? toPersianDigits(formatJalali(day)) : day;
}

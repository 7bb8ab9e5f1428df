import type { z } from 'zod';
import { costMaxBillionRials } from './constants';
import { toPersianDigits } from './digits';
import { formatJalali } from './jalali';
import type { Locale } from './locales';
import {
  type FieldLabels,
  fieldLabel,
  isValidationMessageKey,
  renderValidationMessage,
} from './validation-messages';

/** DRF's name for errors that belong to no single field. */
export const nonFieldErrors = 'non_field_errors';

export type FieldErrors = Record<string, string[]>;

/**
 * Turns zod issues into the DRF error body `{field: [messages]}` in the given locale.
 * Schemas name a key of `validationMessages` as their message; anything else (zod's own
 * messages for a wrong type, a missing key) is mapped from the issue code.
 */
export function issuesToFieldErrors(
  issues: readonly z.core.$ZodIssue[],
  locale: Locale,
  labels?: FieldLabels,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path.length ? issue.path.map(String).join('.') : nonFieldErrors;
    const name = String(issue.path.at(-1) ?? field);
    const label = labels?.[locale][name] ?? fieldLabel(name, locale);
    const message = renderIssue(issue, locale, label, labels);
    const list = errors[field] ?? [];
    if (!list.includes(message)) list.push(message);
    errors[field] = list;
  }
  return errors;
}

function renderIssue(issue: z.core.$ZodIssue, locale: Locale, label: string, labels?: FieldLabels): string {
  const key = issue.message;
  if (key === 'notBelow' || key === 'notAbove') {
    const limit = 'minimum' in issue ? issue.minimum : 'maximum' in issue ? issue.maximum : '';
    return renderValidationMessage(key, locale, label).replace('{limit}', formatLimit(Number(limit), locale));
  }
  if (key === 'dayRange' && issue.code === 'custom') {
    const { min, max } = (issue.params ?? {}) as { min?: string; max?: string };
    return renderValidationMessage(key, locale, label)
      .replace('{min}', formatDayLimit(min ?? '', locale))
      .replace('{max}', formatDayLimit(max ?? '', locale));
  }
  if ((key === 'notBeforeField' || key === 'notLessField') && issue.code === 'custom') {
    const other = String((issue.params as { other?: string } | undefined)?.other ?? '');
    return renderValidationMessage(key, locale, label).replace(
      '{other}',
      labels?.[locale][other] ?? fieldLabel(other, locale),
    );
  }
  if (isValidationMessageKey(key)) {
    const limit = 'minimum' in issue ? issue.minimum : 'maximum' in issue ? issue.maximum : undefined;
    if (key === 'costMax') return renderValidationMessage(key, locale, costMaxBillionRials);
    const isLengthKey = key === 'minLength' || key === 'maxLength';
    return renderValidationMessage(key, locale, isLengthKey && limit !== undefined ? Number(limit) : label);
  }
  if (issue.code === 'invalid_type' && issue.input === undefined)
    return renderValidationMessage('required', locale, label);
  if (issue.code === 'too_small' && issue.origin === 'string') {
    return Number(issue.minimum) <= 1
      ? renderValidationMessage('required', locale, label)
      : renderValidationMessage('minLength', locale, Number(issue.minimum));
  }
  if (issue.code === 'too_big' && issue.origin === 'string') {
    return renderValidationMessage('maxLength', locale, Number(issue.maximum));
  }
  if (issue.code === 'unrecognized_keys') return renderValidationMessage('unknownField', locale, label);
  return renderValidationMessage('invalid', locale, label);
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

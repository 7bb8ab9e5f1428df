import type { Locale } from '@navgan/domain/locales';
import { issuesToFieldErrors } from '@navgan/domain/validation-issues';
import type { FieldLabels } from '@navgan/domain/validation-messages';
import type { z } from 'zod';
import { ApiError } from './api-error';

/** Parses input with a domain schema; a failure becomes a 400 `{field: [messages]}` in the caller's language. */
export function validate<S extends z.ZodType>(schema: S, input: unknown, labels?: FieldLabels): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const issues = result.error.issues;
  throw ApiError.validation((locale: Locale) => issuesToFieldErrors(issues, locale, labels));
}

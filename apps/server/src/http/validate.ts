import type { Locale } from '@navgan/domain/locales';
import type { LabelScope } from '@navgan/domain/messages/catalogue';
import { catalogueOf } from '@navgan/domain/messages/catalogues';
import { issuesToFieldErrors } from '@navgan/domain/validation-issues';
import type { z } from 'zod';
import { ApiError } from './api-error';

/** Parses input with a domain schema; a failure becomes a 400 `{field: [messages]}` in the caller's language. */
export function validate<S extends z.ZodType>(schema: S, input: unknown, scope?: LabelScope): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  throw issuesError(result.error.issues, scope);
}

/** A 400 with zod's issues as `{field: [messages]}` in the caller's language, fields named by the scope. */
export function issuesError(issues: readonly z.core.$ZodIssue[], scope?: LabelScope): ApiError {
  return ApiError.validation((locale: Locale) => issuesToFieldErrors(issues, catalogueOf(locale), scope));
}

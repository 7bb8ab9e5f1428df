import type { Locale } from '@navgan/domain/locales';
import type { LabelScope } from '@navgan/domain/messages/catalogue';
import type { z } from 'zod';
import { fieldErrorText } from '../i18n/field-error-text';

/**
 * A domain schema's verdict on a body, for screens that keep their own form state (a map shape,
 * rows of rules): the parsed body, or the first message of each top-level field in the locale
 * with the message keys (for the spec's "fill all fields" / "fix field errors" toast).
 */
export function checkBody<S extends z.ZodType>(
  schema: S,
  body: unknown,
  labels: LabelScope,
  locale: Locale,
  limits: Record<string, number> = {},
): { ok: true; value: z.output<S> } | { ok: false; errors: Record<string, string>; keys: string[] } {
  const result = schema.safeParse(body);
  if (result.success) return { ok: true, value: result.data };
  const errors: Record<string, string> = {};
  const keys: string[] = [];
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (!field || errors[field]) continue;
    keys.push(issue.message);
    const limit = limits[field];
    errors[field] =
      fieldErrorText(issue.message, field, locale, { labels, ...(limit === undefined ? {} : { limit }) }) ??
      issue.message;
  }
  return { ok: false, errors, keys };
}

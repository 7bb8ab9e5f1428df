import { zodResolver } from '@hookform/resolvers/zod';
import { submitErrorKey } from '@navgan/domain/form-errors';
import { useMemo } from 'react';
import { type FieldErrors, type Resolver, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { isApiError } from '../lib/api/api-error';
import type { FormField, FormValues } from '../lib/define-resource';
import { catalogueOf } from '../lib/i18n/i18n';
import { useLocale } from '../lib/i18n/use-locale';
import { notifyError } from '../lib/notify/notifier';
import { formFacts } from '../lib/resource/form-facts';
import { formToInput } from '../lib/resource/form-values';
import { serverFieldErrors } from '../lib/resource/server-field-errors';

interface SchemaFormOptions {
  schema: z.ZodObject;
  fields: readonly FormField[];
  initial: FormValues;
  /** Values the form does not show but sends (the record it belongs to). */
  fixed?: Record<string, string>;
  /** The field under which the server's `non_field_errors` are shown. */
  nonFieldErrorsOn?: string;
}

/**
 * A react-hook-form form of text values checked by the domain schema the server uses (the schema
 * also turns them into the API body), with the spec's toast on a wrong submit and the server's
 * 400 messages under their fields.
 */
export function useSchemaForm({ schema, fields, initial, fixed, nonFieldErrorsOn }: SchemaFormOptions) {
  const locale = useLocale();
  const schemaResolver = zodResolver(schema) as unknown as Resolver<
    Record<string, unknown>,
    unknown,
    Record<string, unknown>
  >;
  // Several-row fields are kept comma-joined in the form and read by the schema as lists.
  const resolver: Resolver<FormValues, unknown, Record<string, unknown>> = (values, context, options) =>
    schemaResolver({ ...formToInput(values, fields), ...fixed }, context, options as never) as never;
  const form = useForm<FormValues, unknown, Record<string, unknown>>({ resolver, defaultValues: initial });
  const facts = useMemo(() => formFacts(schema, fields), [schema, fields]);

  const onInvalid = (errors: FieldErrors<FormValues>) => {
    const key = submitErrorKey(Object.values(errors).map((error) => error?.message));
    notifyError([{ messages: [catalogueOf(locale).messages.validation[key]] }]);
  };

  /** Puts a 400's messages under their fields (focusing the first); other errors were toasted. */
  const showServerErrors = (error: unknown) => {
    if (!isApiError(error) || error.status !== 400) return;
    const shown = serverFieldErrors(
      error.body,
      fields.map((field) => field.name),
    );
    if (nonFieldErrorsOn) {
      for (const [, message] of serverFieldErrors(error.body, ['non_field_errors']))
        shown.push([nonFieldErrorsOn, message]);
    }
    shown.forEach(([field, message], index) => {
      form.setError(field, { type: 'server', message }, { shouldFocus: index === 0 });
    });
  };

  return { form, facts, onInvalid, showServerErrors };
}

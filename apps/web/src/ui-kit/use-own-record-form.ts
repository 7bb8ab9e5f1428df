import { submitErrorKey } from '@navgan/domain/form-errors';
import type { LabelScope } from '@navgan/domain/messages/catalogue';
import { useMemo, useRef } from 'react';
import {
  type Control,
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
  useForm,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { isApiError, isHeldForApproval } from '../lib/api/api-error';
import type { FormField, FormValues, ResourceRoute } from '../lib/define-resource';
import { catalogueOf } from '../lib/i18n/i18n';
import { routeLanguageFor } from '../lib/i18n/locale-route';
import { useLocale } from '../lib/i18n/use-locale';
import { notifyError, notifySuccess } from '../lib/notify/notifier';
import { fieldLabelOf } from '../lib/resource/display-text';
import { formFacts } from '../lib/resource/form-facts';
import { resourceHref } from '../lib/resource/resource-href';
import { useSaveRecord } from '../lib/resource/resource-queries';
import { checkBody } from '../lib/resource/schema-errors';
import { serverFieldErrors } from '../lib/resource/server-field-errors';
import { useUnsavedChanges } from './unsaved-changes';

interface OwnRecordFormOptions<V extends FieldValues, R> {
  api: string;
  route: ResourceRoute;
  mode: 'add' | 'edit' | 'view';
  record: R | undefined;
  /** The domain schema the server validates with. */
  schema: z.ZodObject;
  labels: LabelScope;
  /** The fields drawn with the shared field controls; the screen draws the rest itself. */
  fields: readonly FormField[];
  initial: V;
  /** The form's values as the schema reads them (id lists, the map's shape, rows). */
  toInput(values: V): Record<string, unknown>;
}

/**
 * The react-hook-form form of an add/edit screen with parts of its own (a map shape, rows of
 * rules): the shared fields and those parts in one form, checked by the domain schema with each
 * top-level field's first message in the locale; the spec's toast on a wrong submit; the save,
 * its toast and the saved record's view; the question before unsaved edits are left.
 */
export function useOwnRecordForm<V extends FieldValues, R extends { id: number; title: string }>({
  api,
  route,
  mode,
  record,
  schema,
  labels,
  fields,
  initial,
  toInput,
}: OwnRecordFormOptions<V, R>) {
  const { t } = useTranslation();
  const locale = useLocale();
  const lang = routeLanguageFor(locale);
  const navigate = useNavigate();
  const facts = useMemo(() => formFacts(schema, fields), [schema, fields]);
  const limits = useMemo(
    () =>
      Object.fromEntries(
        Object.entries(facts).flatMap(([name, fact]) =>
          fact.maxLength === undefined ? [] : [[name, fact.maxLength]],
        ),
      ),
    [facts],
  );
  // The message keys of the last check, for the toast's wording.
  const lastKeys = useRef<string[]>([]);
  const resolver: Resolver<V, unknown, Record<string, unknown>> = (values) => {
    const checked = checkBody(schema, toInput(values), labels, locale, limits);
    if (checked.ok) return { values: checked.value as Record<string, unknown>, errors: {} };
    lastKeys.current = checked.keys;
    const errors = Object.fromEntries(
      Object.entries(checked.errors).map(([field, message]) => [field, { type: 'schema', message }]),
    );
    return { values: {}, errors: errors as never };
  };
  const form = useForm<V, unknown, Record<string, unknown>>({
    resolver,
    defaultValues: initial as DefaultValues<V>,
  });
  const save = useSaveRecord<R>(api, (field) => fieldLabelOf(labels, field, locale));
  const unsaved = useUnsavedChanges(form.formState.isDirty);

  const onValid = (body: Record<string, unknown>) =>
    save.mutate(
      { ...(record ? { id: String(record.id) } : {}), values: body },
      {
        onSuccess: (saved) => {
          unsaved.allowLeaving();
          notifySuccess(t(mode === 'add' ? 'resource.created' : 'resource.updated', { name: saved.title }));
          navigate(resourceHref(lang, route, 'view', saved.id), { replace: true });
        },
        onError: (error) => {
          // Held for approval: the info toast told the user; the record has not changed yet.
          if (isHeldForApproval(error)) {
            unsaved.allowLeaving();
            navigate(resourceHref(lang, route, 'list'), { replace: true });
            return;
          }
          if (!isApiError(error) || error.status !== 400) return;
          serverFieldErrors(error.body, Object.keys(initial)).forEach(([field, message], index) => {
            form.setError(field as Path<V>, { type: 'server', message }, { shouldFocus: index === 0 });
          });
        },
      },
    );
  const onInvalid = () => {
    notifyError([{ messages: [catalogueOf(locale).messages.validation[submitErrorKey(lastKeys.current)]] }]);
  };

  return {
    form,
    /** The form as the shared field controls take it (their values are text). */
    control: form.control as unknown as Control<FormValues, unknown, Record<string, unknown>>,
    facts,
    submit: form.handleSubmit(onValid, onInvalid),
    pending: save.isPending,
    /** The message of a field the screen draws itself. */
    errorOf: (field: keyof V & string) => form.formState.errors[field]?.message as string | undefined,
    cancelHref: record ? resourceHref(lang, route, 'view', record.id) : resourceHref(lang, route, 'list'),
    prompt: unsaved.prompt,
  };
}

import { submitErrorKey } from '@navgan/domain/form-errors';
import type { LabelScope } from '@navgan/domain/messages/catalogue';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { isApiError } from '../lib/api/api-error';
import type { ResourceRoute } from '../lib/define-resource';
import { catalogueOf } from '../lib/i18n/i18n';
import { routeLanguageFor } from '../lib/i18n/locale-route';
import { useLocale } from '../lib/i18n/use-locale';
import { notifyError, notifySuccess } from '../lib/notify/notifier';
import { fieldLabelOf } from '../lib/resource/display-text';
import { resourceHref } from '../lib/resource/resource-href';
import { useSaveRecord } from '../lib/resource/resource-queries';
import { checkBody } from '../lib/resource/schema-errors';
import { serverFieldErrors } from '../lib/resource/server-field-errors';

interface OwnFormSaveOptions<S extends z.ZodType, R> {
  api: string;
  route: ResourceRoute;
  mode: 'add' | 'edit' | 'view';
  record: R | undefined;
  schema: S;
  labels: LabelScope;
  fieldNames: readonly string[];
  limits: Record<string, number>;
  /** The form's field messages: the schema's on a wrong body, the server's on a 400. */
  onErrors(errors: Record<string, string>): void;
}

/**
 * Saving an add/edit screen that keeps its own form state (a map shape, rows of rules): the
 * schema's messages and the spec's toast on a wrong body, otherwise the save, its toast and the
 * saved record's view.
 */
export function useOwnFormSave<S extends z.ZodType, R extends { id: number; title: string }>({
  api,
  route,
  mode,
  record,
  schema,
  labels,
  fieldNames,
  limits,
  onErrors,
}: OwnFormSaveOptions<S, R>) {
  const { t } = useTranslation();
  const locale = useLocale();
  const lang = routeLanguageFor(locale);
  const navigate = useNavigate();
  const save = useSaveRecord<R>(api, (field) => fieldLabelOf(labels, field, locale));

  const submit = (body: unknown) => {
    const checked = checkBody(schema, body, labels, locale, limits);
    if (!checked.ok) {
      onErrors(checked.errors);
      notifyError([{ messages: [catalogueOf(locale).messages.validation[submitErrorKey(checked.keys)]] }]);
      return;
    }
    save.mutate(
      { ...(record ? { id: String(record.id) } : {}), values: checked.value },
      {
        onSuccess: (saved) => {
          notifySuccess(t(mode === 'add' ? 'resource.created' : 'resource.updated', { name: saved.title }));
          navigate(resourceHref(lang, route, 'view', saved.id), { replace: true });
        },
        onError: (error) => {
          if (!isApiError(error) || error.status !== 400) return;
          onErrors(Object.fromEntries(serverFieldErrors(error.body, fieldNames)));
        },
      },
    );
  };

  const cancelHref = record
    ? resourceHref(lang, route, 'view', record.id)
    : resourceHref(lang, route, 'list');
  return { submit, pending: save.isPending, cancelHref };
}

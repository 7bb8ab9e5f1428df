import EditRounded from '@mui/icons-material/EditRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../lib/access/use-access';
import { api } from '../lib/api/api';
import { isApiError } from '../lib/api/api-error';
import type { FormValues } from '../lib/define-resource';
import type { SingletonDefinition } from '../lib/define-screens';
import { useLocale } from '../lib/i18n/use-locale';
import { notifySuccess } from '../lib/notify/notifier';
import { fieldLabelOf } from '../lib/resource/display-text';
import { dependentFields, emptyFormValues, recordToFormValues } from '../lib/resource/form-values';
import { FactGrid, FieldControlGrid, FieldGrid } from './field-grids';
import { LoadFailedAlert } from './load-failed-alert';
import { PageHeading } from './page-heading';
import { RecordDialog } from './record-dialog';
import { SectionCard } from './section-card';
import { useUnsavedChanges } from './unsaved-changes';
import { useSchemaForm } from './use-schema-form';

/** The one record at `path`; with `missingIsEmpty` a 404 (not recorded yet) reads as null. */
function useSingleton<R>(path: string, missingIsEmpty = false) {
  return useQuery({
    queryKey: [path],
    queryFn: async ({ signal }) => {
      try {
        return await api.get<R>(path, { signal, silent: missingIsEmpty });
      } catch (error) {
        if (missingIsEmpty && isApiError(error) && error.status === 404) return null;
        throw error;
      }
    },
  });
}

function useRefreshAfterSave(definition: SingletonDefinition<never>) {
  const queryClient = useQueryClient();
  return () => {
    for (const path of definition.alsoRefresh ?? []) void queryClient.invalidateQueries({ queryKey: [path] });
  };
}

/**
 * A record's one-to-one part inside its view (a vehicle's costs): read with the layer's field
 * views, edited in a dialog by those who may; the first save records it.
 */
export function SingletonSection<R extends object>({
  definition,
  path,
  title,
  testId,
}: {
  definition: SingletonDefinition<R>;
  path: string;
  title: string;
  testId: string;
}) {
  const { t } = useTranslation();
  const record = useSingleton<R>(path, true);
  const mayChange = useCan(definition.access, 'change');
  const refresh = useRefreshAfterSave(definition as SingletonDefinition<never>);
  const [editing, setEditing] = useState(false);
  const values = record.data
    ? recordToFormValues(record.data, definition.fields)
    : emptyFormValues(definition.fields);
  const facts = (definition.facts ?? []).filter((column) => record.data && record.data[column.field] != null);

  return (
    <SectionCard
      title={title}
      testId={testId}
      actions={
        mayChange ? (
          <Button variant="outlined" startIcon={<EditRounded />} onClick={() => setEditing(true)}>
            {t('resource.edit')}
          </Button>
        ) : undefined
      }
    >
      {record.isPending ? (
        <Skeleton variant="rounded" height={96} aria-busy="true" data-testid="section-skeleton" />
      ) : record.isError ? (
        <LoadFailedAlert onRetry={() => void record.refetch()} />
      ) : (
        <>
          <FieldGrid fields={definition.fields} values={values} labels={definition.labels} />
          {record.data && facts.length ? (
            <Box sx={{ mt: { xs: 2, sm: 3 } }}>
              <FactGrid columns={facts} record={record.data} labels={definition.labels} />
            </Box>
          ) : null}
        </>
      )}
      {editing ? (
        <RecordDialog<R>
          title={title}
          path={path}
          put
          schema={definition.schema}
          labels={definition.labels}
          fields={definition.fields}
          initial={values}
          onClose={() => setEditing(false)}
          onSaved={(saved) => {
            refresh();
            notifySuccess(definition.savedText(saved, t, title));
            setEditing(false);
          }}
        />
      ) : null}
    </SectionCard>
  );
}

/** A singleton as a page of its own (the company profile): one form, or its values to those who may not change it. */
export function SingletonPage<R extends object>({
  definition,
  path,
  title,
}: {
  definition: SingletonDefinition<R>;
  path: string;
  title: string;
}) {
  const record = useSingleton<R>(path);
  const mayChange = useCan(definition.access, 'change');
  if (record.isPending) {
    return (
      <Box aria-busy="true" data-testid="record-skeleton">
        <PageHeading title={title} />
        <Skeleton variant="rounded" height={320} />
      </Box>
    );
  }
  if (record.isError || !record.data) {
    return <LoadFailedAlert onRetry={() => void record.refetch()} />;
  }
  const values = recordToFormValues(record.data, definition.fields);
  if (!mayChange) {
    return (
      <>
        <PageHeading title={title} />
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 2.5 }}>
          <FieldGrid fields={definition.fields} values={values} labels={definition.labels} />
        </Paper>
      </>
    );
  }
  return <SingletonForm definition={definition} path={path} title={title} initial={values} />;
}

function SingletonForm<R extends object>({
  definition,
  path,
  title,
  initial,
}: {
  definition: SingletonDefinition<R>;
  path: string;
  title: string;
  initial: FormValues;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const refresh = useRefreshAfterSave(definition as SingletonDefinition<never>);
  const { fields, labels } = definition;
  const { form, facts, onInvalid, showServerErrors } = useSchemaForm({
    schema: definition.schema,
    fields,
    initial,
  });
  const unsaved = useUnsavedChanges(form.formState.isDirty);
  const save = useMutation({
    mutationFn: (body: Record<string, unknown>) =>
      api.put<R>(path, body, { fieldLabel: (field) => fieldLabelOf(labels, field, locale) }),
    onSuccess: (saved) => queryClient.setQueryData([path], saved),
  });
  const onValid = (body: Record<string, unknown>) =>
    save.mutate(body, {
      onSuccess: (saved) => {
        refresh();
        notifySuccess(definition.savedText(saved, t, title));
        form.reset(recordToFormValues(saved, fields));
      },
      onError: showServerErrors,
    });

  return (
    <Box component="form" noValidate onSubmit={form.handleSubmit(onValid, onInvalid)} aria-label={title}>
      <PageHeading title={title} subtitle={t('resource.requiredHint')} />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 2.5 }}>
        <FieldControlGrid
          fields={fields}
          facts={facts}
          labels={labels}
          control={form.control}
          onChanged={(name) => {
            for (const child of dependentFields(fields, name))
              form.setValue(child, '', { shouldDirty: true });
          }}
        />
      </Paper>
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button type="submit" variant="contained" loading={save.isPending} sx={{ minWidth: 140 }}>
          {t('resource.saveChanges')}
        </Button>
      </Stack>
      {unsaved.prompt}
    </Box>
  );
}

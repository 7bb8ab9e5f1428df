import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import type { z } from 'zod';
import { accessResourceOf, useResourceAbilities } from '../lib/access/use-resource-abilities';
import { isHeldForApproval } from '../lib/api/api-error';
import {
  type FormSection,
  type FormValues,
  formOf,
  type ResourceDefinition,
  resourceRouteIds,
} from '../lib/define-resource';
import { routeLanguageFor } from '../lib/i18n/locale-route';
import { useLocale } from '../lib/i18n/use-locale';
import { notifySuccess } from '../lib/notify/notifier';
import { pageTitleKey } from '../lib/paths';
import { fieldLabelOf } from '../lib/resource/display-text';
import { type FieldFacts, formFacts } from '../lib/resource/form-facts';
import {
  dependentFields,
  emptyFormValues,
  formFields,
  recordToFormValues,
} from '../lib/resource/form-values';
import { resourceHref } from '../lib/resource/resource-href';
import { useSaveRecord } from '../lib/resource/resource-queries';
import { AuditTrailSection } from './audit-trail-section';
import { FactGrid, FieldControlGrid, FieldGrid } from './field-grids';
import { OrganizationAssignmentSection } from './organization-assignment-section';
import { PageHeading } from './page-heading';
import { EditButton, FormActions, SectionPaper } from './record-frame';
import { RecordLoader } from './record-loader';
import { useUnsavedChanges } from './unsaved-changes';
import { useSchemaForm } from './use-schema-form';

export type RecordMode = 'add' | 'edit' | 'view';

interface RecordPageProps<R extends { id: number }, S extends z.ZodObject> {
  resource: ResourceDefinition<R, S>;
  mode: RecordMode;
}

/**
 * Add, edit and view of one record in one screen (spec section 2): the resource's sections and
 * fields, validated with the domain schema the server uses; view shows the same layout read-only.
 */
export function RecordPage<R extends { id: number }, S extends z.ZodObject>({
  resource,
  mode,
}: RecordPageProps<R, S>) {
  const { id } = useParams();
  return (
    <RecordLoader<R>
      api={resource.api}
      route={resource.route}
      mode={mode}
      skeleton={<RecordSkeleton sections={resource.form} />}
    >
      {(record) => (
        <RecordScreen key={`${mode}:${id ?? ''}`} resource={resource} mode={mode} record={record} />
      )}
    </RecordLoader>
  );
}

function RecordScreen<R extends { id: number }, S extends z.ZodObject>({
  resource,
  mode,
  record,
}: RecordPageProps<R, S> & { record: R | undefined }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const lang = routeLanguageFor(locale);
  const navigate = useNavigate();
  const { schema, form: sections } = formOf(resource, mode);
  const fields = useMemo(() => formFields(sections), [sections]);
  const initial = useMemo(
    () =>
      record
        ? (resource.toForm?.(record, mode === 'view' ? 'view' : 'edit') ?? recordToFormValues(record, fields))
        : emptyFormValues(fields, resource.defaults),
    [record, resource, fields, mode],
  );
  const facts = useMemo(() => formFacts(schema, fields), [schema, fields]);
  const may = useResourceAbilities(resource.route);

  const routeTitle = t(pageTitleKey(resourceRouteIds(resource.route)[mode]));
  const title = record ? resource.recordName(record, locale) || routeTitle : routeTitle;

  if (mode === 'view' && record) {
    const auditResource = accessResourceOf(resource.route);
    return (
      <>
        <PageHeading
          title={title}
          subtitle={routeTitle}
          actions={
            may.change ? <EditButton to={resourceHref(lang, resource.route, 'edit', record.id)} /> : undefined
          }
        />
        {(resource.viewNotes?.(record) ?? []).map((note) => (
          <Alert key={note} severity="info" data-testid="view-note" sx={{ mb: 2.5 }}>
            {t(note)}
          </Alert>
        ))}
        {resource.form.map((section) => (
          <SectionPaper key={section.title} title={t(section.title)}>
            <FieldGrid fields={section.fields} values={initial} labels={resource.labels} />
          </SectionPaper>
        ))}
        {resource.facts ? (
          <SectionPaper title={t(resource.facts.title)}>
            <FactGrid columns={resource.facts.columns} record={record} labels={resource.labels} />
          </SectionPaper>
        ) : null}
        {resource.viewSections ? <resource.viewSections record={record} /> : null}
        {resource.organizations ? (
          <OrganizationAssignmentSection api={resource.api} record={record} mayChange={may.change} />
        ) : null}
        {auditResource ? (
          <AuditTrailSection resource={auditResource} recordId={record.id} labels={resource.labels} />
        ) : null}
      </>
    );
  }

  return (
    <RecordForm
      resource={resource}
      mode={mode}
      record={record}
      title={title}
      subtitle={record ? routeTitle : t('resource.requiredHint')}
      initial={initial}
      facts={facts}
      onSaved={(saved) => {
        const name = resource.recordName(saved, locale);
        notifySuccess(t(mode === 'add' ? 'resource.created' : 'resource.updated', { name }));
        navigate(resourceHref(lang, resource.route, 'view', saved.id), { replace: true });
      }}
    />
  );
}

interface RecordFormProps<R extends { id: number }, S extends z.ZodObject> extends RecordPageProps<R, S> {
  record: R | undefined;
  title: string;
  subtitle: string;
  initial: FormValues;
  facts: Record<string, FieldFacts>;
  onSaved(record: R): void;
}

function RecordForm<R extends { id: number }, S extends z.ZodObject>({
  resource,
  mode,
  record,
  title,
  subtitle,
  initial,
  facts,
  onSaved,
}: RecordFormProps<R, S>) {
  const { t } = useTranslation();
  const locale = useLocale();
  const lang = routeLanguageFor(locale);
  const navigate = useNavigate();
  const { schema, form: sections } = formOf(resource, mode);
  const fields = useMemo(() => formFields(sections), [sections]);
  const { form, onInvalid, showServerErrors } = useSchemaForm({
    schema,
    fields,
    initial,
    ...(resource.nonFieldErrorsOn ? { nonFieldErrorsOn: resource.nonFieldErrorsOn } : {}),
  });
  const save = useSaveRecord<R>(resource.api, (field) => fieldLabelOf(resource.labels, field, locale));
  const unsaved = useUnsavedChanges(form.formState.isDirty);

  const onChanged = (name: string) => {
    for (const child of dependentFields(fields, name)) {
      form.setValue(child, '', { shouldDirty: true });
      form.clearErrors(child);
    }
  };

  const onValid = (values: Record<string, unknown>) =>
    save.mutate(
      { ...(record ? { id: String(record.id) } : {}), values },
      {
        onSuccess: (saved) => {
          unsaved.allowLeaving();
          onSaved(saved);
        },
        onError: (error) => {
          // Held for approval: the info toast told the user; the record has not changed yet.
          if (isHeldForApproval(error)) {
            unsaved.allowLeaving();
            navigate(resourceHref(lang, resource.route, 'list'), { replace: true });
            return;
          }
          showServerErrors(error);
        },
      },
    );

  const cancelHref = record
    ? resourceHref(lang, resource.route, 'view', record.id)
    : resourceHref(lang, resource.route, 'list');

  return (
    <Box component="form" noValidate onSubmit={form.handleSubmit(onValid, onInvalid)} aria-label={title}>
      <PageHeading title={title} subtitle={subtitle} />
      {sections.map((section) => (
        <SectionPaper key={section.title} title={t(section.title)}>
          <FieldControlGrid
            fields={section.fields}
            facts={facts}
            labels={resource.labels}
            control={form.control}
            onChanged={onChanged}
            recordId={record?.id}
          />
        </SectionPaper>
      ))}
      <FormActions mode={mode} cancelHref={cancelHref} pending={save.isPending} />
      {unsaved.prompt}
    </Box>
  );
}

function RecordSkeleton({ sections }: { sections: readonly FormSection[] }) {
  const { t } = useTranslation();
  return (
    <Box aria-busy="true" aria-label={t('app.loading')} data-testid="record-skeleton">
      <Skeleton variant="text" width="35%" height={44} sx={{ mb: 3 }} />
      {sections.map((section) => (
        <Paper key={section.title} variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 2.5 }}>
          <Skeleton variant="text" width={160} sx={{ mb: 2 }} />
          <Grid container spacing={2.5}>
            {section.fields.map((field) => (
              <Grid key={field.name} size={{ xs: 12, sm: 6, md: field.span ?? 4 }}>
                <Skeleton variant="rounded" height={56} />
              </Grid>
            ))}
          </Grid>
        </Paper>
      ))}
    </Box>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { submitErrorKey } from '@navgan/domain/form-errors';
import { type CompanyProfile, companyProfileInput } from '@navgan/domain/resources/company-profile';
import { isRequiredField, maxLengthOf } from '@navgan/domain/resources/field-facts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FieldErrors, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useCan } from '../../lib/access/use-access';
import { api } from '../../lib/api/api';
import { isApiError } from '../../lib/api/api-error';
import type { FormField, FormValues } from '../../lib/define-resource';
import { catalogueOf } from '../../lib/i18n/i18n';
import { useLocale } from '../../lib/i18n/use-locale';
import { notifyError, notifySuccess } from '../../lib/notify/notifier';
import { pageTitleKey } from '../../lib/paths';
import { fieldLabelOf } from '../../lib/resource/display-text';
import type { FieldFacts } from '../../lib/resource/form-facts';
import { dependentFields, recordToFormValues } from '../../lib/resource/form-values';
import { serverFieldErrors } from '../../lib/resource/server-field-errors';
import { FieldControl } from '../../ui-kit/fields/field-control';
import { LoadFailedAlert } from '../../ui-kit/load-failed-alert';
import { PageHeading } from '../../ui-kit/page-heading';
import { RollupRebuildCard } from './rollup-rebuild-card';

const path = 'company/profile/';
const fields: FormField<Extract<keyof typeof companyProfileInput.shape, string>>[] = [
  { name: 'name', kind: 'text', span: 6 },
  { name: 'en_name', kind: 'text', span: 6, ltr: true },
  { name: 'national_id', kind: 'text', digits: true },
  { name: 'economic_code', kind: 'text', digits: true },
  { name: 'postal_code', kind: 'text', digits: true },
  { name: 'phone', kind: 'text', digits: true, inputMode: 'tel', ltr: true, span: 6 },
  { name: 'support_phone', kind: 'text', digits: true, inputMode: 'tel', ltr: true, span: 6 },
  {
    name: 'province',
    kind: 'lookup',
    source: { path: 'geolocations/provinces/', query: { country: 1 } },
    span: 6,
  },
  {
    name: 'city',
    kind: 'lookup',
    source: { path: 'geolocations/cities/', parent: { field: 'province', param: 'province' } },
    span: 6,
  },
  { name: 'address', kind: 'textarea', rows: 2, span: 12 },
];

const shape = companyProfileInput.shape as Record<string, z.ZodType>;
const facts: Record<string, FieldFacts> = Object.fromEntries(
  fields.map((field) => {
    const schema = shape[field.name] as z.ZodType;
    const max = maxLengthOf(schema);
    return [
      field.name,
      { required: isRequiredField(schema), ...(max === undefined ? {} : { maxLength: max }) },
    ];
  }),
);

/** The company's profile (spec: company/profile; `GET/PUT company/profile/`), one form. */
export function CompanyProfilePage() {
  const { t } = useTranslation();
  const profile = useQuery({
    queryKey: [path],
    queryFn: ({ signal }) => api.get<CompanyProfile>(path, { signal }),
  });
  const title = t(pageTitleKey('companyProfile'));
  const canRebuild = useCan('company', 'change');
  if (profile.isPending) {
    return (
      <Box aria-busy="true">
        <PageHeading title={title} />
        <Skeleton variant="rounded" height={320} />
      </Box>
    );
  }
  if (profile.isError) {
    return <LoadFailedAlert onRetry={() => void profile.refetch()} />;
  }
  return (
    <>
      <ProfileForm title={title} profile={profile.data} />
      {canRebuild ? <RollupRebuildCard /> : null}
    </>
  );
}

function ProfileForm({ title, profile }: { title: string; profile: CompanyProfile }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const resolver = zodResolver(companyProfileInput) as unknown as Resolver<
    FormValues,
    unknown,
    Record<string, unknown>
  >;
  const form = useForm<FormValues, unknown, Record<string, unknown>>({
    resolver,
    defaultValues: recordToFormValues(profile, fields),
  });
  const save = useMutation({
    mutationFn: (values: Record<string, unknown>) =>
      api.put<CompanyProfile>(path, values, {
        fieldLabel: (field) => fieldLabelOf('company', field, locale),
      }),
    onSuccess: (saved) => queryClient.setQueryData([path], saved),
  });
  const onValid = (values: Record<string, unknown>) =>
    save.mutate(values, {
      onSuccess: (saved) => {
        notifySuccess(t('resource.updated', { name: saved.name }));
        form.reset(recordToFormValues(saved, fields));
      },
      onError: (error) => {
        if (!isApiError(error) || error.status !== 400) return;
        serverFieldErrors(
          error.body,
          fields.map((field) => field.name),
        ).forEach(([field, message], index) => {
          form.setError(field, { type: 'server', message }, { shouldFocus: index === 0 });
        });
      },
    });
  const onInvalid = (errors: FieldErrors<FormValues>) => {
    const key = submitErrorKey(Object.values(errors).map((error) => error?.message));
    notifyError([{ messages: [catalogueOf(locale).messages.validation[key]] }]);
  };

  return (
    <Box component="form" noValidate onSubmit={form.handleSubmit(onValid, onInvalid)} aria-label={title}>
      <PageHeading title={title} subtitle={t('resource.requiredHint')} />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 2.5 }}>
        <Grid container spacing={{ xs: 2, sm: 2.5 }}>
          {fields.map((field) => (
            <Grid key={field.name} size={{ xs: 12, sm: field.span === 12 ? 12 : 6, md: field.span ?? 4 }}>
              <FieldControl
                field={field}
                facts={facts[field.name] ?? { required: false }}
                labels="company"
                control={form.control}
                onChanged={(name) => {
                  for (const child of dependentFields(fields, name))
                    form.setValue(child, '', { shouldDirty: true });
                }}
              />
            </Grid>
          ))}
        </Grid>
      </Paper>
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button type="submit" variant="contained" loading={save.isPending} sx={{ minWidth: 140 }}>
          {t('resource.saveChanges')}
        </Button>
      </Stack>
    </Box>
  );
}

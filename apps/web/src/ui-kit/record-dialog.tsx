import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import { submitErrorKey } from '@navgan/domain/form-errors';
import type { LabelScope } from '@navgan/domain/messages/catalogue';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useMemo } from 'react';
import { type FieldErrors, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { api } from '../lib/api/api';
import { isApiError, isHeldForApproval } from '../lib/api/api-error';
import type { FormField, FormValues } from '../lib/define-resource';
import { catalogueOf } from '../lib/i18n/i18n';
import { useLocale } from '../lib/i18n/use-locale';
import { notifyError } from '../lib/notify/notifier';
import { fieldLabelOf } from '../lib/resource/display-text';
import { formFacts } from '../lib/resource/form-facts';
import { formToInput } from '../lib/resource/form-values';
import { serverFieldErrors } from '../lib/resource/server-field-errors';
import { FieldControl } from './fields/field-control';

export interface RecordDialogProps<R> {
  title: string;
  /**
   * API path with the trailing slash; with `id` the record is replaced (PUT), else created (POST).
   * With `put` the path is the record itself (a vehicle's information), replaced with PUT.
   */
  path: string;
  id?: number;
  put?: boolean;
  schema: z.ZodObject;
  labels: LabelScope;
  fields: readonly FormField[];
  initial: FormValues;
  /** Values the dialog does not show but sends (the record it belongs to). */
  fixed?: Record<string, string>;
  onClose(): void;
  onSaved(record: R): void;
}

/**
 * A small record form in a dialog (a vehicle's insurance policies, their payments): the layer's
 * fields and the domain schema the server validates with. Mount it when it opens.
 */
export function RecordDialog<R>({
  title,
  path,
  id,
  put = false,
  schema,
  labels,
  fields,
  initial,
  fixed = {},
  onClose,
  onSaved,
}: RecordDialogProps<R>) {
  const { t } = useTranslation();
  const locale = useLocale();
  const titleId = useId();
  const queryClient = useQueryClient();
  const facts = useMemo(() => formFacts(schema, fields), [schema, fields]);
  const schemaResolver = zodResolver(schema) as unknown as Resolver<
    Record<string, unknown>,
    unknown,
    Record<string, unknown>
  >;
  const resolver: Resolver<FormValues, unknown, Record<string, unknown>> = (values, context, options) =>
    schemaResolver({ ...formToInput(values, fields), ...fixed }, context, options as never) as never;
  const form = useForm<FormValues, unknown, Record<string, unknown>>({ resolver, defaultValues: initial });
  const fieldLabel = (field: string) => fieldLabelOf(labels, field, locale);
  const save = useMutation({
    mutationFn: (values: unknown) =>
      put
        ? api.put<R>(path, values, { fieldLabel })
        : id === undefined
          ? api.post<R>(path, values, { fieldLabel })
          : api.put<R>(`${path}${id}/`, values, { fieldLabel }),
    onSuccess: async (record) => {
      await queryClient.invalidateQueries({ queryKey: [path] });
      onSaved(record);
    },
  });

  const onValid = (values: Record<string, unknown>) =>
    save.mutate(values, {
      onError: (error) => {
        // Held for approval: the toast said so and nothing changed, so the dialog is done.
        if (isHeldForApproval(error)) return onClose();
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
    <Dialog
      open
      onClose={save.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="md"
      fullWidth
      slotProps={{
        paper: {
          component: 'form',
          noValidate: true,
          onSubmit: form.handleSubmit(onValid, onInvalid),
        } as object,
      }}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Grid container spacing={2} sx={{ pt: 1 }}>
          {fields.map((field) => (
            <Grid key={field.name} size={{ xs: 12, sm: field.span === 12 ? 12 : 6, md: field.span ?? 6 }}>
              <FieldControl
                field={field}
                facts={facts[field.name] ?? { required: false }}
                labels={labels}
                control={form.control}
                onChanged={() => undefined}
              />
            </Grid>
          ))}
        </Grid>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={save.isPending}>
          {t('resource.cancel')}
        </Button>
        <Button type="submit" variant="contained" loading={save.isPending}>
          {id === undefined && !put ? t('resource.save') : t('resource.saveChanges')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

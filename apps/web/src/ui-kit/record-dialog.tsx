import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { LabelScope } from '@navgan/domain/messages/catalogue';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { api } from '../lib/api/api';
import { isHeldForApproval } from '../lib/api/api-error';
import type { FormField, FormValues } from '../lib/define-resource';
import type { DialogRecordDefinition } from '../lib/define-screens';
import { useLocale } from '../lib/i18n/use-locale';
import { fieldLabelOf } from '../lib/resource/display-text';
import { dependentFields } from '../lib/resource/form-values';
import { FieldControlGrid } from './field-grids';
import { useSchemaForm } from './use-schema-form';

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
  /** A field worked out from the others while adding, until the user types in it. */
  follow?: DialogRecordDefinition<{ id: number }>['follow'];
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
  fixed,
  follow,
  onClose,
  onSaved,
}: RecordDialogProps<R>) {
  const { t } = useTranslation();
  const locale = useLocale();
  const titleId = useId();
  const queryClient = useQueryClient();
  const adding = id === undefined && !put;
  const { form, facts, onInvalid, showServerErrors } = useSchemaForm({ schema, fields, initial, fixed });
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

  const [following, setFollowing] = useState(adding && follow !== undefined);
  const values = useWatch({ control: form.control }) as FormValues;
  const followed = following ? follow?.value(values) : undefined;
  if (follow && followed !== undefined && form.getValues(follow.field) !== followed) {
    form.setValue(follow.field, followed);
  }
  const onChanged = (name: string) => {
    if (name === follow?.field) setFollowing(false);
    for (const child of dependentFields(fields, name)) form.setValue(child, '', { shouldDirty: true });
  };

  const onValid = (body: Record<string, unknown>) =>
    save.mutate(body, {
      onError: (error) => {
        // Held for approval: the toast said so and nothing changed, so the dialog is done.
        if (isHeldForApproval(error)) return onClose();
        showServerErrors(error);
      },
    });

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
        <FieldControlGrid
          fields={fields}
          facts={facts}
          labels={labels}
          control={form.control}
          onChanged={onChanged}
          dialog
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={save.isPending}>
          {t('resource.cancel')}
        </Button>
        <Button type="submit" variant="contained" loading={save.isPending}>
          {adding ? t('resource.save') : t('resource.saveChanges')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

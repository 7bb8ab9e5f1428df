import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DialogRecordDefinition } from '../lib/define-screens';
import { useLocale } from '../lib/i18n/use-locale';
import { notifySuccess } from '../lib/notify/notifier';
import { emptyFormValues, recordToFormValues } from '../lib/resource/form-values';
import { RecordDialog } from './record-dialog';

type Opened<R> = { record?: R; filters?: Record<string, string> } | null;

/** The add / edit dialog of records kept in dialogs, with the toast when one is saved. */
export function useRecordDialogs<R extends { id: number }>(
  definition: DialogRecordDefinition<R>,
  options: { fixed?: Record<string, string>; alsoRefresh?: readonly string[] | undefined } = {},
) {
  const { t } = useTranslation();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const [opened, setOpened] = useState<Opened<R>>(null);
  const nameOf = (record: R) => definition.recordName(record, locale, t);
  const editing = opened?.record;

  const dialog = opened ? (
    <RecordDialog<R>
      title={
        editing
          ? definition.dialogTitle.edit
            ? t(definition.dialogTitle.edit)
            : t('resource.editNamed', { name: nameOf(editing) })
          : t(definition.dialogTitle.add)
      }
      path={definition.api}
      {...(editing ? { id: editing.id } : {})}
      schema={definition.schema}
      labels={definition.labels}
      fields={definition.fields}
      initial={
        editing
          ? (definition.toForm?.(editing) ?? recordToFormValues(editing, definition.fields))
          : emptyFormValues(definition.fields, definition.defaults?.(opened.filters ?? {}))
      }
      {...(options.fixed ? { fixed: options.fixed } : {})}
      {...(definition.follow ? { follow: definition.follow } : {})}
      onClose={() => setOpened(null)}
      onSaved={(saved) => {
        for (const path of options.alsoRefresh ?? [])
          void queryClient.invalidateQueries({ queryKey: [path] });
        notifySuccess(t(editing ? 'resource.updated' : 'resource.created', { name: nameOf(saved) }));
        setOpened(null);
      }}
    />
  ) : null;

  return {
    add: (filters?: Record<string, string>) => setOpened(filters ? { filters } : {}),
    edit: (record: R) => setOpened({ record }),
    dialog,
    nameOf,
  };
}

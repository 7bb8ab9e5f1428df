import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../lib/notify/notifier';
import { useDeleteRecord } from '../lib/resource/resource-queries';
import { DeleteDialog } from './delete-dialog';

interface DeletionOptions<R> {
  nameOf(record: R): string;
  /** Other API paths whose answers change with these records. */
  alsoRefresh?: readonly string[] | undefined;
  /** After the record is gone (a list steps back from a page it emptied). */
  onDeleted?(): void;
}

/** Deleting a record after the user confirms: the question, the delete, the toast. */
export function useRecordDeletion<R extends { id: number }>(api: string, options: DeletionOptions<R>) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const remove = useDeleteRecord(api);
  const [doomed, setDoomed] = useState<R | null>(null);

  const confirm = () => {
    if (!doomed) return;
    const name = options.nameOf(doomed);
    remove.mutate(doomed.id, {
      onSuccess: () => {
        notifySuccess(t('resource.deleted', { name }));
        for (const path of options.alsoRefresh ?? [])
          void queryClient.invalidateQueries({ queryKey: [path] });
        options.onDeleted?.();
      },
      onSettled: () => setDoomed(null),
    });
  };

  const dialog = (
    <DeleteDialog
      name={doomed ? options.nameOf(doomed) : null}
      pending={remove.isPending}
      onCancel={() => setDoomed(null)}
      onConfirm={confirm}
    />
  );
  return { ask: setDoomed, dialog };
}

import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from './confirm-dialog';

interface DeleteDialogProps {
  /** The record's name; the dialog is open while there is one. */
  name: string | null;
  pending: boolean;
  onCancel(): void;
  onConfirm(): void;
}

/** Asks before a record is deleted; the safe choice has the focus. */
export function DeleteDialog({ name, pending, onCancel, onConfirm }: DeleteDialogProps) {
  const { t } = useTranslation();
  // Keeps the name on screen while the dialog fades out.
  const shown = useRef(name ?? '');
  if (name !== null) shown.current = name;
  return (
    <ConfirmDialog
      open={name !== null}
      title={t('resource.deleteTitle', { name: shown.current })}
      body={t('resource.deleteBody', { name: shown.current })}
      confirmLabel={t('resource.confirmDelete')}
      pending={pending}
      onCancel={onCancel}
      onConfirm={onConfirm}
    />
  );
}

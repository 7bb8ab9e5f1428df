import WarningAmberRounded from '@mui/icons-material/WarningAmberRounded';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';

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
  const titleId = useId();
  const bodyId = useId();
  // Keeps the name on screen while the dialog fades out.
  const shown = useRef(name ?? '');
  if (name !== null) shown.current = name;
  return (
    <Dialog
      open={name !== null}
      onClose={pending ? undefined : onCancel}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <WarningAmberRounded color="error" aria-hidden />
          <span>{t('resource.deleteTitle', { name: shown.current })}</span>
        </Stack>
      </DialogTitle>
      <DialogContent>
        <DialogContentText id={bodyId}>{t('resource.deleteBody', { name: shown.current })}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel} disabled={pending} autoFocus>
          {t('resource.cancel')}
        </Button>
        <Button onClick={onConfirm} color="error" variant="contained" loading={pending}>
          {t('resource.confirmDelete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

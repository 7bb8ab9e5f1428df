import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import EditRounded from '@mui/icons-material/EditRounded';
import VisibilityRounded from '@mui/icons-material/VisibilityRounded';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

interface RowActionsProps {
  name: string;
  /** Without a view screen (records edited in a dialog) there is no view button. */
  viewHref?: string | undefined;
  /** A link to the edit screen, or `onEdit` for a dialog. */
  editHref?: string | undefined;
  onEdit?: (() => void) | undefined;
  /** Without it (the user may not delete) there is no delete button. */
  onDelete?: (() => void) | undefined;
  /** Buttons of the record's own before the usual ones (a device's key). */
  extra?: ReactNode;
}

/** View, edit and delete of one list row; each button names the record for screen readers. */
export function RowActions({ name, viewHref, editHref, onEdit, onDelete, extra }: RowActionsProps) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
      {extra}
      {viewHref ? (
        <Tooltip title={t('resource.view')}>
          <IconButton
            component={Link}
            to={viewHref}
            size="small"
            aria-label={t('resource.viewNamed', { name })}
          >
            <VisibilityRounded fontSize="small" />
          </IconButton>
        </Tooltip>
      ) : null}
      {editHref || onEdit ? (
        <Tooltip title={t('resource.edit')}>
          {editHref ? (
            <IconButton
              component={Link}
              to={editHref}
              size="small"
              aria-label={t('resource.editNamed', { name })}
            >
              <EditRounded fontSize="small" />
            </IconButton>
          ) : (
            <IconButton size="small" aria-label={t('resource.editNamed', { name })} onClick={onEdit}>
              <EditRounded fontSize="small" />
            </IconButton>
          )}
        </Tooltip>
      ) : null}
      {onDelete ? (
        <Tooltip title={t('resource.delete')}>
          <IconButton
            size="small"
            color="error"
            aria-label={t('resource.deleteNamed', { name })}
            onClick={onDelete}
          >
            <DeleteOutlineRounded fontSize="small" />
          </IconButton>
        </Tooltip>
      ) : null}
    </Stack>
  );
}

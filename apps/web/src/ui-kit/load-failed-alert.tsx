import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';

/** A list or record that could not be loaded, with a retry. */
export function LoadFailedAlert({ onRetry, sx }: { onRetry(): void; sx?: SxProps<Theme> }) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="error"
      sx={sx}
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('resource.retry')}
        </Button>
      }
    >
      {t('resource.loadFailed')}
    </Alert>
  );
}

import CloudOffRounded from '@mui/icons-material/CloudOffRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** Shown when a lazy part of the app failed to load or timed out (chunkLoadTimeoutMs). */
export function ChunkLoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Box role="alert" sx={{ py: 8, px: 2, display: 'grid', placeItems: 'center', textAlign: 'center' }}>
      <CloudOffRounded sx={{ fontSize: 56, color: 'text.secondary', mb: 2 }} aria-hidden />
      <Typography variant="h5" component="h1" gutterBottom>
        {t('errors.chunkHeading')}
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 440, mb: 3 }}>
        {t('errors.chunkBody')}
      </Typography>
      <Stack direction="row" spacing={1.5}>
        <Button variant="contained" onClick={onRetry}>
          {t('errors.retry')}
        </Button>
        <Button variant="outlined" onClick={() => globalThis.location.reload()}>
          {t('errors.reload')}
        </Button>
      </Stack>
    </Box>
  );
}

import ContentCopyRounded from '@mui/icons-material/ContentCopyRounded';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../lib/notify/notifier';

/** A signing secret with a copy button: an identifier, so Latin and left to right in every language. */
export function WebhookSecret({ secret }: { secret: string }) {
  const { t } = useTranslation();
  return (
    <Stack
      direction="row"
      spacing={1}
      sx={{ alignItems: 'center', border: 1, borderColor: 'divider', borderRadius: 1, px: 1.5, py: 1 }}
    >
      <Box
        component="code"
        dir="ltr"
        data-testid="webhook-secret"
        sx={{ flex: 1, fontFamily: 'monospace', fontSize: 14, wordBreak: 'break-all', userSelect: 'all' }}
      >
        {secret}
      </Box>
      <Tooltip title={t('webhooks.copy')}>
        <IconButton
          aria-label={t('webhooks.copy')}
          onClick={() =>
            void navigator.clipboard?.writeText(secret).then(() => notifySuccess(t('webhooks.copied')))
          }
        >
          <ContentCopyRounded fontSize="small" />
        </IconButton>
      </Tooltip>
    </Stack>
  );
}

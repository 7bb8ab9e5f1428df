import CheckRounded from '@mui/icons-material/CheckRounded';
import ContentCopyRounded from '@mui/icons-material/ContentCopyRounded';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import type { CreatedApiKey } from '@navgan/domain/resources/api-key';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The new key, shown this once: copy it now, it cannot be shown again. Closing asks nothing more:
 * the warning above the key says what is lost.
 */
export function ApiKeySecretDialog({ created, onClose }: { created: CreatedApiKey; onClose(): void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard.writeText(created.key);
    setCopied(true);
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{t('apiKeys.createdTitle', { name: created.name })}</DialogTitle>
      <DialogContent>
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('apiKeys.secretWarning')}
        </Alert>
        <TextField
          value={created.key}
          label={t('apiKeys.key')}
          fullWidth
          multiline
          slotProps={{
            htmlInput: { readOnly: true, dir: 'ltr', 'data-testid': 'api-key-secret', spellCheck: false },
          }}
          sx={{ '& textarea': { fontFamily: 'monospace', wordBreak: 'break-all' } }}
          onFocus={(event) => event.target.select()}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button
          variant="outlined"
          startIcon={copied ? <CheckRounded /> : <ContentCopyRounded />}
          onClick={() => void copy()}
        >
          {copied ? t('apiKeys.copied') : t('apiKeys.copy')}
        </Button>
        <Button variant="contained" onClick={onClose}>
          {t('apiKeys.done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

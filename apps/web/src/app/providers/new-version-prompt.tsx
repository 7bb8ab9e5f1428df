import Button from '@mui/material/Button';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyPersistent } from '../../lib/notify/notifier';
import { startVersionWatch } from '../../lib/version/version-check';

function NewVersionMessage() {
  const { t } = useTranslation();
  return <>{t('version.available')}</>;
}

function ReloadAction() {
  const { t } = useTranslation();
  return (
    <Button color="inherit" size="small" variant="outlined" onClick={() => globalThis.location.reload()}>
      {t('version.reload')}
    </Button>
  );
}

/**
 * Compares the running build with `/version.json` every 5 minutes and when the tab becomes visible;
 * a newer deployment raises a persistent prompt whose action reloads. Skipped in development.
 */
export function NewVersionPrompt() {
  useEffect(() => {
    if (import.meta.env.DEV) return;
    return startVersionWatch({
      current: __APP_VERSION__,
      onNewVersion: () => notifyPersistent(<NewVersionMessage />, () => <ReloadAction />, 'new-version'),
    });
  }, []);
  return null;
}

import LinearProgress from '@mui/material/LinearProgress';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { loadingStore } from '../../lib/api/loading-store';

/** A thin bar at the top while any request is in flight (spec section 4). */
export function GlobalLoadingBar() {
  const { t } = useTranslation();
  const inFlight = useSyncExternalStore(loadingStore.subscribe, loadingStore.getSnapshot);
  if (inFlight === 0) return null;
  return (
    <LinearProgress
      aria-label={t('app.requestInProgress')}
      data-testid="global-loading"
      color="secondary"
      sx={{
        position: 'fixed',
        top: 0,
        insetInline: 0,
        height: 3,
        zIndex: (theme) => theme.zIndex.tooltip + 1,
      }}
    />
  );
}

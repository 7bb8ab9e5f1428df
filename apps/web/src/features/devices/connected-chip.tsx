import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

/** Whether a connection of the device is open now. */
export function ConnectedChip({ connected }: { connected: boolean }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      data-testid="device-connected"
      color={connected ? 'success' : 'default'}
      variant={connected ? 'filled' : 'outlined'}
      label={t(connected ? 'deviceSupport.connected' : 'deviceSupport.notConnected')}
    />
  );
}

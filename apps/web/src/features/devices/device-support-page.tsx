import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Device } from '@navgan/domain/resources/device';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useCan } from '../../lib/access/use-access';
import { api } from '../../lib/api/api';
import { formatDate } from '../../lib/format/date';
import { useLocale } from '../../lib/i18n/use-locale';
import { pageTitleKey } from '../../lib/paths';
import { LoadFailedAlert } from '../../ui-kit/load-failed-alert';
import { PageHeading } from '../../ui-kit/page-heading';
import { CommandPanel } from './command-panel';
import { ConnectedChip } from './connected-chip';
import { devicePath } from './device-support-api';
import { FrameLog } from './frame-log';

/**
 * What support staff need for one device (`devices/view/:id`): its connection, the commands sent
 * to it with its answers, and the frames it sent and was sent (for those who may change devices).
 */
export function DeviceSupportPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const mayChange = useCan('devices', 'change');
  const device = useQuery({
    queryKey: [devicePath(id)],
    queryFn: ({ signal }) => api.get<Device>(devicePath(id), { signal }),
    // The connection and last contact change while the page is open.
    refetchInterval: 10_000,
  });
  return (
    <>
      <PageHeading title={t(pageTitleKey('deviceSupport'))} />
      {device.isError && !device.data ? (
        <LoadFailedAlert sx={{ mb: 2.5 }} onRetry={() => void device.refetch()} />
      ) : (
        <DeviceFacts device={device.data} />
      )}
      {device.data ? (
        <>
          <CommandPanel deviceId={id} />
          {mayChange ? <FrameLog deviceId={id} imei={device.data.imei} /> : null}
        </>
      ) : null}
    </>
  );
}

/** The device at a glance: identifier, protocol, connection and last contact. */
function DeviceFacts({ device }: { device: Device | undefined }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const fact = (label: string, value: ReactNode) => (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Box sx={{ mt: 0.5, minHeight: 24, display: 'flex', alignItems: 'center' }}>
        {device ? value : <Skeleton width={120} />}
      </Box>
    </Box>
  );
  return (
    <Paper variant="outlined" data-testid="device-facts" sx={{ p: { xs: 2, sm: 3 }, mb: 2.5 }}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 5, rowGap: 2 }}>
        {fact(
          t('labels.devices.imei'),
          <Typography component="bdi" dir="ltr" sx={{ fontFamily: 'monospace', fontSize: 16 }}>
            {device?.imei}
          </Typography>,
        )}
        {fact(t('deviceSupport.protocol'), device ? t(`enums.protocol.${device.protocol}`) : null)}
        {fact(t('deviceSupport.connection'), <ConnectedChip connected={device?.connected ?? false} />)}
        {fact(
          t('deviceSupport.lastSeen'),
          <span data-testid="device-last-seen">
            {device?.last_seen
              ? formatDate(device.last_seen, locale, 'dateTimeSeconds')
              : t('deviceSupport.never')}
          </span>,
        )}
        {device?.model ? fact(t('labels.devices.model'), device.model) : null}
      </Stack>
    </Paper>
  );
}

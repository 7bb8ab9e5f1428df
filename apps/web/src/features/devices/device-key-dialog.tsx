import ContentCopyRounded from '@mui/icons-material/ContentCopyRounded';
import KeyRounded from '@mui/icons-material/KeyRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { Device } from '@navgan/domain/resources/device';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api/api';
import { notifySuccess } from '../../lib/notify/notifier';

interface DeviceKeyDialogProps {
  device: Device;
  /** How the device is named in the title (its IMEI in the locale's digits). */
  name: string;
  onClose(): void;
}

const keyPath = (device: Device) => `devices/${device.id}/key/`;

/**
 * The secret a device's HTTP (OsmAnd) and MQTT positions must carry: shown with the place it goes
 * (`?key=` in the app's server URL, `"key"` in the MQTT JSON), made anew (the old one stops at
 * once, so the device must be given the new one), or no longer asked for. The key is an identifier:
 * Latin characters, left to right, in every language.
 */
export function DeviceKeyDialog({ device, name, onClose }: DeviceKeyDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState<'rotate' | 'off' | null>(null);
  const key = useQuery({
    queryKey: [keyPath(device)],
    queryFn: ({ signal }) => api.get<{ key: string | null }>(keyPath(device), { signal }),
    gcTime: 0,
  });
  const change = useMutation({
    mutationFn: (action: 'rotate' | 'off') =>
      action === 'rotate'
        ? api.post<{ key: string | null }>(keyPath(device), {})
        : api.delete<{ key: string | null }>(keyPath(device)),
    onSuccess: (answer, action) => {
      queryClient.setQueryData([keyPath(device)], answer);
      setConfirming(null);
      notifySuccess(
        t(action === 'rotate' ? 'resources.devices.keyRotated' : 'resources.devices.keyTurnedOff'),
      );
      // Not awaited: the dialog is usable again while the list behind it refreshes its key column.
      void queryClient.invalidateQueries({ queryKey: ['devices/', 'list'] });
    },
  });
  const value = key.data?.key;
  const usesKey = device.protocol === 'osmand' || device.protocol === 'mqtt';

  return (
    <Dialog
      open
      onClose={change.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id={titleId}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <KeyRounded color="primary" aria-hidden />
          <span>{t('resources.devices.keyTitle', { name })}</span>
        </Stack>
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText>{t('resources.devices.keyExplained')}</DialogContentText>
          {!usesKey ? <Alert severity="info">{t('resources.devices.keyOtherProtocol')}</Alert> : null}
          {key.isPending ? (
            <Skeleton variant="rounded" height={56} />
          ) : value ? (
            <Stack spacing={1}>
              <Stack
                direction="row"
                spacing={1}
                sx={{
                  alignItems: 'center',
                  border: 1,
                  borderColor: 'divider',
                  borderRadius: 1,
                  px: 1.5,
                  py: 1,
                }}
              >
                <Box
                  component="code"
                  dir="ltr"
                  data-testid="device-key"
                  sx={{
                    flex: 1,
                    fontFamily: 'monospace',
                    fontSize: 15,
                    wordBreak: 'break-all',
                    userSelect: 'all',
                  }}
                >
                  {value}
                </Box>
                <Tooltip title={t('resources.devices.keyCopy')}>
                  <IconButton
                    aria-label={t('resources.devices.keyCopy')}
                    onClick={() =>
                      void navigator.clipboard
                        ?.writeText(value)
                        .then(() => notifySuccess(t('resources.devices.keyCopied')))
                    }
                  >
                    <ContentCopyRounded fontSize="small" />
                  </IconButton>
                </Tooltip>
              </Stack>
              <Typography variant="body2" color="text.secondary">
                {t('resources.devices.keyWhereOsmand')}{' '}
                <Box component="code" dir="ltr" sx={{ fontFamily: 'monospace' }}>
                  {`?key=${value}`}
                </Box>
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t('resources.devices.keyWhereMqtt')}{' '}
                <Box component="code" dir="ltr" sx={{ fontFamily: 'monospace' }}>
                  {`"key": "${value}"`}
                </Box>
              </Typography>
            </Stack>
          ) : key.isSuccess ? (
            <Alert severity="warning" data-testid="device-key-off">
              {t('resources.devices.keyOff')}
            </Alert>
          ) : null}
          {confirming ? (
            <Alert
              severity="warning"
              action={
                <Stack direction="row" spacing={1}>
                  <Button
                    color="inherit"
                    size="small"
                    onClick={() => setConfirming(null)}
                    disabled={change.isPending}
                  >
                    {t('resource.cancel')}
                  </Button>
                  <Button
                    color="warning"
                    variant="contained"
                    size="small"
                    loading={change.isPending}
                    onClick={() => change.mutate(confirming)}
                  >
                    {t(
                      confirming === 'rotate'
                        ? 'resources.devices.keyRotate'
                        : 'resources.devices.keyTurnOff',
                    )}
                  </Button>
                </Stack>
              }
            >
              {t(
                confirming === 'rotate'
                  ? 'resources.devices.keyRotateWarning'
                  : 'resources.devices.keyTurnOffWarning',
              )}
            </Alert>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, justifyContent: 'space-between' }}>
        <Stack direction="row" spacing={1}>
          <Button
            variant="outlined"
            onClick={() => setConfirming('rotate')}
            disabled={!key.isSuccess || change.isPending}
          >
            {t(value ? 'resources.devices.keyRotate' : 'resources.devices.keyCreate')}
          </Button>
          {value ? (
            <Button color="error" onClick={() => setConfirming('off')} disabled={change.isPending}>
              {t('resources.devices.keyTurnOff')}
            </Button>
          ) : null}
        </Stack>
        <Button onClick={onClose} disabled={change.isPending} autoFocus>
          {t('resources.devices.keyClose')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

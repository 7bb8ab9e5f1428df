import KeyRounded from '@mui/icons-material/KeyRounded';
import IconButton from '@mui/material/IconButton';
import type { Device } from '@navgan/domain/resources/device';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../lib/i18n/use-locale';
import { devices } from '../../resources/devices';
import { DialogListPage } from '../../ui-kit/dialog-list-page';
import { DeviceKeyDialog } from './device-key-dialog';

/** Tracking devices (`devices/list`): added and edited in a dialog; each row shows its key. */
export function DevicesPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [keyOf, setKeyOf] = useState<Device | null>(null);
  const nameOf = (device: Device) => devices.recordName(device, locale, t);
  return (
    <>
      <DialogListPage
        resource={devices}
        extraActions={(device) => (
          <IconButton
            size="small"
            aria-label={t('resources.devices.keyTitle', { name: nameOf(device) })}
            onClick={() => setKeyOf(device)}
          >
            <KeyRounded fontSize="small" />
          </IconButton>
        )}
      />
      {keyOf ? <DeviceKeyDialog device={keyOf} name={nameOf(keyOf)} onClose={() => setKeyOf(null)} /> : null}
    </>
  );
}

import KeyRounded from '@mui/icons-material/KeyRounded';
import TerminalRounded from '@mui/icons-material/TerminalRounded';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { Device } from '@navgan/domain/resources/device';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routeLanguageFor } from '../../lib/i18n/locale-route';
import { useLocale } from '../../lib/i18n/use-locale';
import { getHref } from '../../lib/paths';
import { devices } from '../../resources/devices';
import { DialogListPage } from '../../ui-kit/dialog-list-page';
import { DeviceKeyDialog } from './device-key-dialog';

/**
 * Tracking devices (`devices/list`): added and edited in a dialog; each row shows its key and
 * leads to the device's commands and frame log.
 */
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
          <>
            <Tooltip title={t('deviceSupport.open')}>
              <IconButton
                component={Link}
                to={getHref(routeLanguageFor(locale), 'deviceSupport', { id: device.id })}
                size="small"
                aria-label={t('deviceSupport.openNamed', { name: nameOf(device) })}
              >
                <TerminalRounded fontSize="small" />
              </IconButton>
            </Tooltip>
            <IconButton
              size="small"
              aria-label={t('resources.devices.keyTitle', { name: nameOf(device) })}
              onClick={() => setKeyOf(device)}
            >
              <KeyRounded fontSize="small" />
            </IconButton>
          </>
        )}
      />
      {keyOf ? <DeviceKeyDialog device={keyOf} name={nameOf(keyOf)} onClose={() => setKeyOf(null)} /> : null}
    </>
  );
}

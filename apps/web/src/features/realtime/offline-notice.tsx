import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import WarningAmberRounded from '@mui/icons-material/WarningAmberRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { memo, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api/api';
import { useClientConfig } from '../../lib/client-config';
import { saveBlob } from '../../lib/download';
import { formatDate } from '../../lib/format/date';
import { formatNumber, localizeDigits } from '../../lib/format/number';
import { useLocale } from '../../lib/i18n/use-locale';
import { noValue } from '../../lib/resource/display-text';
import { PlateView } from '../../ui-kit/plate/plate-view';
import type { LiveSnapshot, OfflineVehicle } from './live-digest';
import { liveOffline } from './live-worker-client';

export const notUpdatedExportPath = 'exports/vehicles/companies/not-updated/';
const causes = ['power', 'coverage', 'sim', 'device'] as const;

/**
 * The not-updated vehicles' table, its own component so its rows are made only while the dialog
 * is open (thousands of rows would otherwise be built on every refresh and thrown away).
 */
function OfflineTable({ vehicles }: { vehicles: OfflineVehicle[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Table size="small" data-testid="offline-table" aria-label={t('realtime.offline.title')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('realtime.offline.plate')}</TableCell>
          <TableCell>{t('realtime.offline.device')}</TableCell>
          <TableCell>{t('realtime.offline.time')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {vehicles.map((v) => (
          <TableRow key={v.id} data-testid="offline-row">
            <TableCell>
              <PlateView plate={v.license_plate} />
            </TableCell>
            <TableCell dir="ltr" sx={{ textAlign: 'start' }}>
              {v.imei ? localizeDigits(v.imei, locale) : noValue}
            </TableCell>
            <TableCell>
              {v.timestamp ? formatDate(v.timestamp, locale, 'dateTime') : t('realtime.offline.never')}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** The notice itself, redrawn only when the count changes (not on every refresh). */
const NotUpdatedAlert = memo(function NotUpdatedAlert({
  count,
  onDetails,
}: {
  count: number;
  onDetails: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Alert
      severity="warning"
      icon={<WarningAmberRounded />}
      data-testid="offline-notice"
      sx={{ bgcolor: '#fff8e1', border: '1px solid #ffe08a', alignItems: 'center' }}
      action={
        <Button color="inherit" size="small" onClick={onDetails}>
          {t('realtime.offline.details')}
        </Button>
      }
    >
      {t('realtime.offline.notice', { count, value: formatNumber(count, locale) })}
    </Alert>
  );
});

/** The not-updated vehicles' dialog: its table, the likely causes, the support line, the xlsx. */
function NotUpdatedDialog({ vehicles, onClose }: { vehicles: OfflineVehicle[]; onClose: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [downloading, setDownloading] = useState(false);
  const supportPhone = useClientConfig().data?.support_phone ?? null;

  const download = async () => {
    setDownloading(true);
    try {
      saveBlob(
        await api.get<Blob>(notUpdatedExportPath, { responseType: 'blob' }),
        'not-updated-vehicles.xlsx',
      );
    } catch {
      // Spec section 8: a failed download stops the spinner; the global handler said why.
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth>
      <DialogTitle>{t('realtime.offline.title')}</DialogTitle>
      <DialogContent dividers>
        <OfflineTable vehicles={vehicles} />
        <Typography variant="subtitle2" sx={{ mt: 2 }}>
          {t('realtime.offline.causesTitle')}
        </Typography>
        <Box component="ul" data-testid="offline-causes" sx={{ mt: 0.5, mb: 1, paddingInlineStart: 3 }}>
          {causes.map((cause) => (
            <li key={cause}>
              <Typography variant="body2">{t(`realtime.offline.causes.${cause}`)}</Typography>
            </li>
          ))}
        </Box>
        {supportPhone ? (
          <Typography variant="body2" data-testid="support-phone">
            {t('realtime.offline.support')}{' '}
            <a href={`tel:${supportPhone.replace(/[^\d+]/g, '')}`} dir="ltr">
              {localizeDigits(supportPhone, locale)}
            </a>
          </Typography>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button
          variant="contained"
          startIcon={<FileDownloadOutlined />}
          loading={downloading}
          onClick={() => void download()}
          data-testid="offline-download"
        >
          {t('realtime.offline.download')}
        </Button>
        <Button onClick={onClose}>{t('realtime.offline.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * Below the map (spec section 2): how many vehicles are not updated, opening their table, the
 * likely causes, the support line and the xlsx report. The dialog exists only while open, so a
 * refresh redraws nothing here unless the count changed.
 */
export function OfflineNotice({ snapshot }: { snapshot: LiveSnapshot | undefined }) {
  const [open, setOpen] = useState(false);
  const [vehicles, setVehicles] = useState<OfflineVehicle[]>([]);
  // The rows are asked of the live worker only while the dialog is open, afresh with each answer.
  useEffect(() => {
    if (!open || !snapshot) return;
    let current = true;
    void liveOffline().then((rows) => current && setVehicles(rows));
    return () => {
      current = false;
    };
  }, [open, snapshot]);
  const openDialog = useCallback(() => setOpen(true), []);
  const closeDialog = useCallback(() => setOpen(false), []);
  const count = snapshot?.offlineCount ?? 0;
  if (count === 0) return null;
  return (
    <>
      <NotUpdatedAlert count={count} onDetails={openDialog} />
      {open ? <NotUpdatedDialog vehicles={vehicles} onClose={closeDialog} /> : null}
    </>
  );
}

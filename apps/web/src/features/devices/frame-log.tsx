import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import RefreshRounded from '@mui/icons-material/RefreshRounded';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api/api';
import { saveBlob } from '../../lib/download';
import { formatDate } from '../../lib/format/date';
import { useLocale } from '../../lib/i18n/use-locale';
import { EmptyState } from '../../ui-kit/empty-state';
import { LoadFailedAlert } from '../../ui-kit/load-failed-alert';
import { SectionCard } from '../../ui-kit/section-card';
import { SkeletonRows } from '../../ui-kit/skeleton-rows';
import { ConnectedChip } from './connected-chip';
import {
  type FrameLogAnswer,
  framePollMs,
  framesDownloadPath,
  framesPath,
  type LoggedFrame,
} from './device-support-api';
import { FrameBytes } from './frame-bytes';
import { FrameResult } from './frame-result';

/**
 * The last frames a device sent and was sent, newest first, as the server saw them: the bytes
 * (hex or text, left to right), what each gave or why it was refused. Asked again every few
 * seconds, and downloadable as a text file for a protocol expert.
 */
export function FrameLog({ deviceId, imei }: { deviceId: number; imei: string }) {
  const { t } = useTranslation();
  const log = useQuery({
    queryKey: [framesPath(deviceId)],
    queryFn: ({ signal }) => api.get<FrameLogAnswer>(framesPath(deviceId), { signal }),
    refetchInterval: framePollMs,
  });
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      saveBlob(
        await api.get<Blob>(framesDownloadPath(deviceId), { responseType: 'blob' }),
        `frames-${imei}.txt`,
      );
    } catch {
      // The API client has shown the failure.
    } finally {
      setDownloading(false);
    }
  };
  const data = log.data;
  return (
    <SectionCard
      title={t('deviceSupport.frames')}
      testId="frame-log"
      actions={
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          {data ? <ConnectedChip connected={data.connected} /> : null}
          <Tooltip title={t('deviceSupport.refresh')}>
            <IconButton
              aria-label={t('deviceSupport.refresh')}
              onClick={() => void log.refetch()}
              disabled={log.isFetching}
            >
              <RefreshRounded />
            </IconButton>
          </Tooltip>
          <Button
            variant="outlined"
            startIcon={<FileDownloadOutlined />}
            loading={downloading}
            disabled={!data || data.frames.length === 0}
            onClick={() => void download()}
          >
            {t('deviceSupport.download')}
          </Button>
        </Stack>
      }
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('deviceSupport.framesHelp')}
      </Typography>
      {log.isError && !data ? (
        <LoadFailedAlert onRetry={() => void log.refetch()} />
      ) : data && data.frames.length === 0 ? (
        <EmptyState
          testId="frames-empty"
          icon={<ReceiptLongOutlined />}
          title={t('deviceSupport.frames')}
          body={t('deviceSupport.noFrames')}
        />
      ) : (
        <FrameTable frames={data?.frames} />
      )}
    </SectionCard>
  );
}

function FrameTable({ frames }: { frames: LoggedFrame[] | undefined }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <TableContainer sx={{ maxHeight: 560 }}>
      <Table size="small" stickyHeader aria-label={t('deviceSupport.frames')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('deviceSupport.time')}</TableCell>
            <TableCell>{t('deviceSupport.direction')}</TableCell>
            <TableCell sx={{ width: '55%' }}>{t('deviceSupport.data')}</TableCell>
            <TableCell>{t('deviceSupport.result')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {frames ? (
            frames.map((frame, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a frame has no id; the log is replaced whole
              <TableRow key={`${frame.at}-${index}`} data-testid="frame-row">
                <TableCell sx={{ whiteSpace: 'nowrap', verticalAlign: 'top' }}>
                  {formatDate(frame.at, locale, 'dateTimeSeconds')}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap', verticalAlign: 'top' }}>
                  {t(frame.direction === 'in' ? 'deviceSupport.in' : 'deviceSupport.out')}
                </TableCell>
                <TableCell sx={{ verticalAlign: 'top' }}>
                  <FrameBytes data={frame.data} testId="frame-data" />
                </TableCell>
                <TableCell sx={{ verticalAlign: 'top' }}>
                  <FrameResult frame={frame} />
                </TableCell>
              </TableRow>
            ))
          ) : (
            <SkeletonRows cells={4} />
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

import HelpOutlineRounded from '@mui/icons-material/HelpOutlineRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { pageSize } from '@navgan/domain/constants';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api/api';
import { formatDate } from '../../lib/format/date';
import { formatNumber } from '../../lib/format/number';
import { useLocale } from '../../lib/i18n/use-locale';
import { pageTitleKey } from '../../lib/paths';
import { noValue } from '../../lib/resource/display-text';
import { pageCount } from '../../lib/resource/list-state';
import type { Page } from '../../lib/resource/resource-queries';
import { devices } from '../../resources/devices';
import { EmptyState } from '../../ui-kit/empty-state';
import { ListPager } from '../../ui-kit/list-pager';
import { LoadFailedAlert } from '../../ui-kit/load-failed-alert';
import { PageHeading } from '../../ui-kit/page-heading';
import { useRecordDialogs } from '../../ui-kit/record-dialogs';
import { SkeletonRows } from '../../ui-kit/skeleton-rows';
import { type UnknownDevice, unknownDevicesPath } from './device-support-api';
import { FrameBytes } from './frame-bytes';

/**
 * Trackers that connected with an identity no device here has (`devices/unknown`): each can be
 * registered in the devices' add dialog, its identifier and protocol filled in; once registered it
 * leaves this list.
 */
export function UnknownDevicesPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [page, setPage] = useState(1);
  const dialogs = useRecordDialogs(devices, { alsoRefresh: [unknownDevicesPath] });
  const list = useQuery({
    queryKey: [unknownDevicesPath, page],
    queryFn: ({ signal }) =>
      api.get<Page<UnknownDevice>>(unknownDevicesPath, { query: page > 1 ? { p: page } : {}, signal }),
    placeholderData: keepPreviousData,
  });
  const data = list.data;
  const moment = (value: string) => formatDate(value, locale, 'dateTime');
  return (
    <>
      <PageHeading title={t(pageTitleKey('devicesUnknown'))} subtitle={t('deviceSupport.unknownHelp')} />
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        {list.isError && !data ? (
          <LoadFailedAlert sx={{ m: 2 }} onRetry={() => void list.refetch()} />
        ) : data && data.count === 0 ? (
          <EmptyState
            testId="list-empty"
            icon={<HelpOutlineRounded />}
            title={t('deviceSupport.unknownTitle')}
            body={t('deviceSupport.noUnknown')}
          />
        ) : (
          <TableContainer>
            <Table aria-label={t('deviceSupport.unknownTitle')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('deviceSupport.identity')}</TableCell>
                  <TableCell>{t('deviceSupport.protocol')}</TableCell>
                  <TableCell>{t('deviceSupport.remote')}</TableCell>
                  <TableCell>{t('deviceSupport.firstSeen')}</TableCell>
                  <TableCell>{t('deviceSupport.lastSeen')}</TableCell>
                  <TableCell>{t('deviceSupport.frameCount')}</TableCell>
                  <TableCell sx={{ minWidth: 220 }}>{t('deviceSupport.lastFrame')}</TableCell>
                  <TableCell align="right">{t('resource.actions')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data ? (
                  data.results.map((row) => (
                    <TableRow key={`${row.protocol}:${row.identity}`} data-testid="unknown-row">
                      <TableCell>
                        <Box component="bdi" dir="ltr" sx={{ fontFamily: 'monospace', fontWeight: 600 }}>
                          {row.identity}
                        </Box>
                      </TableCell>
                      <TableCell>
                        {t(`enums.protocol.${row.protocol}`, { defaultValue: row.protocol })}
                      </TableCell>
                      <TableCell>
                        {row.remote_address ? (
                          <Box component="bdi" dir="ltr">
                            {row.remote_address}
                          </Box>
                        ) : (
                          noValue
                        )}
                      </TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>{moment(row.first_seen)}</TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>{moment(row.last_seen)}</TableCell>
                      <TableCell>{formatNumber(row.frame_count, locale)}</TableCell>
                      <TableCell>{row.last_frame ? <FrameBytes data={row.last_frame} /> : noValue}</TableCell>
                      <TableCell align="right">
                        <Button
                          size="small"
                          variant="outlined"
                          aria-label={t('deviceSupport.registerNamed', { name: row.identity })}
                          onClick={() => dialogs.add({ imei: row.identity, protocol: row.protocol })}
                        >
                          {t('deviceSupport.register')}
                        </Button>
                      </TableCell>
                    </TableRow>
                  ))
                ) : (
                  <SkeletonRows cells={8} />
                )}
              </TableBody>
            </Table>
          </TableContainer>
        )}
        {data ? <ListPager page={page} pages={pageCount(data.count, pageSize)} onChange={setPage} /> : null}
      </Paper>
      {dialogs.dialog}
    </>
  );
}

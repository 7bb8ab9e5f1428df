import ForwardToInboxRounded from '@mui/icons-material/ForwardToInboxRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip, { type ChipProps } from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { pageSize } from '@navgan/domain/constants';
import type { OutboundState } from '@navgan/domain/notification-channels';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api/api';
import { formatDate } from '../../lib/format/date';
import { formatNumber } from '../../lib/format/number';
import { useLocale } from '../../lib/i18n/use-locale';
import { notifySuccess } from '../../lib/notify/notifier';
import { noValue } from '../../lib/resource/display-text';
import { pageCount } from '../../lib/resource/list-state';
import { usePage } from '../../lib/resource/resource-queries';
import { EmptyState } from '../../ui-kit/empty-state';
import { ListPager } from '../../ui-kit/list-pager';
import { LoadFailedAlert } from '../../ui-kit/load-failed-alert';
import { SectionCard } from '../../ui-kit/section-card';
import { SkeletonRows } from '../../ui-kit/skeleton-rows';
import { channelMessagesPath, type OutboundMessage, retryPath } from './channel-api';

const stateColors: Record<OutboundState, ChipProps['color']> = {
  queued: 'default',
  sending: 'info',
  sent: 'success',
  failed: 'error',
};

/** What was sent through the channels, newest first, with why a message failed and a way to send it again. */
export function DeliveryLog() {
  const { t } = useTranslation();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const list = usePage<OutboundMessage>(channelMessagesPath, page, 15_000);
  const retry = useMutation({ mutationFn: (id: number) => api.post<OutboundMessage>(retryPath(id), {}) });
  const data = list.data;
  const moment = (value: string | null) => (value ? formatDate(value, locale, 'dateTime') : noValue);
  return (
    <SectionCard title={t('channels.log')} testId="delivery-log">
      {list.isError && !data ? (
        <LoadFailedAlert onRetry={() => void list.refetch()} />
      ) : data && data.count === 0 ? (
        <EmptyState
          testId="list-empty"
          icon={<ForwardToInboxRounded />}
          title={t('channels.log')}
          body={t('channels.logEmpty')}
        />
      ) : (
        <TableContainer>
          <Table size="small" aria-label={t('channels.log')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('channels.created')}</TableCell>
                <TableCell>{t('channels.channel')}</TableCell>
                <TableCell>{t('channels.user')}</TableCell>
                <TableCell>{t('channels.recipient')}</TableCell>
                <TableCell sx={{ minWidth: 180 }}>{t('channels.message')}</TableCell>
                <TableCell>{t('channels.state')}</TableCell>
                <TableCell>{t('channels.attempts')}</TableCell>
                <TableCell>{t('channels.nextAttempt')}</TableCell>
                <TableCell align="right">{t('resource.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data ? (
                data.results.map((row) => (
                  <TableRow key={row.id} data-testid="outbound-row">
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{moment(row.created)}</TableCell>
                    <TableCell>{t(`channels.names.${row.channel}`)}</TableCell>
                    <TableCell>
                      <Box component="bdi">{row.user || noValue}</Box>
                    </TableCell>
                    <TableCell>
                      <Box component="bdi" dir="ltr">
                        {row.recipient}
                      </Box>
                    </TableCell>
                    <TableCell>{row.subject}</TableCell>
                    <TableCell>
                      <Tooltip title={row.last_error}>
                        <Chip
                          size="small"
                          color={stateColors[row.state]}
                          label={t(`channels.states.${row.state}`)}
                        />
                      </Tooltip>
                      {row.last_error ? (
                        <Typography
                          variant="caption"
                          component="div"
                          dir="ltr"
                          sx={{ color: 'error.main', maxWidth: 260, mt: 0.5, overflowWrap: 'anywhere' }}
                        >
                          {row.last_error}
                        </Typography>
                      ) : null}
                    </TableCell>
                    <TableCell>{formatNumber(row.attempts, locale)}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{moment(row.next_attempt_at)}</TableCell>
                    <TableCell align="right">
                      {row.state === 'failed' ? (
                        <Button
                          size="small"
                          variant="outlined"
                          loading={retry.isPending && retry.variables === row.id}
                          onClick={() =>
                            retry.mutate(row.id, {
                              onSuccess: () => {
                                notifySuccess(t('channels.retried'));
                                void queryClient.invalidateQueries({ queryKey: [channelMessagesPath] });
                              },
                            })
                          }
                        >
                          {t('channels.retry')}
                        </Button>
                      ) : null}
                    </TableCell>
                  </TableRow>
                ))
              ) : (
                <SkeletonRows cells={9} />
              )}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {data ? <ListPager page={page} pages={pageCount(data.count, pageSize)} onChange={setPage} /> : null}
    </SectionCard>
  );
}

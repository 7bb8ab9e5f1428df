import ListAltRounded from '@mui/icons-material/ListAltRounded';
import PauseRounded from '@mui/icons-material/PauseRounded';
import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';
import ReplayRounded from '@mui/icons-material/ReplayRounded';
import SendRounded from '@mui/icons-material/SendRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import { pageSize } from '@navgan/domain/constants';
import type { Webhook, WebhookAttempt } from '@navgan/domain/webhooks';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { useCan } from '../../lib/access/use-access';
import { api } from '../../lib/api/api';
import { formatDate } from '../../lib/format/date';
import { formatNumber } from '../../lib/format/number';
import { useLocale } from '../../lib/i18n/use-locale';
import { notifySuccess } from '../../lib/notify/notifier';
import { pageTitleKey } from '../../lib/paths';
import { pageCount } from '../../lib/resource/list-state';
import type { Page } from '../../lib/resource/resource-queries';
import { EmptyState } from '../../ui-kit/empty-state';
import { ListPager } from '../../ui-kit/list-pager';
import { LoadFailedAlert } from '../../ui-kit/load-failed-alert';
import { PageHeading } from '../../ui-kit/page-heading';
import { SkeletonRows } from '../../ui-kit/skeleton-rows';
import { useWebhookAction, webhookPath, webhooksPath } from './webhook-api';
import { WebhookStatusChip } from './webhook-status-chip';

const stateColour = { delivered: 'success', pending: 'warning', failed: 'error' } as const;

/**
 * One webhook's delivery log (settings/webhooks/:id/log): every attempt, newest first, with its
 * status code, latency, the start of the answer and the error, the delivery's state, and a button
 * to send a delivery again; the webhook's ping and pause/resume above it. Refreshed while open.
 */
export function WebhookLogPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const id = Number(useParams().id);
  const queryClient = useQueryClient();
  const mayChange = useCan('webhooks', 'change');
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('p')) || 1);
  const webhook = useQuery({
    queryKey: [webhooksPath, 'one', id],
    queryFn: ({ signal }) => api.get<Webhook>(webhookPath(id), { signal }),
    refetchInterval: 5_000,
  });
  const attemptsPath = `${webhookPath(id)}attempts/`;
  const log = useQuery({
    queryKey: [webhooksPath, 'attempts', id, page],
    queryFn: ({ signal }) =>
      api.get<Page<WebhookAttempt>>(attemptsPath, { query: page > 1 ? { p: page } : {}, signal }),
    placeholderData: keepPreviousData,
    refetchInterval: 3_000,
  });
  const action = useWebhookAction();
  const redeliver = useMutation({
    mutationFn: (deliveryId: number) =>
      api.post<unknown>(`${webhookPath(id)}deliveries/${deliveryId}/redeliver/`, {}),
    onSuccess: async () => {
      notifySuccess(t('webhooks.redelivered'));
      await queryClient.invalidateQueries({ queryKey: [webhooksPath] });
    },
  });
  const hook = webhook.data;
  const data = log.data;

  return (
    <>
      <PageHeading
        title={t(pageTitleKey('webhookLog'))}
        subtitle={
          hook ? (
            <Box component="span" dir="ltr" sx={{ wordBreak: 'break-all' }}>
              {hook.url}
            </Box>
          ) : (
            <Skeleton width={240} />
          )
        }
        actions={
          hook && mayChange ? (
            <Stack direction="row" spacing={1}>
              <Button
                variant="outlined"
                startIcon={<SendRounded />}
                onClick={() => action.mutate({ webhook: hook, action: 'ping' })}
              >
                {t('webhooks.ping')}
              </Button>
              <Button
                variant="outlined"
                startIcon={hook.active ? <PauseRounded /> : <PlayArrowRounded />}
                onClick={() => action.mutate({ webhook: hook, action: hook.active ? 'pause' : 'resume' })}
              >
                {t(hook.active ? 'webhooks.pause' : 'webhooks.resume')}
              </Button>
            </Stack>
          ) : undefined
        }
      />
      {webhook.isError && !hook ? (
        <LoadFailedAlert sx={{ mb: 2 }} onRetry={() => void webhook.refetch()} />
      ) : null}
      {hook ? (
        <Stack direction="row" spacing={1} sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap' }}>
          <WebhookStatusChip webhook={hook} />
          <Chip
            size="small"
            variant="outlined"
            label={t('webhooks.pendingCount', {
              count: hook.pending,
              value: formatNumber(hook.pending, locale),
            })}
          />
        </Stack>
      ) : null}
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        {log.isError && !data ? (
          <LoadFailedAlert sx={{ m: 2 }} onRetry={() => void log.refetch()} />
        ) : data && data.count === 0 ? (
          <EmptyState
            testId="list-empty"
            icon={<ListAltRounded />}
            title={t('webhooks.emptyLogTitle')}
            body={t('webhooks.emptyLogBody')}
          />
        ) : (
          <TableContainer>
            <Table size="small" aria-label={t(pageTitleKey('webhookLog'))}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('webhooks.at')}</TableCell>
                  <TableCell>{t('webhooks.event')}</TableCell>
                  <TableCell>{t('webhooks.attempt')}</TableCell>
                  <TableCell>{t('webhooks.result')}</TableCell>
                  <TableCell>{t('webhooks.latency')}</TableCell>
                  <TableCell>{t('webhooks.response')}</TableCell>
                  <TableCell>{t('webhooks.delivery')}</TableCell>
                  <TableCell align="right">{t('resource.actions')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data ? (
                  data.results.map((row) => (
                    <TableRow key={row.id} hover data-testid="attempt-row">
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>
                        <time dateTime={row.at}>{formatDate(row.at, locale, 'dateTimeSeconds')}</time>
                      </TableCell>
                      <TableCell>{t(`webhooks.eventTypes.${row.event_type}`)}</TableCell>
                      <TableCell>{formatNumber(row.attempt, locale)}</TableCell>
                      <TableCell>
                        <AttemptResult attempt={row} />
                      </TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>
                        {t('webhooks.milliseconds', { value: formatNumber(row.latency_ms, locale) })}
                      </TableCell>
                      <TableCell sx={{ maxWidth: 280 }}>
                        {row.response_excerpt ? (
                          <Box
                            component="code"
                            dir="ltr"
                            title={row.response_excerpt}
                            sx={{
                              display: 'block',
                              fontFamily: 'monospace',
                              fontSize: 12,
                              overflow: 'hidden',
                              textOverflow: 'ellipsis',
                              whiteSpace: 'nowrap',
                            }}
                          >
                            {row.response_excerpt}
                          </Box>
                        ) : (
                          '—'
                        )}
                      </TableCell>
                      <TableCell>
                        <Chip
                          size="small"
                          variant="outlined"
                          color={stateColour[row.delivery_state]}
                          label={t(`webhooks.deliveryStates.${row.delivery_state}`)}
                        />
                      </TableCell>
                      <TableCell align="right">
                        {mayChange ? (
                          <Tooltip title={t('webhooks.redeliver')}>
                            <IconButton
                              size="small"
                              aria-label={t('webhooks.redeliver')}
                              disabled={redeliver.isPending}
                              onClick={() => redeliver.mutate(row.delivery_id)}
                            >
                              <ReplayRounded fontSize="small" />
                            </IconButton>
                          </Tooltip>
                        ) : null}
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
        {data ? (
          <ListPager
            page={page}
            pages={pageCount(data.count, pageSize)}
            onChange={(p) => setParams(p > 1 ? { p: String(p) } : {})}
          />
        ) : null}
      </Paper>
    </>
  );
}

/** The receiver's answer (its status code) or why none came, as a coloured chip. */
function AttemptResult({ attempt }: { attempt: WebhookAttempt }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const label =
    attempt.status_code !== null
      ? formatNumber(attempt.status_code, locale, { useGrouping: false })
      : attempt.error === 'timeout'
        ? t('webhooks.timeout')
        : t('webhooks.noAnswer');
  const chip = (
    <Chip
      size="small"
      data-testid="attempt-result"
      color={attempt.succeeded ? 'success' : 'error'}
      label={label}
    />
  );
  return attempt.error && attempt.error !== 'timeout' ? (
    <Tooltip title={<span dir="ltr">{attempt.error}</span>}>{chip}</Tooltip>
  ) : (
    chip
  );
}

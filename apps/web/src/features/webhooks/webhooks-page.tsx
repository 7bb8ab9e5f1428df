import AddRounded from '@mui/icons-material/AddRounded';
import KeyRounded from '@mui/icons-material/KeyRounded';
import ListAltRounded from '@mui/icons-material/ListAltRounded';
import PauseRounded from '@mui/icons-material/PauseRounded';
import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';
import SendRounded from '@mui/icons-material/SendRounded';
import WebhookRounded from '@mui/icons-material/WebhookRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { pageSize } from '@navgan/domain/constants';
import type { Webhook } from '@navgan/domain/webhooks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useCan } from '../../lib/access/use-access';
import { api } from '../../lib/api/api';
import { ltrIsolate } from '../../lib/format/bidi';
import { intlLocaleFor } from '../../lib/format/intl-locale';
import { formatNumber } from '../../lib/format/number';
import { routeLanguageFor } from '../../lib/i18n/locale-route';
import { useLocale } from '../../lib/i18n/use-locale';
import { notifySuccess } from '../../lib/notify/notifier';
import { getHref, pageTitleKey } from '../../lib/paths';
import { pageCount } from '../../lib/resource/list-state';
import { usePage } from '../../lib/resource/resource-queries';
import { DeleteDialog } from '../../ui-kit/delete-dialog';
import { EmptyState } from '../../ui-kit/empty-state';
import { ListPager } from '../../ui-kit/list-pager';
import { LoadFailedAlert } from '../../ui-kit/load-failed-alert';
import { PageHeading } from '../../ui-kit/page-heading';
import { RowActions } from '../../ui-kit/row-actions';
import { SkeletonRows } from '../../ui-kit/skeleton-rows';
import { useWebhookAction, webhookPath, webhooksPath } from './webhook-api';
import { WebhookDialog } from './webhook-dialog';
import { WebhookSecretDialog } from './webhook-secret-dialog';
import { WebhookStatusChip } from './webhook-status-chip';

/**
 * The company's webhooks (settings/webhooks): where its events are POSTed, each with its events,
 * its state (active, paused by a person, paused after a day of failures) and what waits; added
 * and changed in a dialog, with its secret, a test ping, pause/resume and its delivery log.
 */
export function WebhooksPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const mayAdd = useCan('webhooks', 'add');
  const mayChange = useCan('webhooks', 'change');
  const mayDelete = useCan('webhooks', 'delete');
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('p')) || 1);
  const list = usePage<Webhook>(webhooksPath, page);
  const [editing, setEditing] = useState<Webhook | 'new' | null>(null);
  const [revealing, setRevealing] = useState<Webhook | null>(null);
  const [doomed, setDoomed] = useState<Webhook | null>(null);
  const action = useWebhookAction();
  const remove = useMutation({
    mutationFn: (id: number) => api.delete<null>(webhookPath(id)),
    onSuccess: async () => {
      notifySuccess(t('resource.deleted', { name: ltrIsolate(doomed?.url ?? '') }));
      await queryClient.invalidateQueries({ queryKey: [webhooksPath] });
    },
    onSettled: () => setDoomed(null),
  });
  const data = list.data;
  const lang = routeLanguageFor(locale);
  const addButton = mayAdd ? (
    <Button variant="contained" startIcon={<AddRounded />} onClick={() => setEditing('new')}>
      {t('webhooks.new')}
    </Button>
  ) : undefined;

  return (
    <>
      <PageHeading
        title={t(pageTitleKey('webhooks'))}
        subtitle={
          data && data.count > 0
            ? t('resource.count', { count: data.count, value: formatNumber(data.count, locale) })
            : t('webhooks.intro')
        }
        actions={addButton}
      />
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        {list.isError && !data ? (
          <LoadFailedAlert sx={{ m: 2 }} onRetry={() => void list.refetch()} />
        ) : data && data.count === 0 ? (
          <EmptyState
            testId="list-empty"
            icon={<WebhookRounded />}
            title={t('webhooks.emptyTitle')}
            body={t('webhooks.emptyBody')}
            actions={addButton}
          />
        ) : (
          <TableContainer>
            <Table aria-label={t(pageTitleKey('webhooks'))}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('labels.webhooks.url')}</TableCell>
                  <TableCell>{t('labels.webhooks.event_types')}</TableCell>
                  <TableCell>{t('webhooks.status')}</TableCell>
                  <TableCell>{t('webhooks.pending')}</TableCell>
                  <TableCell align="right">{t('resource.actions')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data ? (
                  data.results.map((webhook) => (
                    <TableRow key={webhook.id} hover data-testid="record-row">
                      <TableCell sx={{ maxWidth: 360 }}>
                        <Box
                          component={Link}
                          to={getHref(lang, 'webhookLog', { id: webhook.id })}
                          dir="ltr"
                          sx={{ fontWeight: 600, wordBreak: 'break-all', color: 'inherit' }}
                        >
                          {webhook.url}
                        </Box>
                        {webhook.description ? (
                          <Typography variant="body2" color="text.secondary">
                            {webhook.description}
                          </Typography>
                        ) : null}
                      </TableCell>
                      <TableCell sx={{ maxWidth: 320 }}>
                        {new Intl.ListFormat(intlLocaleFor[locale], { style: 'narrow' }).format(
                          webhook.event_types.map((type) => t(`webhooks.eventTypes.${type}`)),
                        )}
                      </TableCell>
                      <TableCell>
                        <WebhookStatusChip webhook={webhook} />
                      </TableCell>
                      <TableCell>{formatNumber(webhook.pending, locale)}</TableCell>
                      <TableCell align="right" sx={{ py: '4px !important', whiteSpace: 'nowrap' }}>
                        <RowActions
                          name={webhook.url}
                          onEdit={mayChange ? () => setEditing(webhook) : undefined}
                          onDelete={mayDelete ? () => setDoomed(webhook) : undefined}
                          extra={
                            <>
                              <Tooltip title={t('webhooks.log')}>
                                <IconButton
                                  component={Link}
                                  to={getHref(lang, 'webhookLog', { id: webhook.id })}
                                  size="small"
                                  aria-label={t('webhooks.logOf', { name: webhook.url })}
                                >
                                  <ListAltRounded fontSize="small" />
                                </IconButton>
                              </Tooltip>
                              {mayChange ? (
                                <>
                                  <Tooltip title={t('webhooks.ping')}>
                                    <IconButton
                                      size="small"
                                      aria-label={t('webhooks.ping')}
                                      onClick={() => action.mutate({ webhook, action: 'ping' })}
                                    >
                                      <SendRounded fontSize="small" />
                                    </IconButton>
                                  </Tooltip>
                                  <Tooltip title={t(webhook.active ? 'webhooks.pause' : 'webhooks.resume')}>
                                    <IconButton
                                      size="small"
                                      aria-label={t(webhook.active ? 'webhooks.pause' : 'webhooks.resume')}
                                      onClick={() =>
                                        action.mutate({
                                          webhook,
                                          action: webhook.active ? 'pause' : 'resume',
                                        })
                                      }
                                    >
                                      {webhook.active ? (
                                        <PauseRounded fontSize="small" />
                                      ) : (
                                        <PlayArrowRounded fontSize="small" />
                                      )}
                                    </IconButton>
                                  </Tooltip>
                                  <Tooltip title={t('webhooks.secret')}>
                                    <IconButton
                                      size="small"
                                      aria-label={t('webhooks.secret')}
                                      onClick={() => setRevealing(webhook)}
                                    >
                                      <KeyRounded fontSize="small" />
                                    </IconButton>
                                  </Tooltip>
                                </>
                              ) : null}
                            </>
                          }
                        />
                      </TableCell>
                    </TableRow>
                  ))
                ) : (
                  <SkeletonRows cells={5} />
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
      {editing ? (
        <WebhookDialog webhook={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
      {revealing ? <WebhookSecretDialog webhook={revealing} onClose={() => setRevealing(null)} /> : null}
      <DeleteDialog
        name={doomed?.url ?? null}
        pending={remove.isPending}
        onCancel={() => setDoomed(null)}
        onConfirm={() => doomed && remove.mutate(doomed.id)}
      />
    </>
  );
}

import AddRounded from '@mui/icons-material/AddRounded';
import BlockRounded from '@mui/icons-material/BlockRounded';
import KeyRounded from '@mui/icons-material/KeyRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import {
  type ApiKey,
  type ApiKeyState,
  apiKeyInput,
  type CreatedApiKey,
} from '@navgan/domain/resources/api-key';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../lib/access/use-access';
import { api } from '../../lib/api/api';
import type { Column, FormField, LookupSource } from '../../lib/define-resource';
import { formatDate } from '../../lib/format/date';
import { formatNumber } from '../../lib/format/number';
import { useLocale } from '../../lib/i18n/use-locale';
import { notifySuccess } from '../../lib/notify/notifier';
import { pageTitleKey } from '../../lib/paths';
import { usePage } from '../../lib/resource/resource-queries';
import { organizationSource } from '../../resources/organizations';
import { CellView } from '../../ui-kit/cell-view';
import { ConfirmDialog } from '../../ui-kit/confirm-dialog';
import { EmptyState } from '../../ui-kit/empty-state';
import { ListPager } from '../../ui-kit/list-pager';
import { LoadFailedAlert } from '../../ui-kit/load-failed-alert';
import { PageHeading } from '../../ui-kit/page-heading';
import { RecordDialog } from '../../ui-kit/record-dialog';
import { SkeletonRows } from '../../ui-kit/skeleton-rows';
import { ApiKeySecretDialog } from './api-key-secret-dialog';

const apiKeysPath = 'api-keys/';
const policySource: LookupSource = { path: 'users/policies/', rows: 'policy' };

const createFields: FormField[] = [
  { name: 'name', kind: 'text', span: 12 },
  { name: 'policy', kind: 'lookup', source: policySource, span: 6 },
  { name: 'expires_on', kind: 'date', span: 6, helper: 'apiKeys.expiryHelper' },
  {
    name: 'organizations',
    kind: 'multiLookup',
    source: organizationSource,
    span: 12,
    helper: 'apiKeys.organizationsHelper',
  },
];

type Row = ApiKey & { policies: number[] };

const policyColumn: Column<Row> = { field: 'policies', kind: 'lookupList', source: policySource };
const organizationsColumn: Column<Row> = {
  field: 'organizations',
  kind: 'lookupList',
  source: organizationSource,
};

const stateColour: Record<ApiKeyState, 'success' | 'warning' | 'default'> = {
  active: 'success',
  expired: 'warning',
  revoked: 'default',
};

/**
 * API keys (users/api-keys): keys integrations sign in with, each acting with a policy and
 * organizations. The secret is shown once, right after creation; a key is revoked, never edited.
 */
export function ApiKeysPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const mayAdd = useCan('api_keys', 'add');
  const mayRevoke = useCan('api_keys', 'delete');
  const [page, setPage] = useState(1);
  const list = usePage<ApiKey>(apiKeysPath, page);
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const [doomed, setDoomed] = useState<ApiKey | null>(null);
  const revoke = useMutation({
    mutationFn: (id: number) => api.delete<ApiKey>(`${apiKeysPath}${id}/`),
    onSuccess: async (key) => {
      notifySuccess(t('apiKeys.revoked', { name: key.name }));
      await queryClient.invalidateQueries({ queryKey: [apiKeysPath] });
    },
    onSettled: () => setDoomed(null),
  });
  const rows: Row[] | undefined = list.data?.results.map((key) => ({
    ...key,
    policies: key.policy === null ? [] : [key.policy],
  }));
  const moment = (value: string | null, none: string) =>
    value ? formatDate(value, locale, 'dateTime') : none;
  const addButton = mayAdd ? (
    <Button variant="contained" startIcon={<AddRounded />} onClick={() => setCreating(true)}>
      {t('apiKeys.new')}
    </Button>
  ) : undefined;

  return (
    <>
      <PageHeading
        title={t(pageTitleKey('apiKeys'))}
        subtitle={
          list.data?.count
            ? t('apiKeys.count', { count: list.data.count, value: formatNumber(list.data.count, locale) })
            : t('apiKeys.intro')
        }
        actions={addButton}
      />
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        {list.isError ? (
          <LoadFailedAlert sx={{ m: 2 }} onRetry={() => void list.refetch()} />
        ) : rows && rows.length === 0 ? (
          <EmptyState
            testId="list-empty"
            icon={<KeyRounded />}
            title={t('apiKeys.emptyTitle')}
            body={t('apiKeys.emptyBody')}
            actions={addButton}
          />
        ) : (
          <TableContainer>
            <Table aria-label={t(pageTitleKey('apiKeys'))} size="small">
              <TableHead>
                <TableRow>
                  <TableCell>{t('apiKeys.name')}</TableCell>
                  <TableCell>{t('apiKeys.prefix')}</TableCell>
                  <TableCell>{t('apiKeys.policy')}</TableCell>
                  <TableCell>{t('apiKeys.organizations')}</TableCell>
                  <TableCell>{t('apiKeys.created')}</TableCell>
                  <TableCell>{t('apiKeys.lastUsed')}</TableCell>
                  <TableCell>{t('apiKeys.expires')}</TableCell>
                  <TableCell>{t('apiKeys.state')}</TableCell>
                  <TableCell align="right">{t('resource.actions')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows ? (
                  rows.map((key) => (
                    <TableRow key={key.id} hover data-testid="record-row">
                      <TableCell sx={{ fontWeight: 600 }}>{key.name}</TableCell>
                      <TableCell>
                        <Box component="code" dir="ltr" sx={{ fontSize: 13 }}>
                          nvg_{key.prefix}_…
                        </Box>
                      </TableCell>
                      <TableCell>
                        <CellView column={policyColumn} record={key} />
                      </TableCell>
                      <TableCell>
                        {key.organizations.length ? (
                          <CellView column={organizationsColumn} record={key} />
                        ) : (
                          t('apiKeys.wholeCompany')
                        )}
                      </TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>{moment(key.created_at, '—')}</TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>
                        {moment(key.last_used_at, t('apiKeys.never'))}
                      </TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>
                        {moment(key.expires_at, t('apiKeys.noExpiry'))}
                      </TableCell>
                      <TableCell>
                        <Chip
                          size="small"
                          color={stateColour[key.state]}
                          label={t(`apiKeys.states.${key.state}`)}
                        />
                      </TableCell>
                      <TableCell align="right" sx={{ py: '4px !important' }}>
                        {mayRevoke && key.state !== 'revoked' ? (
                          <Tooltip title={t('apiKeys.revoke')}>
                            <IconButton
                              size="small"
                              color="error"
                              aria-label={`${t('apiKeys.revoke')} ${key.name}`}
                              onClick={() => setDoomed(key)}
                            >
                              <BlockRounded fontSize="small" />
                            </IconButton>
                          </Tooltip>
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
      </Paper>
      <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
        <ListPager page={page} pages={Math.ceil((list.data?.count ?? 0) / 10)} onChange={setPage} />
      </Box>
      {creating ? (
        <RecordDialog<CreatedApiKey>
          title={t('apiKeys.new')}
          path={apiKeysPath}
          schema={apiKeyInput}
          labels="api_keys"
          fields={createFields}
          initial={{ name: '', policy: '', organizations: '', expires_on: '' }}
          onClose={() => setCreating(false)}
          onSaved={(key) => {
            setCreating(false);
            setCreated(key);
          }}
        />
      ) : null}
      {created ? <ApiKeySecretDialog created={created} onClose={() => setCreated(null)} /> : null}
      <ConfirmDialog
        open={doomed !== null}
        title={t('apiKeys.revokeTitle', { name: doomed?.name ?? '' })}
        body={t('apiKeys.revokeBody')}
        confirmLabel={t('apiKeys.revoke')}
        pending={revoke.isPending}
        onCancel={() => setDoomed(null)}
        onConfirm={() => doomed && revoke.mutate(doomed.id)}
      />
    </>
  );
}

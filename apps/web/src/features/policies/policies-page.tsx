import AddRounded from '@mui/icons-material/AddRounded';
import LocalPoliceOutlined from '@mui/icons-material/LocalPoliceOutlined';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { Policy } from '@navgan/domain/access';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { gridCounts } from '../../lib/access/policy-matrix';
import { useCan } from '../../lib/access/use-access';
import { api } from '../../lib/api/api';
import { formatNumber } from '../../lib/format/number';
import { useLocale } from '../../lib/i18n/use-locale';
import { notifySuccess } from '../../lib/notify/notifier';
import { pageTitleKey } from '../../lib/paths';
import { DeleteDialog } from '../../ui-kit/delete-dialog';
import { EmptyState } from '../../ui-kit/empty-state';
import { LoadFailedAlert } from '../../ui-kit/load-failed-alert';
import { PageHeading } from '../../ui-kit/page-heading';
import { RowActions } from '../../ui-kit/row-actions';
import { SkeletonRows } from '../../ui-kit/skeleton-rows';
import { PolicyEditor } from './policy-editor';
import { policiesPath } from './policy-queries';

/**
 * Access policies (users/policies): named sets of permissions per resource and action, with the
 * writes that wait for an approver. Edited in a dialog with a resources × actions matrix.
 */
export function PoliciesPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const mayAdd = useCan('policies', 'add');
  const mayChange = useCan('policies', 'change');
  const mayDelete = useCan('policies', 'delete');
  const list = useQuery({
    queryKey: [policiesPath],
    queryFn: ({ signal }) => api.get<Policy[]>(policiesPath, { signal }),
  });
  const [editing, setEditing] = useState<Policy | 'new' | null>(null);
  const [doomed, setDoomed] = useState<Policy | null>(null);
  const remove = useMutation({
    mutationFn: (id: number) => api.delete<null>(`${policiesPath}${id}/`),
    onSuccess: async () => {
      notifySuccess(t('resource.deleted', { name: doomed?.title ?? '' }));
      await queryClient.invalidateQueries({ queryKey: [policiesPath] });
    },
    onSettled: () => setDoomed(null),
  });
  const policies = list.data ? [...list.data].sort((a, b) => a.title.localeCompare(b.title)) : undefined;
  const addButton = mayAdd ? (
    <Button variant="contained" startIcon={<AddRounded />} onClick={() => setEditing('new')}>
      {t('policies.new')}
    </Button>
  ) : undefined;

  return (
    <>
      <PageHeading
        title={t(pageTitleKey('policies'))}
        subtitle={
          policies?.length
            ? t('policies.count', { count: policies.length, value: formatNumber(policies.length, locale) })
            : t('policies.intro')
        }
        actions={addButton}
      />
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        {list.isError ? (
          <LoadFailedAlert sx={{ m: 2 }} onRetry={() => void list.refetch()} />
        ) : policies && policies.length === 0 ? (
          <EmptyState
            testId="list-empty"
            icon={<LocalPoliceOutlined />}
            title={t('policies.emptyTitle')}
            body={t('policies.emptyBody')}
            actions={addButton}
          />
        ) : (
          <TableContainer>
            <Table aria-label={t(pageTitleKey('policies'))}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('policies.title')}</TableCell>
                  <TableCell>{t('policies.permissions')}</TableCell>
                  <TableCell>{t('policies.approvals')}</TableCell>
                  <TableCell align="right">{t('resource.actions')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {policies ? (
                  policies.map((policy) => {
                    const counts = gridCounts(policy);
                    return (
                      <TableRow key={policy.id} hover data-testid="record-row">
                        <TableCell sx={{ fontWeight: 600 }}>{policy.title}</TableCell>
                        <TableCell>{formatNumber(counts.permissions, locale)}</TableCell>
                        <TableCell>
                          {counts.approvals ? (
                            <Chip
                              size="small"
                              color="warning"
                              variant="outlined"
                              label={t('policies.approvalCount', {
                                count: counts.approvals,
                                value: formatNumber(counts.approvals, locale),
                              })}
                            />
                          ) : (
                            '—'
                          )}
                        </TableCell>
                        <TableCell align="right" sx={{ py: '4px !important' }}>
                          <RowActions
                            name={policy.title}
                            onEdit={mayChange ? () => setEditing(policy) : undefined}
                            onDelete={mayDelete ? () => setDoomed(policy) : undefined}
                          />
                        </TableCell>
                      </TableRow>
                    );
                  })
                ) : (
                  <SkeletonRows cells={4} />
                )}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </Paper>
      {editing ? (
        <PolicyEditor policy={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
      <DeleteDialog
        name={doomed?.title ?? null}
        pending={remove.isPending}
        onCancel={() => setDoomed(null)}
        onConfirm={() => doomed && remove.mutate(doomed.id)}
      />
    </>
  );
}

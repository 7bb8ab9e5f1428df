import InboxOutlined from '@mui/icons-material/InboxOutlined';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import { pageSize } from '@navgan/domain/constants';
import type { Approval } from '@navgan/domain/resources/approval';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { api } from '../../lib/api/api';
import { formatDate } from '../../lib/format/date';
import { formatNumber } from '../../lib/format/number';
import { formatRelativeTime } from '../../lib/format/relative-time';
import { useLocale } from '../../lib/i18n/use-locale';
import { pageTitleKey } from '../../lib/paths';
import { pageCount } from '../../lib/resource/list-state';
import type { Page } from '../../lib/resource/resource-queries';
import { EmptyState } from '../../ui-kit/empty-state';
import { ListPager } from '../../ui-kit/list-pager';
import { LoadFailedAlert } from '../../ui-kit/load-failed-alert';
import { PageHeading } from '../../ui-kit/page-heading';
import { SkeletonRows } from '../../ui-kit/skeleton-rows';
import { ApprovalDialog } from './approval-dialog';
import { approvalWhat, personName, statusColour } from './approval-text';
import {
  type ApprovalTab,
  approvalQuery,
  approvalsPath,
  approvalTabs,
  type DecidedStatus,
  decidedStatuses,
  isApprovalTab,
} from './approval-types';

/**
 * The approvals inbox (users/approvals): requests waiting for a decision, the decided ones, and
 * the user's own requests; each opens a dialog with the proposed change and accept / reject.
 */
export function ApprovalsPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [params, setParams] = useSearchParams();
  const tab: ApprovalTab = isApprovalTab(params.get('tab')) ? (params.get('tab') as ApprovalTab) : 'pending';
  const decided: DecidedStatus = params.get('status') === 'rejected' ? 'rejected' : 'accepted';
  const page = Math.max(1, Number(params.get('p')) || 1);
  const [openId, setOpenId] = useState<number | null>(null);
  const list = useQuery({
    queryKey: [approvalsPath, 'list', tab, decided, page],
    queryFn: ({ signal }) =>
      api.get<Page<Approval>>(approvalsPath, {
        query: { ...approvalQuery(tab, decided), ...(page > 1 ? { p: page } : {}) },
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
  const data = list.data;
  const open = data?.results.find((row) => row.id === openId) ?? null;
  const go = (next: { tab?: ApprovalTab; status?: DecidedStatus; p?: number }) => {
    const search = new URLSearchParams();
    const nextTab = next.tab ?? tab;
    const nextStatus = next.status ?? decided;
    if (nextTab !== 'pending') search.set('tab', nextTab);
    if (nextTab === 'decided' && nextStatus !== 'accepted') search.set('status', nextStatus);
    if (next.p && next.p > 1) search.set('p', String(next.p));
    setParams(search);
  };

  return (
    <>
      <PageHeading
        title={t(pageTitleKey('approvals'))}
        subtitle={
          data && data.count > 0
            ? t('resource.count', { count: data.count, value: formatNumber(data.count, locale) })
            : t('approvals.intro')
        }
      />
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <Tabs
          value={tab}
          onChange={(_event, value: ApprovalTab) => go({ tab: value, p: 1 })}
          variant="scrollable"
          allowScrollButtonsMobile
          sx={{ borderBottom: 1, borderColor: 'divider', px: 1 }}
        >
          {approvalTabs.map((key) => (
            <Tab key={key} value={key} label={t(`approvals.tabs.${key}`)} />
          ))}
        </Tabs>
        {tab === 'decided' ? (
          <ToggleButtonGroup
            exclusive
            size="small"
            value={decided}
            onChange={(_event, value: DecidedStatus | null) => value && go({ status: value, p: 1 })}
            aria-label={t('approvals.status')}
            sx={{ m: 2, mb: 0 }}
          >
            {decidedStatuses.map((status) => (
              <ToggleButton key={status} value={status}>
                {t(`approvals.statuses.${status}`)}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        ) : null}
        {list.isError && !data ? (
          <LoadFailedAlert sx={{ m: 2 }} onRetry={() => void list.refetch()} />
        ) : data && data.count === 0 ? (
          <EmptyState
            testId="list-empty"
            icon={<InboxOutlined />}
            title={t(`approvals.empty.${tab}`)}
            body={t('approvals.emptyBody')}
          />
        ) : (
          <TableContainer>
            <Table aria-label={t(pageTitleKey('approvals'))}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('approvals.who')}</TableCell>
                  <TableCell>{t('approvals.what')}</TableCell>
                  <TableCell>{t('approvals.when')}</TableCell>
                  <TableCell>{t('approvals.status')}</TableCell>
                  <TableCell align="right">{t('resource.actions')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data ? (
                  data.results.map((row) => (
                    <TableRow
                      key={row.id}
                      hover
                      data-testid="approval-row"
                      onClick={() => setOpenId(row.id)}
                      sx={{ cursor: 'pointer' }}
                    >
                      <TableCell sx={{ fontWeight: 600 }}>{personName(row.requested_by)}</TableCell>
                      <TableCell>{approvalWhat(row, t)}</TableCell>
                      <TableCell>
                        <Tooltip title={formatDate(row.requested_at, locale, 'dateTime')}>
                          <time dateTime={row.requested_at}>
                            {formatRelativeTime(row.requested_at, locale)}
                          </time>
                        </Tooltip>
                      </TableCell>
                      <TableCell>
                        <Chip
                          size="small"
                          color={statusColour[row.status]}
                          label={t(`approvals.statuses.${row.status}`)}
                        />
                      </TableCell>
                      <TableCell align="right">
                        <Button size="small" onClick={() => setOpenId(row.id)}>
                          {t('approvals.details')}
                        </Button>
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
          <ListPager page={page} pages={pageCount(data.count, pageSize)} onChange={(p) => go({ p })} />
        ) : null}
      </Paper>
      {open ? <ApprovalDialog approval={open} onClose={() => setOpenId(null)} /> : null}
    </>
  );
}

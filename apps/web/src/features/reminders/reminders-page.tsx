import EventAvailableOutlined from '@mui/icons-material/EventAvailableOutlined';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import { pageSize } from '@navgan/domain/constants';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { api } from '../../lib/api/api';
import { formatDay } from '../../lib/format/date';
import { formatNumber } from '../../lib/format/number';
import { routeLanguageFor } from '../../lib/i18n/locale-route';
import type { MessageKey } from '../../lib/i18n/message-key';
import { useLocale } from '../../lib/i18n/use-locale';
import { pageTitleKey } from '../../lib/paths';
import { vehicleText } from '../../lib/resource/display-text';
import { pageCount } from '../../lib/resource/list-state';
import { resourceHref } from '../../lib/resource/resource-href';
import type { Page } from '../../lib/resource/resource-queries';
import { EmptyState } from '../../ui-kit/empty-state';
import { ListPager } from '../../ui-kit/list-pager';
import { LoadFailedAlert } from '../../ui-kit/load-failed-alert';
import { PageHeading } from '../../ui-kit/page-heading';

/** The tabs, bound to `?active=` with the spec's spelling ('comapny-vehicles'). */
const tabs = ['drivers', 'comapny-vehicles', 'company-vehicle-services'] as const;
type ReminderTab = (typeof tabs)[number];
const tabLabel: Record<ReminderTab, MessageKey> = {
  drivers: 'reminders.tabDrivers',
  'comapny-vehicles': 'reminders.tabVehicles',
  'company-vehicle-services': 'reminders.tabServices',
};

interface Reminder {
  kind:
    | 'licence'
    | 'health_certificate'
    | 'third_party_insurance'
    | 'body_insurance'
    | 'inspection'
    | 'service';
  subject: { type: 'driver' | 'vehicle'; id: number; name: string; license_plate: string | null };
  service_type: string | null;
  due_date: string;
  days_left: number;
  status: 'overdue' | 'soon';
}

/** Reminders (spec: reminders?active=…): licences, insurance, inspection and services coming due. */
export function RemindersPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const lang = routeLanguageFor(locale);
  const [params, setParams] = useSearchParams();
  const active = tabs.find((tab) => tab === params.get('active')) ?? 'drivers';
  const page = Math.max(1, Number(params.get('p')) || 1);
  const list = useQuery({
    queryKey: ['reminders/', active, page],
    queryFn: ({ signal }) =>
      api.get<Page<Reminder>>('reminders/', { query: { active, ...(page > 1 ? { p: page } : {}) }, signal }),
    placeholderData: keepPreviousData,
  });
  const data = list.data;
  const what = (row: Reminder) =>
    row.kind === 'service' && row.service_type
      ? t(`enums.serviceType.${row.service_type}` as MessageKey)
      : t(`reminders.kind.${row.kind}` as MessageKey);
  const subject = (row: Reminder) =>
    row.subject.type === 'driver'
      ? row.subject.name
      : vehicleText({ name: row.subject.name, license_plate: row.subject.license_plate ?? '' }, locale);
  const href = (row: Reminder) =>
    resourceHref(lang, row.subject.type === 'driver' ? 'drivers' : 'cars', 'view', row.subject.id);

  return (
    <>
      <PageHeading title={t(pageTitleKey('reminders'))} subtitle={t('reminders.subtitle')} />
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <Tabs
          value={active}
          onChange={(_event, value: ReminderTab) => setParams({ active: value })}
          variant="scrollable"
          sx={{ borderBottom: 1, borderColor: 'divider', px: 1 }}
        >
          {tabs.map((tab) => (
            <Tab key={tab} value={tab} label={t(tabLabel[tab])} />
          ))}
        </Tabs>
        {list.isError && !data ? (
          <LoadFailedAlert sx={{ m: 2 }} onRetry={() => void list.refetch()} />
        ) : data && data.count === 0 ? (
          <EmptyState
            testId="list-empty"
            icon={<EventAvailableOutlined />}
            title={t('reminders.emptyTitle')}
            body={t('reminders.emptyBody')}
          />
        ) : (
          <TableContainer>
            <Table
              size="small"
              aria-label={t(tabLabel[active])}
              sx={{ minWidth: 640, '& td, & th': { px: 1.5 } }}
            >
              <TableHead>
                <TableRow>
                  {(['subject', 'what', 'dueDate', 'daysLeft'] as const).map((key) => (
                    <TableCell
                      key={key}
                      sx={{ fontWeight: 700, color: 'text.secondary', whiteSpace: 'nowrap' }}
                    >
                      {t(`reminders.${key}`)}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {data
                  ? data.results.map((row) => (
                      <TableRow
                        key={`${row.kind}-${row.subject.id}-${row.service_type ?? ''}`}
                        data-testid="record-row"
                        hover
                      >
                        <TableCell>
                          <Link
                            component={RouterLink}
                            to={href(row)}
                            underline="hover"
                            sx={{ fontWeight: 600 }}
                          >
                            {subject(row)}
                          </Link>
                        </TableCell>
                        <TableCell>{what(row)}</TableCell>
                        <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDay(row.due_date, locale)}</TableCell>
                        <TableCell>
                          <Chip
                            size="small"
                            color={row.status === 'overdue' ? 'error' : 'warning'}
                            label={
                              row.days_left < 0
                                ? t('reminders.overdueBy', { days: formatNumber(-row.days_left, locale) })
                                : t('reminders.daysLeftValue', { days: formatNumber(row.days_left, locale) })
                            }
                          />
                        </TableCell>
                      </TableRow>
                    ))
                  : Array.from({ length: 4 }, (_, index) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: placeholders never reorder
                      <TableRow key={index}>
                        <TableCell colSpan={4}>
                          <Skeleton variant="text" />
                        </TableCell>
                      </TableRow>
                    ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
        {data ? (
          <ListPager
            page={page}
            pages={pageCount(data.count, pageSize)}
            onChange={(next) => setParams({ active, ...(next > 1 ? { p: String(next) } : {}) })}
          />
        ) : null}
      </Paper>
    </>
  );
}

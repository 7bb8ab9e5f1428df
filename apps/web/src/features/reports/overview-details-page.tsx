import QueryStatsOutlined from '@mui/icons-material/QueryStatsOutlined';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { pageSize } from '@navgan/domain/constants';
import type { ReportName } from '@navgan/domain/reports';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { api, apiV2 } from '../../lib/api/api';
import { formatDay } from '../../lib/format/date';
import { routeLanguageFor } from '../../lib/i18n/locale-route';
import { useLocale } from '../../lib/i18n/use-locale';
import { pageTitleKey, type RouteId } from '../../lib/paths';
import { EmptyState } from '../../ui-kit/empty-state';
import { PageHeading } from '../../ui-kit/page-heading';
import { tripPlaybackHref } from './overview-links';
import { type V2Details, v2DetailsRows } from './overview-v2';
import {
  printStyles,
  ReportActions,
  type ReportData,
  ReportPager,
  type ReportRow,
  ReportTable,
  useReportExport,
} from './report-frame';
import { readReportState } from './report-query';

/** The four lists of a vehicle's details, each one of the tabular reports. */
const sections = [
  { key: 'days', name: 'daily', path: 'reports/daily/' },
  { key: 'trips', name: 'routing-details', path: 'reports/history/routing-details/' },
  { key: 'stops', name: 'stops', path: 'reports/history/stops/' },
  { key: 'events', name: 'events', path: 'reports/history/events/' },
] as const satisfies readonly { key: string; name: ReportName; path: string }[];
type SectionKey = (typeof sections)[number]['key'];

/** The vehicle and range of a details screen: the id of the path, the range of the overview. */
function useDetailsQuery() {
  const { id } = useParams();
  const [params] = useSearchParams();
  const state = useMemo(() => readReportState(params), [params]);
  return {
    state,
    query: { company_vehicle__id__in: String(id ?? ''), start_range: state.start, stop_range: state.stop },
  };
}

/**
 * A vehicle's details: the heading with its name and range, its overview row, then its days, trips
 * (each opening the trip's playback), stops and events in tabs, one page at a time.
 */
function DetailsView({
  routeId,
  summary,
  section,
  onSection,
  current,
  page,
  onPage,
  onExport,
  exporting,
  notice,
}: {
  routeId: RouteId;
  summary: ReportRow | undefined;
  section: SectionKey;
  onSection(section: SectionKey): void;
  current: ReportData | undefined;
  page: number;
  onPage(page: number): void;
  onExport(): void;
  exporting: boolean;
  notice?: string;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const lang = routeLanguageFor(locale);
  const { state } = useDetailsQuery();
  const title = t(pageTitleKey(routeId));
  const vehicle = summary?.company_vehicle as { name: string } | undefined;
  const chosen = sections.find((s) => s.key === section) ?? sections[0];
  return (
    <>
      {printStyles}
      <PageHeading
        title={vehicle ? `${title}: ${vehicle.name}` : title}
        subtitle={t('reportFrame.rangeText', {
          start: formatDay(state.start, locale),
          stop: formatDay(state.stop, locale),
        })}
        actions={<ReportActions exporting={exporting} onExport={onExport} />}
      />
      <Paper variant="outlined" sx={{ overflow: 'hidden', mb: 2 }}>
        <ReportTable
          name="overview"
          rows={summary ? [summary] : undefined}
          label={title}
          testId="details-summary"
        />
      </Paper>
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <Tabs
          value={section}
          onChange={(_event, next: SectionKey) => onSection(next)}
          variant="scrollable"
          data-print="hide"
          sx={{ borderBottom: 1, borderColor: 'divider' }}
        >
          {sections.map((s) => (
            <Tab
              key={s.key}
              value={s.key}
              label={t(`reportFrame.details.${s.key}`)}
              data-testid={`details-${s.key}`}
            />
          ))}
        </Tabs>
        {notice ? (
          <Alert severity="info" sx={{ m: 2 }}>
            {notice}
          </Alert>
        ) : null}
        {current && current.count === 0 ? (
          <EmptyState
            testId="report-empty"
            icon={<QueryStatsOutlined />}
            title={t('reportFrame.emptyTitle')}
            body={t('reportFrame.details.emptyBody')}
          />
        ) : (
          <ReportTable
            name={chosen.name}
            rows={current?.results}
            label={t(`reportFrame.details.${chosen.key}`)}
            rowHref={chosen.key === 'trips' ? (row) => tripPlaybackHref(lang, row) : undefined}
          />
        )}
        {current && current.count > 0 ? (
          <ReportPager count={current.count} page={page} onChange={onPage} />
        ) : null}
      </Paper>
    </>
  );
}

/** Overview details (v1): every list a page of the v1 report it comes from. */
export function OverviewDetailsPage() {
  const { query } = useDetailsQuery();
  const [section, setSection] = useState<SectionKey>('days');
  const [page, setPage] = useState(1);
  const chosen = sections.find((s) => s.key === section) ?? sections[0];
  const summary = useQuery({
    queryKey: ['report', 'reports/history/overview/', query],
    queryFn: ({ signal }) => api.get<ReportData>('reports/history/overview/', { query, signal }),
  });
  const current = useQuery({
    queryKey: ['report', chosen.path, query, page],
    queryFn: ({ signal }) =>
      api.get<ReportData>(chosen.path, { query: { ...query, ...(page > 1 ? { p: page } : {}) }, signal }),
    placeholderData: keepPreviousData,
  });
  const { exporting, download } = useReportExport(api, `exports/${chosen.path}`, chosen.name);
  return (
    <DetailsView
      routeId="reportsOverviewDetails"
      summary={summary.data?.results[0]}
      section={section}
      onSection={(next) => {
        setSection(next);
        setPage(1);
      }}
      current={current.isPlaceholderData && current.data?.count === 0 ? undefined : current.data}
      page={page}
      onPage={setPage}
      onExport={() => void download(query)}
      exporting={exporting}
    />
  );
}

/** Overview details (v2): one v2 answer holds the four lists; they are paged here. */
export function OverviewV2DetailsPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const { query } = useDetailsQuery();
  const [section, setSection] = useState<SectionKey>('days');
  const [page, setPage] = useState(1);
  const answer = useQuery({
    queryKey: ['report-v2-details', id, query.start_range, query.stop_range],
    queryFn: ({ signal }) =>
      apiV2.get<V2Details>(`reports/overview/${id}/`, {
        query: { start_range: query.start_range, stop_range: query.stop_range },
        signal,
      }),
  });
  const rows = useMemo(() => (answer.data ? v2DetailsRows(answer.data) : null), [answer.data]);
  const list = rows?.[section];
  const { exporting, download } = useReportExport(apiV2, 'exports/reports/overview/', 'overview');
  const truncated = section !== 'days' && answer.data?.[section].truncated;
  return (
    <DetailsView
      routeId="reportsOverviewV2Details"
      summary={rows?.summary}
      section={section}
      onSection={(next) => {
        setSection(next);
        setPage(1);
      }}
      current={
        list ? { count: list.length, results: list.slice((page - 1) * pageSize, page * pageSize) } : undefined
      }
      page={page}
      onPage={setPage}
      onExport={() => void download(query)}
      exporting={exporting}
      notice={truncated ? t('reportFrame.details.truncated') : undefined}
    />
  );
}

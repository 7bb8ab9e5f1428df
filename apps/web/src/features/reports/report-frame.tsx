import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import QueryStatsOutlined from '@mui/icons-material/QueryStatsOutlined';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import GlobalStyles from '@mui/material/GlobalStyles';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { pageSize } from '@navgan/domain/constants';
import type { Locale } from '@navgan/domain/locales';
import {
  type ReportColumn,
  type ReportName,
  reportColumns,
  reportLabels,
  reportSummaryColumns,
} from '@navgan/domain/reports';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { pageTitleKey, type RouteId } from '../../app/paths';
import { api } from '../../lib/api/api';
import { saveBlob } from '../../lib/download';
import { formatDay } from '../../lib/format/date';
import { formatNumber } from '../../lib/format/number';
import { useLocale } from '../../lib/i18n/use-locale';
import { pageCount } from '../../lib/resource/list-state';
import type { Page } from '../../lib/resource/resource-queries';
import { EmptyState } from '../resources/empty-state';
import { ListPager } from '../resources/list-pager';
import { PageHeading } from '../resources/page-heading';
import { ReportCell } from './report-cells';
import { type ReportState, readReportState, reportApiQuery, reportSearchParams } from './report-query';
import { ReportSelection } from './report-selection';

/** Printing shows the report alone: no menu, bar, selection or buttons, the table at full width. */
const printStyles = (
  <GlobalStyles
    styles={{
      '@media print': {
        'header, nav, .MuiDrawer-root, .MuiAppBar-root, [data-print="hide"]': { display: 'none !important' },
        main: { margin: '0 !important', padding: '0 !important', width: '100% !important' },
        '.MuiTableContainer-root': { overflow: 'visible !important' },
        '.MuiTableCell-root': { padding: '4px 6px', fontSize: '10pt' },
      },
    }}
  />
);

type Row = Record<string, unknown>;

/** A table of report rows, skeleton rows while they load. */
function ReportTable({
  columns,
  rows,
  label,
  locale,
  t,
  testId,
}: {
  columns: ReportColumn[];
  rows: Row[] | undefined;
  label: string;
  locale: Locale;
  t: TFunction;
  testId: string;
}) {
  return (
    <TableContainer>
      <Table size="small" aria-label={label} data-testid={testId}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell
                key={column.key}
                sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}
                data-print={column.kind === 'playback' ? 'hide' : undefined}
              >
                {reportLabels[locale][column.key]}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows
            ? rows.map((row, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: report rows have no id of their own
                <TableRow key={index} hover>
                  {columns.map((column) => (
                    <TableCell key={column.key} data-print={column.kind === 'playback' ? 'hide' : undefined}>
                      <ReportCell column={column} value={row[column.key]} locale={locale} t={t} />
                    </TableCell>
                  ))}
                </TableRow>
              ))
            : Array.from({ length: 5 }, (_, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows
                <TableRow key={index}>
                  {columns.map((column) => (
                    <TableCell key={column.key}>
                      <Skeleton />
                    </TableCell>
                  ))}
                </TableRow>
              ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/**
 * One tabular report: the shared selection, the page of results (and the report's summary, when
 * it has one), xlsx export and print. `fence`: the report also takes exactly one geofence;
 * `links`: more buttons in the heading once the report runs.
 */
export function ReportFrame({
  name,
  path,
  routeId,
  fence = false,
  links,
}: {
  name: ReportName;
  path: string;
  routeId: RouteId;
  fence?: boolean;
  links?: (state: ReportState) => ReactNode;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readReportState(params), [params]);
  const query = fence && state.fences.length !== 1 ? null : reportApiQuery(state);
  const results = useQuery({
    queryKey: ['report', path, query],
    queryFn: ({ signal }) => api.get<Page<Row> & { summary?: Row[] }>(path, { query: query ?? {}, signal }),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
  const [exporting, setExporting] = useState(false);
  const download = async () => {
    const all = reportApiQuery(state, false);
    if (!all) return;
    setExporting(true);
    try {
      const blob = await api.get<Blob>(`exports/${path}`, { query: all, responseType: 'blob' });
      saveBlob(blob, `${name}-${all.start_range}-${all.stop_range}.xlsx`);
    } catch {
      // The global error handler has shown the failure.
    } finally {
      setExporting(false);
    }
  };
  const columns = reportColumns[name];
  const summaryColumns = reportSummaryColumns[name];
  const data = results.data;
  const title = t(pageTitleKey(routeId));
  return (
    <>
      {printStyles}
      <PageHeading
        title={title}
        subtitle={
          query
            ? t('reportFrame.rangeText', {
                start: formatDay(state.start, locale),
                stop: formatDay(state.stop, locale),
              })
            : undefined
        }
        actions={
          query ? (
            <Stack direction="row" spacing={1} data-print="hide">
              {links?.(state)}
              <Button
                variant="outlined"
                startIcon={<FileDownloadOutlined />}
                loading={exporting}
                onClick={() => void download()}
                data-testid="report-export"
              >
                {t('resource.export')}
              </Button>
              <Button variant="outlined" startIcon={<PrintOutlined />} onClick={() => window.print()}>
                {t('reportFrame.print')}
              </Button>
            </Stack>
          ) : undefined
        }
      />
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <ReportSelection
          key={params.toString()}
          state={state}
          fence={fence}
          onRun={(next) => setParams(reportSearchParams(next))}
        />
        {query !== null &&
        summaryColumns &&
        !results.isError &&
        (!data || (data.summary?.length ?? 0) > 0) ? (
          <Stack spacing={1} sx={{ pt: 1 }}>
            <Stack sx={{ px: 2 }}>
              <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
                {t('reportFrame.summaryTitle')}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t('reportFrame.summaryBody')}
              </Typography>
            </Stack>
            <ReportTable
              columns={summaryColumns}
              rows={data?.summary}
              label={t('reportFrame.summaryTitle')}
              locale={locale}
              t={t}
              testId="report-summary"
            />
            <Divider sx={{ borderBottomWidth: 2 }} />
          </Stack>
        ) : null}
        {query === null || (results.isError && !data) ? (
          // A refused choice (its message already shown as a toast) leaves the frame asking again.
          <EmptyState
            testId="report-choose"
            icon={<QueryStatsOutlined />}
            title={t('reportFrame.chooseTitle')}
            body={t(fence ? 'reportFrame.chooseFenceBody' : 'reportFrame.chooseBody')}
          />
        ) : data && data.count === 0 ? (
          <EmptyState
            testId="report-empty"
            icon={<QueryStatsOutlined />}
            title={t('reportFrame.emptyTitle')}
            body={t('reportFrame.emptyBody')}
          />
        ) : (
          <ReportTable
            columns={columns}
            rows={data?.results}
            label={title}
            locale={locale}
            t={t}
            testId="report-table"
          />
        )}
        {data && data.count > 0 ? (
          <Stack direction="row" sx={{ alignItems: 'center', px: 2 }} data-print="hide">
            <Typography variant="body2" color="text.secondary">
              {t('reportFrame.rows', { count: data.count, value: formatNumber(data.count, locale) })}
            </Typography>
            <ListPager
              page={state.page}
              pages={pageCount(data.count, pageSize)}
              onChange={(page) => setParams(reportSearchParams({ ...state, page }))}
            />
          </Stack>
        ) : null}
      </Paper>
    </>
  );
}

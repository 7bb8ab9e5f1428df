import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import QueryStatsOutlined from '@mui/icons-material/QueryStatsOutlined';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import GlobalStyles from '@mui/material/GlobalStyles';
import Link from '@mui/material/Link';
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
import { textIn } from '@navgan/domain/messages/catalogue';
import {
  type ReportColumn,
  type ReportName,
  reportColumns,
  reportSummaryColumns,
} from '@navgan/domain/reports';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { api } from '../../lib/api/api';
import { saveBlob } from '../../lib/download';
import { formatDay } from '../../lib/format/date';
import { formatNumber } from '../../lib/format/number';
import { catalogueOf } from '../../lib/i18n/i18n';
import { useLocale } from '../../lib/i18n/use-locale';
import { pageTitleKey, type RouteId } from '../../lib/paths';
import { pageCount } from '../../lib/resource/list-state';
import type { Page } from '../../lib/resource/resource-queries';
import { EmptyState } from '../../ui-kit/empty-state';
import { ListPager } from '../../ui-kit/list-pager';
import { PageHeading } from '../../ui-kit/page-heading';
import { ReportCell } from './report-cells';
import { type ReportState, readReportState, reportApiQuery, reportSearchParams } from './report-query';
import { ReportSelection } from './report-selection';

/** Printing shows the report alone: no menu, bar, selection or buttons, the table at full width. */
export const printStyles = (
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

export type ReportRow = Record<string, unknown>;
/** A page of a report: its rows, how many there are in all, and the totals row when it has one. */
export interface ReportData {
  count: number;
  results: ReportRow[];
  totals?: ReportRow;
  /** Figures over every row, for reports with `reportSummaryColumns`. */
  summary?: ReportRow[];
}
type Client = typeof api;

/** Downloads a report's workbook (every row) from `exportPath`; `exporting` while it runs. */
export function useReportExport(client: Client, exportPath: string, file: string) {
  const [exporting, setExporting] = useState(false);
  const download = async (query: Record<string, string>) => {
    setExporting(true);
    try {
      const blob = await client.get<Blob>(exportPath, { query, responseType: 'blob' });
      saveBlob(blob, `${file}-${query.start_range}-${query.stop_range}.xlsx`);
    } catch {
      // The global error handler has shown the failure.
    } finally {
      setExporting(false);
    }
  };
  return { exporting, download };
}

/** The export and print buttons of a report heading (hidden when printing). */
export function ReportActions({
  exporting,
  onExport,
  children,
}: {
  exporting: boolean;
  onExport(): void;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={1} data-print="hide">
      {children}
      <Button
        variant="outlined"
        startIcon={<FileDownloadOutlined />}
        loading={exporting}
        onClick={onExport}
        data-testid="report-export"
      >
        {t('resource.export')}
      </Button>
      <Button variant="outlined" startIcon={<PrintOutlined />} onClick={() => window.print()}>
        {t('reportFrame.print')}
      </Button>
    </Stack>
  );
}

/**
 * A report's table: its columns' headers, the rows (placeholder rows while `rows` is undefined),
 * the totals row in bold, and each row linked to `rowHref` when given. `columns` replaces the
 * report's own (its summary table). Playback links are hidden when printing.
 */
export function ReportTable({
  name,
  columns = reportColumns[name],
  rows,
  totals,
  rowHref,
  label,
  testId = 'report-table',
}: {
  name: ReportName;
  columns?: ReportColumn[];
  rows: ReportRow[] | undefined;
  totals?: ReportRow;
  rowHref?: (row: ReportRow) => string;
  label: string;
  testId?: string;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const printHide = (column: ReportColumn) => (column.kind === 'playback' ? 'hide' : undefined);
  return (
    <TableContainer>
      <Table size="small" aria-label={label} data-testid={testId}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell
                key={column.key}
                sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}
                data-print={printHide(column)}
              >
                {textIn(catalogueOf(locale).messages.reportTable, column.key)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows
            ? rows.map((row, index) => {
                const href = rowHref?.(row);
                return (
                  <TableRow
                    // biome-ignore lint/suspicious/noArrayIndexKey: report rows have no id of their own
                    key={index}
                    hover
                    onClick={href ? () => void navigate(href) : undefined}
                    sx={href ? { cursor: 'pointer' } : undefined}
                    data-testid={href ? 'report-row-link' : undefined}
                  >
                    {columns.map((column, at) => (
                      <TableCell key={column.key} data-print={printHide(column)}>
                        {href && at === 0 ? (
                          <Link component={RouterLink} to={href} underline="hover">
                            <ReportCell column={column} value={row[column.key]} locale={locale} t={t} />
                          </Link>
                        ) : (
                          <ReportCell column={column} value={row[column.key]} locale={locale} t={t} />
                        )}
                      </TableCell>
                    ))}
                  </TableRow>
                );
              })
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
          {rows && totals ? (
            <TableRow data-testid="report-totals" sx={{ '& td': { fontWeight: 700, borderTop: 2 } }}>
              {columns.map((column, at) => (
                <TableCell key={column.key}>
                  {at === 0 ? (
                    catalogueOf(locale).messages.reportTable.total
                  ) : (
                    <ReportCell column={column} value={totals[column.key]} locale={locale} t={t} />
                  )}
                </TableCell>
              ))}
            </TableRow>
          ) : null}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** The count of rows and the pager under a report table. */
export function ReportPager({
  count,
  page,
  onChange,
}: {
  count: number;
  page: number;
  onChange(page: number): void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Stack direction="row" sx={{ alignItems: 'center', px: 2 }} data-print="hide">
      <Typography variant="body2" color="text.secondary">
        {t('reportFrame.rows', { count, value: formatNumber(count, locale) })}
      </Typography>
      <ListPager page={page} pages={pageCount(count, pageSize)} onChange={onChange} />
    </Stack>
  );
}

/**
 * One tabular report: the shared selection, the page of results (and the report's summary, when
 * it has one), xlsx export and print. `load` replaces the v1 page request (the v2 overview),
 * `client` and `exportPath` where the workbook is; `fence`: the report also takes exactly one
 * geofence; `links`: more buttons in the heading once the report runs.
 */
export function ReportFrame({
  name,
  path,
  routeId,
  rowHref,
  load,
  client = api,
  exportPath = `exports/${path}`,
  fence = false,
  links,
}: {
  name: ReportName;
  path: string;
  routeId: RouteId;
  rowHref?: (row: ReportRow, query: Record<string, string>) => string;
  load?: (query: Record<string, string>, page: number, signal: AbortSignal) => Promise<ReportData>;
  client?: Client;
  exportPath?: string;
  fence?: boolean;
  links?: (state: ReportState) => ReactNode;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readReportState(params), [params]);
  const refused = fence && state.fences.length !== 1;
  const query = refused ? null : reportApiQuery(state);
  const all = refused ? null : reportApiQuery(state, false);
  const summaryColumns = reportSummaryColumns[name];
  const results = useQuery({
    queryKey: ['report', path, query],
    queryFn: ({ signal }) =>
      load && all
        ? load(all, state.page, signal)
        : client.get<Page<ReportRow> & { totals?: ReportRow; summary?: ReportRow[] }>(path, {
            query: query ?? {},
            signal,
          }),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
  const { exporting, download } = useReportExport(client, exportPath, name);
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
          all ? (
            <ReportActions exporting={exporting} onExport={() => void download(all)}>
              {links?.(state)}
            </ReportActions>
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
              name={name}
              columns={summaryColumns}
              rows={data?.summary}
              label={t('reportFrame.summaryTitle')}
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
            name={name}
            rows={data?.results}
            totals={data?.totals}
            rowHref={rowHref && all ? (row) => rowHref(row, all) : undefined}
            label={title}
          />
        )}
        {data && data.count > 0 ? (
          <ReportPager
            count={data.count}
            page={state.page}
            onChange={(page) => setParams(reportSearchParams({ ...state, page }))}
          />
        ) : null}
      </Paper>
    </>
  );
}

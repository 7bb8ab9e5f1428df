import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import QueryStatsOutlined from '@mui/icons-material/QueryStatsOutlined';
import Button from '@mui/material/Button';
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
import { type ReportName, reportColumns, reportLabels } from '@navgan/domain/reports';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
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
import { readReportState, reportApiQuery, reportSearchParams } from './report-query';
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

/** One tabular report: the shared selection, the page of results, xlsx export and print. */
export function ReportFrame({ name, path, routeId }: { name: ReportName; path: string; routeId: RouteId }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readReportState(params), [params]);
  const query = reportApiQuery(state);
  const results = useQuery({
    queryKey: ['report', path, query],
    queryFn: ({ signal }) => api.get<Page<Record<string, unknown>>>(path, { query: query ?? {}, signal }),
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
          onRun={(next) => setParams(reportSearchParams(next))}
        />
        {query === null ? (
          <EmptyState
            testId="report-choose"
            icon={<QueryStatsOutlined />}
            title={t('reportFrame.chooseTitle')}
            body={t('reportFrame.chooseBody')}
          />
        ) : data && data.count === 0 ? (
          <EmptyState
            testId="report-empty"
            icon={<QueryStatsOutlined />}
            title={t('reportFrame.emptyTitle')}
            body={t('reportFrame.emptyBody')}
          />
        ) : (
          <TableContainer>
            <Table size="small" aria-label={title} data-testid="report-table">
              <TableHead>
                <TableRow>
                  {columns.map((column) => (
                    <TableCell key={column.key} sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                      {reportLabels[locale][column.key]}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {data
                  ? data.results.map((row, index) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: report rows have no id of their own
                      <TableRow key={index} hover>
                        {columns.map((column) => (
                          <TableCell key={column.key}>
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

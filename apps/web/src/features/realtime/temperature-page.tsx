import AcUnitRounded from '@mui/icons-material/AcUnitRounded';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';
import { coldChainRangeC, liveMapRefreshMs, pageSize, temperatureNoSensor } from '@navgan/domain/constants';
import type { TrafficStatus } from '@navgan/domain/traffic-status';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { api } from '../../lib/api/api';
import { ltrIsolate } from '../../lib/format/bidi';
import { formatDate } from '../../lib/format/date';
import { formatNumber } from '../../lib/format/number';
import { useLocale } from '../../lib/i18n/use-locale';
import { pageTitleKey } from '../../lib/paths';
import { noValue } from '../../lib/resource/display-text';
import type { Page } from '../../lib/resource/resource-queries';
import { EmptyState } from '../../ui-kit/empty-state';
import { ListPager } from '../../ui-kit/list-pager';
import { PageHeading } from '../../ui-kit/page-heading';
import { PlateView } from '../../ui-kit/plate/plate-view';
import { statusColors } from './status-colors';
import { usePageVisible } from './use-page-visible';

interface TemperatureRow {
  id: number;
  name: string;
  license_plate: string;
  timestamp: string | null;
  traffic_status: TrafficStatus;
  temperatures: number[];
  humidities: (number | null)[];
  trend: { at: string; temperature: number }[];
}

export type Reading = 'ok' | 'out' | 'disconnected';

/** A sensor reading against the cold-chain range; 250 is the spec's 'no connection'. */
export function readingOf(value: number): Reading {
  if (value === temperatureNoSensor) return 'disconnected';
  return value < coldChainRangeC.min || value > coldChainRangeC.max ? 'out' : 'ok';
}

/** Realtime temperature (`reports/realtime/temperature`): cold-chain vehicles, sensor by sensor. */
export function TemperaturePage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const visible = usePageVisible();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('p')) || 1);
  const list = useQuery({
    queryKey: ['trackings', 'temperatures', page],
    queryFn: ({ signal }) =>
      api.get<Page<TemperatureRow>>('trackings/temperatures/', {
        query: page > 1 ? { p: page } : {},
        signal,
        background: true,
      }),
    refetchInterval: visible ? liveMapRefreshMs : false,
  });
  const head = (text: string) => (
    <TableCell sx={{ fontWeight: 700, color: 'text.secondary', whiteSpace: 'nowrap' }}>{text}</TableCell>
  );
  const degrees = (value: number) => ltrIsolate(`${formatNumber(value, locale)}°`);
  const rows = list.data?.results;

  return (
    <>
      <PageHeading
        title={t(pageTitleKey('reportsRealtimeTemperature'))}
        subtitle={t('temperature.range', {
          min: ltrIsolate(formatNumber(coldChainRangeC.min, locale)),
          max: ltrIsolate(formatNumber(coldChainRangeC.max, locale)),
        })}
      />
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        {list.data && list.data.count === 0 ? (
          <EmptyState
            testId="temperature-empty"
            icon={<AcUnitRounded />}
            title={t('temperature.emptyTitle')}
            body={t('temperature.emptyBody')}
          />
        ) : (
          <TableContainer>
            <Table
              size="small"
              aria-label={t(pageTitleKey('reportsRealtimeTemperature'))}
              sx={{ minWidth: 860 }}
            >
              <TableHead>
                <TableRow>
                  {head(t('temperature.vehicle'))}
                  {head(t('temperature.sensors'))}
                  {head(t('temperature.humidity'))}
                  {head(t('temperature.trend'))}
                  {head(t('temperature.updated'))}
                </TableRow>
              </TableHead>
              <TableBody>
                {rows
                  ? rows.map((row) => (
                      <TableRow key={row.id} hover data-testid="temperature-row">
                        <TableCell>
                          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
                            <Box
                              title={t(`realtime.status.${row.traffic_status}`)}
                              sx={{
                                width: 10,
                                height: 10,
                                borderRadius: '50%',
                                flexShrink: 0,
                                bgcolor: statusColors[row.traffic_status],
                              }}
                            />
                            <Box>
                              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                                {row.name}
                              </Typography>
                              <PlateView plate={row.license_plate} />
                            </Box>
                          </Box>
                        </TableCell>
                        <TableCell>
                          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
                            {row.temperatures.map((value, index) => {
                              const reading = readingOf(value);
                              return (
                                <Chip
                                  // biome-ignore lint/suspicious/noArrayIndexKey: a sensor is its slot
                                  key={index}
                                  size="small"
                                  data-testid="sensor"
                                  data-reading={reading}
                                  color={reading === 'out' ? 'error' : reading === 'ok' ? 'info' : 'default'}
                                  variant={reading === 'disconnected' ? 'outlined' : 'filled'}
                                  label={`${t('temperature.sensor', { n: formatNumber(index + 1, locale) })}: ${
                                    reading === 'disconnected'
                                      ? t('temperature.disconnected')
                                      : degrees(value)
                                  }`}
                                  sx={{ fontWeight: 600 }}
                                />
                              );
                            })}
                          </Box>
                        </TableCell>
                        <TableCell>
                          {row.humidities.filter((h) => h !== null).length > 0
                            ? row.humidities
                                .map((h) =>
                                  h === null ? noValue : formatNumber(h / 100, locale, { style: 'percent' }),
                                )
                                .join(' · ')
                            : noValue}
                        </TableCell>
                        <TableCell sx={{ width: 180 }}>
                          {row.trend.length > 1 ? (
                            <Box
                              data-testid="trend"
                              aria-label={t('temperature.trendAria', { count: row.trend.length })}
                            >
                              <SparkLineChart
                                data={row.trend.map((p) => p.temperature)}
                                height={36}
                                width={160}
                                curve="natural"
                                color={
                                  row.trend.some((p) => readingOf(p.temperature) === 'out')
                                    ? '#d32f2f'
                                    : '#0288d1'
                                }
                              />
                            </Box>
                          ) : (
                            <Typography variant="caption" color="text.secondary">
                              {t('temperature.noTrend')}
                            </Typography>
                          )}
                        </TableCell>
                        <TableCell sx={{ whiteSpace: 'nowrap' }}>
                          {row.timestamp ? formatDate(row.timestamp, locale, 'dateTime') : noValue}
                        </TableCell>
                      </TableRow>
                    ))
                  : Array.from({ length: 3 }, (_, i) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: placeholders
                      <TableRow key={i}>
                        {Array.from({ length: 5 }, (_, j) => (
                          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders
                          <TableCell key={j}>
                            <Skeleton />
                          </TableCell>
                        ))}
                      </TableRow>
                    ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
        {list.data ? (
          <ListPager
            page={page}
            pages={Math.ceil(list.data.count / pageSize)}
            onChange={(next) => setParams(next > 1 ? { p: String(next) } : {})}
          />
        ) : null}
      </Paper>
    </>
  );
}

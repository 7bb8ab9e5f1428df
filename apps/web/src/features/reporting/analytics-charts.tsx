import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { BarChart, BarPlot } from '@mui/x-charts/BarChart';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';
import { ChartsDataProvider } from '@mui/x-charts/ChartsDataProvider';
import { ChartsLegend } from '@mui/x-charts/ChartsLegend';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsWrapper } from '@mui/x-charts/ChartsWrapper';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { useDrawingArea } from '@mui/x-charts/hooks';
import { LineChart, LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { isoDayIn } from '@navgan/domain/calendar-day';
import { riskLevel } from '@navgan/domain/driver-risk';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../lib/format/date';
import { formatNumber } from '../../lib/format/number';
import { useLocale } from '../../lib/i18n/use-locale';
import type {
  Costs,
  DriverBehaviourRow,
  FenceEventRow,
  FuelEfficiencyRow,
  UtilizationRow,
} from './analytics-queries';
import { MetricTitle } from './metric-title';
import { metresToKm, perMetreToTomanPerKm, rialsToToman } from './units';

const chartHeight = 300;
const palette = { teal: '#0b5d6b', amber: '#f2a541', red: '#d64545', green: '#2e9d5b', slate: '#7a8793' };

/** Each chart's title is `reporting.<metric>` and its definition `reporting.metric.<metric>`. */
type Metric = 'utilization' | 'costs' | 'fuelEfficiency' | 'driversBehaviour' | 'fenceEvents';

interface ChartCardProps {
  metric: Metric;
  testId: string;
  loading: boolean;
  empty: boolean;
  /** A line under the chart (the partial-period note). */
  note?: ReactNode;
  children: ReactNode;
}

/** A chart's frame: title with its definition, a skeleton while loading, 'No data available' when empty. */
function ChartCard({ metric, testId, loading, empty, note, children }: ChartCardProps) {
  const { t } = useTranslation();
  const title = t(`reporting.${metric}`);
  let body = children;
  if (loading) body = <Skeleton variant="rounded" height={chartHeight} data-testid="analytics-skeleton" />;
  else if (empty)
    body = (
      <Box sx={{ height: chartHeight, display: 'grid', placeItems: 'center' }}>
        <Typography color="text.secondary" data-testid="chart-no-data">
          {t('reporting.noData')}
        </Typography>
      </Box>
    );
  return (
    <Paper component="section" aria-label={title} data-testid={testId} sx={{ p: 2, height: '100%' }}>
      <MetricTitle title={title} definition={t(`reporting.metric.${metric}`)} />
      {/* Axis labels are laid out left to right; in fa the page's rtl would push them into the plot. */}
      <Box dir="ltr" sx={{ '& svg text': { direction: 'ltr !important' } }}>
        {body}
      </Box>
      {!loading && !empty ? note : null}
    </Paper>
  );
}

interface ChartProps<Row> {
  rows: Row[] | undefined;
  loading: boolean;
}

function useFormatters() {
  const locale = useLocale();
  return {
    number: (value: number | null, digits = 1) =>
      value === null ? '' : formatNumber(value, locale, { maximumFractionDigits: digits }),
    day: (value: string) => formatDay(value, locale),
  };
}

/** What every chart starts from: translations, formatters and its rows (none while loading). */
function useChart<Row>(rows: Row[] | undefined) {
  const { t } = useTranslation();
  return { t, f: useFormatters(), data: rows ?? [] };
}

const bucketLabel = (row: { start_bucket_date: string }) => row.start_bucket_date;

/**
 * Today is not over: the bucket holding it is marked (its label gets a star, a note explains it)
 * so its lower figures do not read as a collapse.
 */
function usePartialPeriod(starts: string[]) {
  const { t } = useTranslation();
  const today = isoDayIn(new Date());
  // Buckets are consecutive: the last one that starts on or before today holds it.
  const partial = starts.filter((start) => start <= today).at(-1) ?? null;
  const holdsToday = partial !== null && starts.at(-1) === partial;
  return {
    mark: (start: string, text: string) => (holdsToday && start === partial ? `${text}*` : text),
    note: holdsToday ? (
      <Typography variant="caption" color="text.secondary" data-testid="partial-period-note">
        {t('reporting.partialPeriod')}
      </Typography>
    ) : null,
  };
}

/** Tick labels every few buckets, counted back from the last (possibly partial) one, which is always labelled. */
const bucketTicks = (count: number) => {
  const step = Math.max(1, Math.ceil(count / 8));
  return {
    height: 32,
    tickLabelInterval: (_value: unknown, index: number) => (count - 1 - index) % step === 0,
  } as const;
};

export function UtilizationChart({ rows, loading }: ChartProps<UtilizationRow>) {
  const { t, f, data } = useChart(rows);
  const partial = usePartialPeriod(data.map(bucketLabel));
  return (
    <ChartCard
      metric="utilization"
      testId="chart-utilization"
      loading={loading}
      empty={data.every((row) => row.fleet_utilization_average === 0 && row.fleet_downtime_average === 0)}
      note={partial.note}
    >
      <BarChart
        height={chartHeight}
        dataset={data as unknown as Record<string, number | string>[]}
        xAxis={[
          {
            scaleType: 'band',
            dataKey: 'start_bucket_date',
            valueFormatter: (v: string) => partial.mark(v, f.day(v)),
            ...bucketTicks(data.length),
          },
        ]}
        yAxis={[{ min: 0, max: 24, width: 36, valueFormatter: (v: number) => f.number(v) }]}
        series={[
          {
            dataKey: 'fleet_utilization_average',
            label: t('reporting.utilizationHours'),
            stack: 'day',
            color: palette.teal,
            valueFormatter: (v) => f.number(v, 2),
          },
          {
            dataKey: 'fleet_downtime_average',
            label: t('reporting.downtimeHours'),
            stack: 'day',
            color: palette.slate,
            valueFormatter: (v) => f.number(v, 2),
          },
        ]}
      />
    </ChartCard>
  );
}

export function CostDonut({ costs, loading }: { costs: Costs | undefined; loading: boolean }) {
  const { t } = useTranslation();
  const f = useFormatters();
  // Fuel without a known cost is left out of the total and named as "no data" in the legend.
  const fuelKnown = costs?.fuel !== null && costs?.fuel !== undefined;
  const slices = [
    {
      id: 'fuel',
      label: fuelKnown ? t('reporting.fuel') : `${t('reporting.fuel')} (${t('reporting.noData')})`,
      value: rialsToToman(costs?.fuel ?? 0),
      color: palette.teal,
    },
    {
      id: 'maintenance',
      label: t('reporting.maintenance'),
      value: rialsToToman(costs?.maintenance ?? 0),
      color: palette.amber,
    },
    { id: 'fine', label: t('reporting.fine'), value: rialsToToman(costs?.fine ?? 0), color: palette.red },
  ];
  const total = slices.reduce((sum, slice) => sum + slice.value, 0);
  return (
    <ChartCard metric="costs" testId="chart-costs" loading={loading} empty={total === 0 && fuelKnown}>
      <PieChart
        height={chartHeight}
        series={[
          {
            data: slices,
            innerRadius: donutInner,
            outerRadius: donutInner + 40,
            paddingAngle: 1,
            valueFormatter: (item) => `${f.number(item.value, 0)} ${t('reporting.toman')}`,
          },
        ]}
        slotProps={{ legend: { position: { vertical: 'bottom', horizontal: 'center' } } }}
      >
        <DonutCentre
          lines={[t('reporting.total'), f.number(total, 0), t('reporting.toman')]}
          radius={donutInner}
        />
      </PieChart>
    </ChartCard>
  );
}

const donutInner = 80;

/**
 * The total in the donut's hole, drawn in the chart's own drawing area (its centre is the pie's,
 * whatever room the legend takes) and sized so the widest line stays inside the hole.
 */
function DonutCentre({ lines, radius }: { lines: [string, string, string]; radius: number }) {
  const { left, top, width, height } = useDrawingArea();
  const [label, amount, unit] = lines;
  // The hole's width at the amount's line, with a margin; digits are about 0.6 em wide.
  const room = 2 * radius - 24;
  const amountSize = Math.min(20, room / (0.62 * Math.max(1, amount.length)));
  const x = left + width / 2;
  const y = top + height / 2;
  return (
    <g data-testid="cost-centre" style={{ pointerEvents: 'none' }}>
      <text x={x} y={y - 22} textAnchor="middle" dominantBaseline="central" fontSize={12} fill="#6b7280">
        {label}
      </text>
      <text
        x={x}
        y={y}
        textAnchor="middle"
        dominantBaseline="central"
        fontSize={amountSize}
        fontWeight={700}
        fill="#1f2937"
        data-testid="cost-total"
      >
        {amount}
      </text>
      <text x={x} y={y + 22} textAnchor="middle" dominantBaseline="central" fontSize={12} fill="#6b7280">
        {unit}
      </text>
    </g>
  );
}

/**
 * Litres per 100 km on the left axis and Toman per km on the right (each on its own scale, so
 * neither flattens the other), total km as a line on a scale of its own (values in the tooltip).
 * A bucket whose fuel was not measured has no bar: no data, not 0.
 */
export function FuelEfficiencyChart({ rows, loading }: ChartProps<FuelEfficiencyRow>) {
  const { t, f, data } = useChart(rows);
  const partial = usePartialPeriod(data.map(bucketLabel));
  const noData = (v: number | null, digits: number) =>
    v === null ? t('reporting.noData') : f.number(v, digits);
  return (
    <ChartCard
      metric="fuelEfficiency"
      testId="chart-fuel"
      loading={loading}
      empty={data.every((row) => row.fleet_total_distance_meter === 0)}
      note={partial.note}
    >
      <ChartsDataProvider
        height={chartHeight}
        xAxis={[
          {
            id: 'bucket',
            scaleType: 'band',
            data: data.map(bucketLabel),
            valueFormatter: (v: string) => partial.mark(v, f.day(v)),
            ...bucketTicks(data.length),
          },
        ]}
        yAxis={[
          {
            id: 'litres',
            position: 'left',
            width: 72,
            label: t('reporting.litresPer100Km'),
            valueFormatter: (v: number) => f.number(v),
          },
          {
            id: 'toman',
            position: 'right',
            width: 72,
            label: t('reporting.tomanPerKm'),
            valueFormatter: (v: number) => f.number(v, 0),
          },
          { id: 'km', position: 'none' },
        ]}
        series={[
          {
            type: 'bar',
            yAxisId: 'litres',
            label: t('reporting.consumption'),
            data: data.map((row) => row.fleet_avg_fuel_amount_consumption_rate),
            color: palette.teal,
            valueFormatter: (v) => noData(v, 2),
          },
          {
            type: 'bar',
            yAxisId: 'toman',
            label: t('reporting.costPerKm'),
            data: data.map((row) => perMetreToTomanPerKm(row.fleet_avg_fuel_cost_per_meter)),
            color: palette.amber,
            valueFormatter: (v) => noData(v, 0),
          },
          {
            type: 'line',
            yAxisId: 'km',
            label: t('reporting.totalKm'),
            data: data.map((row) => metresToKm(row.fleet_total_distance_meter)),
            color: palette.red,
            valueFormatter: (v) => f.number(v, 1),
          },
        ]}
      >
        <ChartsWrapper>
          <ChartsLegend />
          <ChartsSurface>
            <BarPlot />
            <LinePlot />
            <MarkPlot />
            <ChartsXAxis axisId="bucket" />
            <ChartsYAxis axisId="litres" />
            <ChartsYAxis axisId="toman" />
            <ChartsAxisHighlight x="band" />
          </ChartsSurface>
          <ChartsTooltip />
        </ChartsWrapper>
      </ChartsDataProvider>
    </ChartCard>
  );
}

export function DriversScatter({ rows, loading }: ChartProps<DriverBehaviourRow>) {
  const { t, f, data } = useChart(rows);
  const levels = [
    { level: 'low', label: t('reporting.riskLow'), color: palette.green },
    { level: 'medium', label: t('reporting.riskMedium'), color: palette.amber },
    { level: 'high', label: t('reporting.riskHigh'), color: palette.red },
  ] as const;
  return (
    <ChartCard metric="driversBehaviour" testId="chart-drivers" loading={loading} empty={data.length === 0}>
      <ScatterChart
        height={chartHeight}
        // A labelled axis needs room for its tick values and its label under them (the font's tall
        // line box counts): with less, the chart shortens every tick value to nothing.
        xAxis={[
          {
            min: 0,
            label: t('reporting.km'),
            height: 72,
            valueFormatter: (v: number) => f.number(v, 0),
          },
        ]}
        yAxis={[
          {
            min: 0,
            max: 100,
            width: 64,
            label: t('reporting.riskScore'),
            valueFormatter: (v: number) => f.number(v, 0),
          },
        ]}
        series={levels.map(({ level, label, color }) => ({
          id: level,
          label,
          color,
          data: data
            .filter((row) => riskLevel(row.risk_score) === level)
            .map((row) => ({ id: row.id, x: metresToKm(row.total_traveled_distance), y: row.risk_score })),
          valueFormatter: (point) => {
            const row = point && data.find((d) => d.id === point.id);
            const name = row ? `${row.first_name} ${row.last_name}: ` : '';
            return point ? `${name}${f.number(point.x, 0)} km, ${f.number(point.y)}` : '';
          },
        }))}
      />
    </ChartCard>
  );
}

/** A fence-events row's count, whichever name the fences work gives it. */
function eventCount(row: FenceEventRow): number {
  for (const key of ['forbid_fence_event_sum', 'count', 'total', 'number_of_events', 'events']) {
    if (typeof row[key] === 'number') return row[key] as number;
  }
  return 0;
}

function eventDay(row: FenceEventRow): string {
  for (const key of ['start_bucket_date', 'day', 'date'])
    if (typeof row[key] === 'string') return row[key] as string;
  return '';
}

export function FenceEventsChart({ rows, loading }: ChartProps<FenceEventRow>) {
  const { t, f, data } = useChart(rows);
  const partial = usePartialPeriod(data.map(eventDay));
  return (
    <ChartCard
      metric="fenceEvents"
      testId="chart-fences"
      loading={loading}
      empty={data.every((row) => eventCount(row) === 0)}
      note={partial.note}
    >
      <LineChart
        height={chartHeight}
        xAxis={[
          {
            scaleType: 'point',
            data: data.map(eventDay),
            valueFormatter: (v: string) => partial.mark(v, f.day(v)),
            ...bucketTicks(data.length),
          },
        ]}
        yAxis={[{ min: 0, width: 40, valueFormatter: (v: number) => f.number(v, 0) }]}
        series={[
          {
            label: t('reporting.events'),
            data: data.map(eventCount),
            color: palette.teal,
            valueFormatter: (v) => f.number(v, 0),
          },
        ]}
      />
    </ChartCard>
  );
}

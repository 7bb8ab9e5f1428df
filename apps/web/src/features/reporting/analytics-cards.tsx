import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatNumber, formatPercent } from '../../lib/format/number';
import { useLocale } from '../../lib/i18n/use-locale';
import type { StatsSummary } from './analytics-queries';
import { MetricTitle } from './metric-title';
import { rialsToToman } from './units';

/**
 * Spec section 4: green or red by direction. Every figure with a tag here (costs, harsh events)
 * is one where an increase is bad; no change is neutral, and nothing to compare with shows none.
 */
export function changeTone(change: number, increaseIsBad: boolean): 'success' | 'error' | 'default' {
  if (change === 0) return 'default';
  return change > 0 === increaseIsBad ? 'error' : 'success';
}

function ChangeTag({ change, increaseIsBad }: { change: number | null | undefined; increaseIsBad: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (change === null || change === undefined) return null;
  // The locale's percent sign: "۰٪" in fa, never a Latin "%" after Persian digits.
  const text = formatPercent(change, locale, 1, true);
  return (
    <Chip
      size="small"
      variant="outlined"
      color={changeTone(change, increaseIsBad)}
      label={text}
      title={t('reporting.changeVsPrevious', { change: text })}
      data-testid="change-tag"
    />
  );
}

interface Figure {
  label: string;
  value: string;
  change?: number | null;
  testId: string;
}

function FigureCard({
  title,
  definition,
  figures,
}: {
  title: string;
  definition: string;
  figures: Figure[];
}) {
  return (
    <Paper component="section" aria-label={title} sx={{ p: 2, height: '100%' }}>
      <MetricTitle title={title} definition={definition} />
      <Grid container spacing={2}>
        {figures.map((figure) => (
          <Grid key={figure.testId} size={{ xs: 12, sm: 4 }}>
            <Typography variant="body2" color="text.secondary">
              {figure.label}
            </Typography>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography variant="h5" component="p" data-testid={figure.testId}>
                {figure.value}
              </Typography>
              {'change' in figure ? <ChangeTag change={figure.change} increaseIsBad /> : null}
            </Stack>
          </Grid>
        ))}
      </Grid>
    </Paper>
  );
}

export function CardSkeleton() {
  return <Skeleton variant="rounded" height={132} data-testid="analytics-skeleton" />;
}

/** The maintenance and driver behaviour boxes of `stats/summaries/`. */
export function SummaryCards({ summary }: { summary: StatsSummary | undefined }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (!summary)
    return (
      <>
        <Grid size={{ xs: 12, lg: 6 }}>
          <CardSkeleton />
        </Grid>
        <Grid size={{ xs: 12, lg: 6 }}>
          <CardSkeleton />
        </Grid>
      </>
    );
  const { maintenance: m, driver_behavior: d } = summary;
  const toman = (rials: number) =>
    `${formatNumber(rialsToToman(rials), locale, { maximumFractionDigits: 0 })} ${t('reporting.toman')}`;
  const count = (value: number) => formatNumber(value, locale);
  return (
    <>
      <Grid size={{ xs: 12, lg: 6 }}>
        <FigureCard
          title={t('reporting.maintenance')}
          definition={t('reporting.metric.maintenance')}
          figures={[
            {
              label: t('reporting.totalMaintenanceCost'),
              value: toman(m.total_maintenance_cost),
              change: m.changes.total_maintenance_cost,
              testId: 'total-maintenance-cost',
            },
            {
              label: t('reporting.averageCostPerVehicle'),
              value: toman(m.average_cost_per_vehicle),
              change: m.changes.average_cost_per_vehicle,
              testId: 'average-cost-per-vehicle',
            },
            // Spec section 4: no change tag for the frequency.
            {
              label: t('reporting.totalFrequency'),
              value: count(m.total_frequency),
              testId: 'total-frequency',
            },
          ]}
        />
      </Grid>
      <Grid size={{ xs: 12, lg: 6 }}>
        <FigureCard
          title={t('reporting.driverBehavior')}
          definition={t('reporting.metric.driverBehavior')}
          figures={[
            {
              label: t('reporting.harshAcceleration'),
              value: count(d.number_of_harsh_acceleration),
              change: d.changes.number_of_harsh_acceleration,
              testId: 'harsh-acceleration',
            },
            {
              label: t('reporting.harshBraking'),
              value: count(d.number_of_harsh_braking),
              change: d.changes.number_of_harsh_braking,
              testId: 'harsh-braking',
            },
            {
              label: t('reporting.harshCornering'),
              value: count(d.number_of_harsh_cornering),
              change: d.changes.number_of_harsh_cornering,
              testId: 'harsh-cornering',
            },
          ]}
        />
      </Grid>
    </>
  );
}

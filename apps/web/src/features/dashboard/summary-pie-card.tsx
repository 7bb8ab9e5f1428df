import CloudOffRounded from '@mui/icons-material/CloudOffRounded';
import DonutLargeRounded from '@mui/icons-material/DonutLargeRounded';
import PieChartRounded from '@mui/icons-material/PieChartRounded';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PieChart } from '@mui/x-charts/PieChart';
import type { Locale } from '@navgan/domain/locales';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../lib/format/number';
import { PanelNotice, SectionCard } from './section-card';

export interface PieSlice {
  id: string;
  label: string;
  value: number;
  color: string;
}

export interface SummaryPieCardProps {
  title: string;
  testId: string;
  slices: PieSlice[] | undefined;
  loading: boolean;
  failed: boolean;
  locale: Locale;
}

/**
 * One of the dashboard's four pies: a donut with the total in its middle and a legend of counts
 * in the locale's digits; a skeleton while loading, a notice when empty or when the call failed.
 */
export function SummaryPieCard({ title, testId, slices, loading, failed, locale }: SummaryPieCardProps) {
  const { t } = useTranslation();
  const total = slices?.reduce((sum, slice) => sum + slice.value, 0) ?? 0;
  let body: React.ReactNode;
  if (loading) {
    body = (
      <Stack spacing={2} sx={{ alignItems: 'center', py: 1 }} data-testid="pie-loading">
        <Skeleton variant="circular" width={140} height={140} />
        <Skeleton variant="text" width="70%" />
        <Skeleton variant="text" width="60%" />
      </Stack>
    );
  } else if (failed || !slices) {
    body = <PanelNotice icon={<CloudOffRounded />} text={t('dashboard.loadFailed')} testId="pie-failed" />;
  } else if (total === 0) {
    body = <PanelNotice icon={<DonutLargeRounded />} text={t('dashboard.noData')} testId="pie-empty" />;
  } else {
    body = (
      <Stack spacing={2} sx={{ alignItems: 'center' }}>
        <Box sx={{ position: 'relative', width: 160, height: 160 }}>
          <PieChart
            width={160}
            height={160}
            hideLegend
            margin={0}
            series={[
              {
                data: slices.map(({ id, label, value, color }) => ({ id, label, value, color })),
                innerRadius: 52,
                outerRadius: 78,
                paddingAngle: slices.filter((slice) => slice.value > 0).length > 1 ? 2 : 0,
                cornerRadius: 4,
                valueFormatter: (item) => formatNumber(item.value, locale),
              },
            ]}
          />
          <Box
            aria-hidden
            sx={{
              position: 'absolute',
              inset: 0,
              display: 'grid',
              placeItems: 'center',
              pointerEvents: 'none',
            }}
          >
            <Typography variant="h5" component="span" sx={{ fontWeight: 800 }}>
              {formatNumber(total, locale)}
            </Typography>
          </Box>
        </Box>
        <Stack component="ul" spacing={0.75} sx={{ listStyle: 'none', p: 0, m: 0, width: '100%' }}>
          {slices.map((slice) => (
            <Stack
              component="li"
              key={slice.id}
              direction="row"
              spacing={1}
              data-testid="pie-legend-item"
              sx={{ alignItems: 'center' }}
            >
              <Box
                aria-hidden
                data-color={slice.color}
                sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: slice.color, flex: '0 0 10px' }}
              />
              <Typography variant="body2" sx={{ flex: 1, minWidth: 0 }} noWrap title={slice.label}>
                {slice.label}
              </Typography>
              <Typography variant="body2" sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
                {formatNumber(slice.value, locale)}
              </Typography>
            </Stack>
          ))}
        </Stack>
      </Stack>
    );
  }
  return (
    <SectionCard testId={testId} title={title} icon={<PieChartRounded fontSize="small" />}>
      <Box aria-busy={loading}>{body}</Box>
    </SectionCard>
  );
}

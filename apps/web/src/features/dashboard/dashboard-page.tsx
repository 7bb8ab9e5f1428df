import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SummaryPieItem } from '@navgan/domain/dashboard-stats';
import type { Locale } from '@navgan/domain/locales';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { routeLanguageFor } from '../../lib/i18n/locale-route';
import { localizedTitle } from '../../lib/i18n/localized-title';
import { useLocale } from '../../lib/i18n/use-locale';
import { AnalyticsCard } from './analytics-card';
import { fleetTodayQuery, realtimeStatusQuery, type SummaryPie, summaryPieQuery } from './dashboard-queries';
import { FleetTodayCard } from './fleet-today-card';
import { type PieSlice, SummaryPieCard } from './summary-pie-card';

/** Slice colours for items the API sends without one. */
const fallbackColors = ['#0b5d6b', '#3b82f6', '#f59e0b', '#ef4444', '#8b5cf6', '#10b981', '#64748b'];

function summarySlices(items: SummaryPieItem[], locale: Locale): PieSlice[] {
  return items.map((item, index) => ({
    id: `${index}-${item.en_title}`,
    label: localizedTitle(item, locale),
    value: item.count,
    color: item.color?.code || fallbackColors[index % fallbackColors.length] || '#64748b',
  }));
}

function pieState<T>(query: UseQueryResult<T>) {
  return { loading: query.isPending, failed: query.isError && query.data === undefined };
}

const summaryPies: {
  pie: SummaryPie;
  title: 'dashboard.pieDrivers' | 'dashboard.pieOwnership' | 'dashboard.pieVehicles';
}[] = [
  { pie: 'drivers', title: 'dashboard.pieDrivers' },
  { pie: 'ownership', title: 'dashboard.pieOwnership' },
  { pie: 'vehicles', title: 'dashboard.pieVehicles' },
];

function SummaryPieSection({
  pie,
  title,
  locale,
}: {
  pie: SummaryPie;
  title: (typeof summaryPies)[number]['title'];
  locale: Locale;
}) {
  const { t } = useTranslation();
  const query = useQuery(summaryPieQuery(pie));
  return (
    <SummaryPieCard
      testId={`dashboard-pie-${pie}`}
      title={t(title)}
      slices={query.data ? summarySlices(query.data, locale) : undefined}
      locale={locale}
      {...pieState(query)}
    />
  );
}

/**
 * The dashboard (spec section 2): the analytics block, 'fleet today' and four pies. The realtime
 * figures (fleet today, realtime status) refresh once a minute while the page is visible.
 */
export function DashboardPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const lang = routeLanguageFor(locale);
  const fleetToday = useQuery(fleetTodayQuery);
  const realtime = useQuery(realtimeStatusQuery);
  return (
    <Stack spacing={3}>
      <Box>
        <Typography variant="h3" component="h1">
          {t('dashboard.heading')}
        </Typography>
        <Typography color="text.secondary">{t('dashboard.subtitle')}</Typography>
      </Box>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, lg: 8 }}>
          <AnalyticsCard lang={lang} />
        </Grid>
        <Grid size={{ xs: 12, lg: 4 }}>
          <FleetTodayCard report={fleetToday.data} locale={locale} {...pieState(fleetToday)} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
          <SummaryPieCard
            testId="dashboard-pie-realtime"
            title={t('dashboard.pieRealtime')}
            slices={realtime.data ? summarySlices(realtime.data, locale) : undefined}
            locale={locale}
            {...pieState(realtime)}
          />
        </Grid>
        {summaryPies.map(({ pie, title }) => (
          <Grid key={pie} size={{ xs: 12, sm: 6, lg: 3 }}>
            <SummaryPieSection pie={pie} title={title} locale={locale} />
          </Grid>
        ))}
      </Grid>
    </Stack>
  );
}

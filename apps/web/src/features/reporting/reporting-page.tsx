import Grid from '@mui/material/Grid';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../ui-kit/page-heading';
import { SummaryCards } from './analytics-cards';
import {
  CostDonut,
  DriversScatter,
  FenceEventsChart,
  FuelEfficiencyChart,
  UtilizationChart,
} from './analytics-charts';
import { AnalyticsFilterPanel } from './analytics-filter-panel';
import { defaultFilters, useAnalytics } from './analytics-queries';

/** The analytics dashboard (`reporting`): filters, two figure boxes and five charts. */
export function ReportingPage() {
  const { t } = useTranslation();
  const [filters, setFilters] = useState(defaultFilters);
  const { summary, fuel, utilization, fences, drivers, costs } = useAnalytics(filters);

  // Spec section 8: a failed call is logged and its loading ends (the API client shows the toast).
  useEffect(() => {
    for (const result of [summary, fuel, utilization, drivers, costs])
      if (result.error) console.error('analytics call failed', result.error);
  }, [summary, fuel, utilization, drivers, costs]);

  return (
    <>
      <PageHeading title={t('routes.reporting')} />
      <AnalyticsFilterPanel filters={filters} onChange={setFilters} />
      <Grid container spacing={3}>
        <SummaryCards summary={summary.isPending ? undefined : summary.data} />
        <Grid size={{ xs: 12, lg: 7 }}>
          <UtilizationChart rows={utilization.data?.results} loading={utilization.isPending} />
        </Grid>
        <Grid size={{ xs: 12, lg: 5 }}>
          <CostDonut costs={costs.data} loading={costs.isPending} />
        </Grid>
        <Grid size={{ xs: 12, lg: 7 }}>
          <FuelEfficiencyChart rows={fuel.data?.results} loading={fuel.isPending} />
        </Grid>
        <Grid size={{ xs: 12, lg: 5 }}>
          <DriversScatter rows={drivers.data?.results} loading={drivers.isPending} />
        </Grid>
        <Grid size={12}>
          <FenceEventsChart rows={fences.data?.results} loading={fences.isPending} />
        </Grid>
      </Grid>
    </>
  );
}

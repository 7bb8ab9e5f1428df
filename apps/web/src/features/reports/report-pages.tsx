import ListAltOutlined from '@mui/icons-material/ListAltOutlined';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { routeLanguageFor } from '../../lib/i18n/locale-route';
import { useLocale } from '../../lib/i18n/use-locale';
import { getHref } from '../../lib/paths';
import { ReportFrame } from './report-frame';
import { type ReportState, reportSearchParams } from './report-query';

/** The tabular report screens (spec section 2), each the shared frame on its API path. */
export const DriverHistoryReportPage = () => (
  <ReportFrame name="driver-history" path="reports/history/driver/" routeId="reportsDriverHistory" />
);
export const HardwareHistoryReportPage = () => (
  <ReportFrame name="hardware-history" path="reports/history/hardware/" routeId="reportsHardwareHistory" />
);
export const StopsReportPage = () => (
  <ReportFrame name="stops" path="reports/history/stops/" routeId="reportsStops" />
);
export const DailyReportPage = () => (
  <ReportFrame name="daily" path="reports/daily/" routeId="reportsDaily" />
);
export const PeriodicReportPage = () => (
  <ReportFrame name="periodic" path="reports/periodic/" routeId="reportsPeriodic" />
);
export const FuelTransactionsReportPage = () => (
  <ReportFrame name="fuel-transactions" path="reports/fuel-transactions/" routeId="reportsFuelTransactions" />
);

/** One geofence's rules; the heading links to that fence's episodes with the same vehicles and range. */
export function GeofenceRulesReportPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const episodes = (state: ReportState) => {
    const fence = state.fences[0];
    if (!fence) return null;
    const query = Object.fromEntries(reportSearchParams({ ...state, fences: [], page: 1 }));
    const href = getHref(routeLanguageFor(locale), 'reportsGeofenceRulesView', { id: fence }, query);
    return (
      <Button
        component={Link}
        to={href}
        variant="outlined"
        startIcon={<ListAltOutlined />}
        data-testid="report-episodes"
      >
        {t('reportFrame.episodes')}
      </Button>
    );
  };
  return (
    <ReportFrame
      name="geofence-rules"
      path="reports/geofence-rules/"
      routeId="reportsGeofenceRules"
      fence
      links={episodes}
    />
  );
}

/** `reports/geofence-rules/{id}`: the episodes of the fence `id`. */
export function GeofenceEpisodesReportPage() {
  const { id = '' } = useParams();
  return (
    <ReportFrame
      key={id}
      name="geofence-episodes"
      path={`reports/geofence-rules/${encodeURIComponent(id)}/`}
      routeId="reportsGeofenceRulesView"
    />
  );
}

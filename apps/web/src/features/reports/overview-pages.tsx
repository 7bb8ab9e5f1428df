import { pageSize } from '@navgan/domain/constants';
import { apiV2 } from '../../lib/api/api';
import { routeLanguageFor } from '../../lib/i18n/locale-route';
import { useLocale } from '../../lib/i18n/use-locale';
import { detailsHref, tripPlaybackHref } from './overview-links';
import { type V2Overview, v2OverviewPage } from './overview-v2';
import { ReportFrame } from './report-frame';

/** Overview: one row per chosen vehicle with the totals row; a row opens that vehicle's details. */
export function OverviewReportPage() {
  const lang = routeLanguageFor(useLocale());
  return (
    <ReportFrame
      name="overview"
      path="reports/history/overview/"
      routeId="reportsOverview"
      rowHref={(row, query) => detailsHref(lang, 'reportsOverviewDetails', row, query)}
    />
  );
}

/** Overview v2: the same table read from the v2 API (SI units, cursor pages). */
export function OverviewV2ReportPage() {
  const lang = routeLanguageFor(useLocale());
  return (
    <ReportFrame
      name="overview"
      path="reports/overview/"
      routeId="reportsOverviewV2"
      client={apiV2}
      exportPath="exports/reports/overview/"
      load={async (query, page, signal) =>
        v2OverviewPage(
          await apiV2.get<V2Overview>('reports/overview/', {
            query: { ...query, cursor: (page - 1) * pageSize, limit: pageSize },
            signal,
          }),
        )
      }
      rowHref={(row, query) => detailsHref(lang, 'reportsOverviewV2Details', row, query)}
    />
  );
}

/** Routing details: the trips of the chosen vehicles; a row plays its trip back on the map. */
export function RoutingDetailsReportPage() {
  const lang = routeLanguageFor(useLocale());
  return (
    <ReportFrame
      name="routing-details"
      path="reports/history/routing-details/"
      routeId="reportsRoutingDetails"
      rowHref={(row) => tripPlaybackHref(lang, row)}
    />
  );
}

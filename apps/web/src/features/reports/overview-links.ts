import type { RouteLanguage } from '@navgan/domain/locales';
import { getHref } from '../../lib/paths';
import type { ReportRow } from './report-frame';

const unix = (iso: unknown) => Math.floor(Date.parse(String(iso)) / 1000);

/** A vehicle's details over the overview's exact range (a custom range, so it does not move). */
export function detailsHref(
  lang: RouteLanguage,
  route: 'reportsOverviewDetails' | 'reportsOverviewV2Details',
  row: ReportRow,
  query: Record<string, string>,
): string {
  const vehicle = row.company_vehicle as { id: number };
  return getHref(
    lang,
    route,
    { id: vehicle.id },
    {
      preset: 'custom',
      start_range: query.start_range ?? '',
      stop_range: query.stop_range ?? '',
    },
  );
}

/** A trip's playback: its vehicle's route on the trip's Iran day, the slider bounded to the trip. */
export function tripPlaybackHref(lang: RouteLanguage, row: ReportRow): string {
  const vehicle = row.company_vehicle as { id: number };
  return getHref(
    lang,
    'reportsRoutingView',
    { id: vehicle.id },
    {
      day: String(row.day),
      from: unix(row.trip_started_at),
      until: unix(row.trip_ended_at),
    },
  );
}

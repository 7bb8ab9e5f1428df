import { realtimeDashboardRefreshMs } from '@navgan/domain/constants';
import {
  type SummaryPieItem,
  summaryPieSchema,
  type TodaysReport,
  todaysReportSchema,
} from '@navgan/domain/dashboard-stats';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../lib/api/api';

/**
 * Spec section 8: a dashboard call that fails is logged and its loading ends, without a toast
 * ('today's stats' are among the silent failures). One try: a retry would only delay that.
 */
async function dashboardCall<S extends z.ZodType>(path: string, schema: S, signal: AbortSignal) {
  try {
    return schema.parse(await api.get<unknown>(path, { signal, silent: true })) as z.output<S>;
  } catch (error) {
    console.error(`dashboard: ${path} failed`, error);
    throw error;
  }
}

/** Realtime figures refresh once a minute, and not while the tab is hidden. */
const realtime = {
  refetchInterval: realtimeDashboardRefreshMs,
  refetchIntervalInBackground: false,
  retry: false,
};

export const fleetTodayQuery = queryOptions<TodaysReport>({
  queryKey: ['dashboard', 'fleet-today'],
  queryFn: ({ signal }) => dashboardCall('stats/fleets/todays/', todaysReportSchema, signal),
  ...realtime,
});

/** The realtime pie: vehicles updated vs not updated (offline), counted by the server from live state. */
export const realtimeStatusQuery = queryOptions<SummaryPieItem[]>({
  queryKey: ['dashboard', 'realtime-status'],
  queryFn: ({ signal }) => dashboardCall('customer/v1/car-live-state/', summaryPieSchema, signal),
  ...realtime,
});

export type SummaryPie = 'drivers' | 'ownership' | 'vehicles';

const summaryPaths: Record<SummaryPie, string> = {
  drivers: 'stats/drivers/statuses/',
  ownership: 'stats/company-vehicles/ownerships/',
  vehicles: 'stats/company-vehicles/statuses/',
};

export function summaryPieQuery(pie: SummaryPie) {
  return queryOptions<SummaryPieItem[]>({
    queryKey: ['dashboard', 'summary', pie],
    queryFn: ({ signal }) => dashboardCall(summaryPaths[pie], summaryPieSchema, signal),
    retry: false,
  });
}

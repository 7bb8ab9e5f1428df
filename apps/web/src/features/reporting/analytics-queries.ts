import { addDays, isoDayIn } from '@navgan/domain/calendar-day';
import { useQueries } from '@tanstack/react-query';
import { api } from '../../lib/api/api';
import type { Selection } from './filter-rules';

/** The applied filters of the dashboard: an Iran-day window and three id selections. */
export interface AnalyticsFilters {
  from: string;
  to: string;
  vehicleTypes: Selection;
  tags: Selection;
  organizations: Selection;
}

/** Spec: the dashboard opens on the last 30 days. */
export const defaultWindowDays = 30;

export function defaultFilters(now = new Date()): AnalyticsFilters {
  const to = isoDayIn(now);
  return { from: addDays(to, 1 - defaultWindowDays), to, vehicleTypes: [], tags: [], organizations: [] };
}

/** Spec section 7's query: the range, and each selection comma-joined when not empty. */
export function analyticsParams(filters: AnalyticsFilters): Record<string, string> {
  const params: Record<string, string> = { start_range: filters.from, stop_range: filters.to };
  const lists: [string, Selection][] = [
    ['company_vehicle__vehicle__id__in', filters.vehicleTypes],
    ['company_vehicle__company_vehicle_tags__id__in', filters.tags],
    ['company_vehicle__organizations__id__in', filters.organizations],
  ];
  for (const [name, ids] of lists)
    if (ids.length > 0) params[name] = [...ids].sort((a, b) => a - b).join(',');
  return params;
}

type Changes<K extends string> = Record<K, number | null>;

export interface StatsSummary {
  maintenance: {
    total_maintenance_cost: number;
    average_cost_per_vehicle: number;
    total_frequency: number;
    changes: Changes<'total_maintenance_cost' | 'average_cost_per_vehicle' | 'total_frequency'>;
  };
  driver_behavior: {
    number_of_harsh_acceleration: number;
    number_of_harsh_braking: number;
    number_of_harsh_cornering: number;
    changes: Changes<
      'number_of_harsh_acceleration' | 'number_of_harsh_braking' | 'number_of_harsh_cornering'
    >;
  };
}

interface Bucketed {
  start_bucket_date: string;
  end_bucket_date: string;
}

export interface FuelEfficiencyRow extends Bucketed {
  /** Null when no vehicle's fuel was measured in the bucket: no data, not 0. */
  fleet_avg_fuel_amount_consumption_rate: number | null;
  fleet_avg_fuel_cost_per_meter: number | null;
  fleet_total_distance_meter: number;
}

export interface UtilizationRow extends Bucketed {
  fleet_utilization_average: number;
  fleet_downtime_average: number;
  fleet_utilization_average_percentage: number;
}

export interface DriverBehaviourRow {
  id: number;
  first_name: string;
  last_name: string;
  total_traveled_distance: number;
  risk_score: number;
}

/** The fences work serves this one; a row's day and count are read leniently. */
export type FenceEventRow = Record<string, unknown>;

export interface Costs {
  /** Null when no fuel cost is known in the window. */
  fuel: number | null;
  maintenance: number;
  fine: number;
}

const statPaths = {
  summary: 'stats/summaries/',
  fuel: 'stats/fuels/efficiencies/',
  utilization: 'stats/fleets/utilizations/',
  fences: 'stats/fences/events/',
  drivers: 'stats/drivers/behaviours/',
  costs: 'stats/costs/',
} as const;

/** The six calls, fired in parallel whenever the applied filters change (spec section 4). */
export function useAnalytics(filters: AnalyticsFilters) {
  const query = analyticsParams(filters);
  // Stale at once: going back to an earlier selection (a clear) asks again, as the spec wants.
  const ask = <T>(path: string, silent = false) => ({
    queryKey: ['analytics', path, query],
    queryFn: ({ signal }: { signal: AbortSignal }) => api.get<T>(path, { query, signal, silent }),
    retry: false,
    staleTime: 0,
  });
  const [summary, fuel, utilization, fences, drivers, costs] = useQueries({
    queries: [
      ask<StatsSummary>(statPaths.summary),
      ask<{ results: FuelEfficiencyRow[] }>(statPaths.fuel),
      ask<{ results: UtilizationRow[] }>(statPaths.utilization),
      // Served by the fences work: while it is missing the chart only shows 'No data available'.
      ask<{ results: FenceEventRow[] }>(statPaths.fences, true),
      ask<{ results: DriverBehaviourRow[] }>(statPaths.drivers),
      ask<Costs>(statPaths.costs),
    ],
  });
  return { summary, fuel, utilization, fences, drivers, costs };
}

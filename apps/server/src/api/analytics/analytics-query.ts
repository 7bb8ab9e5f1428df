import { addDays, daysBetween, isoDayIn, startOfDayIn } from '@navgan/domain/calendar-day';
import { maxStatsDays } from '@navgan/domain/report-range';
import { type SQL, sql } from 'drizzle-orm';
import { scopeCondition } from '../../access/organization-scope';
import { drivers } from '../../db/fleet-schema';
import { intArray } from '../../db/sql-helpers';
import type { Tenant } from '../../db/tenant-scope';
import { companyVehicles } from '../../db/vehicle-schema';
import { ApiError } from '../../http/api-error';
import { idListParam } from '../../http/filters';
import { dayRange, type QueryReader, queryText } from '../../http/query-params';
import { dayWindow, windowProblem } from '../../http/record-filters';

/** The window when the caller names none: the last 30 Iran days, today included. */
export const defaultAnalyticsDays = 30;
/** The longest window one analytics call may cover (two years and a leap day). */
export const maxAnalyticsDays = maxStatsDays;

/** One analytics request: its days (both included), the previous period of equal length, its vehicles. */
export interface AnalyticsQuery {
  companyId: number;
  from: string;
  to: string;
  days: number;
  previousFrom: string;
  /**
   * `company_vehicle_id in (...)` limiting the rows to the filtered vehicles the caller sees, or
   * undefined when neither a filter nor an organization limit applies (the whole company).
   */
  vehicles?: SQL;
  /** A condition on `company_vehicles v` alone: the same vehicles, for counting them. */
  vehicleCondition?: SQL;
  /** The caller's organization limit on drivers, as a condition on `drivers.id`. */
  driverScope?: SQL;
}

/** What an analytics call asks, read from its query: the days and the vehicle filters. */
export interface AnalyticsFilters {
  from: string;
  to: string;
  types?: number[] | undefined;
  tags?: number[] | undefined;
  organizations?: number[] | undefined;
}

/** The window (the last `defaultAnalyticsDays` unless both ends are given) and the filters. */
export function readAnalyticsFilters(query: unknown, today = isoDayIn(new Date())): AnalyticsFilters {
  const window = dayWindow(query);
  // Spec section 7: the range applies only when both ends are given.
  const both = window.from !== undefined && window.to !== undefined;
  const to = both ? (window.to as string) : today;
  const from = both ? (window.from as string) : addDays(today, 1 - defaultAnalyticsDays);
  const problem = windowProblem(from, to, maxAnalyticsDays, 'rangeTooLong');
  if (problem) throw ApiError.fieldMessages({ stop_range: problem });
  return {
    from,
    to,
    types: idListParam(query, 'company_vehicle__vehicle__id__in'),
    tags: idListParam(query, 'company_vehicle__company_vehicle_tags__id__in'),
    organizations: idListParam(query, 'company_vehicle__organizations__id__in'),
  };
}

/** The analytics calls' query parameters. */
export const analyticsFilters: QueryReader<AnalyticsFilters> = {
  shape: {
    ...dayRange.shape,
    company_vehicle__vehicle__id__in: queryText('Vehicle types: a comma list of ids.'),
    company_vehicle__company_vehicle_tags__id__in: queryText('Tags: a comma list of ids.'),
    company_vehicle__organizations__id__in: queryText('Organizations: a comma list of ids.'),
  },
  read: (raw) => readAnalyticsFilters(raw),
};

export function analyticsQuery(query: unknown, tenant: Tenant, today = isoDayIn(new Date())): AnalyticsQuery {
  return analyticsQueryOf(readAnalyticsFilters(query, today), tenant);
}

/** The analytics request of these filters, limited to the vehicles the caller sees. */
export function analyticsQueryOf(filters: AnalyticsFilters, tenant: Tenant): AnalyticsQuery {
  const { from, to, types, tags, organizations } = filters;
  const days = daysBetween(from, to) + 1;

  const conditions: SQL[] = [];
  if (types) conditions.push(sql`v.vehicle_type_id = any(${intArray(types)})`);
  if (tags)
    conditions.push(
      sql`exists (select 1 from company_vehicle_tags vt where vt.company_vehicle_id = v.id and vt.tag_id = any(${intArray(tags)}))`,
    );
  if (organizations)
    conditions.push(
      sql`exists (select 1 from record_organizations ro where ro.resource = 'vehicles' and ro.record_id = v.id and ro.organization_id = any(${intArray(organizations)}))`,
    );
  const scope = scopeCondition({ own: 'vehicles' }, { id: companyVehicles.id }, tenant);
  if (scope)
    conditions.push(sql`v.id in (select ${companyVehicles.id} from ${companyVehicles} where ${scope})`);

  const vehicleCondition = conditions.length > 0 ? sql.join(conditions, sql` and `) : undefined;
  return {
    companyId: tenant.companyId,
    from,
    to,
    days,
    previousFrom: addDays(from, -days),
    vehicleCondition,
    vehicles: vehicleCondition
      ? sql`company_vehicle_id in (select v.id from company_vehicles v where v.company_id = ${tenant.companyId} and ${vehicleCondition})`
      : undefined,
    driverScope: scopeCondition({ own: 'drivers' }, { id: drivers.id }, tenant),
  };
}

/** `and <vehicles>` for a table with `company_vehicle_id`, or nothing. */
export function andVehicles(q: AnalyticsQuery): SQL {
  return q.vehicles ? sql` and ${q.vehicles}` : sql``;
}

/** The instants bounding Iran days `from`..`to` (half-open), for tables keyed by a timestamp. */
export function instantsOf(from: string, to: string): { start: Date; end: Date } {
  return { start: startOfDayIn(from), end: startOfDayIn(addDays(to, 1)) };
}

/**
 * Chart buckets: a day each up to a month, a week each up to half a year, else 30 days, counted
 * from the window's first day (the last bucket may be shorter).
 */
export function bucketDays(days: number): number {
  if (days <= 31) return 1;
  if (days <= 183) return 7;
  return 30;
}

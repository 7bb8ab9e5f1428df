import { addDays, startOfDayIn } from '@navgan/domain/calendar-day';
import { isCalendarDay } from '@navgan/domain/field-ranges';
import type { Locale } from '@navgan/domain/locales';
import { catalogueOf } from '@navgan/domain/messages/catalogues';
import { maxReportDays } from '@navgan/domain/report-range';
import { renderValidationMessage } from '@navgan/domain/validation-messages';
import { and, inArray, or, sql } from 'drizzle-orm';
import { vehicleScope } from '../access/organization-scope';
import type { Db } from '../db/database';
import { inCompany, type Tenant } from '../db/tenant-scope';
import { companyVehicles, companyVehicleTags } from '../db/vehicle-schema';
import { ApiError } from '../http/api-error';
import { idListParam } from '../http/filters';
import { type QueryReader, queryText } from '../http/query-params';
import { plausibleWindowDay, windowProblem } from '../http/record-filters';
import { message } from '../i18n/messages';

/** What every report is asked for: the chosen vehicles (by id or tag) and Iran days, both included. */
export interface ReportQuery {
  vehicleIds: number[];
  from: string;
  to: string;
  /** The window as instants, half-open. */
  start: Date;
  until: Date;
}

const isoDay = /^\d{4}-\d{2}-\d{2}$/;

function dayParam(query: Record<string, unknown>, name: string): string | null {
  const value = typeof query[name] === 'string' ? (query[name] as string).trim() : '';
  return isoDay.test(value) && isCalendarDay(value) ? plausibleWindowDay(name, value) : null;
}

/** What a report is asked for before it is resolved: vehicles and tags chosen, and the days. */
export interface ReportChoice {
  vehicles: number[];
  tags: number[];
  from: string;
  to: string;
}

type Problems = Record<string, (locale: Locale) => string>;

/** `start_range`..`stop_range`: present real days, in order, at most `maxReportDays`. */
function readDays(query: Record<string, unknown>, errors: Problems): { from: string; to: string } {
  const from = dayParam(query, 'start_range');
  const to = dayParam(query, 'stop_range');
  if (!from) errors.start_range = (locale) => message(locale, 'dayRequired');
  if (!to) errors.stop_range = (locale) => message(locale, 'dayRequired');
  const problem = from && to ? windowProblem(from, to, maxReportDays, 'reportTooLong') : undefined;
  if (problem) errors.stop_range = problem;
  if (Object.keys(errors).length > 0) throw ApiError.fieldMessages(errors);
  return { from: from as string, to: to as string };
}

/**
 * Reads and checks a report's query: `company_vehicle__id__in` and/or `company_vehicle_tags__id__in`
 * (at least one: "Vehicle or Tag Selection is Mandatory."), `start_range` and `stop_range` (Iran
 * days, in order, at most `maxReportDays`). Every error is a field error in the caller's language.
 */
export function readReportWindow(raw: unknown): ReportChoice {
  const query = (raw ?? {}) as Record<string, unknown>;
  const vehicles = idListParam(query, 'company_vehicle__id__in') ?? [];
  const tags = idListParam(query, 'company_vehicle_tags__id__in') ?? [];
  const errors: Problems = {};
  if (vehicles.length === 0 && tags.length === 0)
    errors.company_vehicle__id__in = (locale) =>
      renderValidationMessage(catalogueOf(locale), 'vehicleOrTagRequired', '');
  return { vehicles, tags, ...readDays(query, errors) };
}

const dayShape = {
  start_range: queryText('The first Iran day of the report.'),
  stop_range: queryText(`The last Iran day of the report (at most ${maxReportDays} days in all).`),
};

/** The report's choice of vehicles (by id or tag) and days, as query parameters. */
export const reportChoice: QueryReader<ReportChoice> = {
  shape: {
    company_vehicle__id__in: queryText('Vehicles: a comma list of ids (or give tags).'),
    company_vehicle_tags__id__in: queryText('Tags: a comma list of ids; their vehicles are reported.'),
    ...dayShape,
  },
  read: readReportWindow,
};

/** Only the days, for a report of a vehicle named by the path. */
export const reportDays: QueryReader<{ from: string; to: string }> = {
  shape: dayShape,
  read: (raw) => readDays(raw, {}),
};

/**
 * The vehicles a report covers: those chosen by id or carrying a chosen tag, limited to the
 * caller's company and organizations. Ids of other companies simply match nothing.
 */
export async function resolveReportQuery(db: Db, tenant: Tenant, choice: ReportChoice): Promise<ReportQuery> {
  const { vehicles, tags, from, to } = choice;
  const chosen = [
    vehicles.length > 0 ? inArray(companyVehicles.id, vehicles) : undefined,
    tags.length > 0
      ? inArray(
          companyVehicles.id,
          db
            .select({ id: companyVehicleTags.company_vehicle_id })
            .from(companyVehicleTags)
            .where(
              and(
                sql`${companyVehicleTags.company_id} = ${tenant.companyId}`,
                inArray(companyVehicleTags.tag_id, tags),
              ),
            ),
        )
      : undefined,
  ].filter((c) => c !== undefined);
  const rows = await db
    .select({ id: companyVehicles.id })
    .from(companyVehicles)
    .where(inCompany(companyVehicles, tenant, or(...chosen), vehicleScope(tenant)));
  return {
    vehicleIds: rows.map((r) => r.id),
    from,
    to,
    start: startOfDayIn(from),
    until: startOfDayIn(addDays(to, 1)),
  };
}

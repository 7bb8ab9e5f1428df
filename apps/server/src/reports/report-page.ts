import type { Locale } from '@navgan/domain/locales';
import { getTableColumns, type Table } from 'drizzle-orm';
import type { Db } from '../db/database';
import type { Tenant } from '../db/tenant-scope';
import { companyVehicles } from '../db/vehicle-schema';
import type { ReportQuery } from './report-query';

/*
 * What every report function shares: its context, its page of rows, and the columns and helpers
 * of the vehicle, driver and paging every report reads.
 */

export type ReportRow = Record<string, unknown>;
export interface ReportPage {
  count: number;
  results: ReportRow[];
  /** Figures over every row (not only the page), for reports with `reportSummaryColumns`. */
  summary?: ReportRow[];
  /** The figures of every row together (the overview's totals row). */
  totals?: ReportRow;
}
/** A page of rows (limit/offset), or every row for an export. */
export type RowWindow = { limit: number; offset: number } | 'all';

export interface ReportContext {
  db: Db;
  tenant: Tenant;
  query: ReportQuery;
  locale: Locale;
  /** What some reports ask beyond the shared choice: the fence (`geofence__id__in`), the path's record. */
  fenceIds?: number[];
  recordId?: number;
}

export const vehicleColumns = {
  vehicle_id: companyVehicles.id,
  vehicle_name: companyVehicles.name,
  license_plate: companyVehicles.license_plate,
};
export const vehicleOf = (row: { vehicle_id: number; vehicle_name: string; license_plate: string }) => ({
  id: row.vehicle_id,
  name: row.vehicle_name,
  license_plate: row.license_plate,
});
/** The driver of a row that left-joined `drivers`, or null. */
export const driverOf = (row: {
  driver_id: number | null;
  first_name: string | null;
  last_name: string | null;
}) =>
  row.driver_id === null ? null : { id: row.driver_id, first_name: row.first_name, last_name: row.last_name };
export const seconds = (from: Date, until: Date) =>
  Math.max(0, Math.round((until.getTime() - from.getTime()) / 1000));

/** Counts and pages one query shape: `where` is shared, so the count and the rows always agree. */
export async function paged<T>(
  countRows: () => Promise<{ n: number }[]>,
  pageRows: (limit: number | undefined, offset: number) => Promise<T[]>,
  window: RowWindow,
): Promise<{ count: number; rows: T[] }> {
  if (window === 'all') {
    const rows = await pageRows(undefined, 0);
    return { count: rows.length, rows };
  }
  const [counted, rows] = await Promise.all([countRows(), pageRows(window.limit, window.offset)]);
  return { count: counted[0]?.n ?? 0, rows };
}

/** Some columns of a table by name, typed as the table's own (a report's field list in one line). */
export function columnsOf<T extends Table, K extends keyof T['_']['columns'] & string>(
  table: T,
  ...names: K[]
) {
  const all = getTableColumns(table);
  return Object.fromEntries(names.map((name) => [name, all[name]])) as Pick<T['_']['columns'], K>;
}

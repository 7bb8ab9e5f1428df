import { notSetSlice, type SummaryPieItem } from '@navgan/domain/summary-pie';
import { count } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import type { Db } from '../../db/database';
import { drivers } from '../../db/fleet-schema';
import { driverStatuses, ownerships, vehicleStatuses } from '../../db/schema';
import { inCompany, type Tenant } from '../../db/tenant-scope';
import { companyVehicles } from '../../db/vehicle-schema';
import { tenantOf } from '../../http/request-context';

type Lookup = PgTable & { id: AnyPgColumn; fa_title: AnyPgColumn; en_title: AnyPgColumn; color: AnyPgColumn };

/**
 * One pie: the company's rows counted per lookup value in one grouped query (on the company
 * index), every lookup row as a slice in its own colour (zero included, so the legend is stable),
 * and a grey "not set" slice only when some rows have none.
 */
async function pie(
  db: Db,
  tenant: Tenant,
  rows: { table: PgTable & { company_id: AnyPgColumn }; column: AnyPgColumn },
  lookup: Lookup,
): Promise<SummaryPieItem[]> {
  const [counts, slices] = await Promise.all([
    db
      .select({ id: rows.column, n: count() })
      .from(rows.table)
      .where(inCompany(rows.table, tenant))
      .groupBy(rows.column),
    db
      .select({ id: lookup.id, fa_title: lookup.fa_title, en_title: lookup.en_title, color: lookup.color })
      .from(lookup)
      .orderBy(lookup.id),
  ]);
  const countOf = new Map(counts.map((row) => [row.id as number | null, Number(row.n)]));
  const items: SummaryPieItem[] = slices.map((slice) => ({
    id: slice.id as number,
    fa_title: slice.fa_title as string,
    en_title: slice.en_title as string,
    count: countOf.get(slice.id as number) ?? 0,
    color: { code: slice.color as string },
  }));
  const unset = countOf.get(null) ?? 0;
  if (unset > 0) items.push({ id: null, ...notSetSlice, count: unset, color: { code: notSetSlice.color } });
  return items;
}

/** The dashboard's pies of records (spec section 3): driver status, ownership, vehicle status. */
export async function statsPieRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const db = ctx.database.db;
  app.get('/stats/drivers/statuses/', (request) =>
    pie(db, tenantOf(request), { table: drivers, column: drivers.working_status_id }, driverStatuses),
  );
  app.get('/stats/company-vehicles/ownerships/', (request) =>
    pie(db, tenantOf(request), { table: companyVehicles, column: companyVehicles.ownership_id }, ownerships),
  );
  app.get('/stats/company-vehicles/statuses/', (request) =>
    pie(
      db,
      tenantOf(request),
      { table: companyVehicles, column: companyVehicles.status_id },
      vehicleStatuses,
    ),
  );
}

import { notSetSlice, type SummaryPieItem, summaryPieSliceSchema } from '@navgan/domain/summary-pie';
import { and, count } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { scopeCondition } from '../../access/organization-scope';
import type { AppContext } from '../../app-context';
import type { Db } from '../../db/database';
import { drivers } from '../../db/fleet-schema';
import { driverStatuses, ownerships, vehicleStatuses } from '../../db/schema';
import { inCompany, type Tenant } from '../../db/tenant-scope';
import { companyVehicles } from '../../db/vehicle-schema';
import { tenantOf } from '../../http/request-context';
import { contract } from '../../http/route-contract';

type Lookup = PgTable & { id: AnyPgColumn; fa_title: AnyPgColumn; en_title: AnyPgColumn; color: AnyPgColumn };

/**
 * One pie: the company's rows the caller sees (organization scope) counted per lookup value in one grouped query (on the company
 * index), every lookup row as a slice in its own colour (zero included, so the legend is stable),
 * and a grey "not set" slice only when some rows have none.
 */
async function pie(
  db: Db,
  tenant: Tenant,
  rows: {
    table: PgTable & { id: AnyPgColumn; company_id: AnyPgColumn };
    column: AnyPgColumn;
    of: 'drivers' | 'vehicles';
  },
  lookup: Lookup,
): Promise<SummaryPieItem[]> {
  const [counts, slices] = await Promise.all([
    db
      .select({ id: rows.column, n: count() })
      .from(rows.table)
      .where(and(inCompany(rows.table, tenant), scopeCondition({ own: rows.of }, rows.table, tenant)))
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

const pieContract = contract({ answer: z.array(summaryPieSliceSchema) });

/** The dashboard's pies of records (spec section 3): driver status, ownership, vehicle status. */
export async function statsPieRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const db = ctx.database.db;
  app.get('/stats/drivers/statuses/', pieContract, (request) =>
    pie(
      db,
      tenantOf(request),
      { table: drivers, column: drivers.working_status_id, of: 'drivers' },
      driverStatuses,
    ),
  );
  app.get('/stats/company-vehicles/ownerships/', pieContract, (request) =>
    pie(
      db,
      tenantOf(request),
      { table: companyVehicles, column: companyVehicles.ownership_id, of: 'vehicles' },
      ownerships,
    ),
  );
  app.get('/stats/company-vehicles/statuses/', pieContract, (request) =>
    pie(
      db,
      tenantOf(request),
      { table: companyVehicles, column: companyVehicles.status_id, of: 'vehicles' },
      vehicleStatuses,
    ),
  );
}

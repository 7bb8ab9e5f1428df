import { eq, sql } from 'drizzle-orm';
import { vehicleScope } from '../../access/organization-scope';
import type { Db } from '../../db/database';
import { inCompany, type Tenant } from '../../db/tenant-scope';
import { companyVehicles, type vehicleCosts, type vehicleTechnicals } from '../../db/vehicle-schema';

export type VehicleRow = typeof companyVehicles.$inferSelect;
export type SubTable = typeof vehicleCosts | typeof vehicleTechnicals;

/** How a vehicle's one-to-one record is written: its own columns and those of the vehicle it edits. */
export interface SubRecordColumns {
  table: SubTable;
  toRow(values: Record<string, unknown>): Record<string, unknown>;
  /** Columns of the vehicle itself this form edits. */
  vehicleColumns?(values: Record<string, unknown>): Record<string, unknown>;
}

/** A vehicle the caller sees, or undefined. */
export async function vehicleOf(db: Db, tenant: Tenant, id: number): Promise<VehicleRow | undefined> {
  const [row] = await db
    .select()
    .from(companyVehicles)
    .where(inCompany(companyVehicles, tenant, eq(companyVehicles.id, id), vehicleScope(tenant)));
  return row;
}

/** The vehicle's record of this kind, or undefined. */
export async function recordOf(db: Db, tenant: Tenant, kind: SubRecordColumns, vehicleId: number) {
  const [row] = await db
    .select()
    .from(kind.table)
    .where(inCompany(kind.table, tenant, eq(kind.table.company_vehicle_id, vehicleId)));
  return row as Record<string, unknown> | undefined;
}

/** Writes the record (insert or update) and the vehicle's own columns in one transaction. */
export async function save(
  db: Db,
  tenant: Tenant,
  kind: SubRecordColumns,
  vehicleId: number,
  values: Record<string, unknown>,
  existing: boolean,
) {
  await db.transaction(async (tx) => {
    const columns = kind.toRow(values);
    if (existing) {
      await tx
        .update(kind.table)
        .set({ ...columns, updated_at: sql`now()` })
        .where(inCompany(kind.table, tenant, eq(kind.table.company_vehicle_id, vehicleId)));
    } else {
      await tx
        .insert(kind.table)
        .values({ ...columns, company_id: tenant.companyId, company_vehicle_id: vehicleId } as never);
    }
    if (kind.vehicleColumns) {
      await tx
        .update(companyVehicles)
        .set({ ...kind.vehicleColumns(values), updated_at: sql`now()` })
        .where(inCompany(companyVehicles, tenant, eq(companyVehicles.id, vehicleId), vehicleScope(tenant)));
    }
  });
}

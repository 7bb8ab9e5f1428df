import { visibleRecordIds } from '../access/organization-scope';
import type { Db } from '../db/database';
import type { Tenant } from '../db/tenant-scope';
import type { CatalogVehicle, VehicleCatalog } from './vehicle-catalog';

/**
 * Whether the caller sees a vehicle: every vehicle of the company, or for an organization-limited
 * user those of their organizations. Every live answer (map, live state, temperatures, trails,
 * not-updated export) filters with it.
 */
export async function visibleVehicleTest(
  db: Db,
  tenant: Tenant,
): Promise<(vehicle: { id: number }) => boolean> {
  const visible = await visibleVehicleIds(db, tenant);
  return visible ? (vehicle) => visible.has(vehicle.id) : () => true;
}

/** The ids of the vehicles the caller sees, or null for every vehicle of the company. */
export function visibleVehicleIds(db: Db, tenant: Tenant): Promise<Set<number> | null> {
  return visibleRecordIds(db, tenant, 'vehicles');
}

/** The catalogue's vehicles the caller sees. */
export async function visibleVehicles(
  db: Db,
  catalog: VehicleCatalog,
  tenant: Tenant,
): Promise<CatalogVehicle[]> {
  const [sees, vehicles] = await Promise.all([
    visibleVehicleTest(db, tenant),
    catalog.vehicles(tenant.companyId),
  ]);
  return vehicles.filter(sees);
}

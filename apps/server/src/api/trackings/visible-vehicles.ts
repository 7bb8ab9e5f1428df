import { visibleRecordIds } from '../../access/organization-scope';
import type { Db } from '../../db/database';
import type { Tenant } from '../../db/tenant-scope';
import type { CatalogVehicle, VehicleCatalog } from './vehicle-catalog';

/**
 * The catalogue's vehicles the caller sees: the whole company, or for an organization-limited
 * user the vehicles of their organizations. Every live answer (map, temperatures, trails, live
 * state, not-updated export) starts from here.
 */
export async function visibleVehicles(
  db: Db,
  catalog: VehicleCatalog,
  tenant: Tenant,
): Promise<CatalogVehicle[]> {
  const [visible, vehicles] = await Promise.all([
    visibleRecordIds(db, tenant, 'vehicles'),
    catalog.vehicles(tenant.companyId),
  ]);
  return visible ? vehicles.filter((v) => visible.has(v.id)) : vehicles;
}

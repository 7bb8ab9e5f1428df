import { inArray } from 'drizzle-orm';
import type { Db } from '../db/database';
import { drivers } from '../db/fleet-schema';
import { inCompany, type Tenant } from '../db/tenant-scope';
import { companyVehicles } from '../db/vehicle-schema';

/**
 * The company records a page of rows points at, in one query per table: records show who and
 * what they are about (`driver: {id, first_name, last_name}`) rather than a bare id.
 */
export interface DriverRef {
  id: number;
  first_name: string;
  last_name: string;
}
export interface VehicleRef {
  id: number;
  name: string;
  license_plate: string;
}

const wanted = (ids: (number | null | undefined)[]) => [
  ...new Set(ids.filter((id): id is number => typeof id === 'number')),
];

export async function driverRefs(
  db: Db,
  tenant: Tenant,
  ids: (number | null | undefined)[],
): Promise<Map<number, DriverRef>> {
  const list = wanted(ids);
  if (list.length === 0) return new Map();
  const rows = await db
    .select({ id: drivers.id, first_name: drivers.first_name, last_name: drivers.last_name })
    .from(drivers)
    .where(inCompany(drivers, tenant, inArray(drivers.id, list)));
  return new Map(rows.map((row) => [row.id, row]));
}

export async function vehicleRefs(
  db: Db,
  tenant: Tenant,
  ids: (number | null | undefined)[],
): Promise<Map<number, VehicleRef>> {
  const list = wanted(ids);
  if (list.length === 0) return new Map();
  const rows = await db
    .select({
      id: companyVehicles.id,
      name: companyVehicles.name,
      license_plate: companyVehicles.license_plate,
    })
    .from(companyVehicles)
    .where(inCompany(companyVehicles, tenant, inArray(companyVehicles.id, list)));
  return new Map(rows.map((row) => [row.id, row]));
}

export function refOf<T>(map: Map<number, T>, id: number | null): T | null {
  return id === null ? null : (map.get(id) ?? null);
}

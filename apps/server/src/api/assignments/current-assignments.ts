import type { VehicleRef } from '@navgan/domain/resources/vehicle';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { companyVehicles, deviceAssignments, driverAssignments } from '../../db/vehicle-schema';

const vehicleRefColumns = {
  id: companyVehicles.id,
  name: companyVehicles.name,
  license_plate: companyVehicles.license_plate,
};

/** The vehicle each of the given drivers is assigned to now. */
export async function currentVehiclesOfDrivers(
  db: Db,
  driverIds: number[],
): Promise<Map<number, VehicleRef>> {
  if (driverIds.length === 0) return new Map();
  const rows = await db
    .select({ driver: driverAssignments.driver_id, ...vehicleRefColumns })
    .from(driverAssignments)
    .innerJoin(companyVehicles, eq(companyVehicles.id, driverAssignments.company_vehicle_id))
    .where(and(inArray(driverAssignments.driver_id, driverIds), isNull(driverAssignments.until_at)));
  return new Map(rows.map(({ driver, ...vehicle }) => [driver, vehicle]));
}

/** The vehicle each of the given devices is installed in now. */
export async function currentVehiclesOfDevices(
  db: Db,
  deviceIds: number[],
): Promise<Map<number, VehicleRef>> {
  if (deviceIds.length === 0) return new Map();
  const rows = await db
    .select({ device: deviceAssignments.device_id, ...vehicleRefColumns })
    .from(deviceAssignments)
    .innerJoin(companyVehicles, eq(companyVehicles.id, deviceAssignments.company_vehicle_id))
    .where(and(inArray(deviceAssignments.device_id, deviceIds), isNull(deviceAssignments.until_at)));
  return new Map(rows.map(({ device, ...vehicle }) => [device, vehicle]));
}

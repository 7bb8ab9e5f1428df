import type { VehicleRef } from '@navgan/domain/resources/vehicle';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { drivers } from '../../db/fleet-schema';
import { companyVehicles, deviceAssignments, devices, driverAssignments } from '../../db/vehicle-schema';
import type { DriverRef } from '../vehicles/vehicle-refs';

export interface HardwareRef {
  id: number;
  imei: string;
  sim_number: string;
}

/** The driver assigned now to each of the given vehicles (one query for the whole page). */
export async function currentDriversOf(db: Db, vehicleIds: number[]): Promise<Map<number, DriverRef>> {
  if (vehicleIds.length === 0) return new Map();
  const rows = await db
    .select({
      vehicle: driverAssignments.company_vehicle_id,
      id: drivers.id,
      first_name: drivers.first_name,
      last_name: drivers.last_name,
    })
    .from(driverAssignments)
    .innerJoin(drivers, eq(drivers.id, driverAssignments.driver_id))
    .where(
      and(inArray(driverAssignments.company_vehicle_id, vehicleIds), isNull(driverAssignments.until_at)),
    );
  return new Map(rows.map(({ vehicle, ...driver }) => [vehicle, driver]));
}

/** The device installed now in each of the given vehicles. */
export async function currentDevicesOf(db: Db, vehicleIds: number[]): Promise<Map<number, HardwareRef>> {
  if (vehicleIds.length === 0) return new Map();
  const rows = await db
    .select({
      vehicle: deviceAssignments.company_vehicle_id,
      id: devices.id,
      imei: devices.imei,
      sim_number: devices.sim_number,
    })
    .from(deviceAssignments)
    .innerJoin(devices, eq(devices.id, deviceAssignments.device_id))
    .where(
      and(inArray(deviceAssignments.company_vehicle_id, vehicleIds), isNull(deviceAssignments.until_at)),
    );
  return new Map(rows.map(({ vehicle, ...device }) => [vehicle, device]));
}

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

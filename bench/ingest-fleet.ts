import { execFile } from 'node:child_process';
import path from 'node:path';
import type { Db } from '../apps/server/src/db/database';
import { companies } from '../apps/server/src/db/schema';
import { companyVehicles, deviceAssignments, devices } from '../apps/server/src/db/vehicle-schema';
import type { LoadResult } from './ingest-load';

/** The first IMEI of the ingest benchmarks' simulated Teltonika devices. */
export const benchImeiBase = 350_000_000_000_000;

/** A company with `count` Teltonika devices, each fitted to a vehicle as in a real fleet (the derivation needs one). */
export async function registerTeltonikaFleet(db: Db, count: number): Promise<number> {
  const [company] = await db.insert(companies).values({ name: 'Ingest bench' }).returning();
  const companyId = company?.id ?? 0;
  const imeis = Array.from({ length: count }, (_, i) => String(benchImeiBase + i));
  for (let i = 0; i < imeis.length; i += 1000) {
    const slice = imeis.slice(i, i + 1000);
    const added = await db
      .insert(devices)
      .values(slice.map((imei) => ({ company_id: companyId, imei, protocol: 'teltonika' })))
      .returning({ id: devices.id });
    const vehicles = await db
      .insert(companyVehicles)
      .values(
        slice.map((imei) => ({
          company_id: companyId,
          name: `V${imei.slice(-5)}`,
          license_plate: imei.slice(-9),
        })),
      )
      .returning({ id: companyVehicles.id });
    await db.insert(deviceAssignments).values(
      added.map((device, k) => ({
        company_id: companyId,
        company_vehicle_id: vehicles[k]?.id ?? 0,
        device_id: device.id,
      })),
    );
  }
  return companyId;
}

/**
 * The simulated devices run in their own process, as devices are not inside the server: args =
 * port, first IMEI, count, records per packet, duration ms, spread ms, interval ms.
 */
export function runLoadProcess(args: number[]): Promise<LoadResult> {
  const tsx = path.resolve(import.meta.dirname, '../node_modules/.bin/tsx');
  return new Promise((resolve, reject) => {
    execFile(
      tsx,
      [path.resolve(import.meta.dirname, 'ingest-load.ts'), ...args.map(String)],
      { maxBuffer: 256 * 1024 * 1024 },
      (error, stdout) => {
        if (error) reject(error);
        else resolve(JSON.parse(stdout) as LoadResult);
      },
    );
  });
}

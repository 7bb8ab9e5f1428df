import { and, asc, eq, gte } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { positions } from '../../pipeline/position-table';

/** The most points a trail answer carries; a device reporting every second fills an hour. */
const maxTrailPoints = 3_600;

/** A vehicle's positions since `since`, oldest first, as `[lng, lat]`. */
export async function recentTrail(
  db: Db,
  companyId: number,
  vehicleId: number,
  since: Date,
): Promise<[number, number][]> {
  const rows = await db
    .select({ lng: positions.longitude, lat: positions.latitude })
    .from(positions)
    .where(
      and(
        eq(positions.company_id, companyId),
        eq(positions.company_vehicle_id, vehicleId),
        gte(positions.fix_time, since),
      ),
    )
    .orderBy(asc(positions.fix_time))
    .limit(maxTrailPoints);
  return rows.map((r) => [r.lng, r.lat]);
}

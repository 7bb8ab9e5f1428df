import { count, desc, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { deviceSightings, unknownDevices } from '../../db/device-support-schema';

/** Unknown devices whose identity no device has been registered with since, newest first. */
export async function unknownDevicePage(db: Db, offset: number, limit: number) {
  const unregistered = sql`not exists (select 1 from devices d where d.imei = ${unknownDevices.identity})`;
  const [total] = await db.select({ n: count() }).from(unknownDevices).where(unregistered);
  const rows = await db
    .select()
    .from(unknownDevices)
    .where(unregistered)
    .orderBy(desc(unknownDevices.last_seen_at))
    .limit(limit)
    .offset(offset);
  return {
    count: total?.n ?? 0,
    results: rows.map((row) => ({
      identity: row.identity,
      protocol: row.protocol,
      remote_address: row.remote_address,
      first_seen: row.first_seen_at.toISOString(),
      last_seen: row.last_seen_at.toISOString(),
      frame_count: row.frame_count,
      last_frame: row.last_frame,
    })),
  };
}

/** When each device was last heard from and whether it is connected, for a page of devices. */
export async function sightingsOf(db: Db, ids: number[]) {
  if (ids.length === 0) return new Map<number, typeof deviceSightings.$inferSelect>();
  const rows = await db.select().from(deviceSightings).where(inArray(deviceSightings.device_id, ids));
  return new Map(rows.map((row) => [row.device_id, row]));
}

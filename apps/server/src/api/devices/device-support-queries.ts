import { count, desc, inArray, sql } from 'drizzle-orm';
import { nodeHeardLately } from '../../cluster/membership';
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

/**
 * When each device was last heard from and whether it is connected, for a page of devices. In a
 * cluster a connection counts only while the node that holds it is alive (a killed node cannot
 * clear its flags; the device's next node sets them again).
 */
export async function sightingsOf(db: Db, ids: number[]) {
  const found = new Map<number, { last_seen_at: Date; connected: boolean }>();
  if (ids.length === 0) return found;
  const rows = await db
    .select({
      device_id: deviceSightings.device_id,
      last_seen_at: deviceSightings.last_seen_at,
      connected: sql<boolean>`${deviceSightings.connected} and (${deviceSightings.gateway_node} is null
        or not exists (select 1 from cluster_nodes)
        or exists (select 1 from cluster_nodes where node_id = ${deviceSightings.gateway_node}
          and ${nodeHeardLately}))`,
    })
    .from(deviceSightings)
    .where(inArray(deviceSightings.device_id, ids));
  for (const row of rows)
    found.set(row.device_id, { last_seen_at: row.last_seen_at, connected: Boolean(row.connected) });
  return found;
}

import { sql } from 'drizzle-orm';
import { nodeHeardLately } from '../../cluster/membership';
import type { Db } from '../../db/database';
import { pgArrayLiteral } from '../../db/sql-helpers';

interface Sighting {
  at: Date;
  remote: string;
  connected: boolean;
}

/**
 * Which devices are connected to this process now, and when each was last heard from. Both are
 * written to `device_sightings` in one statement every few seconds, not per frame, so the devices
 * list can show them whichever process serves it.
 */
export class DeviceSightings {
  private readonly connections = new Map<number, number>();
  private readonly pending = new Map<number, Sighting>();

  constructor(
    private readonly db: Db,
    /** This process's node id, written with each sighting. */
    private readonly nodeId = 'local',
  ) {}

  connected(deviceId: number): void {
    this.connections.set(deviceId, (this.connections.get(deviceId) ?? 0) + 1);
  }

  disconnected(deviceId: number): void {
    const left = (this.connections.get(deviceId) ?? 1) - 1;
    if (left <= 0) this.connections.delete(deviceId);
    else this.connections.set(deviceId, left);
    const last = this.pending.get(deviceId);
    this.pending.set(deviceId, {
      at: last?.at ?? new Date(),
      remote: last?.remote ?? '',
      connected: left > 0,
    });
  }

  isConnected(deviceId: number): boolean {
    return this.connections.has(deviceId);
  }

  seen(deviceId: number, at: Date, remote: string): void {
    this.pending.set(deviceId, { at, remote, connected: this.isConnected(deviceId) });
  }

  /**
   * A gateway starting holds no connection: what an earlier run of this node, or a node no longer
   * alive, left marked connected is not. Other live nodes' connections stay as they are.
   */
  async clearConnections(): Promise<void> {
    await this.db.execute(sql`update device_sightings set connected = false
      where connected and (gateway_node is null or gateway_node = ${this.nodeId} or not exists (
        select 1 from cluster_nodes where node_id = device_sightings.gateway_node and ${nodeHeardLately}))`);
  }

  /** Writes the sightings gathered since the last flush. */
  async flush(): Promise<void> {
    if (this.pending.size === 0) return;
    const batch = [...this.pending];
    this.pending.clear();
    const column = (pick: (entry: [number, Sighting]) => string | number | boolean) =>
      pgArrayLiteral(batch.map(pick));
    await this.db.execute(sql`
      insert into device_sightings (device_id, last_seen_at, remote_address, connected, gateway_node)
      select s.id, s.at, s.remote, s.connected, ${this.nodeId}
      from unnest(${column(([id]) => id)}::int[], ${column(([, s]) => s.at.toISOString())}::timestamptz[],
        ${column(([, s]) => s.remote.slice(0, 64))}::text[], ${column(([, s]) => s.connected)}::bool[])
        as s(id, at, remote, connected)
      where exists (select 1 from devices d where d.id = s.id)
      on conflict (device_id) do update
        set last_seen_at = greatest(device_sightings.last_seen_at, excluded.last_seen_at),
            remote_address = excluded.remote_address,
            connected = excluded.connected,
            gateway_node = excluded.gateway_node`);
  }
}

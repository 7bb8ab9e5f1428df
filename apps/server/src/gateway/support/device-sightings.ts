import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { pgArrayLiteral } from '../../db/sql-helpers';

interface Sighting {
  at: Date;
  remote: string;
}

/**
 * Which devices are connected to this process now, and when each was last heard from. The last
 * sightings are written to `device_sightings` in one statement every few seconds, not per frame.
 */
export class DeviceSightings {
  private readonly connections = new Map<number, number>();
  private readonly pending = new Map<number, Sighting>();

  constructor(private readonly db: Db) {}

  connected(deviceId: number): void {
    this.connections.set(deviceId, (this.connections.get(deviceId) ?? 0) + 1);
  }

  disconnected(deviceId: number): void {
    const left = (this.connections.get(deviceId) ?? 1) - 1;
    if (left <= 0) this.connections.delete(deviceId);
    else this.connections.set(deviceId, left);
  }

  isConnected(deviceId: number): boolean {
    return this.connections.has(deviceId);
  }

  seen(deviceId: number, at: Date, remote: string): void {
    this.pending.set(deviceId, { at, remote });
  }

  /** Writes the sightings gathered since the last flush. */
  async flush(): Promise<void> {
    if (this.pending.size === 0) return;
    const batch = [...this.pending];
    this.pending.clear();
    const ids = batch.map(([id]) => id);
    const times = batch.map(([, s]) => s.at.toISOString());
    const remotes = batch.map(([, s]) => s.remote.slice(0, 64));
    await this.db.execute(sql`
      insert into device_sightings (device_id, last_seen_at, remote_address)
      select s.id, s.at, s.remote
      from unnest(${pgArrayLiteral(ids)}::int[], ${pgArrayLiteral(times)}::timestamptz[], ${pgArrayLiteral(remotes)}::text[])
        as s(id, at, remote)
      where exists (select 1 from devices d where d.id = s.id)
      on conflict (device_id) do update
        set last_seen_at = greatest(device_sightings.last_seen_at, excluded.last_seen_at),
            remote_address = excluded.remote_address`);
  }
}

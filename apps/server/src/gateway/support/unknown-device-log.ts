import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { pgArrayLiteral } from '../../db/sql-helpers';
import { renderBytes } from './frame-log';

interface Attempt {
  identity: string;
  protocol: string;
  remote: string;
  first: Date;
  last: Date;
  frames: number;
  lastFrame: string;
}

/** Most distinct unknown identities remembered between two flushes (a flood stays bounded). */
const MAX_PENDING = 10_000;

/**
 * Trackers that tried to connect with an identity nobody registered. Attempts are gathered in
 * memory and written in one upsert every few seconds, so a device retrying every second costs one
 * row update, not one per try.
 */
export class UnknownDeviceLog {
  private readonly pending = new Map<string, Attempt>();

  constructor(private readonly db: Db) {}

  attempt(
    identity: string,
    protocol: string,
    remote: string,
    frame: Buffer,
    textual: boolean,
    at: Date,
  ): void {
    const key = `${protocol}:${identity}`;
    const known = this.pending.get(key);
    const lastFrame = renderBytes(frame.subarray(0, 256), textual).data;
    if (known) {
      known.last = at;
      known.frames++;
      known.remote = remote;
      known.lastFrame = lastFrame;
      return;
    }
    if (this.pending.size >= MAX_PENDING) return;
    this.pending.set(key, {
      identity: identity.slice(0, 20),
      protocol,
      remote,
      first: at,
      last: at,
      frames: 1,
      lastFrame,
    });
  }

  async flush(): Promise<void> {
    if (this.pending.size === 0) return;
    const batch = [...this.pending.values()];
    this.pending.clear();
    const column = (pick: (a: Attempt) => string | number) => pgArrayLiteral(batch.map(pick));
    await this.db.execute(sql`
      insert into unknown_devices (identity, protocol, remote_address, first_seen_at, last_seen_at, frame_count, last_frame)
      select * from unnest(
        ${column((a) => a.identity)}::text[], ${column((a) => a.protocol)}::text[],
        ${column((a) => a.remote.slice(0, 64))}::text[], ${column((a) => a.first.toISOString())}::timestamptz[],
        ${column((a) => a.last.toISOString())}::timestamptz[], ${column((a) => a.frames)}::int[],
        ${column((a) => a.lastFrame)}::text[])
      on conflict (identity, protocol) do update set
        remote_address = excluded.remote_address,
        last_seen_at = greatest(unknown_devices.last_seen_at, excluded.last_seen_at),
        frame_count = unknown_devices.frame_count + excluded.frame_count,
        last_frame = excluded.last_frame`);
  }
}

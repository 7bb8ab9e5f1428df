import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import type { DecodedPosition } from '../gateway/decoded-position';
import { openTestDatabase } from '../test/test-database';
import { ensurePositionStorage } from './position-storage';
import { type PositionRecord, PositionWriter } from './position-writer';

const fix = (minute: number, extra: Partial<DecodedPosition> = {}): DecodedPosition => ({
  deviceId: '356307042441013',
  fixTime: new Date(Date.UTC(2026, 10, 21, 8, minute, 0)),
  valid: true,
  latitude: 35.6892 + minute / 1000,
  longitude: 51.389,
  speedKmh: 42.5,
  course: 90,
  attributes: { ignition: true, temperatures: [-18.5], io: { io240: 1 } },
  ...extra,
});
const record = (minute: number, deviceId = 1, extra: Partial<DecodedPosition> = {}): PositionRecord => ({
  companyId: 1,
  deviceId,
  vehicleId: 7,
  position: fix(minute, extra),
  serverTime: new Date(),
});

describe('position writer', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
    await ensurePositionStorage(database.db, new Date(Date.UTC(2026, 10, 21)));
  });
  afterAll(() => database.close());

  const count = async (deviceId: number) => {
    const result = await database.db.execute(
      sql`select count(*)::int as n from positions where device_id = ${deviceId}`,
    );
    return ((result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0) as number;
  };

  it('resolves a write only once its rows are committed, batching writers together', async () => {
    const committed: number[] = [];
    const writer = new PositionWriter(database.db, { maxBatch: 1000, maxDelayMs: 20 }, (rows) =>
      committed.push(rows.length),
    );
    const first = writer.write([record(1), record(2)]);
    const second = writer.write([record(3)]);
    expect(await count(1)).toBe(0);
    await Promise.all([first, second]);
    expect(await count(1)).toBe(3);
    expect(committed).toEqual([3]);
  });

  it('flushes as soon as a batch is full', async () => {
    const writer = new PositionWriter(database.db, { maxBatch: 5, maxDelayMs: 60_000 });
    await writer.write(Array.from({ length: 5 }, (_, i) => record(i, 2)));
    expect(await count(2)).toBe(5);
  });

  it('ignores a retransmitted fix, keeps a different record of the same second and an out-of-order one', async () => {
    const writer = new PositionWriter(database.db, { maxBatch: 100, maxDelayMs: 5 });
    await writer.write([record(30, 3), record(10, 3)]);
    await writer.write([record(30, 3)]);
    expect(await count(3)).toBe(2);
    const alarm = { attributes: { ...fix(30).attributes, alarm: 'sos' } };
    await writer.write([record(30, 3, alarm)]);
    await writer.write([record(30, 3, alarm)]);
    expect(await count(3)).toBe(3);
    const rows = await database.db.execute(
      sql`select latitude, attributes from positions where device_id = 3 order by fix_time, record_hash`,
    );
    const list = (rows as unknown as { rows: { latitude: number; attributes: unknown }[] }).rows;
    expect(list[1]?.latitude).toBeCloseTo(35.7192, 4);
    expect(list[0]?.attributes).toEqual({ ignition: true, temperatures: [-18.5], io: { io240: 1 } });
  });

  it('widens the key of a positions table made before records were told apart by content', async () => {
    const old = await openTestDatabase();
    try {
      await old.db.execute(sql`
        create table positions (company_id integer not null, device_id integer not null,
          company_vehicle_id integer, fix_time timestamptz not null, server_time timestamptz not null,
          valid boolean not null, latitude double precision not null, longitude double precision not null,
          altitude real, speed_kmh real not null, course smallint not null, satellites smallint,
          attributes jsonb not null, primary key (device_id, fix_time)) partition by range (fix_time)`);
      await old.db.execute(sql`create table positions_default partition of positions default`);
      await old.db.execute(sql`
        insert into positions values (1, 5, 7, '2026-11-21T08:30:00Z', now(), true, 35.7, 51.4, null, 40, 90, null, '{}')`);
      await ensurePositionStorage(old.db, new Date(Date.UTC(2026, 10, 21)));
      await ensurePositionStorage(old.db, new Date(Date.UTC(2026, 10, 21)));
      const writer = new PositionWriter(old.db, { maxBatch: 100, maxDelayMs: 5 });
      await writer.write([record(30, 5, { attributes: { alarm: 'sos' } })]);
      const result = await old.db.execute(sql`select count(*)::int as n from positions where device_id = 5`);
      expect((result as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(2);
    } finally {
      await old.close();
    }
  });

  it('stores fixes far outside the prepared months in the default partition', async () => {
    const writer = new PositionWriter(database.db, { maxBatch: 100, maxDelayMs: 5 });
    await writer.write([record(0, 4, { fixTime: new Date(Date.UTC(2001, 0, 1)) })]);
    expect(await count(4)).toBe(1);
  });

  it('rejects every waiting write when the insert fails, so nothing is acknowledged', async () => {
    const writer = new PositionWriter(database.db, { maxBatch: 100, maxDelayMs: 5 });
    const bad = record(5, 5, { latitude: Number.NaN });
    const good = record(6, 5);
    const results = await Promise.allSettled([writer.write([good]), writer.write([bad])]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(await count(5)).toBe(0);
    // The writer keeps working after a failed batch.
    await writer.write([good]);
    expect(await count(5)).toBe(1);
  });

  it('flushes what waits on close and then refuses writes', async () => {
    const writer = new PositionWriter(database.db, { maxBatch: 100, maxDelayMs: 60_000 });
    const pending = writer.write([record(1, 6)]);
    await writer.close();
    await pending;
    expect(await count(6)).toBe(1);
    await expect(writer.write([record(2, 6)])).rejects.toThrow('closed');
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { rowsOf } from '../db/sql-helpers';
import { openTestDatabase } from '../test/test-database';
import { dropExpiredPositions, ensurePositionStorage } from './position-storage';

describe('positions storage', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('is prepared once when several starts race on a fresh database (each on its own connection on PostgreSQL)', async () => {
    const now = new Date(Date.UTC(2026, 10, 21));
    await Promise.all([1, 2, 3, 4].map(() => ensurePositionStorage(database.db, now)));
    const partitions = rowsOf<{ name: string }>(
      await database.db.execute(sql`
        select c.relname as name from pg_inherits i join pg_class c on c.oid = i.inhrelid
        where i.inhparent = 'positions'::regclass order by c.relname`),
    ).map((row) => row.name);
    expect(partitions).toEqual([
      'positions_2026_08',
      'positions_2026_09',
      'positions_2026_10',
      'positions_2026_11',
      'positions_2026_12',
      'positions_2027_01',
      'positions_default',
    ]);
  });

  it('leaves rows already in the default partition there and still prepares the other months', async () => {
    await database.db.execute(sql`
      insert into positions (company_id, device_id, fix_time, server_time, valid, latitude, longitude, speed_kmh, course, attributes)
      values (1, 1, '2027-02-10T00:00:00Z', now(), true, 35.7, 51.4, 0, 0, '{}')`);
    await ensurePositionStorage(database.db, new Date(Date.UTC(2027, 0, 5)));
    const months = rowsOf<{ name: string }>(
      await database.db.execute(
        sql`select relname as name from pg_class where relname in ('positions_2027_02', 'positions_2027_03')`,
      ),
    ).map((row) => row.name);
    // February holds a row in the default partition: it is left alone, March is created.
    expect(months).toEqual(['positions_2027_03']);
    const kept = rowsOf<{ n: number }>(
      await database.db.execute(sql`select count(*)::int as n from positions`),
    );
    expect(kept[0]?.n).toBe(1);
  });
});

describe('positions retention', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  const partitionNames = async () =>
    rowsOf<{ name: string }>(
      await database.db.execute(sql`
        select c.relname as name from pg_inherits i join pg_class c on c.oid = i.inhrelid
        where i.inhparent = 'positions'::regclass order by c.relname`),
    ).map((row) => row.name);
  const insert = (fixTime: string) =>
    database.db.execute(sql`
      insert into positions (company_id, device_id, fix_time, server_time, valid, latitude, longitude, speed_kmh, course, attributes)
      values (1, 1, ${fixTime}::timestamptz, now(), true, 35.7, 51.4, 0, 0, '{}')`);

  it('drops whole months that ended before the retention, keeps the rest and the default partition', async () => {
    const now = new Date(Date.UTC(2026, 10, 21));
    await ensurePositionStorage(database.db, now);
    for (const at of [
      '2026-08-15T00:00:00Z',
      '2026-09-15T00:00:00Z',
      '2026-10-15T00:00:00Z',
      '2026-11-20T00:00:00Z',
    ])
      await insert(at);
    await insert('2019-01-01T00:00:00Z'); // a device clock far behind: in the default partition

    // Keep everything: nothing is dropped.
    expect(await dropExpiredPositions(database.db, now, 0)).toEqual([]);
    // 60 days before 21 November is 22 September: August ended before it, September did not.
    expect(await dropExpiredPositions(database.db, now, 60)).toEqual(['positions_2026_08']);
    expect(await partitionNames()).toEqual([
      'positions_2026_09',
      'positions_2026_10',
      'positions_2026_11',
      'positions_2026_12',
      'positions_2027_01',
      'positions_default',
    ]);
    const left = rowsOf<{ fix_time: Date | string }>(
      await database.db.execute(sql`select fix_time from positions order by fix_time`),
    ).map((row) => new Date(row.fix_time).toISOString().slice(0, 10));
    expect(left).toEqual(['2019-01-01', '2026-09-15', '2026-10-15', '2026-11-20']);
    // Again the same day: nothing more to drop.
    expect(await dropExpiredPositions(database.db, now, 60)).toEqual([]);
  });
});

import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';

/**
 * Creates the positions table (range-partitioned by fix time, one partition a month) and makes
 * sure partitions exist from `monthsBack` months before `now` to `monthsAhead` after it. Safe to
 * run at every start and daily: everything is IF NOT EXISTS. A default partition catches fixes
 * outside the prepared months (devices with a wrong clock) so no position is refused for its date.
 * Several processes may start at once against one PostgreSQL database: `if not exists` does not
 * make DDL safe when two run it together (both find no table, one fails on the catalog's unique
 * index), so the whole check runs in one transaction holding an advisory lock, one process after
 * the other.
 */
export async function ensurePositionStorage(
  db: Db,
  now = new Date(),
  monthsBack = 3,
  monthsAhead = 2,
): Promise<void> {
  await db.transaction(async (txAny) => {
    const tx = txAny as unknown as Db;
    await tx.execute(sql`select pg_advisory_xact_lock(${positionStorageLockId})`);
    await preparePositionStorage(tx, now, monthsBack, monthsAhead);
  });
}

/**
 * Drops the month partitions of positions that end on or before `now - retentionDays`, whole:
 * no row-by-row delete, no vacuum afterwards. Trips, stops, events and the daily rollups live in
 * their own tables and stay. The default partition (fixes of wrong device clocks) is kept.
 * Answers the partitions dropped.
 */
export async function dropExpiredPositions(db: Db, now: Date, retentionDays: number): Promise<string[]> {
  if (retentionDays <= 0) return [];
  const cutoff = now.getTime() - retentionDays * 86_400_000;
  return db.transaction(async (txAny) => {
    const tx = txAny as unknown as Db;
    await tx.execute(sql`select pg_advisory_xact_lock(${positionStorageLockId})`);
    const partitions = (await tx.execute(sql`
      select c.relname as name from pg_inherits i join pg_class c on c.oid = i.inhrelid
      where i.inhparent = to_regclass('positions')`)) as unknown as { rows?: { name: string }[] };
    const expired = (partitions.rows ?? [])
      .map((row) => ({ name: row.name, month: /^positions_(\d{4})_(\d{2})$/.exec(row.name) }))
      .filter(({ month }) => month && Date.UTC(Number(month[1]), Number(month[2]), 1) <= cutoff)
      .map(({ name }) => name)
      .sort();
    for (const name of expired) await tx.execute(sql.raw(`drop table ${name}`));
    return expired;
  });
}

/** A lock id for the positions table's DDL (the migrations have their own). */
const positionStorageLockId = 7_316_045;

async function preparePositionStorage(
  db: Db,
  now: Date,
  monthsBack: number,
  monthsAhead: number,
): Promise<void> {
  await db.execute(sql`
    create table if not exists positions (
      company_id integer not null,
      device_id integer not null,
      company_vehicle_id integer,
      fix_time timestamptz not null,
      server_time timestamptz not null,
      valid boolean not null,
      latitude double precision not null,
      longitude double precision not null,
      altitude real,
      speed_kmh real not null,
      course smallint not null,
      satellites smallint,
      attributes jsonb not null,
      record_hash bigint not null default 0,
      tx xid8 not null default pg_current_xact_id(),
      primary key (device_id, fix_time, record_hash)
    ) partition by range (fix_time)`);
  await keyRecordsByContent(db);
  await feedPositions(db);
  await db.execute(sql`create table if not exists positions_default partition of positions default`);
  await db.execute(
    sql`create index if not exists positions_vehicle_time_idx on positions (company_vehicle_id, fix_time)`,
  );
  for (let offset = -monthsBack; offset <= monthsAhead; offset++) {
    const start = monthStart(now, offset);
    const end = monthStart(now, offset + 1);
    const name = `positions_${start.getUTCFullYear()}_${String(start.getUTCMonth() + 1).padStart(2, '0')}`;
    await createPartition(db, name, start, end);
  }
}

/**
 * Tables made before records were told apart by content had the key (device_id, fix_time), which
 * dropped an alarm sent in the same second as a location. They get the hash column (0 for the
 * rows they hold: those were unique by time anyway) and the wider key, once.
 */
async function keyRecordsByContent(db: Db): Promise<void> {
  const hashed = await db.execute(sql`
    select 1 from pg_index i join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
    where i.indrelid = 'positions'::regclass and i.indisprimary and a.attname = 'record_hash'`);
  if (rowCount(hashed) > 0) return;
  await db.execute(sql`alter table positions add column if not exists record_hash bigint not null default 0`);
  await db.execute(sql`alter table positions drop constraint if exists positions_pkey`);
  await db.execute(sql`alter table positions add primary key (device_id, fix_time, record_hash)`);
}

/**
 * The positions feed (api/feeds/) reads a company's rows in the order of the transactions that
 * wrote them. Tables made before the feed get the column (the default is stable, so PostgreSQL
 * stores it once instead of rewriting the partitions: older rows share the upgrade's
 * transaction) and the index, which a partitioned table gives every partition, present and future.
 */
async function feedPositions(db: Db): Promise<void> {
  await db.execute(
    sql`alter table positions add column if not exists tx xid8 not null default pg_current_xact_id()`,
  );
  await db.execute(sql`create index if not exists positions_feed_idx on positions (company_id, tx)`);
}

/** SQLSTATE of "partition constraint … would be violated by some row". */
const CHECK_VIOLATION = '23514';

async function createPartition(db: Db, name: string, start: Date, end: Date): Promise<void> {
  const exists = await db.execute(sql`select 1 from pg_class where relname = ${name}`);
  if (rowCount(exists) > 0) return;
  try {
    // A savepoint: the refusal below must not end the caller's transaction.
    await db.transaction((savepoint) =>
      savepoint.execute(
        sql.raw(
          `create table if not exists ${name} partition of positions for values from ('${start.toISOString()}') to ('${end.toISOString()}')`,
        ),
      ),
    );
  } catch (error) {
    // Rows for this month already sit in the default partition (a device clock ran ahead, or the
    // partition was dropped). Leave them there: they stay queryable, nothing is lost.
    // The driver's error wraps PostgreSQL's (drizzle: "Failed query…" with the cause): test the code.
    const cause = (error as { cause?: unknown }).cause ?? error;
    if ((cause as { code?: string }).code !== CHECK_VIOLATION) throw error;
  }
}

/** First instant (UTC) of the month `offset` months from `date`'s month. */
export function monthStart(date: Date, offset = 0): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + offset, 1));
}

function rowCount(result: unknown): number {
  const rows = (result as { rows?: unknown[] }).rows ?? (result as unknown[]);
  return Array.isArray(rows) ? rows.length : 0;
}

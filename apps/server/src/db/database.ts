import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/** The one database type the code sees, whichever engine is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  engine: 'pglite' | 'postgres';
  /** Applies pending migrations; safe to call from several processes at once on PostgreSQL. */
  migrate(migrationsDir: string): Promise<void>;
  /**
   * Runs `work` while no other process starting on this database runs its own: one connection
   * holding an advisory lock on PostgreSQL (the seeds of nodes starting at once, one after the
   * other), the database itself on PGlite (one process).
   */
  exclusively<T>(work: (db: Db) => Promise<T>): Promise<T>;
  ping(): Promise<boolean>;
  /**
   * Follows `NOTIFY <channel>` from every writer of the database. `onGap` is called whenever
   * notifications may have been missed (the listening connection was lost and is back), so a cache
   * built on them starts over. Resolves once listening; the answer stops it.
   */
  listen(
    channel: string,
    onNotify: (payload: string) => void,
    onGap: () => void,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** A lock id for migrations, so N processes starting together apply them once. */
const migrationLockId = 7_316_044;
/** The lock of `exclusively`: startup work after the migrations, one process at a time. */
const startupLockId = 7_316_046;

export async function openPostgres(url: string, poolSize = 10): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it. Logged by callers through ping().
  });
  const db = drizzleNodePg(pool, { schema });
  return {
    db: db as unknown as Db,
    engine: 'postgres',
    async migrate(migrationsDir) {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [migrationLockId]);
        await migrateNodePg(drizzleNodePg(client, { schema }), { migrationsFolder: migrationsDir });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [migrationLockId]).catch(() => {});
        client.release();
      }
    },
    async exclusively(work) {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [startupLockId]);
        return await work(drizzleNodePg(client, { schema }) as unknown as Db);
      } finally {
        await client.query('select pg_advisory_unlock($1)', [startupLockId]).catch(() => {});
        client.release();
      }
    },
    ping: () => pingWith(db as unknown as Db),
    listen: (channel, onNotify, onGap) => listenPostgres(url, channel, onNotify, onGap),
    close: () => pool.end(),
  };
}

/**
 * LISTEN on a connection of its own (a pooled one would be handed to queries). A lost connection
 * is opened again after a second, and `onGap` says notifications may have been missed meanwhile.
 */
async function listenPostgres(
  url: string,
  channel: string,
  onNotify: (payload: string) => void,
  onGap: () => void,
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | undefined;
  const open = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel) onNotify(message.payload ?? '');
    });
    next.on('error', () => {
      // 'end' follows and reconnects.
    });
    next.on('end', () => {
      if (stopped) return;
      onGap();
      setTimeout(() => void open().catch(() => next.emit('end')), 1000).unref();
    });
    await next.connect();
    await next.query(`listen "${channel.replace(/"/g, '""')}"`);
    client = next;
    onGap();
  };
  await open();
  return async () => {
    stopped = true;
    await client?.end().catch(() => {});
  };
}

/**
 * Embedded PostgreSQL (WASM) in a directory, or in memory when dataDir is undefined (tests).
 * `snapshot` (tests only, in memory) starts it from a dumped data directory instead of an empty cluster.
 */
export async function openPglite(dataDir: string | undefined, snapshot?: Blob): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = snapshot
    ? await PGlite.create({ loadDataDir: snapshot })
    : dataDir
      ? await PGlite.create(dataDir)
      : await PGlite.create();
  const db = drizzlePglite(client, { schema });
  let closed = false;
  return {
    db: db as unknown as Db,
    engine: 'pglite',
    migrate: (migrationsDir) => migratePglite(db, { migrationsFolder: migrationsDir }),
    exclusively: (work) => work(db as unknown as Db),
    ping: () => pingWith(db as unknown as Db),
    // One connection: a NOTIFY is delivered when the writing statement's transaction commits.
    async listen(channel, onNotify) {
      const stop = await client.listen(channel, onNotify);
      return async () => {
        if (!closed) await stop();
      };
    },
    async close() {
      if (closed) return;
      closed = true;
      await client.close();
    },
  };
}

async function pingWith(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

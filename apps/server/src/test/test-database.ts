import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type Database, openPglite, openPostgres } from '../db/database';
import { seedReferenceData } from '../db/seed-reference';
import { withAdminClient } from './admin-client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A file holding the data directory of a migrated, seeded PGlite (tests on PGlite). */
    pgliteSnapshot: string;
    /** A migrated, seeded PostgreSQL database that test databases are created from. */
    postgresTemplate: string;
  }
}

export const migrationsDir = path.resolve(import.meta.dirname, '../../drizzle');

/**
 * A fresh, empty database for one test file: in-memory PGlite by default, or a new database on
 * the PostgreSQL server named by TEST_DATABASE_URL (created here, dropped on close).
 */
export function openTestDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  return url ? createPostgresDatabase(url, '') : openPglite(undefined);
}

/**
 * A fresh, private database that is already migrated and holds the reference data: a copy of the
 * one the run's global setup prepared (prepared-database.ts), so each file skips migrate + seed.
 */
export async function openPreparedTestDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  // Outside Vitest (the benchmarks) there is no prepared database: migrate and seed a fresh one.
  const inject = process.env.VITEST ? (await import('vitest')).inject : undefined;
  if (url && inject) return createPostgresDatabase(url, `template "${inject('postgresTemplate')}"`);
  if (inject) return openPglite(undefined, new Blob([readFileSync(inject('pgliteSnapshot'))]));
  const database = await openTestDatabase();
  await database.migrate(migrationsDir);
  await seedReferenceData(database.db);
  return database;
}

async function createPostgresDatabase(url: string, template: string): Promise<Database> {
  const name = `navgan_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await withAdminClient(url, (client) => client.query(`create database "${name}" ${template}`));
  const testUrl = new URL(url);
  testUrl.pathname = `/${name}`;
  const database = await openPostgres(testUrl.toString(), 4);
  return {
    ...database,
    async close() {
      await database.close();
      await withAdminClient(url, (client) => client.query(`drop database if exists "${name}" with (force)`));
    },
  };
}

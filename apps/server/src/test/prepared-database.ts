import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../db/database';
import { seedReferenceData } from '../db/seed-reference';
import { ensurePositionStorage } from '../pipeline/position-storage';
import { withAdminClient } from './admin-client';
import { migrationsDir } from './test-database';

/**
 * Vitest global setup for the server project: migrates and seeds ONE database per run, which every
 * test file then copies instead of paying for its own migrate + seed (seconds each), with the
 * positions table the running server makes at start (routes read it). Built per run,
 * so a migration change is always in it; removed when the run ends.
 */
export default async function prepareDatabase(project: TestProject): Promise<() => Promise<void>> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const name = `navgan_tpl_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
    await withAdminClient(url, (client) => client.query(`create database "${name}"`));
    const templateUrl = new URL(url);
    templateUrl.pathname = `/${name}`;
    // Closed before any copy: PostgreSQL copies a template only while nobody is connected to it.
    const database = await openPostgres(templateUrl.toString(), 1);
    try {
      await database.migrate(migrationsDir);
      await seedReferenceData(database.db);
      await ensurePositionStorage(database.db);
    } finally {
      await database.close();
    }
    project.provide('postgresTemplate', name);
    return () =>
      withAdminClient(url, (client) => client.query(`drop database if exists "${name}" with (force)`)).then(
        () => undefined,
      );
  }

  const database = await openPglite(undefined);
  const dir = mkdtempSync(path.join(tmpdir(), 'navgan-test-snapshot-'));
  try {
    await database.migrate(migrationsDir);
    await seedReferenceData(database.db);
    await ensurePositionStorage(database.db);
    const client = (database.db as unknown as { $client: PGlite }).$client;
    const dump = await client.dumpDataDir('none');
    writeFileSync(path.join(dir, 'data.tar'), Buffer.from(await dump.arrayBuffer()));
  } finally {
    await database.close();
  }
  project.provide('pgliteSnapshot', path.join(dir, 'data.tar'));
  return async () => rmSync(dir, { recursive: true, force: true });
}

import path from 'node:path';
import type { Config } from '../config';
import { acquireDataDirLock } from './data-dir-lock';
import { type Database, openPglite, openPostgres } from './database';

/** PostgreSQL when DATABASE_URL is set, otherwise the embedded database under the data directory. */
export async function openConfiguredDatabase(config: Config): Promise<Database> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl);
  const release = acquireDataDirLock(config.dataDir);
  try {
    const database = await openPglite(path.join(config.dataDir, 'pglite'));
    const close = database.close.bind(database);
    return {
      ...database,
      async close() {
        await close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

import { sql } from 'drizzle-orm';
import { customType } from 'drizzle-orm/pg-core';

/** PostgreSQL's 64-bit transaction id, read as decimal text (it outgrows a JS number's exact range). */
const xid8 = customType<{ data: string; driverData: string }>({ dataType: () => 'xid8' });

/**
 * The transaction that wrote the row, for the change feeds (api/feeds/): rows are read in
 * (tx, key) order and only below the oldest transaction still running, so a row committed late
 * can never land behind a cursor already given out (docs/decisions.md, "Change feeds").
 */
export const feedTx = () => xid8('tx').notNull().default(sql`pg_current_xact_id()`);

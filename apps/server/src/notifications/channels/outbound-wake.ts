import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';

/** The PostgreSQL notification channel that says outbound messages are waiting. */
export const outboundWakeChannel = 'navgan_outbound';

/** Wakes the channel dispatcher of every process when the caller's transaction commits. */
export async function wakeOutbound(db: Pick<Db, 'execute'>): Promise<void> {
  await db.execute(sql`select pg_notify(${outboundWakeChannel}, '')`);
}

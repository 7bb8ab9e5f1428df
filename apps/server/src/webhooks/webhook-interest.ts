import type { WebhookEventType } from '@navgan/domain/webhooks';
import { sql } from 'drizzle-orm';
import type { Database, Db } from '../db/database';
import { type Executor, rowsOf } from '../db/sql-helpers';

/** The channel a subscription change is announced on (payload: the company id). */
export const WEBHOOK_CHANGES_CHANNEL = 'navgan_webhooks';

/** Another process's change missed (a lost notification) is seen after this long at the latest. */
const ttlMs = 60_000;

/**
 * The event types each company's active webhooks subscribe to, kept in memory: an event source
 * asks here before writing anything, so a company without webhooks costs one look-up in memory.
 * A subscription write drops the company's entry here and, through a notification, in every
 * other process. An entry not known is read with the caller's executor: a source asking from
 * inside its transaction must not wait for another connection (PGlite has only one).
 */
export class WebhookInterest {
  private readonly entries = new Map<number, { at: number; types: Promise<ReadonlySet<string>> }>();
  private stopFollowing: (() => Promise<void>) | undefined;

  constructor(private readonly db: Db) {}

  /** Follows other processes' subscription changes. */
  async follow(database: Pick<Database, 'listen'>): Promise<void> {
    this.stopFollowing = await database.listen(
      WEBHOOK_CHANGES_CHANNEL,
      (payload) => this.entries.delete(Number(payload)),
      () => this.entries.clear(),
    );
  }

  async stop(): Promise<void> {
    await this.stopFollowing?.();
    this.stopFollowing = undefined;
  }

  async wants(companyId: number, type: WebhookEventType, executor: Executor = this.db): Promise<boolean> {
    let entry = this.entries.get(companyId);
    if (!entry || Date.now() - entry.at >= ttlMs) {
      const types = subscribedTypes(executor, companyId);
      entry = { at: Date.now(), types };
      this.entries.set(companyId, entry);
      const loaded = entry;
      types.catch(() => {
        if (this.entries.get(companyId) === loaded) this.entries.delete(companyId);
      });
    }
    return (await entry.types).has(type);
  }

  /** A company's subscriptions changed: forget what was known, here and in every process. */
  async changed(companyId: number): Promise<void> {
    this.entries.delete(companyId);
    await this.db.execute(sql`select pg_notify(${WEBHOOK_CHANGES_CHANNEL}, ${String(companyId)})`);
  }
}

async function subscribedTypes(executor: Executor, companyId: number): Promise<ReadonlySet<string>> {
  const rows = rowsOf<{ event_types: string[] }>(
    await executor.execute(sql`
      select event_types from webhook_subscriptions where company_id = ${companyId} and active`),
  );
  return new Set(rows.flatMap((row) => row.event_types));
}

import type { WebhookEventType } from '@navgan/domain/webhooks';
import { and, eq, sql } from 'drizzle-orm';
import type { Database, Db } from '../db/database';
import { webhookSubscriptions } from '../db/webhook-schema';
import { CompanyCache } from '../pipeline/fences/company-cache';

/** The channel a subscription change is announced on (payload: the company id). */
export const WEBHOOK_CHANGES_CHANNEL = 'navgan_webhooks';

/**
 * The event types each company's active webhooks subscribe to, kept in memory: an event source
 * asks here before writing anything, so a company without webhooks costs one cached look-up.
 * A subscription write drops the company's entry here and, through a notification, in every
 * other process; the minute's expiry covers a notification missed.
 */
export class WebhookInterest {
  private readonly types: CompanyCache<ReadonlySet<string>>;
  private stopFollowing: (() => Promise<void>) | undefined;

  constructor(private readonly db: Db) {
    this.types = new CompanyCache((companyId) => subscribedTypes(db, companyId));
  }

  /** Follows other processes' subscription changes. */
  async follow(database: Pick<Database, 'listen'>): Promise<void> {
    this.stopFollowing = await database.listen(
      WEBHOOK_CHANGES_CHANNEL,
      (payload) => this.types.invalidate(Number(payload)),
      () => this.types.clear(),
    );
  }

  async stop(): Promise<void> {
    await this.stopFollowing?.();
    this.stopFollowing = undefined;
  }

  async wants(companyId: number, type: WebhookEventType): Promise<boolean> {
    return (await this.types.get(companyId)).has(type);
  }

  /** A company's subscriptions changed: forget what was known, here and in every process. */
  async changed(companyId: number): Promise<void> {
    this.types.invalidate(companyId);
    await this.db.execute(sql`select pg_notify(${WEBHOOK_CHANGES_CHANNEL}, ${String(companyId)})`);
  }
}

async function subscribedTypes(db: Db, companyId: number): Promise<ReadonlySet<string>> {
  const rows = await db
    .select({ types: webhookSubscriptions.event_types })
    .from(webhookSubscriptions)
    .where(and(eq(webhookSubscriptions.company_id, companyId), eq(webhookSubscriptions.active, true)));
  return new Set(rows.flatMap((row) => row.types));
}

import type { WebhookEventType } from '@navgan/domain/webhooks';
import { sql } from 'drizzle-orm';
import type { Database, Db } from '../db/database';
import { type Executor, rowsOf } from '../db/sql-helpers';

/** The channel a subscription change is announced on (payload: the company id). */
export const WEBHOOK_CHANGES_CHANNEL = 'navgan_webhooks';

/** A change another process announced and this one missed is seen after this long at the latest. */
const ttlMs = 60_000;

type Snapshot = ReadonlyMap<number, ReadonlySet<string>>;

/**
 * The event types the active webhooks of each company subscribe to, all of them in memory (one
 * small table): an event source asks here before building anything, and the answer costs no
 * query on the ingest path. It is read again after a change made here (before the change is
 * answered), when another process announces one, and each minute in the background. Before it
 * is known, the first asker reads it with its own executor: a source asking from inside its
 * transaction must not wait for another connection (PGlite has only one).
 */
export class WebhookInterest {
  private snapshot: Snapshot | undefined;
  private loadedAt = 0;
  private refreshing: Promise<void> | undefined;
  /** Reads are numbered: one that started before the snapshot kept never replaces it. */
  private reads = 0;
  private keptRead = 0;
  private stopFollowing: (() => Promise<void>) | undefined;

  constructor(private readonly db: Db) {}

  /** Reads what is wanted now and follows other processes' changes. */
  async follow(database: Pick<Database, 'listen'>): Promise<void> {
    this.stopFollowing = await database.listen(
      WEBHOOK_CHANGES_CHANNEL,
      () => void this.refresh(),
      () => void this.refresh(),
    );
    await this.refresh();
  }

  async stop(): Promise<void> {
    await this.stopFollowing?.();
    this.stopFollowing = undefined;
    await this.refreshing;
  }

  async wants(companyId: number, type: WebhookEventType, executor: Executor = this.db): Promise<boolean> {
    let snapshot = this.snapshot;
    if (!snapshot) {
      const read = ++this.reads;
      snapshot = await readSnapshot(executor);
      this.keep(snapshot, read);
    } else if (Date.now() - this.loadedAt >= ttlMs) void this.refresh();
    return snapshot.get(companyId)?.has(type) ?? false;
  }

  /** A company's webhooks changed here: read them again before answering, and tell every process. */
  async changed(companyId: number): Promise<void> {
    const read = ++this.reads;
    this.keep(await readSnapshot(this.db), read);
    await this.db.execute(sql`select pg_notify(${WEBHOOK_CHANGES_CHANNEL}, ${String(companyId)})`);
  }

  private refresh(): Promise<void> {
    const read = ++this.reads;
    this.refreshing ??= readSnapshot(this.db)
      .then((snapshot) => this.keep(snapshot, read))
      .catch(() => {
        // Kept as it was; the next ask tries again.
        this.loadedAt = 0;
      })
      .finally(() => {
        this.refreshing = undefined;
      });
    return this.refreshing;
  }

  private keep(snapshot: Snapshot, read: number): void {
    if (read < this.keptRead) return;
    this.keptRead = read;
    this.snapshot = snapshot;
    this.loadedAt = Date.now();
  }
}

async function readSnapshot(executor: Executor): Promise<Snapshot> {
  const rows = rowsOf<{ company_id: number; event_types: string[] }>(
    await executor.execute(sql`select company_id, event_types from webhook_subscriptions where active`),
  );
  const byCompany = new Map<number, Set<string>>();
  for (const row of rows) {
    const types = byCompany.get(Number(row.company_id)) ?? new Set<string>();
    for (const type of row.event_types) types.add(type);
    byCompany.set(Number(row.company_id), types);
  }
  return byCompany;
}

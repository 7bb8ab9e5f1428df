import type {
  Webhook,
  WebhookAttempt,
  WebhookDeliveredType,
  WebhookDeliveryState,
  WebhookEventType,
  WebhookPausedReason,
} from '@navgan/domain/webhooks';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { rowsOf } from '../../db/sql-helpers';
import { inCompany, type Tenant } from '../../db/tenant-scope';
import {
  integrationEvents,
  webhookAttempts,
  webhookDeliveries,
  webhookSubscriptions,
} from '../../db/webhook-schema';
import { insertEvents, WEBHOOK_EVENTS_CHANNEL } from '../../webhooks/outbox';
import { RETRY_FOR_MS } from '../../webhooks/webhook-deliveries';
import { newWebhookSecret } from '../../webhooks/webhook-signature';

type Row = typeof webhookSubscriptions.$inferSelect;
type Checked = { url: string; description: string; event_types: WebhookEventType[] };

// Qualified by hand: in a one-table select the ORM writes its columns unqualified, which the
// subquery would read as its own.
const pendingCount = sql<number>`(select count(*)::int from webhook_deliveries d
  where d.subscription_id = webhook_subscriptions.id and d.state = 'pending')`;

function present(row: Row, pending: number): Webhook {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    event_types: row.event_types as WebhookEventType[],
    active: row.active,
    paused_reason: row.paused_reason as WebhookPausedReason | null,
    failing_since: row.failing_since?.toISOString() ?? null,
    created: row.created_at.toISOString(),
    pending: Number(pending),
  };
}

const one = (tenant: Tenant, id: number) =>
  inCompany(webhookSubscriptions, tenant, eq(webhookSubscriptions.id, id));

export async function listWebhooks(
  db: Db,
  tenant: Tenant,
  window: { limit: number; offset: number },
): Promise<{ count: number; results: Webhook[] }> {
  const where = inCompany(webhookSubscriptions, tenant);
  const [rows, [total]] = await Promise.all([
    db
      .select({ row: webhookSubscriptions, pending: pendingCount })
      .from(webhookSubscriptions)
      .where(where)
      .orderBy(desc(webhookSubscriptions.id))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ n: count() }).from(webhookSubscriptions).where(where),
  ]);
  return { count: total?.n ?? 0, results: rows.map((r) => present(r.row, r.pending)) };
}

export async function readWebhook(db: Db, tenant: Tenant, id: number): Promise<Webhook | undefined> {
  const [found] = await db
    .select({ row: webhookSubscriptions, pending: pendingCount })
    .from(webhookSubscriptions)
    .where(one(tenant, id));
  return found && present(found.row, found.pending);
}

export async function createWebhook(
  db: Db,
  tenant: Tenant,
  input: Checked,
): Promise<Webhook & { secret: string }> {
  const [row] = await db
    .insert(webhookSubscriptions)
    .values({ company_id: tenant.companyId, created_by: tenant.userId, secret: newWebhookSecret(), ...input })
    .returning();
  if (!row) throw new Error('webhook was not stored');
  return { ...present(row, 0), secret: row.secret };
}

export async function updateWebhook(db: Db, tenant: Tenant, id: number, input: Checked): Promise<boolean> {
  const rows = await db
    .update(webhookSubscriptions)
    .set({ ...input, updated_at: sql`now()` })
    .where(one(tenant, id))
    .returning({ id: webhookSubscriptions.id });
  return rows.length > 0;
}

export async function deleteWebhook(db: Db, tenant: Tenant, id: number): Promise<boolean> {
  const rows = await db
    .delete(webhookSubscriptions)
    .where(one(tenant, id))
    .returning({ id: webhookSubscriptions.id });
  return rows.length > 0;
}

export async function webhookSecret(db: Db, tenant: Tenant, id: number): Promise<string | undefined> {
  const [row] = await db
    .select({ secret: webhookSubscriptions.secret })
    .from(webhookSubscriptions)
    .where(one(tenant, id));
  return row?.secret;
}

export async function renewWebhookSecret(db: Db, tenant: Tenant, id: number): Promise<string | undefined> {
  const [row] = await db
    .update(webhookSubscriptions)
    .set({ secret: newWebhookSecret(), updated_at: sql`now()` })
    .where(one(tenant, id))
    .returning({ secret: webhookSubscriptions.secret });
  return row?.secret;
}

/**
 * Pauses or resumes. Resuming forgets the failure streak and makes what is pending due now, with
 * a new day of retries, in one transaction; the dispatcher is told at commit.
 */
export async function setWebhookActive(
  db: Db,
  tenant: Tenant,
  id: number,
  active: boolean,
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(webhookSubscriptions)
      .set(
        active
          ? { active: true, paused_reason: null, failing_since: null, updated_at: sql`now()` }
          : { active: false, paused_reason: 'manual', updated_at: sql`now()` },
      )
      .where(one(tenant, id))
      .returning({ id: webhookSubscriptions.id });
    if (rows.length === 0) return false;
    if (active)
      await tx.execute(sql`
        with due as (
          update webhook_deliveries set next_attempt_at = ${now}, give_up_at = ${new Date(now.getTime() + RETRY_FOR_MS)}
           where subscription_id = ${id} and state = 'pending' returning id)
        select pg_notify(${WEBHOOK_EVENTS_CHANNEL}, '') from (select 1) x where exists (select 1 from due)`);
    return true;
  });
}

/** A test event for this webhook alone, delivered even while it is paused. */
export async function queuePing(db: Db, tenant: Tenant, id: number, now: Date): Promise<number | undefined> {
  return db.transaction(async (tx) => {
    const [webhook] = await tx
      .select({ id: webhookSubscriptions.id })
      .from(webhookSubscriptions)
      .where(one(tenant, id));
    if (!webhook) return undefined;
    const [eventId] = await insertEvents(tx, [
      {
        companyId: tenant.companyId,
        type: 'ping',
        vehicleId: null,
        occurredAt: now,
        data: { webhook_id: id, message: 'ping' },
      },
    ]);
    if (eventId === undefined) return undefined;
    await tx.update(integrationEvents).set({ fanned_out: true }).where(eq(integrationEvents.id, eventId));
    const [delivery] = await tx
      .insert(webhookDeliveries)
      .values({
        company_id: tenant.companyId,
        subscription_id: id,
        event_id: eventId,
        next_attempt_at: now,
        give_up_at: new Date(now.getTime() + RETRY_FOR_MS),
      })
      .returning({ id: webhookDeliveries.id });
    return delivery?.id;
  });
}

/** Sends a delivery again (whatever became of it), with a new day of retries. */
export async function redeliver(
  db: Db,
  tenant: Tenant,
  webhookId: number,
  deliveryId: number,
  now: Date,
): Promise<boolean> {
  const rows = rowsOf<{ id: number }>(
    await db.execute(sql`
      with again as (
        update webhook_deliveries
           set state = 'pending', next_attempt_at = ${now}, give_up_at = ${new Date(now.getTime() + RETRY_FOR_MS)},
               claimed_until = null, settled_at = null
         where id = ${deliveryId} and subscription_id = ${webhookId} and company_id = ${tenant.companyId}
        returning id)
      select id, pg_notify(${WEBHOOK_EVENTS_CHANNEL}, '') from again`),
  );
  return rows.length > 0;
}

/** A page of a webhook's delivery log, newest attempt first. */
export async function attemptPage(
  db: Db,
  tenant: Tenant,
  webhookId: number,
  window: { limit: number; offset: number },
): Promise<{ count: number; results: WebhookAttempt[] }> {
  const where = and(
    eq(webhookAttempts.company_id, tenant.companyId),
    eq(webhookAttempts.subscription_id, webhookId),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        attempt: webhookAttempts,
        event_id: webhookDeliveries.event_id,
        event_type: integrationEvents.type,
        state: webhookDeliveries.state,
      })
      .from(webhookAttempts)
      .innerJoin(webhookDeliveries, eq(webhookDeliveries.id, webhookAttempts.delivery_id))
      .innerJoin(integrationEvents, eq(integrationEvents.id, webhookDeliveries.event_id))
      .where(where)
      .orderBy(desc(webhookAttempts.id))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ n: count() }).from(webhookAttempts).where(where),
  ]);
  return {
    count: total?.n ?? 0,
    results: rows.map(({ attempt: a, event_id, event_type, state }) => ({
      id: a.id,
      delivery_id: a.delivery_id,
      event_id,
      event_type: event_type as WebhookDeliveredType,
      attempt: a.attempt,
      at: a.at.toISOString(),
      status_code: a.status_code,
      latency_ms: a.latency_ms,
      response_excerpt: a.response_excerpt,
      error: a.error,
      succeeded: a.succeeded,
      delivery_state: state as WebhookDeliveryState,
    })),
  };
}

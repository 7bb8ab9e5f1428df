import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { rowsOf } from '../db/sql-helpers';
import type { OutgoingWebhook, PostOutcome } from './webhook-post';

/** How long a delivery is retried, and how long a webhook may fail throughout before it is paused. */
export const RETRY_FOR_MS = 24 * 3_600_000;
/** Events and their log are kept this long once nothing about them is pending. */
const KEEP_MS = 30 * 24 * 3_600_000;
/** The advisory lock of the fan-out: one process at a time, so deliveries keep the events' order. */
const fanOutLock = 7_316_091;

export interface ClaimedDelivery extends OutgoingWebhook {
  id: number;
  subscription_id: number;
  attempts: number;
  give_up_at: Date;
}

/**
 * New outbox events become one pending delivery per active subscription of their company to
 * their type, in event order, in one transaction with marking them fanned out.
 */
export async function fanOutEvents(db: Db, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [lock] = rowsOf<{ locked: boolean }>(
      await tx.execute(sql`select pg_try_advisory_xact_lock(${fanOutLock}) as locked`),
    );
    if (!lock?.locked) return;
    await tx.execute(sql`
      with taken as (
        update integration_events e set fanned_out = true
         where e.id in (select id from integration_events where not fanned_out order by id limit 1000)
        returning e.id, e.company_id, e.type, e.company_vehicle_id)
      insert into webhook_deliveries (company_id, subscription_id, event_id, company_vehicle_id, next_attempt_at, give_up_at)
      select t.company_id, s.id, t.id, t.company_vehicle_id, ${now}, ${new Date(now.getTime() + RETRY_FOR_MS)}
        from taken t
        join webhook_subscriptions s on s.company_id = t.company_id and s.active and t.type = any(s.event_types)
       order by t.id, s.id`);
  });
}

/**
 * Claims up to `limit` due deliveries until `leaseUntil`: of active subscriptions (a test ping goes
 * to a paused one too), each the oldest pending one of its vehicle for its subscription. Rows
 * another sender holds are skipped, and the claim is one conditional update, so no attempt is
 * made twice.
 */
export async function claimDeliveries(
  db: Db,
  now: Date,
  leaseUntil: Date,
  limit: number,
): Promise<ClaimedDelivery[]> {
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      with ready as (
        select d.id from webhook_deliveries d
          join webhook_subscriptions s on s.id = d.subscription_id
          join integration_events e on e.id = d.event_id
         where d.state = 'pending' and d.next_attempt_at <= ${now}
           and (d.claimed_until is null or d.claimed_until <= ${now})
           and (s.active or e.type = 'ping')
           and (d.company_vehicle_id is null or not exists (
             select 1 from webhook_deliveries p
              where p.subscription_id = d.subscription_id and p.company_vehicle_id = d.company_vehicle_id
                and p.state = 'pending' and p.id < d.id))
         order by d.id
         limit ${limit}
         for update of d skip locked),
      claimed as (
        update webhook_deliveries d set claimed_until = ${leaseUntil}, attempts = d.attempts + 1
          from ready where d.id = ready.id
        returning d.id, d.company_id, d.subscription_id, d.event_id, d.attempts, d.give_up_at)
      select c.id, c.company_id, c.subscription_id, c.event_id, c.attempts, c.give_up_at,
             s.url, s.secret, e.type, e.payload, e.occurred_at
        from claimed c
        join webhook_subscriptions s on s.id = c.subscription_id
        join integration_events e on e.id = c.event_id
       order by c.id`),
  );
  return rows.map((row) => ({
    id: Number(row.id),
    company_id: Number(row.company_id),
    subscription_id: Number(row.subscription_id),
    event_id: Number(row.event_id),
    attempts: Number(row.attempts),
    give_up_at: new Date(row.give_up_at as string),
    url: String(row.url),
    secret: String(row.secret),
    type: String(row.type),
    payload: typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload,
    occurred_at: new Date(row.occurred_at as string),
  }));
}

/** A webhook the dispatcher has just paused, and whom to tell. */
export interface PausedWebhook {
  id: number;
  company_id: number;
  url: string;
  created_by: number | null;
}

/**
 * Logs an attempt and moves its delivery on, in one transaction: delivered on success; else
 * retried after `retryDelay(attempt)`, or failed once its day is over. The subscription's failure
 * streak starts at its first failed attempt and ends at a success; a streak a day long pauses it.
 */
export async function settleDelivery(
  db: Db,
  delivery: ClaimedDelivery,
  outcome: PostOutcome,
  startedAt: Date,
  now: Date,
  retryDelay: (attempt: number) => number,
): Promise<{ paused: PausedWebhook | undefined }> {
  return db.transaction(async (tx) => {
    // The webhook's row first: the attempt's foreign key share-locks it, and two settlements of
    // one webhook that each held that share while waiting to update the row deadlocked.
    await tx.execute(sql`
      select 1 from webhook_subscriptions where id = ${delivery.subscription_id} for no key update`);
    await tx.execute(sql`
      insert into webhook_attempts (company_id, subscription_id, delivery_id, attempt, at, status_code,
        latency_ms, response_excerpt, error, succeeded)
      values (${delivery.company_id}, ${delivery.subscription_id}, ${delivery.id}, ${delivery.attempts},
        ${startedAt}, ${outcome.statusCode}, ${outcome.latencyMs}, ${outcome.excerpt}, ${outcome.error},
        ${outcome.succeeded})`);
    if (outcome.succeeded) {
      await tx.execute(sql`
        update webhook_deliveries set state = 'delivered', settled_at = ${now}, claimed_until = null
         where id = ${delivery.id} and state = 'pending'`);
      await tx.execute(sql`
        update webhook_subscriptions set failing_since = null
         where id = ${delivery.subscription_id} and failing_since is not null`);
      return { paused: undefined };
    }
    if (now.getTime() >= delivery.give_up_at.getTime())
      await tx.execute(sql`
        update webhook_deliveries set state = 'failed', settled_at = ${now}, claimed_until = null
         where id = ${delivery.id} and state = 'pending'`);
    else
      await tx.execute(sql`
        update webhook_deliveries
           set next_attempt_at = ${new Date(now.getTime() + retryDelay(delivery.attempts))}, claimed_until = null
         where id = ${delivery.id} and state = 'pending'`);
    const streakStart = sql`coalesce(s.failing_since, ${startedAt})`;
    const dayOld = sql`${streakStart} <= ${new Date(now.getTime() - RETRY_FOR_MS)}`;
    const [paused] = rowsOf<PausedWebhook & { just_paused: boolean }>(
      await tx.execute(sql`
        with before as (select id, active from webhook_subscriptions where id = ${delivery.subscription_id} for no key update)
        update webhook_subscriptions s
           set failing_since = ${streakStart},
               active = s.active and not (${dayOld}),
               paused_reason = case when s.active and ${dayOld} then 'failing' else s.paused_reason end
          from before
         where s.id = before.id
        returning s.id, s.company_id, s.url, s.created_by, (before.active and not s.active) as just_paused`),
    ).filter((row) => row.just_paused);
    return {
      paused: paused && {
        id: Number(paused.id),
        company_id: Number(paused.company_id),
        url: paused.url,
        created_by: paused.created_by === null ? null : Number(paused.created_by),
      },
    };
  });
}

/** Events older than the log keeps, with nothing pending about them, go (their deliveries and attempts with them). */
export async function deleteOldEvents(db: Db, now: Date): Promise<void> {
  await db.execute(sql`
    delete from integration_events e
     where e.recorded_at < ${new Date(now.getTime() - KEEP_MS)} and e.fanned_out
       and not exists (select 1 from webhook_deliveries d where d.event_id = e.id and d.state = 'pending')`);
}

import type { WebhookDeliveredType, WebhookEventType } from '@navgan/domain/webhooks';
import { sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '../db/sql-helpers';
import type { WebhookInterest } from './webhook-interest';

/** The channel the outbox announces new events on; PostgreSQL delivers it at commit, to every process. */
export const WEBHOOK_EVENTS_CHANNEL = 'navgan_webhook_events';

/** Something that happened, as a webhook tells it. */
export interface OutboxEvent<T extends WebhookDeliveredType = WebhookEventType> {
  companyId: number;
  type: T;
  /** The vehicle it is about (its deliveries keep their order); null when about none. */
  vehicleId: number | null;
  occurredAt: Date;
  data: Record<string, unknown>;
}

/**
 * The transactional outbox of the integrations: a source hands its events to `record` with the
 * transaction that writes its own rows, so an event is stored exactly when what it reports is.
 * Only events some active webhook of their company subscribes to are kept.
 */
export class Outbox {
  constructor(readonly interest: WebhookInterest) {}

  /** Which of these companies have an active webhook wanting `type` (before building its events). */
  async companiesWanting(type: WebhookEventType, companyIds: Iterable<number>): Promise<Set<number>> {
    const wanting = new Set<number>();
    for (const companyId of new Set(companyIds))
      if (await this.interest.wants(companyId, type)) wanting.add(companyId);
    return wanting;
  }

  /**
   * Stores the wanted events in the caller's transaction (one statement); answers how many. What
   * a company wants, when not known yet, is read through that transaction too.
   */
  async record(tx: Executor, events: readonly OutboxEvent[]): Promise<number> {
    const kept: OutboxEvent[] = [];
    for (const event of events)
      if (await this.interest.wants(event.companyId, event.type, tx)) kept.push(event);
    if (kept.length > 0) await insertEvents(tx, kept);
    return kept.length;
  }
}

/**
 * Inserts events and announces them: the notification reaches the dispatchers when the
 * transaction commits, never before (nor at all if it rolls back).
 */
export async function insertEvents(
  tx: Executor,
  events: readonly OutboxEvent<WebhookDeliveredType>[],
): Promise<number[]> {
  const rows = events.map((e) => ({
    company_id: e.companyId,
    type: e.type,
    vehicle_id: e.vehicleId,
    payload: e.data,
    occurred_at: e.occurredAt.toISOString(),
  }));
  const result = await tx.execute(sql`
    with inserted as (
      insert into integration_events (company_id, type, company_vehicle_id, payload, occurred_at)
      select r.company_id, r.type, r.vehicle_id, r.payload, r.occurred_at
        from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
          as r(company_id int, type text, vehicle_id int, payload jsonb, occurred_at timestamptz)
      returning id)
    select id, pg_notify(${WEBHOOK_EVENTS_CHANNEL}, '') from inserted`);
  return rowsOf<{ id: number | string }>(result).map((row) => Number(row.id));
}

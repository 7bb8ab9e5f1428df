import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './schema';
import { companyId, timestamps } from './tenant-columns';

/**
 * A company's webhook: where its chosen events are POSTed, signed with its secret. `active` false
 * is paused (by a person, or by the dispatcher after a day of failures: `paused_reason`).
 */
export const webhookSubscriptions = pgTable(
  'webhook_subscriptions',
  {
    id: serial('id').primaryKey(),
    company_id: companyId(),
    url: varchar('url', { length: 2000 }).notNull(),
    description: varchar('description', { length: 500 }).notNull().default(''),
    event_types: text('event_types').array().notNull(),
    secret: varchar('secret', { length: 100 }).notNull(),
    active: boolean('active').notNull().default(true),
    /** `failing` when the dispatcher paused it, `manual` when a person did; null while active. */
    paused_reason: varchar('paused_reason', { length: 12 }),
    /** The first failed attempt since the last success; null while the receiver answers. */
    failing_since: timestamp('failing_since', { withTimezone: true }),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [index('webhook_subscriptions_company_idx').on(t.company_id)],
);

/**
 * The transactional outbox: an event written in the same transaction as what it reports, only
 * while its company has an active subscription to its type. The dispatcher turns each into one
 * delivery per matching subscription (`fanned_out`).
 */
export const integrationEvents = pgTable(
  'integration_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    company_id: companyId(),
    type: varchar('type', { length: 40 }).notNull(),
    /** The vehicle it is about: deliveries of one vehicle go out in order. */
    company_vehicle_id: integer('company_vehicle_id'),
    payload: jsonb('payload').notNull(),
    occurred_at: timestamp('occurred_at', { withTimezone: true }).notNull(),
    recorded_at: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
    fanned_out: boolean('fanned_out').notNull().default(false),
  },
  (t) => [
    index('integration_events_waiting_idx').on(t.id).where(sql`not ${t.fanned_out}`),
    index('integration_events_recorded_idx').on(t.recorded_at),
  ],
);

/** One event to one subscription: pending until a 2xx answer (delivered) or a day of failures (failed). */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    company_id: companyId(),
    subscription_id: integer('subscription_id')
      .notNull()
      .references(() => webhookSubscriptions.id, { onDelete: 'cascade' }),
    event_id: bigint('event_id', { mode: 'number' })
      .notNull()
      .references(() => integrationEvents.id, { onDelete: 'cascade' }),
    company_vehicle_id: integer('company_vehicle_id'),
    state: varchar('state', { length: 10 }).notNull().default('pending'),
    attempts: smallint('attempts').notNull().default(0),
    next_attempt_at: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    /** Set while a dispatcher sends it: another one leaves it alone until then. */
    claimed_until: timestamp('claimed_until', { withTimezone: true }),
    /** Retries stop after this instant (a day after the event was handed over). */
    give_up_at: timestamp('give_up_at', { withTimezone: true }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settled_at: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    index('webhook_deliveries_pending_idx').on(t.next_attempt_at).where(sql`${t.state} = 'pending'`),
    index('webhook_deliveries_order_idx')
      .on(t.subscription_id, t.company_vehicle_id, t.id)
      .where(sql`${t.state} = 'pending'`),
    index('webhook_deliveries_event_idx').on(t.event_id),
  ],
);

/** Every attempt at a delivery, for the delivery log. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    company_id: companyId(),
    subscription_id: integer('subscription_id')
      .notNull()
      .references(() => webhookSubscriptions.id, { onDelete: 'cascade' }),
    delivery_id: bigint('delivery_id', { mode: 'number' })
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    attempt: smallint('attempt').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** The receiver's HTTP status; null when none came (refused, timed out). */
    status_code: smallint('status_code'),
    latency_ms: integer('latency_ms').notNull(),
    /** The first 500 bytes of the answer's body. */
    response_excerpt: text('response_excerpt').notNull().default(''),
    error: varchar('error', { length: 300 }).notNull().default(''),
    succeeded: boolean('succeeded').notNull(),
  },
  (t) => [
    index('webhook_attempts_subscription_idx').on(t.subscription_id, t.id),
    index('webhook_attempts_delivery_idx').on(t.delivery_id),
  ],
);

import { sql } from 'drizzle-orm';
import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { notifications, users } from './schema';
import { companyId } from './tenant-columns';

/**
 * A company's settings of one channel (email, sms, telegram, bale), secrets included: they are
 * read only by the senders and never answered to a client.
 */
export const channelSettings = pgTable(
  'channel_settings',
  {
    company_id: companyId(),
    channel: varchar('channel', { length: 10 }).notNull(),
    settings: jsonb('settings').notNull(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.company_id, t.channel] })],
);

/** Where one user's notifications go beside the drawer, in which language, and when not. */
export const notificationPreferences = pgTable('notification_preferences', {
  user_id: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  company_id: companyId(),
  language: varchar('language', { length: 2 }).notNull().default('fa'),
  mobile: varchar('mobile', { length: 16 }).notNull().default(''),
  telegram_chat_id: varchar('telegram_chat_id', { length: 24 }).notNull().default(''),
  bale_chat_id: varchar('bale_chat_id', { length: 24 }).notNull().default(''),
  quiet_from: varchar('quiet_from', { length: 5 }).notNull().default(''),
  quiet_to: varchar('quiet_to', { length: 5 }).notNull().default(''),
  /** Notification kind → channels, e.g. {"vehicle": ["email", "telegram"]}. */
  routes: jsonb('routes').notNull().default({}),
  /** A code the user sends the company's bot to link their chat, while it is valid. */
  link_code: varchar('link_code', { length: 12 }),
  link_channel: varchar('link_channel', { length: 10 }),
  link_expires_at: timestamp('link_expires_at', { withTimezone: true }),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A message on its way to a person outside the panel: written in the same transaction as the
 * notification it carries, then sent (and retried with back-off) by the channel dispatcher, which
 * claims due rows one batch at a time, so a message is neither lost nor sent by two processes.
 */
export const outboundMessages = pgTable(
  'outbound_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    company_id: companyId(),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    notification_id: integer('notification_id').references(() => notifications.id, { onDelete: 'set null' }),
    channel: varchar('channel', { length: 10 }).notNull(),
    /** Email address, mobile number or chat id. */
    recipient: varchar('recipient', { length: 254 }).notNull(),
    language: varchar('language', { length: 2 }).notNull(),
    subject: varchar('subject', { length: 300 }).notNull().default(''),
    body: text('body').notNull(),
    /** queued → sending (claimed) → sent | queued again (retry) | failed (gave up). */
    state: varchar('state', { length: 8 }).notNull().default('queued'),
    attempts: smallint('attempts').notNull().default(0),
    next_attempt_at: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** A claim that outlives this (its process died) is taken again. */
    claimed_until: timestamp('claimed_until', { withTimezone: true }),
    last_error: varchar('last_error', { length: 500 }).notNull().default(''),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sent_at: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('outbound_messages_due_idx').on(t.next_attempt_at).where(sql`${t.state} in ('queued', 'sending')`),
    index('outbound_messages_company_idx').on(t.company_id, t.id),
  ],
);

import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './schema';
import { companyId } from './tenant-columns';
import { devices } from './vehicle-schema';

/**
 * A command the panel sends a device (engine stop, reboot...). It waits `queued` until the
 * device is connected; the gateway moves it to `sent` in the same statement that claims it, so a
 * command is written to a socket at most once, whatever retries or nodes there are.
 */
export const deviceCommands = pgTable(
  'device_commands',
  {
    id: serial('id').primaryKey(),
    company_id: companyId(),
    device_id: integer('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    type: varchar('type', { length: 20 }).notNull(),
    /** A custom command's text as the user typed it; '' for the others. */
    text: varchar('text', { length: 500 }).notNull().default(''),
    state: varchar('state', { length: 12 }).notNull().default('queued'),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** A queued command not sent by then expires. */
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    sent_at: timestamp('sent_at', { withTimezone: true }),
    answered_at: timestamp('answered_at', { withTimezone: true }),
    /** The protocol answers commands: a sent one waits for it (and fails without it). */
    awaits_answer: boolean('awaits_answer').notNull().default(false),
    /** The number the protocol echoes in its answer (set when sent). */
    serial: integer('serial'),
    /** The device's answer, or why the command failed. */
    answer: varchar('answer', { length: 500 }).notNull().default(''),
  },
  (t) => [
    index('device_commands_device_idx').on(t.device_id, t.id),
    index('device_commands_open_idx').on(t.state, t.expires_at).where(sql`${t.state} in ('queued', 'sent')`),
  ],
);

/**
 * Trackers that connected with an identity no company has registered: what support staff need
 * to register one, or to see a device pointed at the wrong server. Not a company's row: the
 * device has told nobody whose it is.
 */
export const unknownDevices = pgTable(
  'unknown_devices',
  {
    identity: varchar('identity', { length: 20 }).notNull(),
    protocol: varchar('protocol', { length: 20 }).notNull(),
    remote_address: varchar('remote_address', { length: 64 }).notNull().default(''),
    first_seen_at: timestamp('first_seen_at', { withTimezone: true }).notNull(),
    last_seen_at: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    frame_count: integer('frame_count').notNull().default(0),
    /** The last frame it sent, as text or hex (bounded), to help tell what it is. */
    last_frame: text('last_frame').notNull().default(''),
  },
  (t) => [
    uniqueIndex('unknown_devices_identity_key').on(t.identity, t.protocol),
    index('unknown_devices_seen_idx').on(t.last_seen_at),
  ],
);

/**
 * When each device last sent anything (frames and heartbeats too), written by the gateway in
 * batches. Its own table: a write to `devices` tells every process to forget the device.
 */
export const deviceSightings = pgTable('device_sightings', {
  device_id: integer('device_id')
    .primaryKey()
    .references(() => devices.id, { onDelete: 'cascade' }),
  last_seen_at: timestamp('last_seen_at', { withTimezone: true }).notNull(),
  remote_address: varchar('remote_address', { length: 64 }).notNull().default(''),
  /** A connection of the device is open now (written with the sightings; cleared when a gateway starts). */
  connected: boolean('connected').notNull().default(false),
  /** The node whose gateway heard it last: its flag means nothing once that node is gone. */
  gateway_node: varchar('gateway_node', { length: 128 }),
});

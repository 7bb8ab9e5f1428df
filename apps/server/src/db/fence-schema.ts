import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { companyId, timestamps } from './tenant-columns';
import { companyVehicles } from './vehicle-schema';

/**
 * A geofence: a GeoJSON polygon or a circle, with its box kept as columns (the evaluation's grid
 * is built from them), a speed limit, weekly time windows and the vehicles/tags it applies to
 * (both empty: every vehicle of the company).
 */
export const geofences = pgTable(
  'geofences',
  {
    id: serial('id').primaryKey(),
    company_id: companyId(),
    title: varchar('title', { length: 100 }).notNull(),
    color: varchar('color', { length: 7 }).notNull(),
    shape: jsonb('shape').notNull(),
    min_lng: doublePrecision('min_lng').notNull(),
    min_lat: doublePrecision('min_lat').notNull(),
    max_lng: doublePrecision('max_lng').notNull(),
    max_lat: doublePrecision('max_lat').notNull(),
    max_speed: integer('max_speed'),
    time_rule_mode: varchar('time_rule_mode', { length: 10 }),
    time_windows: jsonb('time_windows').notNull().default(sql`'[]'::jsonb`),
    forbidden: boolean('forbidden').notNull().default(false),
    company_vehicle_ids: integer('company_vehicle_ids').array().notNull().default(sql`'{}'::int[]`),
    tag_ids: integer('tag_ids').array().notNull().default(sql`'{}'::int[]`),
    ...timestamps(),
  },
  (t) => [index('geofences_company_idx').on(t.company_id, t.title)],
);

/**
 * One episode of a vehicle and a fence: enter and exit are instants; forbidden, over_speed and
 * time_violation last from `at` until `ended_at` (null while it goes on). Reports read this.
 */
export const fenceEvents = pgTable(
  'fence_events',
  {
    id: serial('id').primaryKey(),
    company_id: companyId(),
    company_vehicle_id: integer('company_vehicle_id')
      .notNull()
      .references(() => companyVehicles.id, { onDelete: 'cascade' }),
    geofence_id: integer('geofence_id')
      .notNull()
      .references(() => geofences.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 20 }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    ended_at: timestamp('ended_at', { withTimezone: true }),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    speed_kmh: real('speed_kmh').notNull(),
  },
  (t) => [
    index('fence_events_company_at_idx').on(t.company_id, t.at),
    index('fence_events_vehicle_at_idx').on(t.company_vehicle_id, t.at),
    // One event per vehicle, fence, kind and moment: positions worked again after a takeover find it.
    uniqueIndex('fence_events_once_idx').on(t.company_vehicle_id, t.geofence_id, t.kind, t.at),
    index('fence_events_fence_at_idx').on(t.geofence_id, t.at),
  ],
);

/** A rule: rows of metric/operator/threshold/duration for some vehicles and/or tags. */
export const rules = pgTable(
  'rules',
  {
    id: serial('id').primaryKey(),
    company_id: companyId(),
    title: varchar('title', { length: 100 }).notNull(),
    active: boolean('active').notNull().default(true),
    conditions: jsonb('conditions').notNull(),
    company_vehicle_ids: integer('company_vehicle_ids').array().notNull().default(sql`'{}'::int[]`),
    tag_ids: integer('tag_ids').array().notNull().default(sql`'{}'::int[]`),
    ...timestamps(),
  },
  (t) => [index('rules_company_idx').on(t.company_id, t.title)],
);

/** Which rule row, for which vehicle: the columns of its events and of its memory. */
const ruleRowOfVehicle = () => ({
  rule_id: integer('rule_id')
    .notNull()
    .references(() => rules.id, { onDelete: 'cascade' }),
  condition_index: smallint('condition_index').notNull(),
  company_vehicle_id: integer('company_vehicle_id')
    .notNull()
    .references(() => companyVehicles.id, { onDelete: 'cascade' }),
});

/** A rule row that held for a vehicle: one row per episode, the value that crossed the threshold. */
export const ruleEvents = pgTable(
  'rule_events',
  {
    id: serial('id').primaryKey(),
    company_id: companyId(),
    ...ruleRowOfVehicle(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    value: doublePrecision('value').notNull(),
  },
  (t) => [index('rule_events_company_at_idx').on(t.company_id, t.at)],
);

/**
 * Where each rule row stands for a vehicle, written whenever it changes: since when its condition
 * holds, whether this episode fired, when it last fired (the cooldown), and the fix that brought
 * the change. A restart or a node taking the vehicle over resumes from it instead of starting the
 * duration again, so a firing is neither repeated nor lost.
 */
export const ruleStates = pgTable(
  'rule_states',
  {
    company_id: companyId(),
    ...ruleRowOfVehicle(),
    holds_since: timestamp('holds_since', { withTimezone: true }),
    fired: boolean('fired').notNull(),
    fired_at: timestamp('fired_at', { withTimezone: true }),
    fix_time: timestamp('fix_time', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.company_vehicle_id, t.rule_id, t.condition_index] }),
    index('rule_states_company_idx').on(t.company_id),
  ],
);

/**
 * What the background jobs already announced (offline episode, reminder threshold, rule episode):
 * a notification is sent only when its key is inserted here, so reruns and restarts never repeat it.
 */
export const notificationMarks = pgTable(
  'notification_marks',
  {
    id: serial('id').primaryKey(),
    company_id: companyId(),
    key: varchar('key', { length: 200 }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('notification_marks_key').on(t.company_id, t.key)],
);

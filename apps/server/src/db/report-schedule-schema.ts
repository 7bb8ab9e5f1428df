import type { Locale } from '@navgan/domain/locales';
import type { SchedulableReport, ScheduleFrequency } from '@navgan/domain/report-schedule';
import type { ScheduleRunStatus } from '@navgan/domain/resources/report-schedule';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { geofences } from './fence-schema';
import { users } from './schema';
import { companyId, timestamps } from './tenant-columns';

/**
 * A report sent by email on a schedule (docs/report-schedules.md). It runs with the access of
 * `owner_id` (who saved it last): its vehicles are those the owner sees, and an inactive owner's
 * schedules do not run. `next_run_at` is the next due instant; a process claims a run by moving it
 * on with a conditional update, so several processes never send the same run twice.
 */
export const reportSchedules = pgTable(
  'report_schedules',
  {
    id: serial('id').primaryKey(),
    company_id: companyId(),
    title: varchar('title', { length: 100 }).notNull(),
    report: varchar('report', { length: 30 }).$type<SchedulableReport>().notNull(),
    frequency: varchar('frequency', { length: 10 }).$type<ScheduleFrequency>().notNull(),
    /** Iran time, 0-23. */
    hour: smallint('hour').notNull(),
    language: varchar('language', { length: 5 }).$type<Locale>().notNull(),
    /** Both empty: every vehicle the owner sees. */
    company_vehicle_ids: integer('company_vehicle_ids').array().notNull().default(sql`'{}'::int[]`),
    tag_ids: integer('tag_ids').array().notNull().default(sql`'{}'::int[]`),
    geofence_id: integer('geofence_id').references(() => geofences.id, { onDelete: 'set null' }),
    user_ids: integer('user_ids').array().notNull().default(sql`'{}'::int[]`),
    emails: text('emails').array().notNull().default(sql`'{}'::text[]`),
    active: boolean('active').notNull().default(true),
    owner_id: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    /** Null once saved, until the job plans it from the clock. */
    next_run_at: timestamp('next_run_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    index('report_schedules_company_idx').on(t.company_id, t.id),
    index('report_schedules_due_idx').on(t.next_run_at).where(sql`active`),
  ],
);

/**
 * One send of a schedule (its history): the period it covered, to whom, how it went. A run waits
 * for `next_attempt_at`; a process claims an attempt by moving that on (a lease), so a crashed
 * attempt is taken up again and two processes never try the same one at once.
 */
export const reportScheduleRuns = pgTable(
  'report_schedule_runs',
  {
    id: serial('id').primaryKey(),
    company_id: companyId(),
    schedule_id: integer('schedule_id')
      .notNull()
      .references(() => reportSchedules.id, { onDelete: 'cascade' }),
    due_at: timestamp('due_at', { withTimezone: true }).notNull(),
    period_from: date('period_from', { mode: 'string' }).notNull(),
    period_to: date('period_to', { mode: 'string' }).notNull(),
    manual: boolean('manual').notNull().default(false),
    status: varchar('status', { length: 10 }).$type<ScheduleRunStatus>().notNull(),
    attempts: smallint('attempts').notNull().default(0),
    /** When the next attempt may start; null once the run is settled (sent or failed). */
    next_attempt_at: timestamp('next_attempt_at', { withTimezone: true }),
    attempted_at: timestamp('attempted_at', { withTimezone: true }),
    recipients: text('recipients').array().notNull().default(sql`'{}'::text[]`),
    /** Why the last attempt failed: an error message, never a secret. */
    error: text('error').notNull().default(''),
    size: integer('size'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('report_schedule_runs_schedule_idx').on(t.schedule_id, t.id),
    index('report_schedule_runs_waiting_idx').on(t.next_attempt_at).where(sql`next_attempt_at is not null`),
  ],
);

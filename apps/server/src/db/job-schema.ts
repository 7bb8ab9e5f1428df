import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './schema';
import { companyId } from './tenant-columns';

/** Where a rebuild job is: waiting for its turn, under way, or ended one way or the other. */
export const rebuildJobStates = ['queued', 'running', 'done', 'failed'] as const;
export type RebuildJobState = (typeof rebuildJobStates)[number];

/**
 * A rebuild of a company's derived figures (`POST stats/rollups/rebuild/`), run in the background
 * in bounded chunks; `done` of `total` chunks tell the panel how far it got. At most one job per
 * company is queued or running (the partial unique index), so a second request finds the first.
 */
export const rollupRebuildJobs = pgTable(
  'rollup_rebuild_jobs',
  {
    id: serial('id').primaryKey(),
    company_id: companyId(),
    requested_by: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
    from_day: date('from_day', { mode: 'string' }).notNull(),
    to_day: date('to_day', { mode: 'string' }).notNull(),
    state: varchar('state', { length: 10 }).$type<RebuildJobState>().notNull().default('queued'),
    done: integer('done').notNull().default(0),
    total: integer('total').notNull().default(0),
    /** What the rebuild produced (vehicles, positions, vehicle-days, trips…), once done. */
    summary: jsonb('summary'),
    /** Why it failed, for the administrator (never shown with secrets: it is an error message). */
    error: text('error'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    started_at: timestamp('started_at', { withTimezone: true }),
    finished_at: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('rollup_rebuild_jobs_one_active_key')
      .on(t.company_id)
      .where(sql`state in ('queued', 'running')`),
    index('rollup_rebuild_jobs_company_idx').on(t.company_id, t.id),
  ],
);

import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { drivers } from './fleet-schema';
import { companies } from './schema';

/**
 * A driver's leave. Every leave is also stored as the half-open span of instants it covers
 * (`starts_at` ≤ t < `ends_at`, daily leaves from Iran's midnight to the midnight after the last
 * day), so overlaps and date windows are one comparison whatever the kind.
 */
export const driverLeaves = pgTable(
  'driver_leaves',
  {
    id: serial('id').primaryKey(),
    company_id: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    driver_id: integer('driver_id')
      .notNull()
      .references(() => drivers.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 10 }).notNull(),
    /** First and last day of a daily leave, as entered; null for hourly leaves. */
    start_day: date('start_day'),
    end_day: date('end_day'),
    starts_at: timestamp('starts_at', { withTimezone: true }).notNull(),
    ends_at: timestamp('ends_at', { withTimezone: true }).notNull(),
    description: text('description').notNull().default(''),
    approved: boolean('approved').notNull().default(true),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('driver_leaves_company_idx').on(t.company_id, t.starts_at),
    index('driver_leaves_driver_idx').on(t.driver_id, t.starts_at),
  ],
);

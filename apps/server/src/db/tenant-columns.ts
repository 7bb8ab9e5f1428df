import { integer, timestamp } from 'drizzle-orm/pg-core';
import { companies } from './schema';

/** The company a tenant row belongs to; rows go with their company. */
export const companyId = () =>
  integer('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' });

/** When a record was created and last changed. */
export const timestamps = () => ({
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

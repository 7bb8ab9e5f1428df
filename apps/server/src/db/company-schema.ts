import { integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { cities, companies, provinces } from './schema';

/**
 * What a company says about itself beyond its names (which stay on `companies`): legal ids,
 * contact and address. One row per company, created on the first save.
 */
export const companyProfiles = pgTable('company_profiles', {
  company_id: integer('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  national_id: varchar('national_id', { length: 11 }).notNull().default(''),
  economic_code: varchar('economic_code', { length: 12 }).notNull().default(''),
  phone: varchar('phone', { length: 16 }).notNull().default(''),
  support_phone: varchar('support_phone', { length: 16 }).notNull().default(''),
  province_id: integer('province_id').references(() => provinces.id),
  city_id: integer('city_id').references(() => cities.id),
  postal_code: varchar('postal_code', { length: 10 }).notNull().default(''),
  address: text('address').notNull().default(''),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

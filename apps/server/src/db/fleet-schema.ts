import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  date,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { cities, driverStatuses, neighborhoods, provinces } from './schema';
import { companyId, timestamps } from './tenant-columns';

export const tags = pgTable(
  'tags',
  {
    id: serial('id').primaryKey(),
    company_id: companyId(),
    fa_title: varchar('fa_title', { length: 100 }).notNull(),
    en_title: varchar('en_title', { length: 100 }).notNull().default(''),
    ...timestamps(),
  },
  (t) => [
    index('tags_company_idx').on(t.company_id, t.id),
    // A tag name once per company, whatever its case or spacing ("Cold  chain" = "cold chain").
    uniqueIndex('tags_company_fa_title_key').on(t.company_id, sameName(t.fa_title)),
    uniqueIndex('tags_company_en_title_key')
      .on(t.company_id, sameName(t.en_title))
      .where(sql`${t.en_title} <> ''`),
  ],
);

/** A name as two names compare equal: lower case, spaces trimmed and runs of them made one. */
export function sameName(column: AnyPgColumn): SQL {
  return sql`lower(btrim(regexp_replace(${column}, '[[:space:]]+', ' ', 'g')))`;
}

export const drivers = pgTable(
  'drivers',
  {
    id: serial('id').primaryKey(),
    company_id: companyId(),
    first_name: varchar('first_name', { length: 100 }).notNull(),
    last_name: varchar('last_name', { length: 100 }).notNull(),
    father_name: varchar('father_name', { length: 100 }).notNull().default(''),
    birthday: date('birthday'),
    national_code: varchar('national_code', { length: 10 }).notNull(),
    gender: varchar('gender', { length: 10 }).notNull(),
    licence_type: varchar('licence_type', { length: 20 }),
    licence_number: varchar('licence_number', { length: 30 }).notNull().default(''),
    licence_expiry: date('licence_expiry'),
    health_certificate_number: varchar('health_certificate_number', { length: 30 }).notNull().default(''),
    health_certificate_expiry: date('health_certificate_expiry'),
    blood_type: varchar('blood_type', { length: 3 }),
    card_number: varchar('card_number', { length: 25 }).notNull().default(''),
    marital_status: varchar('marital_status', { length: 10 }),
    children_count: smallint('children_count'),
    education: varchar('education', { length: 20 }),
    mobile: varchar('mobile', { length: 16 }).notNull(),
    email: varchar('email', { length: 254 }).notNull().default(''),
    province_id: integer('province_id').references(() => provinces.id),
    city_id: integer('city_id').references(() => cities.id),
    neighborhood_id: integer('neighborhood_id').references(() => neighborhoods.id),
    postal_code: varchar('postal_code', { length: 10 }).notNull().default(''),
    address: text('address').notNull().default(''),
    personnel_code: varchar('personnel_code', { length: 30 }).notNull().default(''),
    working_status_id: integer('working_status_id').references(() => driverStatuses.id),
    contract_date: date('contract_date'),
    contract_months: smallint('contract_months'),
    smart_card_id: varchar('smart_card_id', { length: 30 }).notNull().default(''),
    hourly_salary: bigint('hourly_salary', { mode: 'number' }),
    /** Lower-cased "first last national mobile personnel" with Latin digits, for list search. */
    search_text: text('search_text').notNull().default(''),
    ...timestamps(),
  },
  (t) => [
    index('drivers_company_idx').on(t.company_id, t.id),
    index('drivers_company_national_idx').on(t.company_id, t.national_code),
  ],
);

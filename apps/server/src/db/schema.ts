import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** A tenant. Every tenant table carries company_id and every repository query is scoped by it. */
export const companies = pgTable('companies', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 200 }).notNull(),
  en_name: varchar('en_name', { length: 200 }).notNull().default(''),
  is_active: boolean('is_active').notNull().default(true),
  created_at: createdAt(),
});

/** Django-like staff user; usernames are unique across the installation because login has no company field. */
/** `users.type` of an ordinary person (the spec's office staff). */
export const personAccountType = 1;
/**
 * `users.type` of an API key's service account: it never signs in with a password, is not listed
 * among the company's users and receives no notifications (docs/decisions.md, "API keys").
 */
export const apiKeyAccountType = 9;

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    company_id: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    username: varchar('username', { length: 150 }).notNull(),
    password: text('password').notNull(),
    first_name: varchar('first_name', { length: 150 }).notNull().default(''),
    last_name: varchar('last_name', { length: 150 }).notNull().default(''),
    email: varchar('email', { length: 254 }).notNull().default(''),
    type: smallint('type').notNull().default(1),
    is_superuser: boolean('is_superuser').notNull().default(false),
    is_active: boolean('is_active').notNull().default(true),
    date_joined: timestamp('date_joined', { withTimezone: true }).notNull().defaultNow(),
    last_login: timestamp('last_login', { withTimezone: true }),
    /** Access tokens issued before this instant are refused (password change, forced logout). */
    tokens_valid_after: timestamp('tokens_valid_after', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_username_key').on(t.username), index('users_company_idx').on(t.company_id)],
);

/** Issued refresh tokens, so they can rotate, be revoked, and a replayed one can revoke its family. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey(),
    family_id: uuid('family_id').notNull(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    company_id: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    created_at: createdAt(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
    replaced_by: uuid('replaced_by'),
  },
  (t) => [index('refresh_tokens_user_idx').on(t.user_id), index('refresh_tokens_family_idx').on(t.family_id)],
);

/**
 * Sessions (a login's refresh-token family, the `sid` of its access tokens) ended before their
 * access tokens expire: logout, password change, deactivation. Kept until the last access token
 * of the session has expired; every process holds the live rows in memory (auth/session-revocations).
 */
export const revokedSessions = pgTable(
  'revoked_sessions',
  {
    id: uuid('id').primaryKey(),
    revoked_at: timestamp('revoked_at', { withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('revoked_sessions_revoked_at_idx').on(t.revoked_at)],
);

/** Kinds of notification; the English title decides the icon and link in the web app. */
export const notificationTypes = pgTable('notification_types', {
  id: integer('id').primaryKey(),
  en_title: varchar('en_title', { length: 50 }).notNull().unique(),
  fa_title: varchar('fa_title', { length: 100 }).notNull(),
});

export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    company_id: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    type_id: integer('type_id')
      .notNull()
      .references(() => notificationTypes.id),
    fa_body: text('fa_body').notNull(),
    en_body: text('en_body').notNull(),
    /** The record the notification is about (driver, vehicle, service, fence id), for the link. */
    subject_id: integer('subject_id'),
    created_at: createdAt(),
  },
  (t) => [index('notifications_company_idx').on(t.company_id, t.created_at)],
);

/** One notification delivered to one user: the item the drawer lists and marks read. */
export const userNotifications = pgTable(
  'user_notifications',
  {
    id: serial('id').primaryKey(),
    company_id: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    notification_id: integer('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    read_at: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('user_notifications_unread_idx').on(t.company_id, t.user_id, t.id).where(sql`read_at is null`),
  ],
);

/** Key/value facts about the installation (reference-data version, instance id). */
export const appMeta = pgTable('app_meta', {
  key: varchar('key', { length: 100 }).primaryKey(),
  value: text('value').notNull(),
});

// Reference data: shared by all companies, seeded from src/db/seed-data on every start.
const titled = {
  id: integer('id').primaryKey(),
  fa_title: varchar('fa_title', { length: 200 }).notNull(),
  en_title: varchar('en_title', { length: 200 }).notNull(),
};

export const countries = pgTable('countries', { ...titled });
export const provinces = pgTable('provinces', {
  ...titled,
  country_id: integer('country_id')
    .notNull()
    .references(() => countries.id),
  center_lat: doublePrecision('center_lat'),
  center_lng: doublePrecision('center_lng'),
});
export const cities = pgTable(
  'cities',
  {
    ...titled,
    province_id: integer('province_id')
      .notNull()
      .references(() => provinces.id),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
  },
  (t) => [index('cities_province_idx').on(t.province_id)],
);
export const neighborhoods = pgTable(
  'neighborhoods',
  {
    ...titled,
    city_id: integer('city_id')
      .notNull()
      .references(() => cities.id),
  },
  (t) => [index('neighborhoods_city_idx').on(t.city_id)],
);
export const plateLetters = pgTable('plate_letters', {
  ...titled,
  code: varchar('code', { length: 2 }).notNull().unique(),
  char: varchar('char', { length: 8 }).notNull(),
});
export const colors = pgTable('colors', { ...titled, code: varchar('code', { length: 9 }).notNull() });
export const vehicleTypes = pgTable('vehicle_types', { ...titled });
export const cabins = pgTable('cabins', { ...titled });
export const vehicleStatuses = pgTable('vehicle_statuses', {
  ...titled,
  color: varchar('color', { length: 9 }).notNull(),
});
export const ownerships = pgTable('ownerships', {
  ...titled,
  color: varchar('color', { length: 9 }).notNull(),
});
export const insuranceTypes = pgTable('insurance_types', { ...titled });
export const driverStatuses = pgTable('driver_statuses', {
  ...titled,
  color: varchar('color', { length: 9 }).notNull(),
});

import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './schema';
import { companyId, timestamps } from './tenant-columns';

/** A node of the company's organization tree; users and records belong to organizations. */
export const organizations = pgTable(
  'organizations',
  {
    id: serial('id').primaryKey(),
    company_id: companyId(),
    title: varchar('title', { length: 100 }).notNull(),
    fa_title: varchar('fa_title', { length: 100 }).notNull().default(''),
    en_title: varchar('en_title', { length: 100 }).notNull().default(''),
    // No cascade: an organization with children cannot be deleted (409 in-use).
    parent_id: integer('parent_id').references((): AnyPgColumn => organizations.id),
    ...timestamps(),
  },
  (t) => [
    index('organizations_company_idx').on(t.company_id, t.id),
    index('organizations_parent_idx').on(t.parent_id),
  ],
);

/** A named set of permissions (PermissionMap) and the writes its holders send for approval. */
export const policies = pgTable(
  'policies',
  {
    id: serial('id').primaryKey(),
    company_id: companyId(),
    title: varchar('title', { length: 100 }).notNull(),
    permissions: jsonb('permissions').notNull().default({}),
    approval_required: jsonb('approval_required').notNull().default({}),
    ...timestamps(),
  },
  (t) => [index('policies_company_idx').on(t.company_id, t.id)],
);

export const userPolicies = pgTable(
  'user_policies',
  {
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    policy_id: integer('policy_id')
      .notNull()
      .references(() => policies.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.user_id, t.policy_id] }),
    index('user_policies_policy_idx').on(t.policy_id),
  ],
);

/** The organizations a user is limited to (none = the whole company). */
export const userOrganizations = pgTable(
  'user_organizations',
  {
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // No cascade: an organization with members cannot be deleted.
    organization_id: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
  },
  (t) => [
    primaryKey({ columns: [t.user_id, t.organization_id] }),
    index('user_organizations_org_idx').on(t.organization_id),
  ],
);

/**
 * Which organizations a record (driver, vehicle, tag, geofence) belongs to: one table for every
 * kind, keyed by the access resource name, so a new kind needs no table of its own.
 */
export const recordOrganizations = pgTable(
  'record_organizations',
  {
    company_id: companyId(),
    resource: varchar('resource', { length: 30 }).notNull(),
    record_id: integer('record_id').notNull(),
    organization_id: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
  },
  (t) => [
    primaryKey({ columns: [t.resource, t.record_id, t.organization_id] }),
    index('record_organizations_org_idx').on(t.organization_id, t.resource),
  ],
);

/** A write held back for approval: the validated body waits here until someone decides. */
export const approvals = pgTable(
  'approvals',
  {
    id: serial('id').primaryKey(),
    company_id: companyId(),
    resource: varchar('resource', { length: 30 }).notNull(),
    action: varchar('action', { length: 10 }).notNull(),
    /** The API path of the resource, so acceptance replays the write through the same definition. */
    target: varchar('target', { length: 100 }).notNull(),
    record_id: integer('record_id'),
    record_label: varchar('record_label', { length: 200 }).notNull().default(''),
    requested_by: integer('requested_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    requested_at: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    before: jsonb('before'),
    after: jsonb('after'),
    /** The body as sent, replayed on acceptance. */
    body: jsonb('body'),
    status: varchar('status', { length: 10 }).notNull().default('pending'),
    decided_by: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decided_at: timestamp('decided_at', { withTimezone: true }),
    comment: text('comment').notNull().default(''),
  },
  (t) => [
    index('approvals_company_status_idx').on(t.company_id, t.status, t.id),
    index('approvals_requester_idx').on(t.requested_by, t.id),
  ],
);

/** Who changed what and when: one row per write, approval or rejection. */
export const auditEntries = pgTable(
  'audit_entries',
  {
    id: serial('id').primaryKey(),
    company_id: companyId(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    action: varchar('action', { length: 10 }).notNull(),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    resource: varchar('resource', { length: 30 }).notNull(),
    record_id: integer('record_id'),
    changes: jsonb('changes').notNull().default(sql`'{}'::jsonb`),
  },
  (t) => [index('audit_entries_record_idx').on(t.company_id, t.resource, t.record_id, t.id)],
);

/**
 * A key an integration signs in with (`Authorization: Api-Key nvg_<prefix>_<secret>`). It acts as
 * its own service account (`user_id`, a users row of type `apiKeyAccountType` that never signs in),
 * which holds the key's policy and organizations, so access is loaded as for any user. Only the
 * SHA-256 of the secret is kept; the prefix finds the row.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: serial('id').primaryKey(),
    company_id: companyId(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 100 }).notNull(),
    prefix: varchar('prefix', { length: 16 }).notNull(),
    secret_hash: varchar('secret_hash', { length: 64 }).notNull(),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp('expires_at', { withTimezone: true }),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
    last_used_at: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('api_keys_prefix_key').on(t.prefix),
    uniqueIndex('api_keys_user_key').on(t.user_id),
    index('api_keys_company_idx').on(t.company_id, t.id),
  ],
);

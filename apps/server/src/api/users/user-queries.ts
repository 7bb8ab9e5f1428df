import { catalogueOf } from '@navgan/domain/messages/catalogues';
import type { User, userInput } from '@navgan/domain/resources/user';
import { and, asc, count, eq, ilike, inArray, ne, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { userSummaryColumns } from '../../access/approval-queue';
import { recordAudit } from '../../access/audit-trail';
import { guardKeyGrant, guardUserCreate, guardUserUpdate } from '../../access/user-guard';
import { RefreshTokenRepository } from '../../auth/refresh-token-repository';
import type { SessionRevocations } from '../../auth/session-revocations';
import { policies, userOrganizations, userPolicies } from '../../db/access-schema';
import type { Db } from '../../db/database';
import { apiKeyAccountType, users } from '../../db/schema';
import { inCompany, type Tenant } from '../../db/tenant-scope';
import { ApiError } from '../../http/api-error';
import type { AuthUser } from '../../http/request-context';
import { invalidFieldText } from '../../resources/field-error';
import { containsPattern } from '../../resources/search';
import { checkOrganizations } from '../organizations/assignment-routes';

export type UserRow = typeof users.$inferSelect;
export type UserValues = z.output<typeof userInput>;

/** Users of the caller's company → API objects (never the password hash), two queries per page. */
export async function presentUsers(db: Db, rows: UserRow[]): Promise<User[]> {
  const ids = rows.map((r) => r.id);
  const [orgs, held] = ids.length
    ? await Promise.all([
        db.select().from(userOrganizations).where(inArray(userOrganizations.user_id, ids)),
        db.select().from(userPolicies).where(inArray(userPolicies.user_id, ids)),
      ])
    : [[], []];
  return rows.map((row) => ({
    id: row.id,
    username: row.username,
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    is_active: row.is_active,
    is_superuser: row.is_superuser,
    date_joined: row.date_joined.toISOString(),
    organizations: orgs
      .filter((o) => o.user_id === row.id)
      .map((o) => o.organization_id)
      .sort((a, b) => a - b),
    policies: held
      .filter((p) => p.user_id === row.id)
      .map((p) => p.policy_id)
      .sort((a, b) => a - b),
  }));
}

/** Rules that need the database: a free username, the company's policies and organizations, no self-made superusers. */
export async function checkUser(db: Db, auth: AuthUser, values: UserValues, id?: number): Promise<void> {
  const taken = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.username, values.username), id === undefined ? undefined : ne(users.id, id)))
    .limit(1);
  if (taken[0]) {
    throw ApiError.validation((locale) => ({
      username: [catalogueOf(locale).messages.validation.usernameTaken],
    }));
  }
  const wanted = [...new Set(values.policies)];
  if (wanted.length) {
    const found = await db
      .select({ id: policies.id })
      .from(policies)
      .where(inCompany(policies, auth, inArray(policies.id, wanted)));
    if (found.length !== wanted.length) {
      throw ApiError.validation((locale) => ({
        policies: [invalidFieldText(locale, 'policies', 'users')],
      }));
    }
  }
  await checkOrganizations(db, auth, values.organizations);
}

async function setMemberships(db: Db, userId: number, values: UserValues): Promise<void> {
  await db.delete(userPolicies).where(eq(userPolicies.user_id, userId));
  await db.delete(userOrganizations).where(eq(userOrganizations.user_id, userId));
  const policyIds = [...new Set(values.policies)];
  const orgIds = [...new Set(values.organizations)];
  if (policyIds.length)
    await db.insert(userPolicies).values(policyIds.map((policy_id) => ({ user_id: userId, policy_id })));
  if (orgIds.length)
    await db
      .insert(userOrganizations)
      .values(orgIds.map((organization_id) => ({ user_id: userId, organization_id })));
}

const userColumns = (values: UserValues) => ({
  username: values.username,
  first_name: values.first_name,
  last_name: values.last_name,
  email: values.email,
  is_active: values.is_active,
  is_superuser: values.is_superuser,
});

/** Creates a user whose password is already hashed (directly, or when an approval is accepted). */
export async function insertUser(
  db: Db,
  auth: AuthUser,
  values: UserValues,
  passwordHash: string,
): Promise<User> {
  return db.transaction(async (tx) => {
    const inTx = tx as unknown as Db;
    guardUserCreate(auth, values);
    await guardKeyGrant(inTx, auth, values);
    await checkUser(inTx, auth, values);
    const [row] = await inTx
      .insert(users)
      .values({ ...userColumns(values), company_id: auth.companyId, password: passwordHash, type: 1 })
      .returning();
    if (!row) throw new Error('user was not created');
    await setMemberships(inTx, row.id, values);
    const [user] = await presentUsers(inTx, [row]);
    await recordAudit(inTx, auth, {
      action: 'create',
      resource: 'users',
      recordId: row.id,
      after: user as never,
    });
    return user as User;
  });
}

export async function updateUser(
  db: Db,
  sessions: SessionRevocations,
  auth: AuthUser,
  id: number,
  values: UserValues,
): Promise<User> {
  return db.transaction(async (tx) => {
    const inTx = tx as unknown as Db;
    const [current] = await inTx
      .select()
      .from(users)
      .where(inCompany(users, auth, people, eq(users.id, id)))
      .for('update');
    if (!current) throw ApiError.notFound();
    await guardUserUpdate(inTx, auth, current, values);
    await checkUser(inTx, auth, values, id);
    const [before] = await presentUsers(inTx, [current]);
    const [row] = await inTx.update(users).set(userColumns(values)).where(eq(users.id, id)).returning();
    if (!row) throw ApiError.notFound();
    await setMemberships(inTx, id, values);
    // A deactivated user's sessions end now (direct or approved), access tokens included.
    if (!row.is_active) {
      await sessions.revokeAllOfUser(id, inTx);
      await new RefreshTokenRepository(inTx).revokeAllOfUser(id);
    }
    const [user] = await presentUsers(inTx, [row]);
    await recordAudit(inTx, auth, {
      action: 'update',
      resource: 'users',
      recordId: id,
      before: before as never,
      after: user as never,
    });
    return user as User;
  });
}

/** People, not the service accounts API keys act as (those are managed as keys). */
const people = ne(users.type, apiKeyAccountType);

/** The company's users whose username, names or email contain `search`. */
function usersMatching(tenant: Tenant, search: string | undefined): SQL {
  const pattern = containsPattern(search ?? '');
  return inCompany(
    users,
    tenant,
    people,
    search
      ? or(
          ilike(users.username, pattern),
          ilike(users.first_name, pattern),
          ilike(users.last_name, pattern),
          ilike(users.email, pattern),
        )
      : undefined,
  );
}

/** A page of the company's users by username. */
export async function listUsers(
  db: Db,
  tenant: Tenant,
  search: string | undefined,
  window: { limit: number; offset: number },
): Promise<{ count: number; results: User[] }> {
  const where = usersMatching(tenant, search);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(asc(users.username))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { count: total?.n ?? 0, results: await presentUsers(db, rows) };
}

/** Every matching user's name and username, for pickers and the people named in approvals. */
export function userSummaryList(db: Db, tenant: Tenant, search: string | undefined) {
  return db
    .select(userSummaryColumns)
    .from(users)
    .where(usersMatching(tenant, search))
    .orderBy(asc(users.username));
}

/** A user of the caller's company, or undefined. */
export async function findUser(db: Db, tenant: Tenant, id: number): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(inCompany(users, tenant, people, eq(users.id, id)));
  return row;
}

/** Sets a user's password (hashed) and ends every session of theirs, audited; tokens issued before `now` stop working. */
export async function setUserPassword(
  db: Db,
  sessions: SessionRevocations,
  auth: AuthUser,
  userId: number,
  passwordHash: string,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const inTx = tx as unknown as Db;
    await inTx
      .update(users)
      .set({ password: passwordHash, tokens_valid_after: now })
      .where(eq(users.id, userId));
    await sessions.revokeAllOfUser(userId, inTx);
    await new RefreshTokenRepository(inTx).revokeAllOfUser(userId);
    await recordAudit(inTx, auth, {
      action: 'update',
      resource: 'users',
      recordId: userId,
      before: { password_changed: false },
      after: { password_changed: true },
    });
  });
}

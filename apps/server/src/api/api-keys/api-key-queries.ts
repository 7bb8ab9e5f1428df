import { addDays, startOfDayIn } from '@navgan/domain/calendar-day';
import type { ApiKey, ApiKeyState, apiKeyInput, CreatedApiKey } from '@navgan/domain/resources/api-key';
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { recordAudit } from '../../access/audit-trail';
import { guardKeyGrant } from '../../access/user-guard';
import { issueApiKey } from '../../auth/api-key-secret';
import { apiKeys, policies, userOrganizations, userPolicies } from '../../db/access-schema';
import type { Db } from '../../db/database';
import { apiKeyAccountType, users } from '../../db/schema';
import { inCompany, type Tenant } from '../../db/tenant-scope';
import { ApiError } from '../../http/api-error';
import type { AuthUser } from '../../http/request-context';
import { invalidFieldError } from '../../resources/field-error';
import { checkOrganizations } from '../organizations/assignment-routes';

type ApiKeyRow = typeof apiKeys.$inferSelect;
export type ApiKeyValues = z.output<typeof apiKeyInput>;

function stateOf(row: ApiKeyRow, now: Date): ApiKeyState {
  if (row.revoked_at) return 'revoked';
  if (row.expires_at && row.expires_at <= now) return 'expired';
  return 'active';
}

/** Keys → API objects with their service account's policy and organizations: two queries per page. */
async function presentKeys(db: Db, rows: ApiKeyRow[], now: Date): Promise<ApiKey[]> {
  const accounts = rows.map((r) => r.user_id);
  const [held, orgs] = accounts.length
    ? await Promise.all([
        db.select().from(userPolicies).where(inArray(userPolicies.user_id, accounts)),
        db.select().from(userOrganizations).where(inArray(userOrganizations.user_id, accounts)),
      ])
    : [[], []];
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    policy: held.find((p) => p.user_id === row.user_id)?.policy_id ?? null,
    organizations: orgs
      .filter((o) => o.user_id === row.user_id)
      .map((o) => o.organization_id)
      .sort((a, b) => a - b),
    created_at: row.created_at.toISOString(),
    created_by: row.created_by,
    last_used_at: row.last_used_at?.toISOString() ?? null,
    expires_at: row.expires_at?.toISOString() ?? null,
    revoked_at: row.revoked_at?.toISOString() ?? null,
    state: stateOf(row, now),
  }));
}

/** A page of the company's keys, newest first. */
export async function listApiKeys(
  db: Db,
  tenant: Tenant,
  window: { limit: number; offset: number },
  now: Date,
): Promise<{ count: number; results: ApiKey[] }> {
  const where = inCompany(apiKeys, tenant);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(apiKeys)
      .where(where)
      .orderBy(desc(apiKeys.id))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ n: count() }).from(apiKeys).where(where),
  ]);
  return { count: total?.n ?? 0, results: await presentKeys(db, rows, now) };
}

/**
 * Creates a key and the service account it acts as (a users row of `apiKeyAccountType` with no
 * usable password, holding the key's policy and organizations), audited, in one transaction.
 * The answer carries the whole key: the only time it is ever shown.
 */
export async function createApiKey(
  db: Db,
  auth: AuthUser,
  values: ApiKeyValues,
  now: Date,
): Promise<CreatedApiKey> {
  const [policy] = await db
    .select({ id: policies.id })
    .from(policies)
    .where(inCompany(policies, auth, eq(policies.id, values.policy)));
  if (!policy) throw ApiError.validation(invalidFieldError('policy', 'api_keys'));
  await checkOrganizations(db, auth, values.organizations);
  await guardKeyGrant(db, auth, { policies: [values.policy], organizations: values.organizations });
  const issued = issueApiKey();
  return db.transaction(async (tx) => {
    const inTx = tx as unknown as Db;
    const [account] = await inTx
      .insert(users)
      .values({
        company_id: auth.companyId,
        // ':' is not allowed in a person's username, so no one can take or sign in with this one.
        username: `api-key:${issued.prefix}`,
        password: '!',
        first_name: values.name,
        type: apiKeyAccountType,
      })
      .returning({ id: users.id });
    if (!account) throw new Error('the key account was not created');
    await inTx.insert(userPolicies).values({ user_id: account.id, policy_id: values.policy });
    const organizations = [...new Set(values.organizations)];
    if (organizations.length)
      await inTx
        .insert(userOrganizations)
        .values(organizations.map((organization_id) => ({ user_id: account.id, organization_id })));
    const [row] = await inTx
      .insert(apiKeys)
      .values({
        company_id: auth.companyId,
        user_id: account.id,
        name: values.name,
        prefix: issued.prefix,
        secret_hash: issued.secretHash,
        created_by: auth.userId,
        expires_at: values.expires_on ? startOfDayIn(addDays(values.expires_on, 1)) : null,
      })
      .returning();
    if (!row) throw new Error('the key was not created');
    const [key] = (await presentKeys(inTx, [row], now)) as [ApiKey];
    await recordAudit(inTx, auth, { action: 'create', resource: 'api_keys', recordId: row.id, after: key });
    return { ...key, key: issued.key };
  });
}

/**
 * Revokes a key: it stops working on its very next request (authentication reads the row every
 * time) and its account is deactivated. Revoking a revoked key changes nothing.
 */
export async function revokeApiKey(db: Db, auth: AuthUser, id: number, now: Date): Promise<ApiKey> {
  return db.transaction(async (tx) => {
    const inTx = tx as unknown as Db;
    const [current] = await inTx
      .select()
      .from(apiKeys)
      .where(inCompany(apiKeys, auth, eq(apiKeys.id, id)))
      .for('update');
    if (!current) throw ApiError.notFound();
    if (current.revoked_at) return (await presentKeys(inTx, [current], now))[0] as ApiKey;
    const [row] = await inTx
      .update(apiKeys)
      .set({ revoked_at: sql`now()` })
      .where(and(eq(apiKeys.id, id), isNull(apiKeys.revoked_at)))
      .returning();
    await inTx.update(users).set({ is_active: false }).where(eq(users.id, current.user_id));
    const [before, after] = await presentKeys(inTx, [current, row ?? current], now);
    await recordAudit(inTx, auth, { action: 'delete', resource: 'api_keys', recordId: id, before, after });
    return after as ApiKey;
  });
}

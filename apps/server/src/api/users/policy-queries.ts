import type { Policy } from '@navgan/domain/access';
import type { policyInput } from '@navgan/domain/resources/policy';
import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { recordAudit } from '../../access/audit-trail';
import { guardKeyPermissions, guardPolicyChange } from '../../access/user-guard';
import { policies } from '../../db/access-schema';
import type { Db } from '../../db/database';
import { inCompany, type Tenant } from '../../db/tenant-scope';
import type { AuthUser } from '../../http/request-context';

type PolicyValues = z.output<typeof policyInput>;

const present = (row: typeof policies.$inferSelect): Policy => ({
  id: row.id,
  title: row.title,
  permissions: row.permissions as Policy['permissions'],
  approval_required: row.approval_required as Policy['approval_required'],
});

/** The company's policies, whole (a company has a handful). */
export async function listPolicies(db: Db, tenant: Tenant): Promise<Policy[]> {
  const rows = await db.select().from(policies).where(inCompany(policies, tenant)).orderBy(asc(policies.id));
  return rows.map(present);
}

export async function createPolicy(db: Db, tenant: AuthUser, values: PolicyValues): Promise<Policy> {
  guardKeyPermissions(tenant, values.permissions);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(policies)
      .values({ ...values, company_id: tenant.companyId })
      .returning();
    if (!row) throw new Error('policy was not created');
    await recordAudit(tx as unknown as Db, tenant, {
      action: 'create',
      resource: 'policies',
      recordId: row.id,
      after: present(row) as never,
    });
    return present(row);
  });
}

/** Undefined when the company has no such policy. */
export async function updatePolicy(
  db: Db,
  tenant: AuthUser,
  id: number,
  values: PolicyValues,
): Promise<Policy | undefined> {
  return db.transaction(async (tx) => {
    const where = inCompany(policies, tenant, eq(policies.id, id));
    const [before] = await tx.select().from(policies).where(where).for('update');
    if (!before) return undefined;
    await guardPolicyChange(tx as unknown as Db, tenant, id, present(before), values);
    const [row] = await tx
      .update(policies)
      .set({ ...values, updated_at: new Date() })
      .where(where)
      .returning();
    if (!row) return undefined;
    await recordAudit(tx as unknown as Db, tenant, {
      action: 'update',
      resource: 'policies',
      recordId: id,
      before: present(before) as never,
      after: present(row) as never,
    });
    return present(row);
  });
}

/** Holders simply lose the policy (user_policies cascade); false when there was none. */
export async function deletePolicy(db: Db, tenant: AuthUser, id: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(policies)
      .where(inCompany(policies, tenant, eq(policies.id, id)))
      .returning();
    if (!row) return false;
    await recordAudit(tx as unknown as Db, tenant, {
      action: 'delete',
      resource: 'policies',
      recordId: id,
      before: present(row) as never,
    });
    return true;
  });
}

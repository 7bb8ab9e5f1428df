import type { Policy } from '@navgan/domain/access';
import { policyInput } from '@navgan/domain/resources/policy';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { recordAudit } from '../../access/audit-trail';
import { guardPolicyChange } from '../../access/user-guard';
import type { AppContext } from '../../app-context';
import { policies } from '../../db/access-schema';
import type { Db } from '../../db/database';
import { inCompany } from '../../db/tenant-scope';
import { ApiError } from '../../http/api-error';
import { recordIdParam } from '../../http/record-id';
import { tenantOf } from '../../http/request-context';
import { issuesError } from '../../http/validate';

const present = (row: typeof policies.$inferSelect): Policy => ({
  id: row.id,
  title: row.title,
  permissions: row.permissions as Policy['permissions'],
  approval_required: row.approval_required as Policy['approval_required'],
});

const parse = (body: unknown) => {
  const result = policyInput.safeParse(body ?? {});
  if (result.success) return result.data;
  const issues = result.error.issues;
  throw issuesError(issues, 'policies');
};

/** `users/policies/`: the company's policies, whole (a company has a handful). */
export async function policyRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const db = ctx.database.db;
  const idOf = (request: FastifyRequest) => {
    const id = recordIdParam(request);
    return id;
  };

  app.get('/users/policies/', async (request) => {
    const rows = await db
      .select()
      .from(policies)
      .where(inCompany(policies, tenantOf(request)))
      .orderBy(asc(policies.id));
    return rows.map(present);
  });

  app.post('/users/policies/', async (request, reply) => {
    const tenant = tenantOf(request);
    const values = parse(request.body);
    const policy = await db.transaction(async (tx) => {
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
    reply.code(201);
    return policy;
  });

  app.put('/users/policies/:id/', async (request) => {
    const tenant = tenantOf(request);
    const id = idOf(request);
    const values = parse(request.body);
    return db.transaction(async (tx) => {
      const where = inCompany(policies, tenant, eq(policies.id, id));
      const [before] = await tx.select().from(policies).where(where).for('update');
      if (!before) throw ApiError.notFound();
      await guardPolicyChange(tx as unknown as Db, tenant, id, present(before), values);
      const [row] = await tx
        .update(policies)
        .set({ ...values, updated_at: new Date() })
        .where(where)
        .returning();
      if (!row) throw ApiError.notFound();
      await recordAudit(tx as unknown as Db, tenant, {
        action: 'update',
        resource: 'policies',
        recordId: id,
        before: present(before) as never,
        after: present(row) as never,
      });
      return present(row);
    });
  });

  // Holders simply lose the policy (user_policies cascade).
  app.delete('/users/policies/:id/', async (request, reply) => {
    const tenant = tenantOf(request);
    const id = idOf(request);
    await db.transaction(async (tx) => {
      const [row] = await tx
        .delete(policies)
        .where(inCompany(policies, tenant, eq(policies.id, id)))
        .returning();
      if (!row) throw ApiError.notFound();
      await recordAudit(tx as unknown as Db, tenant, {
        action: 'delete',
        resource: 'policies',
        recordId: id,
        before: present(row) as never,
      });
    });
    return reply.code(204).send();
  });
}

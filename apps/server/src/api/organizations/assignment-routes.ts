import type { AccessResource } from '@navgan/domain/access';
import { organizationAssignmentInput } from '@navgan/domain/resources/organization';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { recordAudit } from '../../access/audit-trail';
import { organizationsOf, setOrganizations } from '../../access/organization-scope';
import type { AppContext } from '../../app-context';
import { organizations } from '../../db/access-schema';
import type { Db } from '../../db/database';
import { inCompany } from '../../db/tenant-scope';
import { ApiError } from '../../http/api-error';
import { tenantOf } from '../../http/request-context';
import { idParams, typedContract, typedRoutes } from '../../http/route-contract';
import { invalidFieldText } from '../../resources/field-error';
import { listWhere } from '../../resources/register-resource';
import { fleetResources } from '../fleet-resources';

/**
 * `PUT <path>{id}/organizations/` {id, organizations} → {id, organizations} for every resource
 * whose definition has organizations of its own (`scope: {own}`): drivers, vehicles, tags, and
 * geofences once their definition declares it. The record must be one the caller sees.
 */
export async function organizationAssignmentRoutes(scope: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = typedRoutes(scope);
  const answer = z.object({ id: z.number().int(), organizations: z.array(z.number().int()) });
  for (const def of fleetResources) {
    const owned = def.organizationScope;
    if (!owned || !('own' in owned)) continue;
    const resource: AccessResource = owned.own;
    const declared = typedContract({ params: idParams, body: organizationAssignmentInput, answer });
    app.put(`/${def.path}:id/organizations/`, declared, async (request) => {
      const tenant = tenantOf(request);
      const { id } = request.params;
      const body = request.body;
      const db = ctx.database.db;
      const [row] = await db
        .select({ id: def.table.id })
        .from(def.table)
        .where(and(listWhere(def, {}, tenant), eq(def.table.id, id)))
        .limit(1);
      if (!row) throw ApiError.notFound();
      await checkOrganizations(db, tenant, body.organizations);
      return db.transaction(async (tx) => {
        const inTx = tx as unknown as Db;
        const before = (await organizationsOf(inTx, tenant, resource, [id])).get(id) ?? [];
        await setOrganizations(inTx, tenant, resource, id, body.organizations);
        const after = (await organizationsOf(inTx, tenant, resource, [id])).get(id) ?? [];
        await recordAudit(inTx, tenant, {
          action: 'update',
          resource,
          recordId: id,
          before: { organizations: before },
          after: { organizations: after },
        });
        return { id, organizations: after };
      });
    });
  }
}

/** Every id names an organization of the caller's company (and, for a limited caller, one they see). */
export async function checkOrganizations(
  db: Db,
  tenant: ReturnType<typeof tenantOf>,
  ids: number[],
  field = 'organizations',
): Promise<void> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return;
  const found = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(inCompany(organizations, tenant, inArray(organizations.id, unique)));
  const visible = tenant.organizations?.visible;
  const ok = found.length === unique.length && (!visible || unique.every((id) => visible.includes(id)));
  if (!ok) {
    throw ApiError.validation((locale) => ({
      [field]: [invalidFieldText(locale, 'organizations', 'users')],
    }));
  }
}

import { type AccessResource, accessResources, can } from '@navgan/domain/access';
import { maxRecordId } from '@navgan/domain/constants';
import type { AuditAction, AuditEntry } from '@navgan/domain/resources/approval';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { userSummaries } from '../../access/approval-queue';
import { accessResourceOf } from '../../access/route-permissions';
import type { AppContext } from '../../app-context';
import { auditEntries } from '../../db/access-schema';
import { inCompany } from '../../db/tenant-scope';
import { ApiError } from '../../http/api-error';
import { pageOf, pageRequest } from '../../http/pagination';
import { tenantOf } from '../../http/request-context';
import { message } from '../../i18n/messages';
import { listWhere } from '../../resources/register-resource';
import { fleetResources } from '../fleet-resources';

/**
 * `audit-trail/?resource=&record_id=`: the history of one resource (or one record of it), newest
 * first. Needs view on the resource; a record outside the caller's organizations is not found, and
 * its entries are left out of the resource's history.
 */
export async function auditRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const db = ctx.database.db;
  // The first definition of a resource is its records (insurance payments come after insurances).
  const definitionOf = new Map<AccessResource, (typeof fleetResources)[number]>();
  for (const def of fleetResources) {
    const resource = accessResourceOf(def.path);
    if (resource && !definitionOf.has(resource)) definitionOf.set(resource, def);
  }

  app.get('/audit-trail/', async (request) => {
    const auth = tenantOf(request);
    const query = request.query as Record<string, unknown>;
    const resource = String(query.resource ?? '') as AccessResource;
    if (!(accessResources as readonly string[]).includes(resource)) {
      throw ApiError.validation((locale) => ({ resource: [message(locale, 'auditResource')] }));
    }
    if (!can(auth.caller.access, resource, 'view')) throw ApiError.permissionDenied();
    const rawRecord =
      query.record_id === undefined || query.record_id === '' ? undefined : String(query.record_id);
    const recordId =
      rawRecord === undefined ? undefined : /^\d{1,10}$/.test(rawRecord) ? Number(rawRecord) : 0;
    if (recordId !== undefined && (recordId <= 0 || recordId > maxRecordId)) throw ApiError.notFound();
    const def = definitionOf.get(resource);
    // A caller limited to organizations reads the history of the records they see, nothing else.
    const seen =
      def?.organizationScope && auth.organizations
        ? inArray(
            auditEntries.record_id,
            db
              .select({ id: def.table.id })
              .from(def.table)
              .where(listWhere(def, {}, auth)),
          )
        : undefined;
    if (recordId !== undefined && seen && def) {
      const [visible] = await db
        .select({ id: def.table.id })
        .from(def.table)
        .where(and(listWhere(def, {}, auth), eq(def.table.id, recordId)));
      if (!visible) throw ApiError.notFound();
    }
    const at = pageRequest(request);
    const where = inCompany(
      auditEntries,
      auth,
      eq(auditEntries.resource, resource),
      recordId === undefined ? undefined : eq(auditEntries.record_id, recordId),
      seen,
    );
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(auditEntries)
        .where(where)
        .orderBy(desc(auditEntries.id))
        .limit(at.limit)
        .offset(at.offset),
      db.select({ n: count() }).from(auditEntries).where(where),
    ]);
    const people = await userSummaries(db, [
      ...new Set(rows.map((r) => r.user_id).filter((id) => id !== null)),
    ]);
    const results: AuditEntry[] = rows.map((row) => ({
      id: row.id,
      at: row.at.toISOString(),
      action: row.action as AuditAction,
      user: row.user_id === null ? null : (people.get(row.user_id) ?? null),
      resource: row.resource as AccessResource,
      record_id: row.record_id,
      changes: row.changes as AuditEntry['changes'],
    }));
    return pageOf(request, at, total?.n ?? 0, results);
  });
}

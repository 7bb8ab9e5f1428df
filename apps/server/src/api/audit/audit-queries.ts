import type { AccessResource } from '@navgan/domain/access';
import type { AuditAction, AuditEntry } from '@navgan/domain/resources/approval';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { userSummaries } from '../../access/approval-queue';
import { auditEntries } from '../../db/access-schema';
import type { Db } from '../../db/database';
import { inCompany } from '../../db/tenant-scope';
import type { AuthUser } from '../../http/request-context';
import { listWhere } from '../../resources/register-resource';
import type { fleetResources } from '../fleet-resources';

type Definition = (typeof fleetResources)[number];

/**
 * A page of the history of a resource (or of one record of it), newest first. A caller limited to
 * organizations reads the entries of the records they see; undefined when the record asked for
 * is not one of them.
 */
export async function auditHistory(
  db: Db,
  auth: AuthUser,
  about: { resource: AccessResource; def: Definition | undefined; recordId: number | undefined },
  window: { limit: number; offset: number },
): Promise<{ count: number; results: AuditEntry[] } | undefined> {
  const { resource, def, recordId } = about;
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
    if (!visible) return undefined;
  }
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
      .limit(window.limit)
      .offset(window.offset),
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
  return { count: total?.n ?? 0, results };
}

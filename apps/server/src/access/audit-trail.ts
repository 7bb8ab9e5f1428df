import type { AccessResource } from '@navgan/domain/access';
import type { AuditAction } from '@navgan/domain/resources/approval';
import { auditEntries } from '../db/access-schema';
import type { Db } from '../db/database';
import type { Tenant } from '../db/tenant-scope';

type Snapshot = Record<string, unknown> | null | undefined;

/** The fields that differ between two snapshots of a record, as `{field: {before, after}}`. */
export function changedFields(before: Snapshot, after: Snapshot) {
  const changes: Record<string, { before: unknown; after: unknown }> = {};
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  for (const key of keys) {
    if (key === 'id') continue;
    const was = before?.[key] ?? null;
    const now = after?.[key] ?? null;
    if (JSON.stringify(was) !== JSON.stringify(now)) changes[key] = { before: was, after: now };
  }
  return changes;
}

/**
 * One audit row: who, when, what and the changed fields. Callers pass the transaction of the
 * write, so a write and its audit entry land together or not at all.
 */
export async function recordAudit(
  db: Db,
  tenant: Tenant,
  entry: {
    action: AuditAction;
    resource: AccessResource;
    recordId: number | null;
    before?: Snapshot;
    after?: Snapshot;
  },
): Promise<void> {
  await db.insert(auditEntries).values({
    company_id: tenant.companyId,
    user_id: tenant.userId,
    action: entry.action,
    resource: entry.resource,
    record_id: entry.recordId,
    changes: changedFields(entry.before, entry.after),
  });
}

import { type AccessResource, type ApprovableAction, can } from '@navgan/domain/access';
import type { Approval, ApprovalStatus } from '@navgan/domain/resources/approval';
import type { UserSummary } from '@navgan/domain/resources/user';
import { inArray } from 'drizzle-orm';
import { approvals } from '../db/access-schema';
import type { Db } from '../db/database';
import { users } from '../db/schema';
import type { Tenant } from '../db/tenant-scope';
import type { AuthUser } from '../http/request-context';

type ApprovalRow = typeof approvals.$inferSelect;

/** Whether the caller's policies hold this write back (and they cannot approve it themselves). */
export function isHeldBack(auth: AuthUser, resource: AccessResource, action: ApprovableAction): boolean {
  return (
    (auth.caller.approvalRequired[resource]?.includes(action) ?? false) &&
    !can(auth.caller.access, resource, 'approve')
  );
}

/**
 * What accepting an approval does for one kind of write: re-validate the stored body against the
 * data as it is now and write it through the same code as a direct write, inside the decision's
 * transaction (`rc.db`). Throws the same 400 a direct write would.
 */
export interface ApprovalTarget {
  apply(
    rc: { db: Db; tenant: Tenant },
    approval: { action: ApprovableAction; record_id: number | null; body: unknown },
  ): Promise<number | null>;
}

/**
 * The writers an accepted approval goes back to, by target path: registered by each writer when
 * the app is built (the resource layer per definition path, the users routes). One per
 * application context.
 */
export class ApprovalTargets {
  private readonly byTarget = new Map<string, ApprovalTarget>();

  register(target: string, apply: ApprovalTarget): void {
    this.byTarget.set(target, apply);
  }

  get(target: string): ApprovalTarget | undefined {
    return this.byTarget.get(target);
  }
}

/** Stores a held-back write; nothing else changes. */
export async function queueApproval(
  db: Db,
  auth: AuthUser,
  request: {
    resource: AccessResource;
    action: ApprovableAction;
    target: string;
    recordId: number | null;
    label: string;
    before: Record<string, unknown> | null;
    after: Record<string, unknown> | null;
    body: unknown;
  },
): Promise<Approval> {
  const [row] = await db
    .insert(approvals)
    .values({
      company_id: auth.companyId,
      resource: request.resource,
      action: request.action,
      target: request.target,
      record_id: request.recordId,
      record_label: request.label.slice(0, 200),
      requested_by: auth.userId,
      before: request.before,
      after: request.after,
      body: request.body ?? null,
    })
    .returning();
  if (!row) throw new Error('approval was not stored');
  return (await presentApprovals(db, [row]))[0] as Approval;
}

/** Approval rows → API objects, with the people named in them loaded in one query. */
export async function presentApprovals(db: Db, rows: ApprovalRow[]): Promise<Approval[]> {
  const ids = [...new Set(rows.flatMap((r) => [r.requested_by, r.decided_by]).filter((id) => id !== null))];
  const people = await userSummaries(db, ids);
  return rows.map((row) => ({
    id: row.id,
    resource: row.resource as AccessResource,
    action: row.action as ApprovableAction,
    record_id: row.record_id,
    record_label: row.record_label,
    requested_by: people.get(row.requested_by) ?? unknownUser(row.requested_by),
    requested_at: row.requested_at.toISOString(),
    before: row.before as Record<string, unknown> | null,
    after: row.after as Record<string, unknown> | null,
    status: row.status as ApprovalStatus,
    decided_by: row.decided_by === null ? null : (people.get(row.decided_by) ?? unknownUser(row.decided_by)),
    decided_at: row.decided_at?.toISOString() ?? null,
    comment: row.comment,
  }));
}

/** The columns of a `UserSummary`. */
export const userSummaryColumns = {
  id: users.id,
  username: users.username,
  first_name: users.first_name,
  last_name: users.last_name,
};

/** `{id, username, first_name, last_name}` of several users, in one query. */
export async function userSummaries(db: Db, ids: number[]): Promise<Map<number, UserSummary>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select(userSummaryColumns).from(users).where(inArray(users.id, ids));
  return new Map(rows.map((r) => [r.id, r]));
}

const unknownUser = (id: number): UserSummary => ({ id, username: '', first_name: '', last_name: '' });

/** A short name of a record for the inbox, from its presented fields. */
export function recordLabel(record: Record<string, unknown> | null | undefined, id?: number | null): string {
  if (record) {
    for (const key of ['title', 'fa_title', 'name', 'license_plate', 'username', 'card_number']) {
      const value = record[key];
      if (typeof value === 'string' && value.trim()) return value;
    }
    const name = [record.first_name, record.last_name].filter((v) => typeof v === 'string' && v).join(' ');
    if (name) return name;
  }
  return id ? `#${id}` : '';
}

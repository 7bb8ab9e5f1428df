import { type AccessResource, accessResources, can } from '@navgan/domain/access';
import type { Approval, ApprovalStatus } from '@navgan/domain/resources/approval';
import { count, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { type ApprovalTargets, presentApprovals } from '../../access/approval-queue';
import { recordAudit } from '../../access/audit-trail';
import { approvals, userOrganizations } from '../../db/access-schema';
import type { Db } from '../../db/database';
import { notifications, userNotifications } from '../../db/schema';
import { intArray } from '../../db/sql-helpers';
import { inCompany } from '../../db/tenant-scope';
import { ApiError } from '../../http/api-error';
import type { AuthUser } from '../../http/request-context';
import { listWhere } from '../../resources/register-resource';
import { fleetResources } from '../fleet-resources';

const approvalNotificationType = 6;

const resourceTitles: Partial<Record<AccessResource, { fa: string; en: string }>> = {
  drivers: { fa: 'راننده', en: 'driver' },
  leaves: { fa: 'مرخصی', en: 'leave' },
  vehicles: { fa: 'خودرو', en: 'vehicle' },
  insurances: { fa: 'بیمه', en: 'insurance' },
  fines: { fa: 'جریمه', en: 'fine' },
  fuel_transactions: { fa: 'تراکنش سوخت', en: 'fuel transaction' },
  services: { fa: 'سرویس دوره‌ای', en: 'periodic service' },
  users: { fa: 'کاربر', en: 'user' },
};

/** The resources whose approvals the caller may decide. */
const decidable = (auth: AuthUser) => accessResources.filter((r) => can(auth.caller.access, r, 'approve'));

/** The definitions whose records belong to organizations, by the path an approval targets. */
const scopedTargets = new Map(
  fleetResources.filter((def) => def.organizationScope).map((def) => [def.path, def]),
);

/**
 * For a caller limited to organizations, the requests they read and decide: about a record they
 * see (by its resource's own scope), a new record asked for by someone of their organizations,
 * or anything not owned by organizations (users, rules). Undefined for everyone else.
 */
function approvalsSeenBy(auth: AuthUser): SQL | undefined {
  const visible = auth.organizations?.visible;
  if (!visible) return undefined;
  const aboutSeenRecords = [...scopedTargets.values()].map(
    (def) =>
      sql`(${approvals.target} = ${def.path} and ${approvals.record_id} in (select ${def.table.id} from ${def.table} where ${listWhere(def, {}, auth)}))`,
  );
  return or(
    sql`${approvals.target} not in ${[...scopedTargets.keys()]}`,
    sql`(${approvals.record_id} is null and ${approvals.requested_by} in (select ${userOrganizations.user_id} from ${userOrganizations} where ${userOrganizations.organization_id} = any(${intArray(visible)})))`,
    ...aboutSeenRecords,
  );
}

/** A page of the approvals the caller reads: those they may decide, or with `mine` their own requests. */
export async function listApprovals(
  db: Db,
  auth: AuthUser,
  filter: { status: ApprovalStatus | undefined; mine: boolean },
  window: { limit: number; offset: number },
): Promise<{ count: number; results: Approval[] }> {
  const resources = decidable(auth);
  const visibleTo: SQL[] = [];
  if (resources.length) visibleTo.push(inArray(approvals.resource, resources));
  if (filter.mine) visibleTo.push(eq(approvals.requested_by, auth.userId));
  const where = inCompany(
    approvals,
    auth,
    visibleTo.length ? or(...visibleTo) : sql`false`,
    filter.status ? eq(approvals.status, filter.status) : undefined,
    filter.mine ? undefined : approvalsSeenBy(auth),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(approvals)
      .where(where)
      .orderBy(desc(approvals.id))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ n: count() }).from(approvals).where(where),
  ]);
  return { count: total?.n ?? 0, results: await presentApprovals(db, rows) };
}

/**
 * Decides a pending approval the caller sees and may decide. Accepting replays the held-back
 * write through its target, in one transaction with the decision and its audit entry; the
 * requester is notified.
 */
export async function decideApproval(
  db: Db,
  targets: ApprovalTargets,
  auth: AuthUser,
  id: number,
  decision: 'accepted' | 'rejected',
  comment: string,
): Promise<Approval | undefined> {
  const decided = await db.transaction(async (tx) => {
    const inTx = tx as unknown as Db;
    const [approval] = await inTx
      .select()
      .from(approvals)
      .where(inCompany(approvals, auth, eq(approvals.id, id), approvalsSeenBy(auth)))
      .for('update');
    if (!approval) throw ApiError.notFound();
    if (!can(auth.caller.access, approval.resource as AccessResource, 'approve'))
      throw ApiError.permissionDenied();
    if (approval.status !== 'pending') throw ApiError.detail(400, 'approvalNotPending');
    let recordId = approval.record_id;
    if (decision === 'accepted') {
      const target = targets.get(approval.target);
      if (!target) throw new Error(`no approval target for ${approval.target}`);
      recordId = await target.apply(
        { db: inTx, tenant: auth },
        { action: approval.action as never, record_id: approval.record_id, body: approval.body },
      );
    }
    const [row] = await inTx
      .update(approvals)
      .set({
        status: decision,
        decided_by: auth.userId,
        decided_at: sql`now()`,
        comment,
        record_id: recordId,
        // The body (for a new user, a password hash) is of no use once decided.
        body: null,
      })
      .where(eq(approvals.id, id))
      .returning();
    if (!row) throw ApiError.notFound();
    await recordAudit(inTx, auth, {
      action: decision === 'accepted' ? 'approve' : 'reject',
      resource: row.resource as AccessResource,
      recordId: row.record_id,
      before: { status: 'pending' },
      after: { status: decision, ...(comment ? { comment } : {}) },
    });
    await notifyRequester(inTx, row);
    return row;
  });
  return (await presentApprovals(db, [decided]))[0];
}

/** The requester hears of the decision in the notifications drawer. */
async function notifyRequester(db: Db, approval: typeof approvals.$inferSelect): Promise<void> {
  const what = resourceTitles[approval.resource as AccessResource] ?? { fa: 'رکورد', en: 'record' };
  const label = approval.record_label ? ` «${approval.record_label}»` : '';
  const accepted = approval.status === 'accepted';
  const [note] = await db
    .insert(notifications)
    .values({
      company_id: approval.company_id,
      type_id: approvalNotificationType,
      fa_body: `درخواست شما برای ${what.fa}${label} ${accepted ? 'تأیید' : 'رد'} شد.`,
      en_body: `Your request for the ${what.en}${label.replace(/[«»]/g, '"')} was ${accepted ? 'accepted' : 'rejected'}.`,
      subject_id: approval.id,
    })
    .returning({ id: notifications.id });
  if (note) {
    await db
      .insert(userNotifications)
      .values({ company_id: approval.company_id, user_id: approval.requested_by, notification_id: note.id });
  }
}

import { can, type PermissionMap } from '@navgan/domain/access';
import { and, eq, inArray, ne } from 'drizzle-orm';
import { policies, userOrganizations, userPolicies } from '../db/access-schema';
import type { Db } from '../db/database';
import { users } from '../db/schema';
import { ApiError } from '../http/api-error';
import type { AuthUser } from '../http/request-context';
import type { MessageKey } from '../i18n/messages';

/**
 * Who may change whom among a company's users. The permission table only says a caller may
 * change users at all; these rules stop that permission from becoming a takeover:
 * - only a superuser changes, resets, demotes, deactivates or deletes a superuser, or makes one;
 * - no change leaves the company without an active superuser (not even a superuser's own);
 * - nobody who is not a superuser widens their own policies or organizations.
 * - an API key grants nothing beyond its own access: the users it creates or changes, the
 *   policies it writes and the keys it creates hold no permission and no organization the key
 *   lacks, and it cannot change a user (or set the password of one) who holds more than it does.
 * Every user write goes through here: direct, queued for approval, and applied on approval
 * (then the approver is the actor).
 */

type TargetUser = Pick<typeof users.$inferSelect, 'id' | 'company_id' | 'is_superuser' | 'is_active'>;

export interface UserAccessValues {
  is_superuser: boolean;
  is_active: boolean;
  policies: number[];
  organizations: number[];
}

const refuse = (key: MessageKey) => ApiError.detail(403, key, { code: 'permission_denied' });

/** A new user: only a superuser may create a superuser. */
export function guardUserCreate(actor: AuthUser, values: Pick<UserAccessValues, 'is_superuser'>): void {
  if (values.is_superuser && !actor.isSuperuser) throw refuse('grantSuperuserOnly');
}

/** A superuser's password, activity or access is a superuser's business only. */
function guardTarget(actor: AuthUser, target: TargetUser): void {
  if (target.is_superuser && !actor.isSuperuser) throw refuse('superuserOnly');
}

/** Setting (resetting) another user's password. */
export async function guardPasswordReset(db: Db, actor: AuthUser, target: TargetUser): Promise<void> {
  guardTarget(actor, target);
  await guardKeyOverUser(db, actor, target.id);
}

/** Editing a user: superuser rules, the last active superuser, no self-widening. */
export async function guardUserUpdate(
  db: Db,
  actor: AuthUser,
  target: TargetUser,
  values: UserAccessValues,
): Promise<void> {
  guardTarget(actor, target);
  if (values.is_superuser && !target.is_superuser && !actor.isSuperuser) throw refuse('grantSuperuserOnly');
  await guardKeyOverUser(db, actor, target.id);
  await guardKeyGrant(db, actor, values);
  await keepOneActiveSuperuser(db, target, values);
  if (target.id === actor.userId && !actor.isSuperuser) await refuseSelfWidening(db, target.id, values);
}

async function keepOneActiveSuperuser(
  db: Db,
  target: TargetUser,
  after: Pick<UserAccessValues, 'is_superuser' | 'is_active'>,
): Promise<void> {
  const wasActiveSuperuser = target.is_superuser && target.is_active;
  if (!wasActiveSuperuser || (after.is_superuser && after.is_active)) return;
  // Locks the other active superusers: two concurrent demotions cannot each count the other.
  const others = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.company_id, target.company_id),
        eq(users.is_superuser, true),
        eq(users.is_active, true),
        ne(users.id, target.id),
      ),
    )
    .for('update');
  if (others.length === 0) throw refuse('lastSuperuser');
}

/**
 * More policies, or organizations beyond the ones held, widen what a user may do. An empty
 * organization list means the whole company, so dropping every organization widens too.
 */
async function refuseSelfWidening(db: Db, userId: number, values: UserAccessValues): Promise<void> {
  const [heldPolicies, heldOrganizations] = await Promise.all([
    db.select({ id: userPolicies.policy_id }).from(userPolicies).where(eq(userPolicies.user_id, userId)),
    db
      .select({ id: userOrganizations.organization_id })
      .from(userOrganizations)
      .where(eq(userOrganizations.user_id, userId)),
  ]);
  const policies = new Set(heldPolicies.map((p) => p.id));
  const organizations = new Set(heldOrganizations.map((o) => o.id));
  const morePolicies = values.policies.some((id) => !policies.has(id));
  const moreOrganizations =
    organizations.size > 0 &&
    (values.organizations.length === 0 || values.organizations.some((id) => !organizations.has(id)));
  if (morePolicies || moreOrganizations) throw refuse('ownAccessNotWider');
}

/** A policy the caller holds may not gain permissions or lose approval requirements, unless they are a superuser. */
export async function guardPolicyChange(
  db: Db,
  actor: AuthUser,
  policyId: number,
  before: { permissions: Record<string, string[]>; approval_required: Record<string, string[]> },
  after: { permissions?: Record<string, string[]>; approval_required?: Record<string, string[]> },
): Promise<void> {
  if (actor.isSuperuser) return;
  guardKeyPermissions(actor, after.permissions ?? {});
  const [held] = await db
    .select({ id: userPolicies.policy_id })
    .from(userPolicies)
    .where(and(eq(userPolicies.user_id, actor.userId), eq(userPolicies.policy_id, policyId)))
    .limit(1);
  if (!held) return;
  const pairs = (map: Record<string, string[]>) =>
    new Set(Object.entries(map).flatMap(([resource, actions]) => actions.map((a) => `${resource}:${a}`)));
  const grantsMore = [...pairs(after.permissions ?? before.permissions)].some(
    (pair) => !pairs(before.permissions).has(pair),
  );
  const requiresLess = [...pairs(before.approval_required)].some(
    (pair) => !pairs(after.approval_required ?? before.approval_required).has(pair),
  );
  if (grantsMore || requiresLess) throw refuse('ownPolicyNotWider');
}

/** Permissions an API key writes into a policy: none it does not hold itself. */
export function guardKeyPermissions(actor: AuthUser, permissions: Record<string, string[]>): void {
  if (actor.apiKeyId === undefined) return;
  const held = actor.caller.access;
  const beyond = Object.entries(permissions).some(([resource, actions]) =>
    actions.some((action) => !can(held, resource as never, action as never)),
  );
  if (beyond) throw refuse('apiKeyNotWider');
}

/**
 * What an API key grants (to a user it creates or changes, or to a new key): policies holding
 * only permissions the key holds, and organizations within the key's when it is limited to some
 * (none would mean the whole company).
 */
export async function guardKeyGrant(
  db: Db,
  actor: AuthUser,
  grant: Pick<UserAccessValues, 'policies' | 'organizations'>,
): Promise<void> {
  if (actor.apiKeyId === undefined) return;
  const limit = actor.caller.organizations;
  if (limit) {
    const visible = new Set(limit.visible);
    if (grant.organizations.length === 0 || grant.organizations.some((id) => !visible.has(id)))
      throw refuse('apiKeyNotWider');
  }
  const ids = [...new Set(grant.policies)];
  if (!ids.length) return;
  const granted = await db
    .select({ permissions: policies.permissions })
    .from(policies)
    .where(and(eq(policies.company_id, actor.companyId), inArray(policies.id, ids)));
  for (const policy of granted)
    guardKeyPermissions(actor, policy.permissions as PermissionMap as Record<string, string[]>);
}

/** A user an API key changes must hold no more than the key: their policies and organizations are checked as a grant. */
async function guardKeyOverUser(db: Db, actor: AuthUser, userId: number): Promise<void> {
  if (actor.apiKeyId === undefined) return;
  const [held, organizations] = await Promise.all([
    db.select({ id: userPolicies.policy_id }).from(userPolicies).where(eq(userPolicies.user_id, userId)),
    db
      .select({ id: userOrganizations.organization_id })
      .from(userOrganizations)
      .where(eq(userOrganizations.user_id, userId)),
  ]);
  await guardKeyGrant(db, actor, {
    policies: held.map((p) => p.id),
    organizations: organizations.map((o) => o.id),
  });
}

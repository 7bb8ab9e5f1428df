import {
  type AccessResource,
  type ApprovalMap,
  accessResources,
  mergePermissions,
  type PermissionMap,
  resourceActions,
} from '@navgan/domain/access';
import { eq } from 'drizzle-orm';
import { policies, userPolicies } from '../db/access-schema';
import type { Db } from '../db/database';
import type { CallerAccess } from '../http/request-context';
import { organizationsOfUser } from './organization-tree';

/** Every action on every resource: what a superuser holds. */
export const allPermissions: PermissionMap = Object.fromEntries(
  accessResources.map((resource) => [resource, [...resourceActions[resource]]]),
);

/**
 * A superuser holds every permission over the whole company without a query. Anyone else gets
 * the union of their policies; held-back writes apply only where no other policy of theirs grants
 * the same write freely, and organizations limit them when they belong to any.
 */
export async function loadCallerAccess(
  db: Db,
  user: { id: number; company_id: number; is_superuser: boolean },
): Promise<CallerAccess> {
  if (user.is_superuser) {
    return {
      access: { is_superuser: true, permissions: allPermissions, organizations: [] },
      approvalRequired: {},
      organizations: null,
    };
  }
  const [held, tree] = await Promise.all([
    db
      .select({ permissions: policies.permissions, approval_required: policies.approval_required })
      .from(userPolicies)
      .innerJoin(policies, eq(policies.id, userPolicies.policy_id))
      .where(eq(userPolicies.user_id, user.id)),
    organizationsOfUser(db, user.id, user.company_id),
  ]);
  const maps = held.map((p) => p.permissions as PermissionMap);
  return {
    access: { is_superuser: false, permissions: mergePermissions(maps), organizations: tree.own },
    approvalRequired: heldBack(held as { permissions: PermissionMap; approval_required: ApprovalMap }[]),
    organizations: tree.own.length ? tree : null,
  };
}

/** A write waits for approval only if every policy granting it holds it back. */
function heldBack(held: { permissions: PermissionMap; approval_required: ApprovalMap }[]): ApprovalMap {
  const result: ApprovalMap = {};
  for (const resource of accessResources) {
    for (const action of ['add', 'change', 'delete'] as const) {
      const granting = held.filter((p) => p.permissions[resource]?.includes(action));
      if (granting.length && granting.every((p) => p.approval_required[resource]?.includes(action))) {
        result[resource as AccessResource] = [...(result[resource as AccessResource] ?? []), action];
      }
    }
  }
  return result;
}

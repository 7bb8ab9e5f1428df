/**
 * The permission model shared by server and web (docs/decisions.md, "Who may see and do what").
 * A policy is a named set of permissions, per resource and action, plus the actions of its
 * holders that wait for an approver. A user holds any number of policies; a company superuser
 * holds every permission. The server enforces it; the web hides what the user may not use.
 */

import { z } from 'zod';
import { type AccessAction, type ApprovableAction, accessActions, approvableActions } from './access-actions';
import type { AccessArea } from './manifest/manifest-types';

export { type AccessAction, type ApprovableAction, accessActions, approvableActions } from './access-actions';

import { manifestEntries, otherAccessAreas, type ResourceAccess } from './manifest/resource-manifest';

/** Every area a permission can name. */
export type AccessResource = ResourceAccess | keyof typeof otherAccessAreas;

/**
 * Each area and what it allows, in the policy editor's order: the manifest's resources (each area
 * declared by the entry that owns it), then the areas that are not one resource's records.
 */
export const accessAreas = new Map<AccessResource, AccessArea>([
  ...manifestEntries.flatMap(([, entry]) =>
    entry.area ? [[entry.access as AccessResource, entry.area] as [AccessResource, AccessArea]] : [],
  ),
  ...(Object.entries(otherAccessAreas) as [AccessResource, AccessArea][]),
]);

export const accessResources: readonly AccessResource[] = [...accessAreas.keys()];

/** The actions that make sense for each resource (a policy editor offers only these). */
export const resourceActions = Object.fromEntries(
  [...accessAreas].map(([resource, area]) => [resource, area.actions]),
) as Record<AccessResource, readonly AccessAction[]>;

export type PermissionMap = Partial<Record<AccessResource, AccessAction[]>>;
export type ApprovalMap = Partial<Record<AccessResource, ApprovableAction[]>>;

/** `GET/POST/PUT users/policies/`. */
export const policySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  permissions: z.partialRecord(
    z.enum(accessResources as [AccessResource, ...AccessResource[]]),
    z.array(z.enum(accessActions)),
  ),
  /** Writes of this policy's holders that wait in the approvals inbox instead of applying. */
  approval_required: z.partialRecord(
    z.enum(accessResources as [AccessResource, ...AccessResource[]]),
    z.array(z.enum(approvableActions)),
  ),
});
export type Policy = z.infer<typeof policySchema>;

/** What the current-user answer adds for the web app (menu, buttons, routes). */
export interface Access {
  is_superuser: boolean;
  permissions: PermissionMap;
  /** Organizations the user is limited to (with their sub-organizations); empty = whole company. */
  organizations: number[];
}

export function can(access: Access | undefined, resource: AccessResource, action: AccessAction) {
  if (!access) return false;
  if (access.is_superuser) return true;
  return access.permissions[resource]?.includes(action) ?? false;
}

/** Union of several policies' permissions (a user with two policies may do what either allows). */
export function mergePermissions(maps: PermissionMap[]): PermissionMap {
  const merged: PermissionMap = {};
  for (const map of maps) {
    for (const resource of accessResources) {
      const actions = map[resource];
      if (!actions?.length) continue;
      merged[resource] = [...new Set([...(merged[resource] ?? []), ...actions])];
    }
  }
  return merged;
}

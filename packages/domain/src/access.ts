/**
 * The permission model shared by server and web (docs/decisions.md, "Who may see and do what").
 * A policy is a named set of permissions, per resource and action, plus the actions of its
 * holders that wait for an approver. A user holds any number of policies; a company superuser
 * holds every permission. The server enforces it; the web hides what the user may not use.
 */

import { z } from 'zod';

/** Every area a permission can name. */
export const accessResources = [
  'drivers',
  'leaves',
  'vehicles',
  'tags',
  'devices',
  'insurances',
  'fines',
  'fuel_cards',
  'fuel_transactions',
  'services',
  'geofences',
  'rules',
  'plans',
  'organizations',
  'users',
  'policies',
  'approvals',
  'company',
  'tracking',
  'reports',
  'reminders',
] as const;
export type AccessResource = (typeof accessResources)[number];

export const accessActions = ['view', 'add', 'change', 'delete', 'export', 'approve'] as const;
export type AccessAction = (typeof accessActions)[number];

/** The actions that make sense for each resource (a policy editor offers only these). */
export const resourceActions: Record<AccessResource, readonly AccessAction[]> = {
  drivers: ['view', 'add', 'change', 'delete', 'export', 'approve'],
  leaves: ['view', 'add', 'change', 'delete', 'approve'],
  vehicles: ['view', 'add', 'change', 'delete', 'export', 'approve'],
  tags: ['view', 'add', 'change', 'delete'],
  devices: ['view', 'add', 'change', 'delete'],
  insurances: ['view', 'add', 'change', 'delete', 'approve'],
  fines: ['view', 'add', 'change', 'delete', 'approve'],
  fuel_cards: ['view', 'add', 'change', 'delete'],
  fuel_transactions: ['view', 'add', 'change', 'delete', 'approve'],
  services: ['view', 'add', 'change', 'delete', 'approve'],
  geofences: ['view', 'add', 'change', 'delete'],
  rules: ['view', 'add', 'change', 'delete'],
  plans: ['view', 'add', 'change', 'delete', 'export'],
  organizations: ['view', 'add', 'change', 'delete'],
  users: ['view', 'add', 'change', 'delete', 'approve'],
  policies: ['view', 'add', 'change', 'delete'],
  approvals: ['view'],
  company: ['view', 'change'],
  tracking: ['view', 'export'],
  reports: ['view', 'export'],
  reminders: ['view'],
};

/** Writes a policy can hold back for approval. */
export const approvableActions = ['add', 'change', 'delete'] as const;
export type ApprovableAction = (typeof approvableActions)[number];

export type PermissionMap = Partial<Record<AccessResource, AccessAction[]>>;
export type ApprovalMap = Partial<Record<AccessResource, ApprovableAction[]>>;

/** `GET/POST/PUT users/policies/`. */
export const policySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  permissions: z.partialRecord(z.enum(accessResources), z.array(z.enum(accessActions))),
  /** Writes of this policy's holders that wait in the approvals inbox instead of applying. */
  approval_required: z.partialRecord(z.enum(accessResources), z.array(z.enum(approvableActions))),
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

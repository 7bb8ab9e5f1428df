import {
  type AccessAction,
  type AccessResource,
  type ApprovableAction,
  type ApprovalMap,
  accessResources,
  approvableActions,
  type PermissionMap,
  resourceActions,
} from '@navgan/domain/access';

/** What a policy editor holds: the permissions and the writes that wait for an approver. */
export interface PolicyGrid {
  permissions: PermissionMap;
  approval_required: ApprovalMap;
}

export function isApprovable(action: AccessAction): action is ApprovableAction {
  return (approvableActions as readonly string[]).includes(action);
}

function ordered<A extends AccessAction>(resource: AccessResource, actions: Iterable<A>): A[] {
  const chosen = new Set<AccessAction>(actions);
  return resourceActions[resource].filter((action): action is A => chosen.has(action));
}

function withActions<M extends Partial<Record<AccessResource, AccessAction[]>>>(
  map: M,
  resource: AccessResource,
  actions: AccessAction[],
): M {
  const next = { ...map };
  if (actions.length) next[resource] = actions as M[AccessResource];
  else delete next[resource];
  return next;
}

/**
 * Turns one permission on or off. Only the resource's own actions can be granted; taking a
 * permission away also drops its approval mark, since there is nothing left to approve.
 */
export function setPermission(
  grid: PolicyGrid,
  resource: AccessResource,
  action: AccessAction,
  on: boolean,
): PolicyGrid {
  if (!resourceActions[resource].includes(action)) return grid;
  const current = new Set(grid.permissions[resource] ?? []);
  if (on) current.add(action);
  else current.delete(action);
  const permissions = withActions(grid.permissions, resource, ordered(resource, current));
  if (on || !isApprovable(action)) return { ...grid, permissions };
  const approvals = new Set(grid.approval_required[resource] ?? []);
  approvals.delete(action);
  return {
    permissions,
    approval_required: withActions(grid.approval_required, resource, ordered(resource, approvals)),
  };
}

/** Whether a write on a resource can wait for approval: someone must be able to approve it. */
export function canHoldBack(resource: AccessResource, action: AccessAction): action is ApprovableAction {
  const actions = resourceActions[resource];
  return isApprovable(action) && actions.includes(action) && actions.includes('approve');
}

/** Marks a granted add/change/delete as waiting for an approver (or not). */
export function setApproval(
  grid: PolicyGrid,
  resource: AccessResource,
  action: ApprovableAction,
  on: boolean,
): PolicyGrid {
  if (on && (!canHoldBack(resource, action) || !grid.permissions[resource]?.includes(action))) return grid;
  const approvals = new Set(grid.approval_required[resource] ?? []);
  if (on) approvals.add(action);
  else approvals.delete(action);
  return {
    ...grid,
    approval_required: withActions(grid.approval_required, resource, ordered(resource, approvals)),
  };
}

/** Every action of a resource on or off at once (the row's checkbox). */
export function setRow(grid: PolicyGrid, resource: AccessResource, on: boolean): PolicyGrid {
  return resourceActions[resource].reduce((next, action) => setPermission(next, resource, action, on), grid);
}

/** How many permissions and approval marks a policy holds (the list's summary). */
export function gridCounts(grid: PolicyGrid): { permissions: number; approvals: number } {
  let permissions = 0;
  let approvals = 0;
  for (const resource of accessResources) {
    permissions += grid.permissions[resource]?.length ?? 0;
    approvals += grid.approval_required[resource]?.length ?? 0;
  }
  return { permissions, approvals };
}

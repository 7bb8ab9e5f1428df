import { type Access, type AccessAction, type AccessResource, can } from '@navgan/domain/access';
import type { CurrentUser } from '@navgan/domain/auth';
import { type RouteId, routeIsCompanyWide, routeNeed } from '../paths';

export function accessOf(user: CurrentUser): Access {
  return user.access;
}

/** Whether the user may do `action` on `resource`; nothing is allowed before the user is known. */
export function allows(access: Access | undefined, resource: AccessResource, action: AccessAction): boolean {
  return can(access, resource, action);
}

/** Whether the user may open a route of the table (its need, or none). */
export function routeAllowed(access: Access | undefined, id: RouteId): boolean {
  if (routeIsCompanyWide(id) && (access?.organizations.length ?? 0) > 0) return false;
  const need = routeNeed(id);
  return need === null || allows(access, need[0], need[1]);
}

import type { AccessAction, AccessResource } from '@navgan/domain/access';
import { useQuery } from '@tanstack/react-query';
import { currentUserQuery } from '../auth/current-user-query';
import type { RouteId } from '../paths';
import { accessOf, allows, routeAllowed } from './access-rules';

/** The current user's permissions; undefined while the current user loads. */
export function useAccess() {
  const { data } = useQuery(currentUserQuery);
  return data ? accessOf(data) : undefined;
}

/** Whether the current user may do `action` on `resource` (menus and buttons hide otherwise). */
export function useCan(resource: AccessResource, action: AccessAction): boolean {
  return allows(useAccess(), resource, action);
}

/** A predicate over route ids for menus that list several routes. */
export function useRouteAllowed(): (id: RouteId) => boolean {
  const access = useAccess();
  return (id) => routeAllowed(access, id);
}

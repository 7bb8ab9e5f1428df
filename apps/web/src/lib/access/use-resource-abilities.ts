import type { AccessResource } from '@navgan/domain/access';
import { type ResourceRoute, resourceRouteIds } from '../define-resource';
import { routeNeed } from '../paths';
import { allows } from './access-rules';
import { useAccess } from './use-access';

/** The permission-model resource behind a resource's screens (from its list route's need). */
export function accessResourceOf(route: ResourceRoute): AccessResource | undefined {
  return routeNeed(resourceRouteIds(route).list)?.[0];
}

/** Which of a resource's buttons the current user gets: new registration, edit, delete, export. */
export function useResourceAbilities(route: ResourceRoute) {
  return useAbilities(accessResourceOf(route));
}

/** Which buttons the current user gets for records of a permission-model resource (all without one). */
export function useAbilities(resource: AccessResource | undefined) {
  const access = useAccess();
  const may = (action: 'add' | 'change' | 'delete' | 'export') =>
    resource === undefined || allows(access, resource, action);
  return { add: may('add'), change: may('change'), delete: may('delete'), export: may('export') };
}

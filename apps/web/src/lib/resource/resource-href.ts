import type { RouteLanguage } from '@navgan/domain/locales';
import { type ResourceRoute, resourceRouteIds } from '../define-resource';
import { getHref, type RouteId } from '../paths';

export type ResourceScreen = 'list' | 'add' | 'edit' | 'view';

/** The URL of one of a resource's four screens: ('fa', 'tags', 'edit', 3) gives '/fa/tags/edit/3'. */
export function resourceHref(
  lang: RouteLanguage,
  route: ResourceRoute,
  screen: ResourceScreen,
  id?: number | string,
): string {
  // getHref checks :id per route id; the four ids of a resource are only known as RouteId here.
  const href = getHref as (lang: RouteLanguage, routeId: RouteId, params?: { id: number | string }) => string;
  return href(lang, resourceRouteIds(route)[screen], id === undefined ? undefined : { id });
}

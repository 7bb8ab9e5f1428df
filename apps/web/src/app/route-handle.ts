import type { RouteId } from '../lib/paths';

export type StaticTitleKey = 'login.pageTitle' | 'notFound.pageTitle';

/** What a route tells the shell about itself: its table id, or a title for routes outside the table. */
export interface RouteHandle {
  routeId?: RouteId;
  titleKey?: StaticTitleKey;
}

export function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && ('routeId' in value || 'titleKey' in value);
}

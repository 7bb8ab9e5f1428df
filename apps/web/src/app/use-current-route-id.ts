import { useMatches } from 'react-router';
import type { RouteId } from '../lib/paths';
import { isRouteHandle } from './route-handle';

/** The route-table id of the page being shown, if it is a table route. */
export function useCurrentRouteId(): RouteId | undefined {
  const matches = useMatches();
  const handle = [...matches].reverse().find((match) => isRouteHandle(match.handle))?.handle;
  return isRouteHandle(handle) ? handle.routeId : undefined;
}

import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { NoAccessPage } from '../../features/access/no-access-page';
import { accessOf, routeAllowed } from '../../lib/access/access-rules';
import { currentUserQuery } from '../../lib/auth/current-user-query';
import { type RouteId, routeNeed } from '../../lib/paths';
import { PageSkeleton } from '../page-skeleton';

/**
 * The page of a route the user's permissions allow, or the 'no access' page. Until the current
 * user is known a skeleton shows; if it cannot be read the page shows and the server decides.
 */
export function RouteAccessGate({
  routeId,
  children,
}: {
  routeId: RouteId | undefined;
  children: ReactNode;
}) {
  const user = useQuery(currentUserQuery);
  // Routes open to every signed-in user (dashboard, change password) do not wait for the user.
  if (!routeId || routeNeed(routeId) === null || user.isError) return children;
  if (user.isPending) return <PageSkeleton />;
  return routeAllowed(accessOf(user.data), routeId) ? children : <NoAccessPage />;
}

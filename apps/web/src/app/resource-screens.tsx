import type { ComponentType } from 'react';
import type { z } from 'zod';
import { type ResourceDefinition, type ResourceRoute, resourceRouteIds } from '../lib/define-resource';
import type { RouteId } from '../lib/paths';
import { lazyPage } from './lazy-page';
import { PageSkeleton } from './page-skeleton';

/**
 * The four screens of a resource for the router: the generic list and record pages bound to the
 * resource's definition, each loaded on demand with the definition.
 */
export function resourceScreens<R extends { id: number }, S extends z.ZodObject>(
  route: ResourceRoute,
  load: () => Promise<ResourceDefinition<R, S>>,
): Partial<Record<RouteId, ComponentType>> {
  const ids = resourceRouteIds(route);
  const listPage = lazyPage(
    () =>
      Promise.all([load(), import('../ui-kit/list-page')]).then(
        ([resource, { ListPage }]) =>
          function ResourceListScreen() {
            return <ListPage resource={resource} />;
          },
      ),
    <PageSkeleton />,
  );
  const recordPage = (mode: 'add' | 'edit' | 'view') =>
    lazyPage(
      () =>
        Promise.all([load(), import('../ui-kit/record-page')]).then(
          ([resource, { RecordPage }]) =>
            function ResourceRecordScreen() {
              return <RecordPage resource={resource} mode={mode} />;
            },
        ),
      <PageSkeleton />,
    );
  return {
    [ids.list]: listPage,
    [ids.add]: recordPage('add'),
    [ids.edit]: recordPage('edit'),
    [ids.view]: recordPage('view'),
  };
}

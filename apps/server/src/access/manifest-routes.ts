import type { ManifestEntry } from '@navgan/domain/manifest/manifest-types';
import { manifestEntries } from '@navgan/domain/manifest/resource-manifest';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** What a generic resource route does: the records, their names for select boxes, their organizations. */
export type ResourceRouteKind = 'records' | 'summaries' | 'assignment';

/**
 * The routes `registerResource` (and the organization assignment) make for each manifest resource
 * served by the generic routes: the permission and scoping tables derive their entries from these.
 */
export function manifestResourceRoutes(): {
  method: Method;
  path: string;
  kind: ResourceRouteKind;
  entry: ManifestEntry;
}[] {
  return manifestEntries.flatMap(([, declared]) => {
    const entry: ManifestEntry = declared;
    if (entry.handWritten) return [];
    const path = entry.api;
    const at = (method: Method, url: string, kind: ResourceRouteKind = 'records') => ({
      method,
      path: url,
      kind,
      entry,
    });
    return [
      at('GET', path),
      ...(entry.summaries ? [at('GET', `${path}summaries/`, 'summaries')] : []),
      at('POST', path),
      at('GET', `${path}:id/`),
      at('PUT', `${path}:id/`),
      at('DELETE', `${path}:id/`),
      ...(entry.organizations === 'own' ? [at('PUT', `${path}:id/organizations/`, 'assignment')] : []),
    ];
  });
}

import { can } from '@navgan/domain/access';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../http/api-error';
import { tenantOf } from '../http/request-context';
import { isSessionOnly, permissionOf } from './route-permissions';
import { scopingOf } from './route-scoping';

/** A route of the protected scope, as `METHOD /api/v1/path/`. */
export type RegisteredRoute = `${string} ${string}`;

/**
 * The one permission check of the protected API, run after authentication: the route's entry in
 * `routePermissions`, or 403 for everyone when it has none (fail-closed); and, for a caller limited
 * to organizations, 403 when the route has no entry in `routeScoping`. `registered` collects
 * the scope's routes so a test can find any without an entry.
 */
export function enforcePermissions(scope: FastifyInstance, registered?: RegisteredRoute[]): void {
  scope.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) if (method !== 'HEAD') registered?.push(`${method} ${route.url}`);
  });
  scope.addHook('onRequest', async (request) => {
    const url = request.routeOptions.url ?? '';
    const rule = permissionOf(request.method, url);
    if (!rule) throw ApiError.permissionDenied();
    const { caller, apiKeyId } = tenantOf(request);
    if (apiKeyId !== undefined && isSessionOnly(request.method, url))
      throw ApiError.detail(403, 'sessionOnly', { code: 'permission_denied' });
    // A caller limited to organizations reaches only routes that declare how they limit rows.
    if (caller.organizations && !scopingOf(request.method, url)) throw ApiError.permissionDenied();
    if (rule === 'signed-in') return;
    if (!can(caller.access, rule.resource, rule.action)) throw ApiError.permissionDenied();
  });
}

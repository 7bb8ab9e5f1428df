import type { Access, ApprovalMap } from '@navgan/domain/access';
import { type Locale, localeFromAcceptLanguage } from '@navgan/domain/locales';
import type { FastifyInstance } from 'fastify';
import type { OrganizationLimit, Tenant } from '../db/tenant-scope';

/** What one request's caller may see and do, loaded once per request after authentication. */
export interface CallerAccess {
  access: Access;
  approvalRequired: ApprovalMap;
  organizations: OrganizationLimit | null;
}

export interface AuthUser extends Tenant {
  isSuperuser: boolean;
  type: number;
  /** Permissions, held-back writes and organization limit of the caller. */
  caller: CallerAccess;
  /** Set when the caller signed in with an API key (and `userId` is the key's service account). */
  apiKeyId?: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user; set by the authenticate hook on protected routes. */
    auth: AuthUser | null;
    /** The caller's language from Accept-Language (fa when nothing matches). */
    locale: Locale;
  }
}

export function registerRequestContext(app: FastifyInstance): void {
  app.decorateRequest('auth', null);
  app.decorateRequest('locale', 'fa');
  app.addHook('onRequest', async (request) => {
    request.locale = localeFromAcceptLanguage(request.headers['accept-language']);
  });
}

/** The signed-in user of a protected route (the authenticate hook guarantees it). */
export function tenantOf(request: { auth: AuthUser | null }): AuthUser {
  if (!request.auth) throw new Error('tenantOf() used on a route without authentication');
  return request.auth;
}

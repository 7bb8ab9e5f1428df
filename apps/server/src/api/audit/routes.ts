import { type AccessResource, accessResources, can } from '@navgan/domain/access';
import { auditEntrySchema } from '@navgan/domain/resources/approval';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { ApiError } from '../../http/api-error';
import { pageOf, pageRequest } from '../../http/pagination';
import { pageNumber, queryOf, single } from '../../http/query-params';
import { tenantOf } from '../../http/request-context';
import { pageAnswerOf, recordId, typedContract, typedRoutes } from '../../http/route-contract';
import { message } from '../../i18n/messages';
import { fleetResources } from '../fleet-resources';
import { auditHistory } from './audit-queries';

const historyQuery = queryOf({
  resource: single('resource', `One of: ${accessResources.join(', ')}.`, (raw, name) => {
    const value = String(raw[name] ?? '');
    if (!(accessResources as readonly string[]).includes(value))
      throw ApiError.validation((locale) => ({ resource: [message(locale, 'auditResource')] }));
    return value as AccessResource;
  }),
  // An id that cannot name a record is the same 404 as a missing record.
  recordId: single('record_id', 'One record’s history (the whole resource’s when absent).', (raw, name) => {
    const value = raw[name];
    if (value === undefined || value === '') return undefined;
    const parsed = recordId.safeParse(String(value));
    if (!parsed.success) throw ApiError.notFound();
    return parsed.data;
  }),
  page: pageNumber,
});

/**
 * `audit-trail/?resource=&record_id=`: the history of one resource (or one record of it), newest
 * first. Needs view on the resource; a record outside the caller's organizations is not found, and
 * its entries are left out of the resource's history.
 */
export async function auditRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  // The first definition of a resource is its records (insurance payments come after insurances).
  const definitionOf = new Map<AccessResource, (typeof fleetResources)[number]>();
  for (const def of fleetResources) if (!definitionOf.has(def.access)) definitionOf.set(def.access, def);

  typedRoutes(app).get(
    '/audit-trail/',
    typedContract({ query: historyQuery, answer: pageAnswerOf(auditEntrySchema) }),
    async (request) => {
      const auth = tenantOf(request);
      const { resource, recordId } = request.query;
      if (!can(auth.caller.access, resource, 'view')) throw ApiError.permissionDenied();
      const at = pageRequest(request);
      const about = { resource, def: definitionOf.get(resource), recordId };
      const page = await auditHistory(ctx.database.db, auth, about, at);
      if (!page) throw ApiError.notFound();
      return pageOf(request, at, page.count, page.results);
    },
  );
}

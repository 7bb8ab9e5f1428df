import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { ApiError } from '../../http/api-error';
import { tenantOf } from '../../http/request-context';
import { routingReport } from './routing-report';

/** `GET reports/history/routing/{vehicle id}/?day=&zoom=&max_points=`: one vehicle's day on the map. */
export async function routingRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get('/reports/history/routing/:id/', async (request) => {
    const id = Number((request.params as { id?: string }).id);
    if (!Number.isSafeInteger(id) || id <= 0) throw ApiError.notFound();
    return routingReport(ctx.database.db, tenantOf(request), id, request.query);
  });
}

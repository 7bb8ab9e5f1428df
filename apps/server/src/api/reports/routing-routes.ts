import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { recordIdParam } from '../../http/record-id';
import { tenantOf } from '../../http/request-context';
import { routingReport } from './routing-report';

/** `GET reports/history/routing/{vehicle id}/?day=&zoom=&max_points=`: one vehicle's day on the map. */
export async function routingRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get('/reports/history/routing/:id/', async (request) => {
    const id = recordIdParam(request);
    return routingReport(ctx.database.db, tenantOf(request), id, request.query);
  });
}

import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { type QueryReader, queryOf, queryText } from '../../http/query-params';
import { tenantOf } from '../../http/request-context';
import { idParams, typedContract, typedRoutes } from '../../http/route-contract';
import {
  defaultPointBudget,
  type RoutingQuery,
  readRoutingQuery,
  routingReport,
} from '../../reports/routing-report';

const asking: QueryReader<RoutingQuery> = {
  shape: {
    day: queryText('An Iran day (the vehicle’s latest day with data when absent).'),
    zoom: queryText('The map’s zoom, 0-22 (12 when absent): how finely the path is drawn.'),
    max_points: queryText(`The most points to answer, 100-20000 (${defaultPointBudget} when absent).`),
  },
  read: readRoutingQuery,
};

const at = { latitude: z.number(), longitude: z.number() };
const routingAnswer = z.object({
  company_vehicle: z.object({ id: z.number().int(), name: z.string(), license_plate: z.string() }),
  day: z.string(),
  total_points: z.number().int(),
  /** [lng, lat, unix s, km/h] */
  points: z.array(z.tuple([z.number(), z.number(), z.number(), z.number()])),
  stops: z.array(z.object({ started_at: z.string(), ended_at: z.string(), duration_s: z.number(), ...at })),
  events: z.array(z.object({ kind: z.string(), at: z.string(), value: z.number().nullable(), ...at })),
});

/** `GET reports/history/routing/{vehicle id}/?day=&zoom=&max_points=`: one vehicle's day on the map. */
export async function routingRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  typedRoutes(app).get(
    '/reports/history/routing/:id/',
    typedContract({ params: idParams, query: queryOf({ asking }), answer: routingAnswer }),
    async (request) =>
      routingReport(ctx.database.db, tenantOf(request), request.params.id, request.query.asking),
  );
}

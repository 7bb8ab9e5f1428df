import { liveTrailMinutes } from '@navgan/domain/constants';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { ApiError } from '../../http/api-error';
import { boundedInt, queryOf } from '../../http/query-params';
import { tenantOf } from '../../http/request-context';
import { idParams, typedContract, typedRoutes } from '../../http/route-contract';
import type { VehicleCatalog } from '../../live/vehicle-catalog';
import { visibleVehicles } from '../../live/visible-vehicles';
import { recentTrail } from './trail-query';

const trailAnswer = z.object({
  type: z.literal('Feature'),
  id: z.number().int(),
  geometry: z.object({
    type: z.literal('LineString'),
    coordinates: z.array(z.tuple([z.number(), z.number()])),
  }),
  properties: z.object({ id: z.number().int(), minutes: z.number().int() }),
});

/**
 * `trackings/{id}/trail/?minutes=`: the recent track of one of the company's vehicles as a GeoJSON
 * LineString (oldest first), for the route-following map. Bounded by time and by point count.
 */
export function trailRoutes(scope: FastifyInstance, ctx: AppContext, catalog: VehicleCatalog): void {
  typedRoutes(scope).get(
    '/trackings/:id/trail/',
    typedContract({
      params: idParams,
      query: queryOf({
        minutes: boundedInt('minutes', {
          min: 1,
          max: liveTrailMinutes.max,
          fallback: liveTrailMinutes.default,
        }),
      }),
      answer: trailAnswer,
    }),
    async (request) => {
      const tenant = tenantOf(request);
      const { id } = request.params;
      const vehicle = (await visibleVehicles(ctx.database.db, catalog, tenant)).find((v) => v.id === id);
      if (!vehicle) throw ApiError.notFound();
      const { minutes } = request.query;
      const since = new Date(Date.now() - minutes * 60_000);
      return {
        type: 'Feature' as const,
        id,
        geometry: {
          type: 'LineString' as const,
          coordinates: await recentTrail(ctx.database.db, tenant.companyId, id, since),
        },
        properties: { id, minutes },
      };
    },
  );
}

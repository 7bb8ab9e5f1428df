import { liveTrailMinutes } from '@navgan/domain/constants';
import { and, asc, eq, gte } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { ApiError } from '../../http/api-error';
import { boundedIntParam } from '../../http/filters';
import { recordIdParam } from '../../http/record-id';
import { tenantOf } from '../../http/request-context';
import type { VehicleCatalog } from '../../live/vehicle-catalog';
import { visibleVehicles } from '../../live/visible-vehicles';
import { positions } from '../../pipeline/position-table';

/** The most points a trail answer carries; a device reporting every second fills an hour. */
const maxTrailPoints = 3_600;

/**
 * `trackings/{id}/trail/?minutes=`: the recent track of one of the company's vehicles as a GeoJSON
 * LineString (oldest first), for the route-following map. Bounded by time and by point count.
 */
export function trailRoutes(app: FastifyInstance, ctx: AppContext, catalog: VehicleCatalog): void {
  app.get('/trackings/:id/trail/', async (request) => {
    const tenant = tenantOf(request);
    const { companyId } = tenant;
    const id = recordIdParam(request);
    const vehicle = Number.isInteger(id)
      ? (await visibleVehicles(ctx.database.db, catalog, tenant)).find((v) => v.id === id)
      : undefined;
    if (!vehicle) throw ApiError.notFound();
    const minutes = boundedIntParam(request.query, 'minutes', {
      min: 1,
      max: liveTrailMinutes.max,
      fallback: liveTrailMinutes.default,
    });
    const since = new Date(Date.now() - minutes * 60_000);
    const rows = await ctx.database.db
      .select({ lng: positions.longitude, lat: positions.latitude })
      .from(positions)
      .where(
        and(
          eq(positions.company_id, companyId),
          eq(positions.company_vehicle_id, id),
          gte(positions.fix_time, since),
        ),
      )
      .orderBy(asc(positions.fix_time))
      .limit(maxTrailPoints);
    return {
      type: 'Feature',
      id,
      geometry: { type: 'LineString', coordinates: rows.map((r) => [r.lng, r.lat]) },
      properties: { id, minutes },
    };
  });
}

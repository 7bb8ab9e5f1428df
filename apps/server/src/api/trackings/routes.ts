import { trafficStatuses } from '@navgan/domain/traffic-status';
import type { FastifyInstance } from 'fastify';
import { visibleRecordIds } from '../../access/organization-scope';
import type { AppContext } from '../../app-context';
import { ApiError } from '../../http/api-error';
import { idListParam } from '../../http/filters';
import { tenantOf } from '../../http/request-context';
import { liveFeature } from './live-feature';
import { VehicleCatalog } from './vehicle-catalog';

/**
 * `trackings/`: every vehicle of the company with its live position and status, as GeoJSON
 * features, from memory (live states + the vehicle catalog): the live map polls it every 10 s.
 * Filters: `id__in` (vehicles), `vehicle__id__in` (vehicle types), `company_vehicle_tags__id__in`,
 * `traffic_status__in`.
 */
export async function trackingRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const catalog = new VehicleCatalog(ctx.database.db);

  app.get('/trackings/', async (request) => {
    const tenant = tenantOf(request);
    const { companyId } = tenant;
    const visible = await visibleRecordIds(ctx.database.db, tenant, 'vehicles');
    const query = request.query as Record<string, unknown>;
    const ids = idListParam(query, 'id__in');
    const types = idListParam(query, 'vehicle__id__in');
    const tags = idListParam(query, 'company_vehicle_tags__id__in');
    const statusText = typeof query.traffic_status__in === 'string' ? query.traffic_status__in : '';
    const statuses = statusText ? statusText.split(',').map((s) => s.trim()) : undefined;
    if (statuses?.some((s) => !(trafficStatuses as readonly string[]).includes(s))) {
      throw new ApiError(400, () => ({ traffic_status__in: [trafficStatuses.join(', ')] }));
    }
    const statesByVehicle = new Map(
      ctx.liveStates
        .ofCompany(companyId)
        .filter((state) => state.vehicleId !== null)
        .map((state) => [state.vehicleId as number, state]),
    );
    const now = new Date();
    return (await catalog.vehicles(companyId))
      .filter((v) => !visible || visible.has(v.id))
      .filter((v) => !ids || ids.includes(v.id))
      .filter((v) => !types || (v.vehicle_type_id !== null && types.includes(v.vehicle_type_id)))
      .filter((v) => !tags || v.tags.some((tag) => tags.includes(tag.id)))
      .map((v) => liveFeature(v, statesByVehicle.get(v.id), now))
      .filter((feature) => !statuses || statuses.includes(feature.properties.traffic_status));
  });
}

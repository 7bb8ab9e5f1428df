import { temperatureNoSensor, temperatureTrendHours } from '@navgan/domain/constants';
import { trafficStatuses } from '@navgan/domain/traffic-status';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { pageOf, pageRequest } from '../../http/pagination';
import { boundedInt, pageNumber, queryOf } from '../../http/query-params';
import { tenantOf } from '../../http/request-context';
import { pageAnswerOf, typedContract, typedRoutes } from '../../http/route-contract';
import { liveStatusOf, trafficThresholdsOf } from '../../live/live-fleet';
import type { VehicleCatalog } from '../../live/vehicle-catalog';
import { visibleVehicles } from '../../live/visible-vehicles';
import { temperatureTrendSchema, temperatureTrends } from './temperature-trends';

const temperatureRow = z.object({
  id: z.number().int(),
  name: z.string(),
  license_plate: z.string(),
  timestamp: z.string().nullable(),
  traffic_status: z.enum(trafficStatuses),
  /** One reading per sensor slot, °C; 250 for a sensor that is not connected. */
  temperatures: z.array(z.number()),
  humidities: z.array(z.number().nullable()),
  /** First sensor averaged per 15 minutes over the last `hours`. */
  trend: temperatureTrendSchema,
});
export type TemperatureRow = z.infer<typeof temperatureRow>;

function readings(values: unknown): (number | null)[] {
  return Array.isArray(values) ? values.map((v) => (typeof v === 'number' ? v : null)) : [];
}

/**
 * `trackings/temperatures/`: the company's cold-chain vehicles, a page of 10, with every sensor's
 * current reading (from the live state) and a 15-minute trend of the last hours, read from the
 * positions of the page's vehicles in one grouped query (index on vehicle and fix time).
 */
export function temperatureRoutes(scope: FastifyInstance, ctx: AppContext, catalog: VehicleCatalog): void {
  const thresholds = trafficThresholdsOf(ctx.config);
  const query = queryOf({
    hours: boundedInt('hours', {
      min: 1,
      max: temperatureTrendHours.max,
      fallback: temperatureTrendHours.default,
    }),
    page: pageNumber,
  });
  const answer = pageAnswerOf(temperatureRow);
  typedRoutes(scope).get('/trackings/temperatures/', typedContract({ query, answer }), async (request) => {
    const tenant = tenantOf(request);
    const { companyId } = tenant;
    const { hours } = request.query;
    const at = pageRequest(request);
    const coldChain = (await visibleVehicles(ctx.database.db, catalog, tenant))
      .filter((v) => v.is_cold_chain)
      .sort((x, y) => x.name.localeCompare(y.name) || x.id - y.id);
    const page = coldChain.slice(at.offset, at.offset + at.limit);
    const states = new Map(
      ctx.liveStates
        .ofCompany(companyId)
        .filter((s) => s.vehicleId !== null && page.some((v) => v.id === s.vehicleId))
        .map((s) => [s.vehicleId as number, s]),
    );
    const trends = await temperatureTrends(
      ctx.database.db,
      companyId,
      page.map((v) => v.id),
      hours,
    );
    const now = new Date();
    const results: TemperatureRow[] = page.map((vehicle) => {
      const state = states.get(vehicle.id);
      const temperatures = readings(state?.attributes.temperatures).map((t) => t ?? temperatureNoSensor);
      return {
        id: vehicle.id,
        name: vehicle.name,
        license_plate: vehicle.license_plate,
        timestamp: state ? state.fixTime.toISOString() : null,
        traffic_status: liveStatusOf(state, now, thresholds),
        temperatures: temperatures.length > 0 ? temperatures : [temperatureNoSensor],
        humidities: readings(state?.attributes.humidities),
        trend: trends.get(vehicle.id) ?? [],
      };
    });
    return pageOf(request, at, coldChain.length, results);
  });
}

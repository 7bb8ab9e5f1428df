import { temperatureNoSensor, temperatureTrendHours } from '@navgan/domain/constants';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { boundedIntParam } from '../../http/filters';
import { pageOf, pageRequest } from '../../http/pagination';
import { tenantOf } from '../../http/request-context';
import { liveStatusOf, trafficThresholdsOf } from '../../live/live-fleet';
import type { VehicleCatalog } from '../../live/vehicle-catalog';
import { visibleVehicles } from '../../live/visible-vehicles';

export interface TemperatureRow {
  id: number;
  name: string;
  license_plate: string;
  timestamp: string | null;
  traffic_status: string;
  /** One reading per sensor slot, °C; 250 for a sensor that is not connected. */
  temperatures: number[];
  humidities: (number | null)[];
  /** First sensor averaged per 15 minutes over the last `hours`. */
  trend: { at: string; temperature: number }[];
}

const bucketMinutes = 15;

function readings(values: unknown): (number | null)[] {
  return Array.isArray(values) ? values.map((v) => (typeof v === 'number' ? v : null)) : [];
}

/**
 * `trackings/temperatures/`: the company's cold-chain vehicles, a page of 10, with every sensor's
 * current reading (from the live state) and a 15-minute trend of the last hours, read from the
 * positions of the page's vehicles in one grouped query (index on vehicle and fix time).
 */
export function temperatureRoutes(app: FastifyInstance, ctx: AppContext, catalog: VehicleCatalog): void {
  const thresholds = trafficThresholdsOf(ctx.config);
  app.get('/trackings/temperatures/', async (request) => {
    const tenant = tenantOf(request);
    const { companyId } = tenant;
    const hours = boundedIntParam(request.query, 'hours', {
      min: 1,
      max: temperatureTrendHours.max,
      fallback: temperatureTrendHours.default,
    });
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
    const trends = await trendsOf(
      ctx,
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

async function trendsOf(
  ctx: AppContext,
  companyId: number,
  vehicleIds: number[],
  hours: number,
): Promise<Map<number, TemperatureRow['trend']>> {
  const trends = new Map<number, TemperatureRow['trend']>();
  if (vehicleIds.length === 0) return trends;
  const since = new Date(Date.now() - hours * 3_600_000);
  const result = await ctx.database.db.execute(sql`
    select company_vehicle_id as vehicle,
           date_bin(${`${bucketMinutes} minutes`}::interval, fix_time, timestamptz '2000-01-01') as at,
           avg((attributes->'temperatures'->>0)::float8) as temperature
      from positions
     where company_id = ${companyId}
       and company_vehicle_id in (${sql.join(
         vehicleIds.map((id) => sql`${id}`),
         sql`, `,
       )})
       and fix_time >= ${since.toISOString()}::timestamptz
       and jsonb_typeof(attributes->'temperatures'->0) = 'number'
       and (attributes->'temperatures'->>0)::float8 <> ${temperatureNoSensor}
     group by 1, 2
     order by 1, 2`);
  const rows = ((result as { rows?: unknown[] }).rows ?? result) as {
    vehicle: number;
    at: Date | string;
    temperature: number | string;
  }[];
  for (const row of rows) {
    const list = trends.get(Number(row.vehicle)) ?? [];
    list.push({
      at: new Date(row.at).toISOString(),
      temperature: Math.round(Number(row.temperature) * 10) / 10,
    });
    trends.set(Number(row.vehicle), list);
  }
  return trends;
}

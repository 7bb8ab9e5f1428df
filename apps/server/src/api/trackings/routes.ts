import { liveFeatureCollectionSchema } from '@navgan/domain/live-feature';
import { type CarLiveState, carLiveStateSchema, realtimeSlices } from '@navgan/domain/summary-pie';
import type { TrafficStatus } from '@navgan/domain/traffic-status';
import { isUpdated, trafficStatuses } from '@navgan/domain/traffic-status';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { choices, idList, queryOf } from '../../http/query-params';
import { tenantOf } from '../../http/request-context';
import { typedContract, typedRoutes } from '../../http/route-contract';
import { sendWorkbook, xlsxMediaType } from '../../http/workbook';
import { answerChunks } from '../../live/answer-chunks';
import { type AnswerRecipe, LiveAnswerCache, preferredEncoding } from '../../live/live-answer-cache';
import { joinLive, liveRows, nextStatusChange, rowFeature, trafficThresholdsOf } from '../../live/live-fleet';
import { visibleVehicleIds, visibleVehicleTest } from '../../live/visible-vehicles';
import { notUpdatedWorkbook } from './not-updated-export';
import { temperatureRoutes } from './temperature-routes';
import { trailRoutes } from './trail-routes';

/**
 * The live endpoints, all from memory (live states + the vehicle catalog), never a SQL scan:
 * `trackings/` (GeoJSON features; the live map polls it every 10 s) with the filters `id__in`
 * (vehicles), `vehicle__id__in` (vehicle types), `company_vehicle_tags__id__in`,
 * `traffic_status__in`; `customer/v1/car-live-state/` (the realtime pie); and the .xlsx of the
 * vehicles not updated. `trackings/` answers are assembled once and reused while current
 * (live-answer-cache.ts) from chunks of features reused while unchanged (answer-chunks.ts), sent
 * as a ready Buffer, compressed once per answer from the chunks' compressed parts.
 */
const trackingsQuery = queryOf({
  ids: idList('id__in', 'Vehicles: a comma list of ids.'),
  types: idList('vehicle__id__in', 'Vehicle types: a comma list of ids.'),
  tags: idList('company_vehicle_tags__id__in', 'Tags: a comma list of ids.'),
  statuses: choices('traffic_status__in', trafficStatuses),
});

export async function trackingRoutes(scope: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = typedRoutes(scope);
  const catalog = ctx.catalog;
  const thresholds = trafficThresholdsOf(ctx.config);
  const answers = new LiveAnswerCache({ warmKeys: ctx.config.liveAnswerWarmKeys });
  app.addHook('onClose', async () => answers.close());
  temperatureRoutes(scope, ctx, catalog);
  trailRoutes(scope, ctx, catalog);
  /** The live rows of the vehicles the caller sees. */
  const fleetOf = async (request: Parameters<typeof tenantOf>[0]) => {
    const tenant = tenantOf(request);
    const sees = await visibleVehicleTest(ctx.database.db, tenant);
    return liveRows(catalog, ctx.liveStates, tenant.companyId, thresholds, sees);
  };

  const trackingsContract = typedContract({ query: trackingsQuery, answer: liveFeatureCollectionSchema });
  app.get('/trackings/', trackingsContract, async (request, reply) => {
    const { ids, types, tags, statuses } = request.query;
    const tenant = tenantOf(request);
    const { companyId } = tenant;
    const [visible, vehicles] = await Promise.all([
      visibleVehicleIds(ctx.database.db, tenant),
      catalog.vehicles(companyId),
    ]);
    const sorted = (list: number[] | string[] | undefined) => list && [...list].sort();
    const key = JSON.stringify([
      companyId,
      sorted(tenant.organizations?.visible),
      sorted(ids),
      sorted(types),
      sorted(tags),
      sorted(statuses),
    ]);
    const idSet = ids && new Set(ids);
    const typeSet = types && new Set(types);
    const tagSet = tags && new Set(tags);
    const recipe: AnswerRecipe = {
      inputs: async () => ({
        catalog: await catalog.vehicles(companyId),
        liveVersion: ctx.liveStates.versionOf(companyId),
        visible,
      }),
      build: (inputs, previous) => {
        const rows = joinLive(
          inputs.catalog,
          ctx.liveStates.ofCompany(companyId),
          thresholds,
          (v) =>
            (!visible || visible.has(v.id)) &&
            (!idSet || idSet.has(v.id)) &&
            (!typeSet || (v.vehicle_type_id !== null && typeSet.has(v.vehicle_type_id))) &&
            (!tagSet || v.tags.some((tag) => tagSet.has(tag.id))),
          new Date(),
        );
        const shown = statuses ? rows.filter((row) => statuses.includes(row.status)) : rows;
        // Chunks of the last answer with the same rows are reused (answer-chunks.ts); every status
        // counts for when it expires, shown or not, since a vehicle turning offline joins an
        // offline-filtered answer.
        return {
          chunks: answerChunks(shown, previous?.chunks),
          validUntil: nextStatusChange(rows, thresholds),
        };
      },
    };
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    const inputs = { catalog: vehicles, liveVersion: ctx.liveStates.versionOf(companyId), visible };
    const answer = answers.answer(key, inputs, Date.now(), recipe, encoding);
    const body = await answer.bodyIn(encoding);
    reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    return reply.send(body);
  });

  app.get(
    '/customer/v1/car-live-state/',
    typedContract({ answer: carLiveStateSchema }),
    async (request): Promise<CarLiveState> => {
      const counts = Object.fromEntries(trafficStatuses.map((s) => [s, 0])) as Record<TrafficStatus, number>;
      const fleet = await fleetOf(request);
      for (const row of fleet) counts[row.status]++;
      const updated = trafficStatuses.filter(isUpdated).reduce((sum, s) => sum + counts[s], 0);
      const slice = (id: keyof typeof realtimeSlices, n: number) => {
        const { color, ...titles } = realtimeSlices[id];
        return { id, ...titles, count: n, color: { code: color } };
      };
      return {
        total: fleet.length,
        results: [slice('updated', updated), slice('not_updated', fleet.length - updated)],
        statuses: counts,
      };
    },
  );

  app.get(
    '/exports/vehicles/companies/not-updated/',
    typedContract({ file: xlsxMediaType }),
    async (request, reply) => {
      const stale = (await fleetOf(request)).filter((row) => !isUpdated(row.status));
      const body = await notUpdatedWorkbook(stale.map(rowFeature), request.locale);
      const stamp = new Date().toISOString().slice(0, 10).replaceAll('-', '');
      return sendWorkbook(reply, `vehicles-not-updated-${stamp}.xlsx`, body);
    },
  );
}

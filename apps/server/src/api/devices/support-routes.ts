import { frameResultText } from '@navgan/domain/resources/device-support';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { deviceSupportEverywhere } from '../../cluster/device-support-relay';
import { ApiError } from '../../http/api-error';
import { pageOf, pageRequest } from '../../http/pagination';
import { pageNumber, queryOf } from '../../http/query-params';
import { tenantOf } from '../../http/request-context';
import { idParams, typedContract, typedRoutes } from '../../http/route-contract';
import { visibleDevice } from './device-command-queries';
import { unknownDevicePage } from './device-support-queries';

const frameLogAnswer = z.object({
  imei: z.string(),
  protocol: z.string(),
  connected: z.boolean(),
  frames: z.array(
    z
      .object({ at: z.string(), direction: z.enum(['in', 'out']), data: z.string(), encoding: z.string() })
      .loose(),
  ),
});

const unknownPageAnswer = z
  .object({
    count: z.number().int(),
    results: z.array(
      z.object({ identity: z.string(), protocol: z.string(), frame_count: z.number() }).loose(),
    ),
  })
  .loose();

/**
 * What support staff need when a tracker misbehaves (docs/commands.md):
 * - `GET devices/{id}/frames/`: the last frames the device sent and was sent, with what each
 *   gave or why it was refused; `devices/{id}/frames/download/` the same as a text file.
 * - `GET devices/unknown/`: trackers that tried to connect with an identity nobody registered.
 *   Such a device has no company yet, so only users who register devices for the whole company
 *   see the list.
 */
export async function deviceSupportRoutes(scope: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = typedRoutes(scope);
  const db = ctx.database.db;
  const { frameLog, sightings } = ctx.deviceSupport;

  const framesOf = async (tenant: ReturnType<typeof tenantOf>, id: number) => {
    const device = await visibleDevice(db, tenant, id);
    if (!device) throw ApiError.notFound();
    // In a cluster the frames are where the device's bytes passed: every gateway is asked.
    if (ctx.bus) return { device, ...(await deviceSupportEverywhere(ctx.bus, device.id)) };
    return { device, frames: frameLog.framesOf(device.id), connected: sightings.isConnected(device.id) };
  };

  app.get(
    '/devices/:id/frames/',
    typedContract({ params: idParams, answer: frameLogAnswer }),
    async (request) => {
      const { device, frames, connected } = await framesOf(tenantOf(request), request.params.id);
      return { imei: device.imei, protocol: device.protocol, connected, frames };
    },
  );

  app.get(
    '/devices/:id/frames/download/',
    typedContract({ params: idParams, file: 'text/plain' }),
    async (request, reply) => {
      const { device, frames } = await framesOf(tenantOf(request), request.params.id);
      const lines = frames.map((frame) =>
        [
          frame.at,
          frame.direction,
          frame.protocol,
          frame.encoding,
          frame.data,
          frame.refused ? `refused: ${frame.refused}` : frame.result ? frameResultText(frame.result) : '',
        ].join('\t'),
      );
      const fileName = `frames-${device.imei}.txt`;
      return reply
        .header('content-type', 'text/plain; charset=utf-8')
        .header('content-disposition', `attachment; filename=${fileName}`)
        .send(`${['time\tdirection\tprotocol\tencoding\tdata\tresult', ...lines].join('\n')}\n`);
    },
  );

  app.get(
    '/devices/unknown/',
    typedContract({ query: queryOf({ p: pageNumber }), answer: unknownPageAnswer }),
    async (request) => {
      const at = pageRequest(request);
      const page = await unknownDevicePage(db, at.offset, at.limit);
      return pageOf(request, at, page.count, page.results);
    },
  );
}

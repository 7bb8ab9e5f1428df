import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { ApiError } from '../../http/api-error';
import { tenantOf } from '../../http/request-context';
import { idParams, typedContract, typedRoutes } from '../../http/route-contract';
import { newDeviceKey } from '../../pipeline/device-key';
import { deviceWithKey, setDeviceKey } from './device-key-queries';

/** What the key routes answer: the key, or null when the device is not asked for one. */
const keyAnswer = z.object({ key: z.string().nullable() });
export type DeviceKeyAnswer = z.infer<typeof keyAnswer>;

/** The action takes no fields: a body with some was meant for another route, so nothing is changed. */
const noFields = z
  .object({})
  .loose()
  .transform((body) => {
    if (Object.keys(body).length > 0) throw ApiError.detail(400, 'bodyNotEmpty');
  });

/**
 * The secret HTTP (OsmAnd) and MQTT positions of a device must carry (docs/telemetry-osmand.md):
 * `GET devices/{id}/key/` shows it, `POST` makes a new one (the old one stops working at once),
 * `DELETE` stops asking for one. Every route reads and writes only a device the caller sees (another
 * company's or organization's id is a 404), and needs the devices `change` permission: whoever holds the
 * key can send positions as the device. The audit trail records that the key changed, never the key.
 */
export async function deviceKeyRoutes(scope: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = typedRoutes(scope);
  const db = ctx.database.db;

  app.get('/devices/:id/key/', typedContract({ params: idParams, answer: keyAnswer }), async (request) => {
    const device = await deviceWithKey(db, tenantOf(request), request.params.id);
    if (!device) throw ApiError.notFound();
    return { key: device.ingest_key };
  });

  for (const [method, key] of [
    ['POST', newDeviceKey],
    ['DELETE', () => null],
  ] as const)
    app.route({
      method,
      url: '/devices/:id/key/',
      ...typedContract({ params: idParams, body: noFields, answer: keyAnswer }),
      handler: async (request) => {
        const value = key();
        if (!(await setDeviceKey(db, tenantOf(request), request.params.id, value))) throw ApiError.notFound();
        return { key: value };
      },
    });
}

import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { recordAudit } from '../../access/audit-trail';
import { referenceScope } from '../../access/organization-scope';
import type { AppContext } from '../../app-context';
import type { Db } from '../../db/database';
import { inCompany } from '../../db/tenant-scope';
import { devices } from '../../db/vehicle-schema';
import { ApiError } from '../../http/api-error';
import { tenantOf } from '../../http/request-context';
import { newDeviceKey } from '../../pipeline/device-key';

/** What the key routes answer: the key, or null when the device is not asked for one. */
export interface DeviceKeyAnswer {
  key: string | null;
}

const MAX_ID = 2 ** 31 - 1;

/**
 * The secret HTTP (OsmAnd) and MQTT positions of a device must carry (docs/telemetry-osmand.md):
 * `GET devices/{id}/key/` shows it, `POST` makes a new one (the old one stops working at once),
 * `DELETE` stops asking for one. Every route reads and writes only a device the caller sees (another
 * company's or organization's id is a 404), and needs the devices `change` permission: whoever holds the
 * key can send positions as the device. The audit trail records that the key changed, never the key.
 */
export async function deviceKeyRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const db = ctx.database.db;

  app.get('/devices/:id/key/', async (request): Promise<DeviceKeyAnswer> => {
    const device = await deviceOf(db, request);
    return { key: device.ingest_key };
  });

  app.post('/devices/:id/key/', async (request): Promise<DeviceKeyAnswer> => {
    return { key: await setKey(db, request, newDeviceKey()) };
  });

  app.delete('/devices/:id/key/', async (request): Promise<DeviceKeyAnswer> => {
    return { key: await setKey(db, request, null) };
  });
}

async function deviceOf(db: Db, request: FastifyRequest) {
  const id = Number((request.params as { id?: string }).id);
  if (!Number.isSafeInteger(id) || id <= 0 || id > MAX_ID) throw ApiError.notFound();
  const tenant = tenantOf(request);
  const [device] = await db
    .select({ id: devices.id, ingest_key: devices.ingest_key })
    .from(devices)
    .where(inCompany(devices, tenant, eq(devices.id, id), referenceScope(devices, tenant)))
    .limit(1);
  if (!device) throw ApiError.notFound();
  return device;
}

async function setKey(db: Db, request: FastifyRequest, key: string | null): Promise<string | null> {
  // The action takes no fields: a body with some was meant for another route, so nothing is changed.
  const body = request.body;
  if (body !== undefined && body !== null && (typeof body !== 'object' || Object.keys(body).length > 0))
    throw ApiError.detail(400, 'bodyNotEmpty');
  const tenant = tenantOf(request);
  return db.transaction(async (tx) => {
    const inTx = tx as unknown as Db;
    const device = await deviceOf(inTx, request);
    await inTx
      .update(devices)
      .set({ ingest_key: key })
      .where(inCompany(devices, tenant, eq(devices.id, device.id)));
    await recordAudit(inTx, tenant, {
      action: 'update',
      resource: 'devices',
      recordId: device.id,
      before: { key_required: device.ingest_key !== null },
      after: { key_required: key !== null, key_rotated: key !== null },
    });
    return key;
  });
}

import { eq } from 'drizzle-orm';
import { recordAudit } from '../../access/audit-trail';
import { referenceScope } from '../../access/organization-scope';
import type { Db } from '../../db/database';
import { inCompany } from '../../db/tenant-scope';
import { devices } from '../../db/vehicle-schema';
import type { AuthUser } from '../../http/request-context';

/** A device the caller sees, with its key; undefined for any other id. */
export async function deviceWithKey(db: Db, tenant: AuthUser, id: number) {
  const [device] = await db
    .select({ id: devices.id, ingest_key: devices.ingest_key })
    .from(devices)
    .where(inCompany(devices, tenant, eq(devices.id, id), referenceScope(devices, tenant)))
    .limit(1);
  return device;
}

/**
 * Sets (or with null stops asking for) a device's key, audited without the key; false when the
 * caller sees no such device.
 */
export async function setDeviceKey(
  db: Db,
  tenant: AuthUser,
  id: number,
  key: string | null,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const inTx = tx as unknown as Db;
    const device = await deviceWithKey(inTx, tenant, id);
    if (!device) return false;
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
    return true;
  });
}

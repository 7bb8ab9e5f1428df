import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/database';
import { deviceAssignments, devices } from '../db/vehicle-schema';

export interface KnownDevice {
  deviceId: number;
  companyId: number;
  vehicleId: number | null;
  protocol: string;
  lenientCrc: boolean;
}

/**
 * Finds the device (and the vehicle it is fitted to now) for an identity a tracker announces.
 * Answers are cached for a short time, unknown identities too, so a flood from an unregistered
 * tracker does not become a flood of queries; a device registered or moved in the panel is
 * picked up within `ttlMs`.
 */
export class DeviceRegistry {
  private readonly cache = new Map<string, { device: KnownDevice | null; at: number }>();

  constructor(
    private readonly db: Db,
    private readonly ttlMs = 30_000,
    private readonly now: () => number = Date.now,
  ) {}

  async lookup(imei: string): Promise<KnownDevice | null> {
    const hit = this.cache.get(imei);
    if (hit && this.now() - hit.at < this.ttlMs) return hit.device;
    const rows = await this.db
      .select({
        deviceId: devices.id,
        companyId: devices.company_id,
        protocol: devices.protocol,
        lenientCrc: devices.lenient_crc,
        vehicleId: deviceAssignments.company_vehicle_id,
      })
      .from(devices)
      .leftJoin(
        deviceAssignments,
        and(eq(deviceAssignments.device_id, devices.id), isNull(deviceAssignments.until_at)),
      )
      .where(eq(devices.imei, imei))
      .limit(1);
    const device = rows[0] ? { ...rows[0], vehicleId: rows[0].vehicleId ?? null } : null;
    this.cache.set(imei, { device, at: this.now() });
    if (this.cache.size > 100_000) this.cache.delete(this.cache.keys().next().value as string);
    return device;
  }

  /** Forget cached answers (after the panel changes devices or assignments). */
  invalidate(imei?: string): void {
    if (imei) this.cache.delete(imei);
    else this.cache.clear();
  }
}

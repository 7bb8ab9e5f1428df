import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/database';
import { deviceAssignments, devices } from '../db/vehicle-schema';

export interface KnownDevice {
  deviceId: number;
  companyId: number;
  vehicleId: number | null;
  protocol: string;
  lenientCrc: boolean;
  /** The secret HTTP and MQTT positions must carry; null when the device is not asked for one. */
  ingestKey: string | null;
  /** Minutes the device's local clock is ahead of UTC (GT06 clones that send local time). */
  clockOffsetMinutes: number;
  /** Unit of the OsmAnd `speed` parameter. */
  speedUnit: 'kn' | 'kmh' | 'mps';
}

/**
 * The channel every write of `devices` and `device_assignments` notifies, with the IMEI concerned
 * ('' = anything may have changed). A trigger sends it (migration 0004), so the panel, approvals,
 * the CLI and any other process writing the database all invalidate alike.
 */
export const DEVICE_CHANGES_CHANNEL = 'navgan_devices';

/**
 * Finds the device (and the vehicle it is fitted to now) for an identity a tracker announces.
 * Answers are cached, unknown identities too, so a flood from an unregistered tracker does not
 * become a flood of queries. The cache follows the database's change notifications: an entry is
 * dropped the moment its device or assignment changes, and everything is dropped when the
 * notifications may have had a gap. Until it listens, nothing is cached. `ttlMs` is only a
 * backstop.
 */
export class DeviceRegistry {
  private readonly cache = new Map<string, { device: KnownDevice | null; at: number }>();
  /** Bumped on every invalidation: a lookup that overlapped one does not cache what it read. */
  private generation = 0;
  private following = false;
  private stopFollowing: (() => Promise<void>) | undefined;

  constructor(
    private readonly database: Pick<Database, 'db' | 'listen'>,
    private readonly ttlMs = 30_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** Starts following device and assignment changes; the cache is used from then on. */
  async follow(): Promise<void> {
    if (this.stopFollowing) return;
    this.stopFollowing = await this.database.listen(
      DEVICE_CHANGES_CHANNEL,
      (imei) => this.invalidate(imei || undefined),
      () => this.invalidate(),
    );
    this.following = true;
  }

  async stop(): Promise<void> {
    this.following = false;
    this.invalidate();
    await this.stopFollowing?.();
    this.stopFollowing = undefined;
  }

  async lookup(imei: string): Promise<KnownDevice | null> {
    const hit = this.cache.get(imei);
    if (hit && this.now() - hit.at < this.ttlMs) return hit.device;
    const generation = this.generation;
    const rows = await this.database.db
      .select({
        deviceId: devices.id,
        companyId: devices.company_id,
        protocol: devices.protocol,
        lenientCrc: devices.lenient_crc,
        ingestKey: devices.ingest_key,
        clockOffsetMinutes: devices.clock_offset_minutes,
        speedUnit: devices.speed_unit,
        vehicleId: deviceAssignments.company_vehicle_id,
      })
      .from(devices)
      .leftJoin(
        deviceAssignments,
        and(eq(deviceAssignments.device_id, devices.id), isNull(deviceAssignments.until_at)),
      )
      .where(eq(devices.imei, imei))
      .limit(1);
    const row = rows[0];
    const device: KnownDevice | null = row
      ? { ...row, vehicleId: row.vehicleId ?? null, speedUnit: row.speedUnit as KnownDevice['speedUnit'] }
      : null;
    if (this.following && generation === this.generation) {
      this.cache.set(imei, { device, at: this.now() });
      if (this.cache.size > 100_000) this.cache.delete(this.cache.keys().next().value as string);
    }
    return device;
  }

  /** Forgets cached answers: one identity's, or all of them. */
  invalidate(imei?: string): void {
    this.generation++;
    if (imei) this.cache.delete(imei);
    else this.cache.clear();
  }
}

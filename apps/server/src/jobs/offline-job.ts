import type { Db } from '../db/database';
import type { LiveStateStore } from '../live/live-state-store';
import type { VehicleCatalog } from '../live/vehicle-catalog';
import { deliverNotifications, type NewNotification } from '../notifications/deliver';
import { vehicleLabel } from '../notifications/vehicle-label';
import { vehiclesById } from '../pipeline/fences/fence-engine';

/** Episodes that began longer ago than this are not announced (a tracker removed years ago). */
const announceWithinMs = 7 * 24 * 3_600_000;

/**
 * Vehicles whose device has sent nothing for `offlineAfterMs`: one "vehicle" notification per
 * episode, the episode being named by the last time the server heard from the device.
 */
export async function detectOffline(
  db: Db,
  liveStates: LiveStateStore,
  catalog: VehicleCatalog,
  offlineAfterMs: number,
  now: Date,
): Promise<number> {
  const items: NewNotification[] = [];
  for (const state of liveStates.all()) {
    if (state.vehicleId === null) continue;
    const silentMs = now.getTime() - state.serverTime.getTime();
    if (silentMs <= offlineAfterMs || silentMs > announceWithinMs) continue;
    const vehicle = (await vehiclesById(catalog, state.companyId)).get(state.vehicleId);
    const name = vehicleLabel(vehicle, state.vehicleId);
    const minutes = Math.round(silentMs / 60_000);
    items.push({
      companyId: state.companyId,
      kind: 'vehicle',
      faBody: `از ${name.fa} ${minutes.toLocaleString('fa-IR')} دقیقه است داده‌ای نرسیده است`,
      enBody: `No data from ${name.en} for ${minutes} minutes`,
      subjectId: state.vehicleId,
      vehicleId: state.vehicleId,
      onceKey: `offline:${state.deviceId}:${state.serverTime.toISOString()}`,
    });
  }
  return (await deliverNotifications(db, items)).length;
}

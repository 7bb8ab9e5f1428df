import type { Db } from '../db/database';
import type { LiveStateStore } from '../live/live-state-store';
import type { VehicleCatalog } from '../live/vehicle-catalog';
import { deliverNotifications, type NewNotification } from '../notifications/deliver';
import { vehicleLabel } from '../notifications/vehicle-label';
import { vehiclesById } from '../pipeline/fences/fence-engine';
import type { Outbox, OutboxEvent } from '../webhooks/outbox';

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
  outbox?: Outbox,
): Promise<number> {
  const items: NewNotification[] = [];
  const events = new Map<NewNotification, OutboxEvent>();
  for (const state of liveStates.all()) {
    if (state.vehicleId === null) continue;
    const silentMs = now.getTime() - state.serverTime.getTime();
    if (silentMs <= offlineAfterMs || silentMs > announceWithinMs) continue;
    const vehicle = (await vehiclesById(catalog, state.companyId)).get(state.vehicleId);
    const name = vehicleLabel(vehicle, state.vehicleId);
    const minutes = Math.round(silentMs / 60_000);
    const item: NewNotification = {
      companyId: state.companyId,
      kind: 'vehicle',
      faBody: `از ${name.fa} ${minutes.toLocaleString('fa-IR')} دقیقه است داده‌ای نرسیده است`,
      enBody: `No data from ${name.en} for ${minutes} minutes`,
      subjectId: state.vehicleId,
      vehicleId: state.vehicleId,
      onceKey: `offline:${state.deviceId}:${state.serverTime.toISOString()}`,
    };
    items.push(item);
    events.set(item, {
      companyId: state.companyId,
      type: 'vehicle.offline',
      vehicleId: state.vehicleId,
      occurredAt: now,
      data: {
        vehicle_id: state.vehicleId,
        device_id: state.deviceId,
        last_heard_at: state.serverTime.toISOString(),
        silent_minutes: minutes,
      },
    });
  }
  const sent = await deliverNotifications(db, items, (tx, fresh) =>
    outbox
      ? outbox.record(
          tx,
          fresh.flatMap((item) => events.get(item) ?? []),
        )
      : Promise.resolve(),
  );
  return sent.length;
}

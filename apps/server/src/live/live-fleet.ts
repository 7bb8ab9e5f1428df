import type { LiveFeature } from '@navgan/domain/live-feature';
import {
  defaultTrafficThresholds,
  type TrafficStatus,
  type TrafficThresholds,
  trafficStatusOf,
} from '@navgan/domain/traffic-status';
import type { Config } from '../config';
import { liveFeature } from './live-feature';
import type { LiveState, LiveStateStore } from './live-state-store';
import type { CatalogVehicle, VehicleCatalog } from './vehicle-catalog';

export interface LiveRow {
  vehicle: CatalogVehicle;
  state: LiveState | undefined;
  status: TrafficStatus;
}

/** The live map's thresholds: offline after the configured silence (the offline job's too). */
export function trafficThresholdsOf(config: Pick<Config, 'offlineAfterMs'>): TrafficThresholds {
  return { ...defaultTrafficThresholds, offlineAfterMs: config.offlineAfterMs };
}

export function liveStatusOf(
  state: LiveState | undefined,
  now: Date,
  thresholds: TrafficThresholds,
): TrafficStatus {
  return trafficStatusOf(
    {
      lastSeen: state?.serverTime ?? null,
      speedKmh: state?.speedKmh ?? 0,
      ignition: state?.attributes.ignition,
      motion: state?.attributes.motion,
    },
    now,
    thresholds,
  );
}

/**
 * Every vehicle of a company with its live state and status, from memory: the catalog (cached
 * rows) joined to the live states by vehicle. `trackings/`, the realtime pie and the not-updated
 * export read it; the status is computed per call because it changes with the clock alone.
 */
export async function liveRows(
  catalog: VehicleCatalog,
  liveStates: LiveStateStore,
  companyId: number,
  thresholds: TrafficThresholds,
  keep: (vehicle: CatalogVehicle) => boolean = () => true,
  now = new Date(),
): Promise<LiveRow[]> {
  return joinLive(await catalog.vehicles(companyId), liveStates.ofCompany(companyId), thresholds, keep, now);
}

export function joinLive(
  vehicles: readonly CatalogVehicle[],
  states: readonly LiveState[],
  thresholds: TrafficThresholds,
  keep: (vehicle: CatalogVehicle) => boolean,
  now: Date,
): LiveRow[] {
  const stateOf = new Map<number, LiveState>();
  for (const state of states) {
    if (state.vehicleId !== null) stateOf.set(state.vehicleId, state);
  }
  const rows: LiveRow[] = [];
  for (const vehicle of vehicles) {
    if (!keep(vehicle)) continue;
    const state = stateOf.get(vehicle.id);
    rows.push({ vehicle, state, status: liveStatusOf(state, now, thresholds) });
  }
  return rows;
}

/**
 * When the first of these rows turns offline with no new data (its silence passes the threshold),
 * or Infinity: until then the rows' statuses hold, so an answer built from them does too.
 */
export function nextStatusChange(rows: readonly LiveRow[], thresholds: TrafficThresholds): number {
  let at = Number.POSITIVE_INFINITY;
  for (const row of rows) {
    if (row.status === 'offline' || !row.state) continue;
    at = Math.min(at, row.state.serverTime.getTime() + thresholds.offlineAfterMs);
  }
  return at;
}

export function rowFeature(row: LiveRow): LiveFeature {
  return liveFeature(row.vehicle, row.state, row.status);
}

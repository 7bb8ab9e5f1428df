import type { LiveFeature } from '@navgan/domain/live-feature';
import {
  defaultTrafficThresholds,
  type TrafficStatus,
  type TrafficThresholds,
} from '@navgan/domain/traffic-status';
import type { LiveState, LiveStateStore } from '../../pipeline/live-state-store';
import { liveFeature, liveStatus } from './live-feature';
import type { CatalogVehicle, VehicleCatalog } from './vehicle-catalog';

export interface LiveRow {
  vehicle: CatalogVehicle;
  state: LiveState | undefined;
  status: TrafficStatus;
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
  keep: (vehicle: CatalogVehicle) => boolean = () => true,
  now = new Date(),
  thresholds: TrafficThresholds = defaultTrafficThresholds,
): Promise<LiveRow[]> {
  const stateOf = new Map<number, LiveState>();
  for (const state of liveStates.ofCompany(companyId)) {
    if (state.vehicleId !== null) stateOf.set(state.vehicleId, state);
  }
  const rows: LiveRow[] = [];
  for (const vehicle of await catalog.vehicles(companyId)) {
    if (!keep(vehicle)) continue;
    const state = stateOf.get(vehicle.id);
    const status = liveStatus(state, now, thresholds);
    rows.push({ vehicle, state, status });
  }
  return rows;
}

export function rowFeature(row: LiveRow): LiveFeature {
  return liveFeature(row.vehicle, row.state, row.status);
}

/**
 * A feature's JSON without its status, kept until the vehicle's catalog row or live state object
 * changes (both are replaced, never mutated): the live map asks for every vehicle every 10 s and
 * most of them have not reported since, so serialising them again would be the request's cost.
 */
const serialised = new WeakMap<CatalogVehicle, { state: LiveState | undefined; head: string }>();

export function featureJson(row: LiveRow): string {
  let cached = serialised.get(row.vehicle);
  if (!cached || cached.state !== row.state) {
    const feature = liveFeature(row.vehicle, row.state, row.status);
    const { traffic_status: _status, ...properties } = feature.properties;
    const head = JSON.stringify({ ...feature, properties });
    cached = { state: row.state, head: head.slice(0, -2) };
    serialised.set(row.vehicle, cached);
  }
  // traffic_status goes last, exactly where liveFeature puts it.
  return `${cached.head},"traffic_status":"${row.status}"}}`;
}

import type { LiveState, LiveStateStore } from '../../pipeline/live-state-store';
import { type LiveFeature, liveFeature } from './live-feature';
import type { CatalogVehicle, VehicleCatalog } from './vehicle-catalog';

/**
 * Every vehicle of a company with its live state, from memory: the catalog (cached rows) joined
 * to the live states by vehicle. `trackings/`, the realtime pie and the not-updated export read it.
 */
export async function liveFleet(
  catalog: VehicleCatalog,
  liveStates: LiveStateStore,
  companyId: number,
  keep: (vehicle: CatalogVehicle) => boolean = () => true,
  now = new Date(),
): Promise<LiveFeature[]> {
  const stateOf = new Map<number, LiveState>();
  for (const state of liveStates.ofCompany(companyId)) {
    if (state.vehicleId !== null) stateOf.set(state.vehicleId, state);
  }
  const features: LiveFeature[] = [];
  for (const vehicle of await catalog.vehicles(companyId)) {
    if (keep(vehicle)) features.push(liveFeature(vehicle, stateOf.get(vehicle.id), now));
  }
  return features;
}

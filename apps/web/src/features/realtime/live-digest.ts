import type { LiveFeature } from '@navgan/domain/live-feature';
import type { TrafficStatus } from '@navgan/domain/traffic-status';

/**
 * What the map layers need of each vehicle: position, status and heading; the vehicle's id is
 * the feature's (every key here is copied twice on its way to MapLibre's worker).
 */
export interface VehiclePoint {
  type: 'Feature';
  id: number;
  geometry: { type: 'Point'; coordinates: [number, number] };
  properties: { status: TrafficStatus; course: number };
}

export interface VehiclePoints {
  type: 'FeatureCollection';
  features: VehiclePoint[];
}

/** A row of the not-updated table: all the notice needs of a vehicle. */
export interface OfflineVehicle {
  id: number;
  license_plate: string;
  imei: string | null;
  timestamp: string | null;
}

/**
 * One `trackings/` answer as the live page uses it: the counts and the map's points. Made off the
 * main thread (live.worker.ts), so only this digest reaches the page; a vehicle's full feature
 * (popup, followed vehicle) and the not-updated rows (their dialog) are asked for when shown.
 */
export interface LiveSnapshot {
  count: number;
  offlineCount: number;
  points: VehiclePoints;
}

/** The map's points: only positioned vehicles, with their status and heading. */
export function vehiclePoints(features: readonly LiveFeature[]): VehiclePoints {
  const points: VehiclePoint[] = [];
  for (const feature of features) {
    if (!feature.geometry) continue;
    points.push({
      type: 'Feature',
      id: feature.id,
      geometry: feature.geometry,
      properties: { status: feature.properties.traffic_status, course: feature.properties.course },
    });
  }
  return { type: 'FeatureCollection', features: points };
}

/** The not-updated table's rows. */
export function offlineVehicles(features: readonly LiveFeature[]): OfflineVehicle[] {
  const offline: OfflineVehicle[] = [];
  for (const { id, properties: p } of features) {
    if (p.traffic_status !== 'offline') continue;
    offline.push({
      id,
      license_plate: p.license_plate,
      imei: p.device?.imei ?? null,
      timestamp: p.timestamp,
    });
  }
  return offline;
}

export function digestLive(features: readonly LiveFeature[]): LiveSnapshot {
  let offlineCount = 0;
  for (const feature of features) if (feature.properties.traffic_status === 'offline') offlineCount += 1;
  return { count: features.length, offlineCount, points: vehiclePoints(features) };
}

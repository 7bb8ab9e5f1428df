import type { LiveFeature } from '@navgan/domain/live-feature';
import { type TrafficStatus, trafficStatuses } from '@navgan/domain/traffic-status';

/**
 * What the map layers need of each vehicle: position, status and heading; the vehicle's id is
 * the feature's.
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

/**
 * The map's points as they cross from the live worker to the page: one flat array of numbers
 * (id, longitude, latitude, status index, course per vehicle), transferred, not copied. Ten
 * thousand GeoJSON features would be forty thousand objects for the structured clone to rebuild
 * on the main thread; the page makes the features itself, in a fraction of that time.
 */
export interface PackedPoints {
  values: Float64Array;
}

const stride = 5;
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
  points: PackedPoints;
}

/** The map's points: only positioned vehicles, with their status and heading. */
export function packPoints(features: readonly LiveFeature[]): PackedPoints {
  let positioned = 0;
  for (const feature of features) if (feature.geometry) positioned += 1;
  const values = new Float64Array(positioned * stride);
  let at = 0;
  for (const { id, geometry, properties } of features) {
    if (!geometry) continue;
    values[at] = id;
    values[at + 1] = geometry.coordinates[0];
    values[at + 2] = geometry.coordinates[1];
    values[at + 3] = trafficStatuses.indexOf(properties.traffic_status);
    values[at + 4] = properties.course;
    at += stride;
  }
  return { values };
}

/** The GeoJSON the map's source takes, made from the packed points on the page's side. */
export function vehiclePoints(packed: PackedPoints): VehiclePoints {
  const { values } = packed;
  const features: VehiclePoint[] = new Array(values.length / stride);
  for (let i = 0, at = 0; at < values.length; i++, at += stride) {
    features[i] = {
      type: 'Feature',
      id: values[at] as number,
      geometry: { type: 'Point', coordinates: [values[at + 1] as number, values[at + 2] as number] },
      properties: {
        status: trafficStatuses[values[at + 3] as number] ?? 'offline',
        course: values[at + 4] as number,
      },
    };
  }
  return { type: 'FeatureCollection', features };
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
  return { count: features.length, offlineCount, points: packPoints(features) };
}

import type { LiveFeature } from '@navgan/domain/live-feature';
import { trafficStatuses } from '@navgan/domain/traffic-status';

/**
 * The map's points as the live worker keeps them: one flat array of numbers per vehicle (id,
 * mercator x, mercator y, status index, course), the form the WebGL layer draws and the
 * clustering reads, with no object per vehicle.
 */
export const pointStride = 5;

export function mercatorX(longitude: number): number {
  return (longitude + 180) / 360;
}

export function mercatorY(latitude: number): number {
  return (180 - (180 / Math.PI) * Math.log(Math.tan(Math.PI / 4 + (latitude * Math.PI) / 360))) / 360;
}

export function longitudeOf(x: number): number {
  return x * 360 - 180;
}

export function latitudeOf(y: number): number {
  return (360 / Math.PI) * Math.atan(Math.exp(((180 - y * 360) * Math.PI) / 180)) - 90;
}

/** A row of the not-updated table: all the notice needs of a vehicle. */
export interface OfflineVehicle {
  id: number;
  license_plate: string;
  imei: string | null;
  timestamp: string | null;
}

/**
 * One `trackings/` answer as the live page uses it: its counts. Made off the main thread
 * (live.worker.ts), so only this digest reaches the page; the map's points (clustered for its
 * zoom), a vehicle's full feature (popup, followed vehicle) and the not-updated rows (their
 * dialog) are asked for when shown.
 */
export interface LiveSnapshot {
  count: number;
  offlineCount: number;
}

/** The map's points: only positioned vehicles, with their status and heading. */
export function packPoints(features: readonly LiveFeature[]): Float64Array {
  let positioned = 0;
  for (const feature of features) if (feature.geometry) positioned += 1;
  const values = new Float64Array(positioned * pointStride);
  let at = 0;
  for (const { id, geometry, properties } of features) {
    if (!geometry) continue;
    values[at] = id;
    values[at + 1] = mercatorX(geometry.coordinates[0]);
    values[at + 2] = mercatorY(geometry.coordinates[1]);
    values[at + 3] = trafficStatuses.indexOf(properties.traffic_status);
    values[at + 4] = properties.course;
    at += pointStride;
  }
  return values;
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
  return { count: features.length, offlineCount };
}

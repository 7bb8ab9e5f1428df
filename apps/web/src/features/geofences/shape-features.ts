import { distanceM, type LngLat } from '@navgan/domain/geo/geometry';
import type { GeofenceShape } from '@navgan/domain/resources/geofence';

/** A drawn feature as terra-draw keeps it: a polygon ring and the mode that drew it. */
export interface DrawnFeature {
  id?: string | number;
  type: 'Feature';
  geometry: { type: 'Polygon'; coordinates: number[][][] };
  properties: { mode: string; [key: string]: unknown };
}

/** Terra-draw refuses coordinates with more than 9 decimals; 7 is a centimetre. */
const round = (value: number) => Math.round(value * 1e7) / 1e7;

/**
 * A drawn polygon or circle → the API's shape. Terra-draw draws a circle as a 64-point polygon:
 * its centre is the mean of the points and its radius their mean distance to it, which stays
 * right after the circle is dragged or resized.
 */
export function shapeOfFeature(feature: DrawnFeature): GeofenceShape | null {
  const ring = feature.geometry.coordinates[0];
  if (!ring || ring.length < 4) return null;
  const points = ring.map(([lng, lat]) => [round(lng ?? 0), round(lat ?? 0)] as [number, number]);
  if (feature.properties.mode === 'circle') {
    const open = points.slice(0, -1);
    const center: [number, number] = [
      round(open.reduce((sum, p) => sum + p[0], 0) / open.length),
      round(open.reduce((sum, p) => sum + p[1], 0) / open.length),
    ];
    const radius = open.reduce((sum, p) => sum + distanceM(center, p), 0) / open.length;
    return { type: 'Circle', center, radius: Math.round(radius) };
  }
  return { type: 'Polygon', coordinates: [points] };
}

/** The ring of a circle: `steps` points on it (destination formula on a sphere), closed. */
export function circleRing(center: LngLat, radiusM: number, steps = 64): [number, number][] {
  const R = 6_371_008.8;
  const lat1 = (center[1] * Math.PI) / 180;
  const lng1 = (center[0] * Math.PI) / 180;
  const d = radiusM / R;
  const ring: [number, number][] = [];
  for (let i = 0; i < steps; i++) {
    const bearing = (-2 * Math.PI * i) / steps;
    const lat2 = Math.asin(Math.sin(lat1) * Math.cos(d) + Math.cos(lat1) * Math.sin(d) * Math.cos(bearing));
    const lng2 =
      lng1 +
      Math.atan2(
        Math.sin(bearing) * Math.sin(d) * Math.cos(lat1),
        Math.cos(d) - Math.sin(lat1) * Math.sin(lat2),
      );
    ring.push([round((lng2 * 180) / Math.PI), round((lat2 * 180) / Math.PI)]);
  }
  ring.push(ring[0] as [number, number]);
  return ring;
}

/** The API's shape → a feature terra-draw can edit (a circle as the circle mode draws it). */
export function featureOfShape(shape: GeofenceShape, id: string): DrawnFeature {
  if (shape.type === 'Circle') {
    return {
      id,
      type: 'Feature',
      geometry: { type: 'Polygon', coordinates: [circleRing(shape.center, shape.radius)] },
      properties: { mode: 'circle', radiusKilometers: shape.radius / 1000 },
    };
  }
  return {
    id,
    type: 'Feature',
    geometry: {
      type: 'Polygon',
      coordinates: shape.coordinates.map((ring) => ring.map(([lng, lat]) => [lng, lat])),
    },
    properties: { mode: 'polygon' },
  };
}

/** [west, south, east, north] around a shape, for fitting the map to it. */
export function shapeBounds(shape: GeofenceShape): [number, number, number, number] {
  const ring =
    shape.type === 'Circle' ? circleRing(shape.center, shape.radius, 16) : (shape.coordinates[0] ?? []);
  const lngs = ring.map((p) => p[0]);
  const lats = ring.map((p) => p[1]);
  return [Math.min(...lngs), Math.min(...lats), Math.max(...lngs), Math.max(...lats)];
}

/**
 * Plane and sphere geometry for geofences: positions are [lng, lat] in degrees (GeoJSON order).
 * Fences are a few kilometres across, so point-in-polygon on raw degrees is exact enough; circle
 * distances use the haversine formula.
 */
export type LngLat = readonly [number, number];

export interface BBox {
  minLng: number;
  minLat: number;
  maxLng: number;
  maxLat: number;
}

const earthRadiusM = 6_371_008.8;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in metres. */
export function distanceM(a: LngLat, b: LngLat): number {
  const dLat = rad(b[1] - a[1]);
  const dLng = rad(b[0] - a[0]);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a[1])) * Math.cos(rad(b[1])) * Math.sin(dLng / 2) ** 2;
  return 2 * earthRadiusM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Ray casting; points exactly on an edge may fall either way. */
export function pointInRing(point: LngLat, ring: readonly LngLat[]): boolean {
  const [x, y] = point;
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i] as LngLat;
    const [xj, yj] = ring[j] as LngLat;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

export function bboxOfPoints(points: readonly LngLat[]): BBox {
  let minLng = Infinity;
  let minLat = Infinity;
  let maxLng = -Infinity;
  let maxLat = -Infinity;
  for (const [lng, lat] of points) {
    if (lng < minLng) minLng = lng;
    if (lng > maxLng) maxLng = lng;
    if (lat < minLat) minLat = lat;
    if (lat > maxLat) maxLat = lat;
  }
  return { minLng, minLat, maxLng, maxLat };
}

/** The box around a circle (latitude degrees are ~111.32 km; longitude ones shrink with cos(lat)). */
export function bboxOfCircle(center: LngLat, radiusM: number): BBox {
  const dLat = radiusM / 111_320;
  const dLng = radiusM / (111_320 * Math.max(0.01, Math.cos(rad(center[1]))));
  return {
    minLng: center[0] - dLng,
    maxLng: center[0] + dLng,
    minLat: center[1] - dLat,
    maxLat: center[1] + dLat,
  };
}

export function inBBox(point: LngLat, box: BBox): boolean {
  return point[0] >= box.minLng && point[0] <= box.maxLng && point[1] >= box.minLat && point[1] <= box.maxLat;
}

function orientation(a: LngLat, b: LngLat, c: LngLat): number {
  const v = (b[1] - a[1]) * (c[0] - b[0]) - (b[0] - a[0]) * (c[1] - b[1]);
  return v === 0 ? 0 : v > 0 ? 1 : 2;
}

function onSegment(a: LngLat, b: LngLat, c: LngLat): boolean {
  return (
    b[0] <= Math.max(a[0], c[0]) &&
    b[0] >= Math.min(a[0], c[0]) &&
    b[1] <= Math.max(a[1], c[1]) &&
    b[1] >= Math.min(a[1], c[1])
  );
}

function segmentsIntersect(p1: LngLat, q1: LngLat, p2: LngLat, q2: LngLat): boolean {
  const o1 = orientation(p1, q1, p2);
  const o2 = orientation(p1, q1, q2);
  const o3 = orientation(p2, q2, p1);
  const o4 = orientation(p2, q2, q1);
  if (o1 !== o2 && o3 !== o4) return true;
  if (o1 === 0 && onSegment(p1, p2, q1)) return true;
  if (o2 === 0 && onSegment(p1, q2, q1)) return true;
  if (o3 === 0 && onSegment(p2, p1, q2)) return true;
  return o4 === 0 && onSegment(p2, q1, q2);
}

/**
 * Whether two non-adjacent edges of a closed ring cross (O(n²): fences drawn by hand have tens of
 * points, and the check runs only when a fence is saved).
 */
export function ringSelfIntersects(ring: readonly LngLat[]): boolean {
  const n = ring.length - 1; // the ring is closed: the last point repeats the first
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      if (j === i + 1 || (i === 0 && j === n - 1)) continue; // neighbours share a point
      if (
        segmentsIntersect(ring[i] as LngLat, ring[i + 1] as LngLat, ring[j] as LngLat, ring[j + 1] as LngLat)
      )
        return true;
    }
  }
  return false;
}

/**
 * Thinning a recorded route for drawing: Douglas-Peucker on a local flat projection (longitude
 * scaled by the cosine of the mean latitude), so a tolerance is one distance in every direction.
 */

/** A fix of the route: [longitude, latitude, unix seconds, speed km/h]. */
export type RoutePoint = [number, number, number, number];

/** Degrees of latitude one screen pixel spans at a web-mercator zoom level (256 px tiles), at the equator. */
export function pixelDegreesAt(zoom: number): number {
  return 360 / (256 * 2 ** zoom);
}

/**
 * The indexes kept by Douglas-Peucker with `tolerance` (degrees of latitude): the first and last
 * point always, and every point farther than the tolerance from the chord of its kept neighbours.
 * Iterative, so a day at 1 Hz (86,400 points) cannot overflow the stack.
 */
function keptIndexes(points: readonly RoutePoint[], tolerance: number, xScale: number): Uint8Array {
  const keep = new Uint8Array(points.length);
  if (points.length === 0) return keep;
  keep[0] = 1;
  keep[points.length - 1] = 1;
  const limit = tolerance * tolerance;
  const stack: number[] = [0, points.length - 1];
  while (stack.length > 0) {
    const last = stack.pop() as number;
    const first = stack.pop() as number;
    const a = points[first] as RoutePoint;
    const b = points[last] as RoutePoint;
    const ax = a[0] * xScale;
    const bx = b[0] * xScale;
    const dx = bx - ax;
    const dy = b[1] - a[1];
    const length2 = dx * dx + dy * dy;
    let farthest = -1;
    let farthestDistance = limit;
    for (let i = first + 1; i < last; i++) {
      const p = points[i] as RoutePoint;
      const px = p[0] * xScale - ax;
      const py = p[1] - a[1];
      // Squared distance to the segment (the chord's ends when the foot falls outside it).
      const along = length2 === 0 ? 0 : Math.max(0, Math.min(1, (px * dx + py * dy) / length2));
      const ex = px - along * dx;
      const ey = py - along * dy;
      const distance = ex * ex + ey * ey;
      if (distance > farthestDistance) {
        farthest = i;
        farthestDistance = distance;
      }
    }
    if (farthest !== -1) {
      keep[farthest] = 1;
      stack.push(first, farthest, farthest, last);
    }
  }
  return keep;
}

/** The route with the points Douglas-Peucker keeps at `tolerance` degrees. */
export function simplifyRoute(points: readonly RoutePoint[], tolerance: number): RoutePoint[] {
  if (points.length <= 2 || tolerance <= 0) return [...points];
  const meanLatitude = points.reduce((sum, p) => sum + p[1], 0) / points.length;
  const keep = keptIndexes(points, tolerance, Math.cos((meanLatitude * Math.PI) / 180));
  return points.filter((_, i) => keep[i] === 1);
}

/**
 * The route for a map at `zoom`: simplified to about one pixel, then coarser (the tolerance doubled)
 * until at most `budget` points are left, so the page draws it at once whatever the fix rate.
 */
export function routeForZoom(points: readonly RoutePoint[], zoom: number, budget: number): RoutePoint[] {
  let tolerance = pixelDegreesAt(zoom);
  let route = simplifyRoute(points, tolerance);
  while (route.length > budget && route.length > 2) {
    tolerance *= 2;
    route = simplifyRoute(route, tolerance);
  }
  return route;
}

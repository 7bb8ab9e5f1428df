import type { RoutePoint } from '@navgan/domain/route-simplify';

/**
 * Where the vehicle was at unix second `t` on a route: between the two fixes around it, by time.
 * Before the first fix it stands at the first, after the last at the last. Binary search, so a
 * frame costs log n on a route of thousands of points.
 */
export function positionAt(
  points: readonly RoutePoint[],
  t: number,
): { lng: number; lat: number; speed: number } | null {
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last) return null;
  if (t <= first[2]) return { lng: first[0], lat: first[1], speed: first[3] };
  if (t >= last[2]) return { lng: last[0], lat: last[1], speed: last[3] };
  let low = 0;
  let high = points.length - 1;
  while (high - low > 1) {
    const middle = (low + high) >> 1;
    if ((points[middle] as RoutePoint)[2] <= t) low = middle;
    else high = middle;
  }
  const a = points[low] as RoutePoint;
  const b = points[high] as RoutePoint;
  const share = (t - a[2]) / (b[2] - a[2] || 1);
  return {
    lng: a[0] + (b[0] - a[0]) * share,
    lat: a[1] + (b[1] - a[1]) * share,
    // The speed the device reported last, not a blend: the number a driver would have seen.
    speed: a[3],
  };
}

/** Playback speeds (route seconds per real second). */
export const playbackSpeeds = [10, 60, 300, 900] as const;

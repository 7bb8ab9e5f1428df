import { describe, expect, it } from 'vitest';
import { pixelDegreesAt, type RoutePoint, routeForZoom, simplifyRoute } from './route-simplify';

const at = (lng: number, lat: number, t = 0): RoutePoint => [lng, lat, t, 0];

describe('route simplification', () => {
  it('drops points on a straight line and keeps both ends', () => {
    const line = Array.from({ length: 11 }, (_, i) => at(51 + i * 0.001, 35, i));
    expect(simplifyRoute(line, 0.0001)).toEqual([line[0], line[10]]);
  });

  it('keeps a corner farther than the tolerance and drops a wobble nearer than it', () => {
    // An L: east 0.01°, then north 0.01°, with a 0.00001° wobble on the first leg.
    const route = [at(51, 35), at(51.005, 35.00001), at(51.01, 35), at(51.01, 35.005), at(51.01, 35.01)];
    expect(simplifyRoute(route, 0.0001)).toEqual([route[0], route[2], route[4]]);
    expect(simplifyRoute(route, 0.000001)).toHaveLength(4);
  });

  it('measures east-west distance shrunk by the latitude', () => {
    // At 60° a degree of longitude is half a degree of latitude long: 0.00015° east is 0.000075°.
    const bend = [at(10, 60), at(10.01, 60), at(10.01, 60.01)];
    const hook = [at(10, 60), at(10.01, 60), at(10.01 + 0.00015, 60.005), at(10.01, 60.01)];
    expect(simplifyRoute(hook, 0.0001)).toEqual(bend);
  });

  it('brings a day at 1 Hz under the point budget, keeping its first and last fix', () => {
    const day = Array.from(
      { length: 86_400 },
      (_, i): RoutePoint => [
        51.3 + 0.05 * Math.sin(i / 900) + (i % 7) * 1e-6,
        35.7 + 0.05 * Math.cos(i / 1300),
        i,
        40,
      ],
    );
    const route = routeForZoom(day, 16, 4000);
    expect(route.length).toBeLessThanOrEqual(4000);
    expect(route.length).toBeGreaterThan(100);
    expect(route[0]).toBe(day[0]);
    expect(route.at(-1)).toBe(day.at(-1));
    // Times stay in order, so playback can walk it.
    expect(route.every((p, i) => i === 0 || p[2] > (route[i - 1] as RoutePoint)[2])).toBe(true);
  });

  it('a pixel at zoom 0 is 360/256 degrees and halves with each zoom level', () => {
    expect(pixelDegreesAt(0)).toBeCloseTo(1.40625);
    expect(pixelDegreesAt(10)).toBeCloseTo(1.40625 / 1024);
  });
});

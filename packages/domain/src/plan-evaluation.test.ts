import { describe, expect, it } from 'vitest';
import { evaluatePlan, routeDeviation, timingOf } from './plan-evaluation';
import type { PlanStop } from './resources/plan';
import type { RoutePoint } from './route-simplify';

// Iran is UTC+03:30: 08:30 in Tehran on 2026-11-21 is 05:00Z.
const at = (iranClock: string) => {
  const [h, m] = iranClock.split(':').map(Number) as [number, number];
  return Date.UTC(2026, 10, 21, h - 3, m - 30) / 1000;
};
const fix = (lng: number, lat: number, iranClock: string): RoutePoint => [lng, lat, at(iranClock), 30];
const stop = (name: string, point: [number, number], from: string | null, to: string | null): PlanStop => ({
  name,
  point,
  radius_m: 100,
  window_from: from,
  window_to: to,
  dwell_min: 10,
});

describe('stops plan', () => {
  const depot = stop('Depot', [51.4, 35.7], '08:00', '09:00');
  const market = stop('Market', [51.42, 35.7], '09:00', '09:30');
  const school = stop('School', [51.45, 35.75], '10:00', '11:00');
  // 0.01° of longitude at 35.7° N is about 903 m: the fixes between the stops are well outside.
  const fixes = [
    fix(51.39, 35.7, '08:20'),
    fix(51.4, 35.7, '08:30'),
    fix(51.4003, 35.7, '08:45'),
    fix(51.41, 35.7, '09:30'),
    fix(51.42, 35.7001, '10:10'),
    fix(51.42, 35.7, '10:25'),
    fix(51.43, 35.71, '10:40'),
  ];
  const result = evaluatePlan(
    { kind: 'stops', stops: [depot, market, school], route: null, corridor_m: 0 },
    fixes,
    [],
  );

  it('finds a stop visited inside its window, with arrival and dwell from the fixes', () => {
    const [first] = result.stops;
    expect(first).toMatchObject({ visited: true, timing: 'on_time', delay_min: 0, dwell_s: 15 * 60 });
    expect(first?.arrived_at).toBe('2026-11-21T05:00:00.000Z');
  });

  it('counts the minutes a late arrival comes after the window', () => {
    expect(result.stops[1]).toMatchObject({ visited: true, timing: 'late', delay_min: 40, dwell_s: 15 * 60 });
  });

  it('marks a stop never approached within its radius as missed', () => {
    expect(result.stops[2]).toMatchObject({
      visited: false,
      timing: null,
      delay_min: null,
      arrived_at: null,
    });
  });

  it('sums up: 2 of 3 visited, 1 of 3 on time, score the mean of both', () => {
    expect(result).toMatchObject({
      planned_stops: 3,
      visited: 2,
      missed: 1,
      on_time: 1,
      visited_pct: 67,
      on_time_pct: 33,
      score: 50,
      route: null,
    });
  });

  it('counts a recorded stop inside the radius as a visit even without a fix there', () => {
    const recorded = [
      {
        started_at: '2026-11-21T06:40:00Z',
        ended_at: '2026-11-21T07:10:00Z',
        latitude: 35.7502,
        longitude: 51.45,
      },
    ];
    const [visit] = evaluatePlan(
      { kind: 'stops', stops: [school], route: null, corridor_m: 0 },
      [],
      recorded,
    ).stops;
    expect(visit).toMatchObject({
      visited: true,
      timing: 'on_time',
      dwell_s: 30 * 60,
      arrived_at: '2026-11-21T06:40:00.000Z',
    });
  });

  it('calls an arrival before the window early, with negative minutes', () => {
    expect(timingOf(new Date(at('07:50') * 1000), '08:00', '09:00')).toEqual({
      timing: 'early',
      delay_min: -10,
    });
    expect(timingOf(new Date(at('07:50') * 1000), null, null)).toEqual({ timing: 'on_time', delay_min: 0 });
  });
});

describe('route plan', () => {
  // A planned line due north; metres east and north turned into degrees at 35.7° N.
  const lat0 = 35.7;
  const mPerDegLat = (Math.PI / 180) * 6_371_008.8;
  const mPerDegLng = mPerDegLat * Math.cos((lat0 * Math.PI) / 180);
  const p = (eastM: number, northM: number): [number, number] => [
    51.4 + eastM / mPerDegLng,
    lat0 + northM / mPerDegLat,
  ];
  const line = [p(0, 0), p(0, 5000)];
  const track = (points: [number, number][]): RoutePoint[] =>
    points.map(([lng, lat], i) => [lng, lat, i * 60, 40]);

  it('measures a detour of 1 km out, 1 km along and 1 km back against a 100 m corridor', () => {
    // Out and back legs are 900 m beyond the corridor each, the leg along it 1000 m: 2800 m off.
    const fixes = track([p(0, 0), p(0, 1000), p(1000, 1000), p(1000, 2000), p(0, 2000), p(0, 3000)]);
    const result = routeDeviation(line, 100, fixes);
    expect(result.travelled_m).toBeGreaterThan(4995);
    expect(result.travelled_m).toBeLessThan(5005);
    expect(result.off_corridor_m).toBeGreaterThan(2795);
    expect(result.off_corridor_m).toBeLessThan(2805);
    expect(result.max_deviation_m).toBe(1000);
    expect(result.on_route_pct).toBe(44);
  });

  it('gives a drive along the line no deviation and a full score', () => {
    const result = evaluatePlan(
      { kind: 'route', stops: [], route: line, corridor_m: 100 },
      track([p(0, 0), p(20, 2000), p(-20, 4000)]),
      [],
    );
    expect(result.route).toMatchObject({ off_corridor_m: 0, max_deviation_m: 20, on_route_pct: 100 });
    expect(result.score).toBe(100);
  });

  it('scores 0 when the vehicle did not move', () => {
    expect(evaluatePlan({ kind: 'route', stops: [], route: line, corridor_m: 100 }, [], []).score).toBe(0);
  });
});

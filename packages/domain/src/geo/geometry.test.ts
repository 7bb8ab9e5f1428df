import { describe, expect, it } from 'vitest';
import {
  breaksTimeRule,
  geofenceInput,
  iranWeekMinute,
  shapeBBox,
  shapeContains,
} from '../resources/geofence';
import { distanceM, type LngLat, pointInRing, ringSelfIntersects } from './geometry';

// A square around Azadi Tower, Tehran (lng, lat).
const square: LngLat[] = [
  [51.33, 35.69],
  [51.35, 35.69],
  [51.35, 35.71],
  [51.33, 35.71],
  [51.33, 35.69],
];

const body = (shape: unknown) => ({ title: 'Depot', color: '#1e88e5', shape });

describe('geofence geometry', () => {
  it('tells points inside a polygon from those outside, concave corners included', () => {
    expect(pointInRing([51.34, 35.7], square)).toBe(true);
    expect(pointInRing([51.36, 35.7], square)).toBe(false);
    const ell: LngLat[] = [
      [0, 0],
      [2, 0],
      [2, 1],
      [1, 1],
      [1, 2],
      [0, 2],
      [0, 0],
    ];
    expect(pointInRing([0.5, 1.5], ell)).toBe(true);
    expect(pointInRing([1.5, 1.5], ell)).toBe(false);
  });

  it('measures great-circle distances (Tehran to Isfahan is about 340 km)', () => {
    const km = distanceM([51.389, 35.6892], [51.6776, 32.6546]) / 1000;
    expect(km).toBeGreaterThan(335);
    expect(km).toBeLessThan(345);
  });

  it('puts a point inside a circle by its distance to the centre', () => {
    const circle = { type: 'Circle' as const, center: [51.389, 35.6892] as [number, number], radius: 500 };
    expect(shapeContains(circle, [51.392, 35.6892])).toBe(true); // ~270 m east
    expect(shapeContains(circle, [51.396, 35.6892])).toBe(false); // ~630 m east
    const box = shapeBBox(circle);
    expect(box.maxLat - box.minLat).toBeCloseTo((2 * 500) / 111_320, 6);
  });

  it('finds a bow-tie ring crossing itself', () => {
    const bowTie: LngLat[] = [
      [0, 0],
      [1, 1],
      [1, 0],
      [0, 1],
      [0, 0],
    ];
    expect(ringSelfIntersects(bowTie)).toBe(true);
    expect(ringSelfIntersects(square)).toBe(false);
  });
});

describe('geofence body', () => {
  it('accepts a closed polygon and a circle', () => {
    expect(geofenceInput.safeParse(body({ type: 'Polygon', coordinates: [square] })).success).toBe(true);
    expect(geofenceInput.safeParse(body({ type: 'Circle', center: [51.3, 35.7], radius: 300 })).success).toBe(
      true,
    );
  });

  it.each([
    ['an open ring', [square.slice(0, 4)]],
    [
      'two distinct points',
      [
        [
          [51, 35],
          [51.1, 35],
          [51, 35],
          [51, 35],
        ],
      ],
    ],
    [
      'a bow tie',
      [
        [
          [0, 0],
          [1, 1],
          [1, 0],
          [0, 1],
          [0, 0],
        ],
      ],
    ],
    [
      'a latitude beyond 90',
      [
        [
          [51, 95],
          [51.1, 35],
          [51.2, 35.1],
          [51, 95],
        ],
      ],
    ],
  ])('refuses %s', (_, coordinates) => {
    const result = geofenceInput.safeParse(body({ type: 'Polygon', coordinates }));
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path[0]).toBe('shape');
  });

  it('refuses a circle without a sensible radius and a fence without a shape', () => {
    expect(geofenceInput.safeParse(body({ type: 'Circle', center: [51, 35], radius: 2 })).success).toBe(
      false,
    );
    const missing = geofenceInput.safeParse({ title: 'x', color: '#000000' });
    expect(missing.error?.issues.map((i) => i.path[0])).toEqual(['shape']);
  });

  it('needs windows when a time rule is chosen', () => {
    const result = geofenceInput.safeParse({
      ...body({ type: 'Circle', center: [51, 35], radius: 300 }),
      time_rule_mode: 'allowed',
    });
    expect(result.error?.issues.map((i) => i.path[0])).toEqual(['time_windows']);
  });
});

describe('time rules in Iran time', () => {
  // 2026-11-21 is a Saturday; 05:00 UTC is 08:30 in Tehran (UTC+3:30).
  const saturday0830 = new Date('2026-11-21T05:00:00Z');
  const windows = [{ days: [0, 1, 2, 3, 4], from: '08:00', to: '18:00' }];

  it('reads the Iranian weekday and clock', () => {
    expect(iranWeekMinute(saturday0830)).toEqual({ day: 0, minute: 8 * 60 + 30 });
    expect(iranWeekMinute(new Date('2026-11-27T10:00:00Z')).day).toBe(6); // Friday
  });

  it('allowed windows: outside them is a violation; forbidden windows: inside them is', () => {
    expect(breaksTimeRule('allowed', windows, saturday0830)).toBe(false);
    expect(breaksTimeRule('allowed', windows, new Date('2026-11-21T16:00:00Z'))).toBe(true); // 19:30
    expect(breaksTimeRule('allowed', windows, new Date('2026-11-27T05:00:00Z'))).toBe(true); // Friday
    expect(breaksTimeRule('forbidden', windows, saturday0830)).toBe(true);
    expect(breaksTimeRule(null, windows, saturday0830)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { positionAt } from './playback';

describe('route playback', () => {
  const route: [number, number, number, number][] = [
    [51, 35, 100, 0],
    [51.1, 35, 200, 60],
    [51.1, 35.2, 400, 30],
  ];

  it('moves the marker between fixes in proportion to the time', () => {
    expect(positionAt(route, 150)).toEqual({ lng: 51.05, lat: 35, speed: 0 });
    expect(positionAt(route, 300)).toEqual({ lng: 51.1, lat: 35.1, speed: 60 });
  });

  it('holds the marker at the ends outside the route times, and has nothing for an empty route', () => {
    expect(positionAt(route, 0)).toEqual({ lng: 51, lat: 35, speed: 0 });
    expect(positionAt(route, 999)).toEqual({ lng: 51.1, lat: 35.2, speed: 30 });
    expect(positionAt([], 5)).toBeNull();
  });
});

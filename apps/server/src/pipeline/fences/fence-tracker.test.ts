import type { GeofenceShape } from '@navgan/domain/resources/geofence';
import { shapeBBox } from '@navgan/domain/resources/geofence';
import { describe, expect, it } from 'vitest';
import { type FenceDef, FenceIndex } from './fence-index';
import { type FenceFix, FenceTracker } from './fence-tracker';

const square = (lng: number, lat: number, size = 0.01): GeofenceShape => ({
  type: 'Polygon',
  coordinates: [
    [
      [lng, lat],
      [lng + size, lat],
      [lng + size, lat + size],
      [lng, lat + size],
      [lng, lat],
    ],
  ],
});

const fence = (id: number, shape: GeofenceShape, extra: Partial<FenceDef> = {}): FenceDef => ({
  id,
  title: `F${id}`,
  shape,
  box: shapeBBox(shape),
  maxSpeed: null,
  timeRuleMode: null,
  timeWindows: [],
  forbidden: false,
  vehicleIds: new Set(),
  tagIds: new Set(),
  ...extra,
});

let clock = Date.parse('2026-11-21T05:00:00Z'); // Saturday 08:30 in Tehran
const fix = (lng: number, lat: number, speedKmh = 30, extra: Partial<FenceFix> = {}): FenceFix => {
  clock += 60_000;
  return {
    companyId: 1,
    vehicleId: 7,
    tagIds: [],
    longitude: lng,
    latitude: lat,
    speedKmh,
    at: new Date(clock),
    ...extra,
  };
};
const kinds = (step: ReturnType<FenceTracker['step']>) => step.started.map((o) => `${o.kind}:${o.fence.id}`);

describe('fence evaluation', () => {
  it('enters once, stays silent inside, exits once', () => {
    const index = new FenceIndex([fence(1, square(51.33, 35.69))]);
    const tracker = new FenceTracker();
    expect(kinds(tracker.step(fix(51.3, 35.6), index))).toEqual([]);
    expect(kinds(tracker.step(fix(51.335, 35.695), index))).toEqual(['enter:1']);
    expect(kinds(tracker.step(fix(51.336, 35.696), index))).toEqual([]);
    expect(kinds(tracker.step(fix(51.4, 35.7), index))).toEqual(['exit:1']);
    expect(kinds(tracker.step(fix(51.41, 35.7), index))).toEqual([]);
  });

  it('a circle counts by distance to its centre', () => {
    const index = new FenceIndex([fence(2, { type: 'Circle', center: [51.389, 35.6892], radius: 500 })]);
    const tracker = new FenceTracker();
    expect(kinds(tracker.step(fix(51.396, 35.6892), index))).toEqual([]);
    expect(kinds(tracker.step(fix(51.392, 35.6892), index))).toEqual(['enter:2']);
  });

  it('a forbidden fence opens one violation episode that ends on exit', () => {
    const index = new FenceIndex([fence(3, square(51.33, 35.69), { forbidden: true })]);
    const tracker = new FenceTracker();
    const entered = tracker.step(fix(51.335, 35.695), index);
    expect(kinds(entered)).toEqual(['enter:3', 'forbidden:3']);
    expect(tracker.openViolations(7)).toBe(1);
    expect(kinds(tracker.step(fix(51.336, 35.695), index))).toEqual([]);
    const left = tracker.step(fix(51.5, 35.695), index);
    expect(kinds(left)).toEqual(['exit:3']);
    expect(left.ended.map((e) => e.occurrence.kind)).toEqual(['forbidden']);
    expect(tracker.openViolations(7)).toBe(0);
  });

  it('over-speed inside: one event per episode, a new one after slowing down', () => {
    const index = new FenceIndex([fence(4, square(51.33, 35.69), { maxSpeed: 40 })]);
    const tracker = new FenceTracker();
    expect(kinds(tracker.step(fix(51.335, 35.695, 30), index))).toEqual(['enter:4']);
    expect(kinds(tracker.step(fix(51.335, 35.695, 55), index))).toEqual(['over_speed:4']);
    expect(kinds(tracker.step(fix(51.335, 35.695, 70), index))).toEqual([]);
    const slowed = tracker.step(fix(51.335, 35.695, 35), index);
    expect(slowed.ended.map((e) => e.occurrence.kind)).toEqual(['over_speed']);
    // The episode keeps its top speed (70), not the speed it started at (55).
    expect(slowed.ended[0]?.occurrence.topKmh).toBe(70);
    expect(kinds(tracker.step(fix(51.335, 35.695, 60), index))).toEqual(['over_speed:4']);
  });

  it('time rule: inside outside the allowed hours is a violation', () => {
    const allowed = [{ days: [0, 1, 2, 3, 4], from: '08:00', to: '09:00' }];
    const index = new FenceIndex([
      fence(5, square(51.33, 35.69), { timeRuleMode: 'allowed', timeWindows: allowed }),
    ]);
    const tracker = new FenceTracker();
    clock = Date.parse('2026-11-21T04:50:00Z'); // next fix 08:21 Saturday
    expect(kinds(tracker.step(fix(51.335, 35.695), index))).toEqual(['enter:5']);
    clock = Date.parse('2026-11-21T05:40:00Z'); // next fix 09:11
    expect(kinds(tracker.step(fix(51.335, 35.695), index))).toEqual(['time_violation:5']);
  });

  it('only for the vehicles and tags it names', () => {
    const index = new FenceIndex([
      fence(6, square(51.33, 35.69), { vehicleIds: new Set([99]) }),
      fence(7, square(51.33, 35.69), { tagIds: new Set([3]) }),
    ]);
    const tracker = new FenceTracker();
    expect(kinds(tracker.step(fix(51.335, 35.695, 30, { tagIds: [3] }), index))).toEqual(['enter:7']);
  });

  it('ignores a fix older than the last one of the vehicle', () => {
    const index = new FenceIndex([fence(1, square(51.33, 35.69))]);
    const tracker = new FenceTracker();
    const late = fix(51.335, 35.695);
    tracker.step(fix(51.2, 35.6), index);
    expect(kinds(tracker.step(late, index))).toEqual([]);
  });

  it('looks only at the fences near the position, however many the company has', () => {
    const many: FenceDef[] = [];
    for (let i = 0; i < 5_000; i++)
      many.push(fence(i + 1, square(44 + (i % 100) * 0.15, 26 + Math.floor(i / 100) * 0.3)));
    many.push(fence(9_999, { type: 'Circle', center: [53, 32], radius: 190_000 })); // a province
    const index = new FenceIndex(many);
    expect(index.nearby([44.005, 26.005]).length).toBeLessThanOrEqual(2);
    expect(index.containing([44.005, 26.005]).map((f) => f.id)).toEqual([1]);
    expect(index.containing([53.1, 32.1]).map((f) => f.id)).toContain(9_999);
    expect(index.containing([60, 20])).toEqual([]);
  });
});

import { expect } from 'vitest';
import type { DecodedPosition } from '../decoded-position';
import { type MoreFrameCase, TRACCAR_ALARM_NAMES, traccarValue } from './frames-more.test-data';
import type { DecodeOutcome } from './tracker-protocol';

const KNOTS_TO_KMH = 1.852;

/** The positions of an outcome, none when it was refused. */
export function positionsOf(outcome: DecodeOutcome): DecodedPosition[] {
  return outcome.ok ? outcome.positions : [];
}

/**
 * What Traccar's test asserts for one frame, checked on our outcome: no position for verifyNull;
 * otherwise positions in range, the exact fix where Traccar gives one, non-empty attributes, and
 * the asserted attribute read through `traccarValue` (in Traccar's unit and alarm name).
 */
export function expectTraccarCase(c: MoreFrameCase, outcome: DecodeOutcome): void {
  const positions = positionsOf(outcome);
  const e = c.expect;
  if (e.traccar_assert === 'verifyNull') {
    expect(positions).toEqual([]);
    return;
  }
  expect(outcome.ok, JSON.stringify(outcome)).toBe(true);
  if (e.traccar_assert === 'verifyNotNull') return;
  expect(positions.length).toBeGreaterThan(0);
  for (const p of positions) {
    expect(Number.isFinite(p.fixTime.getTime())).toBe(true);
    expect(Math.abs(p.latitude)).toBeLessThanOrEqual(90);
    expect(Math.abs(p.longitude)).toBeLessThanOrEqual(180);
    if (e.check_location) {
      expect(p.fixTime.getUTCFullYear()).toBeGreaterThan(1999);
      expect(p.speedKmh).toBeLessThanOrEqual(869 * KNOTS_TO_KMH);
      expect(p.course).toBeGreaterThanOrEqual(0);
      expect(p.course).toBeLessThanOrEqual(360);
    }
  }
  const exactFor = e.exact
    ? typeof e.exact_applies_to === 'string' && e.exact_applies_to.startsWith('every')
      ? positions
      : positions.slice(0, 1)
    : [];
  for (const p of exactFor) {
    const exact = e.exact as NonNullable<typeof e.exact>;
    expect(p.fixTime.toISOString()).toBe(`${exact.fixTime_utc.replace(' ', 'T')}Z`);
    expect(p.valid).toBe(exact.valid);
    expect(Math.abs(p.latitude - exact.latitude)).toBeLessThan(exact.tolerance);
    expect(Math.abs(p.longitude - exact.longitude)).toBeLessThan(exact.tolerance);
  }
  const first = positions[0] as DecodedPosition;
  if (e.attributes_nonempty) {
    const { io, ...named } = first.attributes;
    const { outdated: _, ...rest } = io ?? {};
    expect(Object.keys(named).length + Object.keys(rest).length).toBeGreaterThan(0);
  }
  if (e.attribute) {
    const { key, value } = e.attribute;
    const actual = traccarValue(first, key);
    if (value === null) expect(actual).toBeUndefined();
    else if (typeof value === 'boolean' && typeof actual === 'number') expect(actual).toBe(value ? 1 : 0);
    else if (typeof value === 'number') expect(actual as number).toBeCloseTo(value, 2);
    else if (key === 'alarm' && typeof value === 'string')
      expect(actual).toBe(TRACCAR_ALARM_NAMES[value] ?? value);
    else expect(actual).toEqual(value);
  }
}

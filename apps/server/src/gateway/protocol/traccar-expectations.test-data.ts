import { expect } from 'vitest';
import type { DecodedPosition } from '../decoded-position';
import { type MoreFrameCase, TRACCAR_ALARM_NAMES, traccarValue } from './frames-more.test-data';
import type { DecodeOutcome } from './tracker-protocol';

const KNOTS_TO_KMH = 1.852;

export const RECEIVED_AT = new Date('2026-01-01T00:00:00Z');

function expectedValue(key: string, value: unknown): unknown {
  if (key === 'alarm' && typeof value === 'string') return TRACCAR_ALARM_NAMES[value] ?? value;
  return value;
}

/** Checks an outcome against what Traccar's test asserts for the frame (see `semantics`). */
export function expectAsTraccar(c: MoreFrameCase, outcome: DecodeOutcome): void {
  const e = c.expect;
  const positions = outcome.ok ? outcome.positions : [];
  if (e.traccar_assert === 'verifyNull') {
    expect(positions).toEqual([]);
    return;
  }
  expect(outcome.ok, JSON.stringify(outcome)).toBe(true);
  if (e.traccar_assert === 'verifyNotNull') {
    const answered = outcome.ok && outcome.commandAnswer !== undefined;
    expect(positions.length > 0 || answered, 'a position or a command answer').toBe(true);
    return;
  }
  expect(positions.length).toBeGreaterThan(0);
  for (const p of positions) {
    expect(Number.isFinite(p.fixTime.getTime())).toBe(true);
    expect(Math.abs(p.latitude)).toBeLessThanOrEqual(90);
    expect(Math.abs(p.longitude)).toBeLessThanOrEqual(180);
  }
  const p = positions[0] as DecodedPosition;
  if (e.check_location) {
    for (const q of positions) {
      expect(q.fixTime.getUTCFullYear()).toBeGreaterThan(1999);
      // Traccar checks against the clock of the test run; some frames are dated after RECEIVED_AT.
      expect(q.fixTime.getTime()).toBeLessThan(Math.max(RECEIVED_AT.getTime(), Date.now()) + 25 * 3600_000);
      expect(q.speedKmh).toBeLessThanOrEqual(869 * KNOTS_TO_KMH);
      expect(q.course).toBeGreaterThanOrEqual(0);
      expect(q.course).toBeLessThanOrEqual(360);
      if (q.altitude !== undefined) expect(q.altitude).toBeGreaterThanOrEqual(-12262);
    }
  }
  if (e.exact) {
    const targets = e.traccar_assert === 'verifyPositions' ? positions : [p];
    for (const q of targets) {
      expect(q.fixTime.toISOString()).toBe(`${e.exact.fixTime_utc.replace(' ', 'T')}Z`);
      expect(q.valid).toBe(e.exact.valid);
      expect(Math.abs(q.latitude - e.exact.latitude)).toBeLessThan(e.exact.tolerance);
      expect(Math.abs(q.longitude - e.exact.longitude)).toBeLessThan(e.exact.tolerance);
    }
  }
  if (e.attributes_nonempty) {
    const { io, ...named } = p.attributes;
    const { outdated: _, ...rest } = io ?? {};
    expect(Object.keys(named).length + Object.keys(rest).length).toBeGreaterThan(0);
  }
  if (e.attribute) {
    const { key, value } = e.attribute;
    const actual = traccarValue(p, key);
    if (value === null) expect(actual).toBeUndefined();
    else if (typeof value === 'number') expect(Number(actual)).toBeCloseTo(value, 2);
    // Booleans without a common name are kept under `io` as 1/0.
    else if (typeof value === 'boolean' && typeof actual === 'number') expect(actual).toBe(value ? 1 : 0);
    else expect(actual).toEqual(expectedValue(key, value));
  }
}

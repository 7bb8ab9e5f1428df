import { describe, expect, it } from 'vitest';
import type { DecodedPosition } from '../decoded-position';
import { crcItu } from './crc-itu';
import { decodeGt06Frame, type Gt06DecodeResult } from './decode-gt06-frame';
import { type FrameCase, loadDeviceFrames } from './device-frames.test-data';
import { Gt06Session } from './gt06-session';

const data = loadDeviceFrames();
const cases = data.gt06;
const RECEIVED_AT = new Date('2026-01-01T00:00:00Z');
const KNOTS_TO_KMH = 1.852;

// Traccar's alarm names where ours differ.
const ALARM_NAMES: Record<string, string> = {
  hardAcceleration: 'harshAcceleration',
  hardBraking: 'harshBraking',
  hardCornering: 'harshCornering',
};

/** Where a Traccar attribute lives in our DecodedPosition, converted to Traccar's unit. */
function traccarValue(p: DecodedPosition, key: string): unknown {
  const a = p.attributes;
  switch (key) {
    case 'speed':
      return p.speedKmh / KNOTS_TO_KMH;
    case 'course':
      return p.course;
    case 'altitude':
      return p.altitude;
    case 'alarm':
      return a.alarm;
    case 'event':
      return a.eventId;
    case 'ignition':
      return a.ignition;
    case 'power':
      return a.power;
    case 'battery':
      return a.battery;
    case 'batteryLevel':
      return a.batteryLevel;
    case 'driverUniqueId':
      return a.driverId;
    case 'temp1':
      return a.temperatures?.[0];
    case 'humidity':
      return a.humidities?.[0];
    case 'hours':
      return a.engineSeconds === undefined ? undefined : a.engineSeconds * 1000;
    case 'odometer':
      return a.odometer;
    case 'door': {
      const v = a.io?.door;
      return v === undefined ? undefined : v === 1;
    }
    default:
      return a.io?.[key];
  }
}

function expectedValue(key: string, value: unknown): unknown {
  if (key === 'alarm' && typeof value === 'string') return ALARM_NAMES[value] ?? value;
  return value;
}

function isLogin(c: FrameCase): boolean {
  return c.note.startsWith('0x01 ');
}

const loginFrame = Buffer.from(cases[1]?.hex ?? '', 'hex');

/**
 * Traccar's test decodes all frames in one decoder whose mock only has a device session once a
 * login has supplied an IMEI: the first frame comes before any login, every other one after.
 */
function decodeCase(index: number, lenient: boolean): Gt06DecodeResult {
  const c = cases[index] as FrameCase;
  const session = new Gt06Session();
  if (index > 0 && !isLogin(c)) {
    const login = decodeGt06Frame(loginFrame, session, { lenient: false, receivedAt: RECEIVED_AT });
    expect(login.ok).toBe(true);
  }
  const options = { lenient, model: c.expect.device_model_override, receivedAt: RECEIVED_AT };
  return decodeGt06Frame(Buffer.from(c.hex, 'hex'), session, options);
}

function positionsOf(result: Gt06DecodeResult): DecodedPosition[] {
  return result.ok ? result.positions : [];
}

/** The frame's CRC and length as an independent reading of the spec sees them. */
function integrity(hex: string): 'ok' | 'crc' | 'length' | 'no-crc' {
  const b = Buffer.from(hex, 'hex');
  const extended = b[0] === 0x79;
  const declared = extended ? b.readUInt16BE(2) : (b[2] ?? 0);
  const expected = (extended ? 4 : 3) + declared + 2;
  const type = b[extended ? 4 : 3];
  if (!extended && (type === 0x17 || type === 0x69) && b.length !== expected) return 'no-crc';
  if (b.length < 10) return 'length';
  const crcOk = crcItu(b, 2, b.length - 4) === b.readUInt16BE(b.length - 4);
  if (b.length === expected) return crcOk ? 'ok' : 'crc';
  return 'length';
}

describe('GT06 frames from Traccar’s test suite', () => {
  it('has the 187 frames', () => {
    expect(cases).toHaveLength(187);
  });

  describe.each(cases.map((c, i) => [i, c] as const))('frame %i', (index, c) => {
    const label = `${c.note} → ${c.expect.traccar_assert}`;

    it(`lenient: ${label}`, () => {
      const result = decodeCase(index, true);
      const positions = positionsOf(result);
      const e = c.expect;
      if (e.traccar_assert === 'verifyNull') {
        expect(positions).toEqual([]);
        return;
      }
      expect(result.ok, JSON.stringify(result)).toBe(true);
      expect(positions.length).toBeGreaterThan(0);
      for (const p of positions) {
        expect(Number.isFinite(p.fixTime.getTime())).toBe(true);
        expect(Math.abs(p.latitude)).toBeLessThanOrEqual(90);
        expect(Math.abs(p.longitude)).toBeLessThanOrEqual(180);
      }
      const p = positions[0] as DecodedPosition;
      if (e.check_location) {
        expect(p.attributes.io?.outdated, 'a position with its own fix').toBeUndefined();
        expect(p.fixTime.getUTCFullYear()).toBeGreaterThan(1999);
        expect(p.speedKmh).toBeLessThanOrEqual(869 * KNOTS_TO_KMH);
        expect(p.course).toBeGreaterThanOrEqual(0);
        expect(p.course).toBeLessThanOrEqual(360);
      }
      if (e.exact) {
        expect(p.fixTime.toISOString()).toBe(`${e.exact.fixTime_utc.replace(' ', 'T')}Z`);
        expect(p.valid).toBe(e.exact.valid);
        expect(Math.abs(p.latitude - e.exact.latitude)).toBeLessThan(e.exact.tolerance);
        expect(Math.abs(p.longitude - e.exact.longitude)).toBeLessThan(e.exact.tolerance);
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
        else if (typeof value === 'number') expect(actual as number).toBeCloseTo(value, 2);
        else expect(actual).toEqual(expectedValue(key, value));
      }
    });

    it(`strict: ${label}`, () => {
      const strict = decodeCase(index, false);
      const check = integrity(c.hex);
      if (check === 'crc' || check === 'length') {
        expect(strict.ok).toBe(false);
        if (!strict.ok) {
          if (check === 'crc') expect(strict.reason).toBe('crc');
          else expect(['crc', 'length', 'truncated']).toContain(strict.reason);
        }
        return;
      }
      const lenient = decodeCase(index, true);
      expect(strict).toEqual(lenient);
    });
  });
});

import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { DecodedPosition } from '../decoded-position';

/**
 * One frame of test-data/device-frames/device-frames-more.json with what Traccar's test suite
 * asserts for it. Binary frames come as `hex`, text frames as `text` (ISO-8859-1 bytes).
 */
export interface MoreFrameCase {
  hex?: string;
  text?: string;
  builder: string;
  message_type: string;
  note: string;
  transport: string;
  expect: {
    traccar_assert: string;
    position_expected: boolean | string;
    why?: string;
    check_location?: boolean;
    attributes_nonempty?: boolean;
    device_model_override?: string;
    attribute?: { key: string; value: unknown };
    exact?: { fixTime_utc: string; valid: boolean; latitude: number; longitude: number; tolerance: number };
    [key: string]: unknown;
  };
  derived?: Record<string, unknown>;
  [key: string]: unknown;
}

export type MoreProtocolKey = 'h02' | 'tk103' | 'jt808' | 'wialon' | 'gl200' | 'meitrack' | 'ruptela';

export interface MoreDeviceFrames {
  crc_algorithms: Record<MoreProtocolKey, unknown>;
  framing_rules: Record<MoreProtocolKey, unknown>;
  server_replies: Record<MoreProtocolKey, unknown>;
  protocols: Record<MoreProtocolKey, unknown>;
  [key: string]: unknown;
}

// Kept in the repository (test-data/device-frames, with attribution); a missing file must fail the suite.
export const MORE_FRAMES_PATH = path.resolve(
  import.meta.dirname,
  '../../../test-data/device-frames/device-frames-more.json',
);

let cached: MoreDeviceFrames | undefined;

export function loadMoreFrames(): MoreDeviceFrames {
  cached ??= JSON.parse(readFileSync(MORE_FRAMES_PATH, 'utf8')) as MoreDeviceFrames;
  return cached;
}

/** The frames of one protocol. */
export function framesOf(protocol: MoreProtocolKey): MoreFrameCase[] {
  return loadMoreFrames()[protocol] as MoreFrameCase[];
}

/** A section like `h02_framing` or `jt808_commands`. */
export function sectionOf<T>(name: string): T[] {
  return (loadMoreFrames()[name] ?? []) as T[];
}

/** The bytes a frame case stands for. */
export function bytesOf(c: { hex?: string; text?: string }): Buffer {
  if (c.hex !== undefined) return Buffer.from(c.hex, 'hex');
  return Buffer.from(c.text ?? '', 'latin1');
}

const KNOTS_TO_KMH = 1.852;

/**
 * Where a Traccar attribute lives in our DecodedPosition, converted to Traccar's unit. Keys with
 * no common name are looked up under `io`. Extend the switch when a protocol maps a Traccar key to
 * one of our named attributes.
 */
export function traccarValue(p: DecodedPosition, key: string): unknown {
  const a = p.attributes;
  switch (key) {
    case 'speed':
      return p.speedKmh / KNOTS_TO_KMH;
    case 'course':
      return p.course;
    case 'altitude':
      return p.altitude;
    case 'sat':
      return p.satellites;
    case 'alarm':
      return a.alarm;
    case 'event':
      return a.eventId;
    case 'ignition':
      return a.ignition;
    case 'motion':
      return a.motion;
    case 'power':
      return a.power;
    case 'battery':
      return a.battery;
    case 'batteryLevel':
      return a.batteryLevel;
    case 'fuel':
      return a.fuel;
    case 'rssi':
      return a.gsmSignal;
    case 'hdop':
      return a.hdop;
    case 'driverUniqueId':
      return a.driverId;
    case 'odometer':
      return a.odometer;
    case 'hours':
      return a.engineSeconds === undefined ? undefined : a.engineSeconds * 1000;
    default: {
      const temp = /^temp(\d+)$/.exec(key);
      if (temp) return a.temperatures?.[Number(temp[1]) - 1];
      const humidity = /^humidity(\d*)$/.exec(key);
      if (humidity) return a.humidities?.[Number(humidity[1] || '1') - 1];
      return a.io?.[key];
    }
  }
}

/** Traccar's alarm names where ours differ (docs/telemetry-gt06.md lists our alarm vocabulary). */
export const TRACCAR_ALARM_NAMES: Record<string, string> = {
  hardAcceleration: 'harshAcceleration',
  hardBraking: 'harshBraking',
  hardCornering: 'harshCornering',
};

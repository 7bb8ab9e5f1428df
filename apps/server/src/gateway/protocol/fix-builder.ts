import type { DecodedPosition, PositionAttributes } from '../decoded-position';

const MAX_SPEED_KMH = 1852;

/** The last valid GPS fix of a connection, to place records that carry no fix of their own. */
export interface LastFix {
  latitude: number;
  longitude: number;
  altitude?: number;
}

/** What a text protocol read for one record; any field may be missing or nonsense. */
export interface FixFields {
  /** When the device took the fix (or sent the record); undefined or invalid → `receivedAt`. */
  time?: Date;
  valid: boolean;
  latitude?: number;
  longitude?: number;
  speedKmh?: number;
  course?: number;
  altitude?: number;
  satellites?: number;
}

/**
 * Turns what a decoder read into a DecodedPosition that is always sane: coordinates out of range
 * or not numbers make the record fix-less, and a fix-less record takes the connection's last valid
 * fix (0/0 when there is none) with `valid: false` and `io.outdated = 1`. Speed and course out of
 * range become 0, an impossible time becomes `receivedAt`. A valid fix is remembered in `memory`.
 */
export function buildPosition(
  deviceId: string,
  fields: FixFields,
  attributes: PositionAttributes,
  memory: { lastFix?: LastFix },
  receivedAt: Date,
): DecodedPosition {
  const { latitude, longitude } = fields;
  const hasFix =
    latitude !== undefined &&
    longitude !== undefined &&
    Number.isFinite(latitude) &&
    Number.isFinite(longitude) &&
    Math.abs(latitude) <= 90 &&
    Math.abs(longitude) <= 180;
  const time = fields.time !== undefined && Number.isFinite(fields.time.getTime()) ? fields.time : receivedAt;
  const position: DecodedPosition = {
    deviceId,
    fixTime: new Date(time.getTime()),
    valid: hasFix && fields.valid,
    latitude: 0,
    longitude: 0,
    speedKmh: 0,
    course: 0,
    attributes,
  };
  let altitude = finite(fields.altitude);
  if (hasFix) {
    position.latitude = latitude;
    position.longitude = longitude;
    const speed = finite(fields.speedKmh);
    if (speed !== undefined && speed >= 0 && speed <= MAX_SPEED_KMH) position.speedKmh = round(speed, 3);
    const course = finite(fields.course);
    if (course !== undefined && course >= 0 && course <= 360) position.course = course;
    if (position.valid) memory.lastFix = { latitude, longitude, altitude };
  } else {
    if (memory.lastFix) {
      position.latitude = memory.lastFix.latitude;
      position.longitude = memory.lastFix.longitude;
      altitude ??= memory.lastFix.altitude;
    }
    attributes.io = { ...attributes.io, outdated: 1 };
  }
  if (altitude !== undefined) position.altitude = altitude;
  const satellites = finite(fields.satellites);
  if (satellites !== undefined && satellites >= 0) position.satellites = Math.round(satellites);
  return position;
}

function finite(value: number | undefined): number | undefined {
  return value !== undefined && Number.isFinite(value) ? value : undefined;
}

export function round(value: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}

/**
 * A date from calendar fields as a device sends them, shifted by the device's clock offset
 * (minutes ahead of UTC). Undefined when a field is out of range: a record with a garbled date is
 * stamped when received rather than placed in another year.
 */
export function deviceDate(
  year: number,
  month: number,
  day: number,
  hour: number,
  minute: number,
  second: number,
  clockOffsetMinutes: number,
): Date | undefined {
  if (![year, month, day, hour, minute, second].every(Number.isInteger)) return undefined;
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59 || second > 59) {
    return undefined;
  }
  const ms = Date.UTC(year, month - 1, day, hour, minute, second) - clockOffsetMinutes * 60_000;
  return Number.isFinite(ms) ? new Date(ms) : undefined;
}

/** `ddmm.mmmm` / `dddmm.mmmm` (degrees then decimal minutes) and a hemisphere letter. */
export function degreesMinutes(text: string, hemisphere: string): number | undefined {
  const match = /^\s*(\d*?)(\d{1,2}(?:\.\d*)?)$/.exec(text);
  if (!match) return undefined;
  const value = Number(match[1] || '0') + Number(match[2]) / 60;
  if (!Number.isFinite(value)) return undefined;
  return hemisphere === 'S' || hemisphere === 'W' ? -value : value;
}

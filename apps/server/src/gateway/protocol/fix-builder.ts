import type { DecodedPosition, PositionAttributes } from '../decoded-position';
import { type LastFixMemory, PositionDraft } from './position-draft';

/** What a text protocol read for one record; any field may be missing or nonsense. */
export interface FixFields {
  /** When the device took the fix (or sent the record); undefined → `receivedAt`. */
  time?: Date;
  valid: boolean;
  latitude?: number;
  longitude?: number;
  speedKmh?: number;
  course?: number;
  altitude?: number;
  satellites?: number;
}

/** One record a decoder read: its fix (possibly empty) and its attributes. */
export interface FixRecord {
  fix: FixFields;
  attributes: PositionAttributes;
}

/**
 * Turns what a text decoder read into a sane DecodedPosition through a PositionDraft: coordinates
 * out of range or not numbers make the record fix-less (it then takes the connection's last valid
 * fix), speed and course out of range become 0.
 */
export function buildPosition(
  deviceId: string,
  fields: FixFields,
  attributes: PositionAttributes,
  memory: LastFixMemory,
  receivedAt: Date,
): DecodedPosition {
  const draft = new PositionDraft();
  Object.assign(draft.attributes, attributes);
  const { latitude, longitude } = fields;
  if (latitude !== undefined && longitude !== undefined) draft.setLocation(latitude, longitude, fields.valid);
  if (fields.time !== undefined && Number.isFinite(fields.time.getTime())) draft.fixTime = fields.time;
  draft.setSpeed(fields.speedKmh ?? 0);
  draft.setCourse(fields.course ?? 0);
  if (fields.altitude !== undefined && Number.isFinite(fields.altitude)) draft.altitude = fields.altitude;
  const satellites = fields.satellites;
  if (satellites !== undefined && Number.isFinite(satellites) && satellites >= 0) {
    draft.satellites = Math.round(satellites);
  }
  return draft.finish(deviceId, memory, receivedAt);
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

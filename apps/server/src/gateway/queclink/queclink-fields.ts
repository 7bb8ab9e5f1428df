import type { PositionAttributes } from '../decoded-position';
import { deviceDate, type FixRecord } from '../protocol/fix-builder';

/** The comma fields of one text message, with the readers every message type shares. */
export class QueclinkFields {
  constructor(
    readonly v: string[],
    private readonly clockOffsetMinutes: number,
  ) {}

  get length(): number {
    return this.v.length;
  }

  at(i: number): string {
    return this.v[i] ?? '';
  }

  /** A decimal field; undefined when empty or not a number. */
  number(i: number): number | undefined {
    const s = this.at(i).trim();
    if (!/^[+-]?\d+(?:\.\d+)?$/.test(s)) return undefined;
    return Number(s);
  }

  hex(i: number): number | undefined {
    const s = this.at(i).trim();
    return /^[0-9A-Fa-f]{1,12}$/.test(s) ? Number.parseInt(s, 16) : undefined;
  }

  /** `yyyyMMddHHmmss`, UTC unless the device's clock is offset. */
  time(i: number): Date | undefined {
    const m = /^(\d{4})(\d\d)(\d\d)(\d\d)(\d\d)(\d\d)$/.exec(this.at(i));
    if (!m) return undefined;
    const [y, mo, d, h, mi, s] = m.slice(1).map(Number);
    return deviceDate(y ?? 0, mo ?? 0, d ?? 0, h ?? 0, mi ?? 0, s ?? 0, this.clockOffsetMinutes);
  }

  /** The send time, second to last field (the last is the count number). */
  sendTime(): Date | undefined {
    return this.time(this.v.length - 2);
  }
}

const COORDINATE = /^-?\d{1,3}\.\d{6}$/;

/**
 * Reads a location block at `i`: `hdop,speed km/h,course,altitude,longitude,latitude,time`, then,
 * on devices that send them, a WiFi list (`count,(mac,rssi,,,)…`), the cell (`mcc,mnc,lac hex,
 * cid hex`), and one field that is either the odometer (km, with a dot) or an append mask (bit 0:
 * satellites follow). GL5xx devices put two signal fields before it, the GT501 one instead of it.
 */
export function readLocation(
  f: QueclinkFields,
  start: number,
  model: string,
): { record: FixRecord; next: number } {
  let i = start;
  const attributes: PositionAttributes = {};
  const hdop = f.number(i);
  if (hdop !== undefined) attributes.hdop = hdop;
  const record: FixRecord = {
    fix: { valid: false, speedKmh: f.number(i + 1), course: f.number(i + 2), altitude: f.number(i + 3) },
    attributes,
  };
  const longitude = f.number(i + 4);
  const latitude = f.number(i + 5);
  const time = f.time(i + 6);
  if (longitude !== undefined && latitude !== undefined && time !== undefined) {
    record.fix = { ...record.fix, valid: true, longitude, latitude, time };
  }
  i += 7;
  if (f.at(i + 1).length === 12 && /^\d+$/.test(f.at(i))) {
    const count = Number(f.at(i));
    attributes.io = { wifiCount: count };
    i += 1 + 5 * count;
  }
  const mcc = f.number(i);
  const mnc = f.number(i + 1);
  const lac = f.hex(i + 2);
  const cid = f.hex(i + 3);
  if (mcc !== undefined && mnc !== undefined && lac !== undefined && cid !== undefined && lac > 0) {
    attributes.cell = { mcc, mnc, lac, cid };
  }
  i += 4;
  if (model.startsWith('GL5')) i += 2;
  if (model === 'GT500MA' || model === 'GT501') {
    i += 1;
  } else if (model !== 'GL320M') {
    const value = f.at(i++);
    if (value.includes('.')) {
      const km = Number(value);
      if (Number.isFinite(km)) attributes.odometer = km * 1000;
    } else if (/^[0-9A-Fa-f]{1,4}$/.test(value)) {
      const mask = Number.parseInt(value, 16);
      if (mask & 1) {
        const satellites = f.number(i++);
        if (satellites !== undefined) record.fix.satellites = satellites;
      }
      if (mask & 2) i++;
      if (mask & 16) i++;
    }
  }
  return { record, next: i };
}

/** Whether a location block starts at `i` (its coordinates are at i+4, i+5). */
export function locationAt(f: QueclinkFields, i: number): boolean {
  return COORDINATE.test(f.at(i + 4)) && COORDINATE.test(f.at(i + 5));
}

/** The first location block at or after `from`, or -1. */
export function findLocation(f: QueclinkFields, from: number): number {
  for (let i = Math.max(0, from); i + 5 < f.length; i++) if (locationAt(f, i)) return i;
  return -1;
}

/**
 * The 6-hex device status: byte 2 bit 4 ignition off, bit 5 on; byte 1 the digital inputs,
 * byte 0 the outputs.
 */
export function readStatus(value: number, attributes: PositionAttributes): void {
  const ignition = (value >> 16) & 0xff;
  if (ignition & 0x10) attributes.ignition = false;
  else if (ignition & 0x20) attributes.ignition = true;
  const input = (value >> 8) & 0xff;
  const output = value & 0xff;
  attributes.io = {
    ...attributes.io,
    input,
    in1: (input >> 1) & 1,
    in2: (input >> 2) & 1,
    output,
    out1: output & 1,
    out2: (output >> 1) & 1,
  };
}

/** `HHHHH:mm:ss` hour meter, in seconds. */
export function hours(text: string): number | undefined {
  const m = /^(\d+)(?::(\d+))?(?::(\d+))?$/.exec(text);
  if (!m) return undefined;
  return Number(m[1]) * 3600 + Number(m[2] ?? 0) * 60 + Number(m[3] ?? 0);
}

/** An analog input: `F` + a fuel percentage, or millivolts. */
export function analog(text: string, index: number, attributes: PositionAttributes): void {
  if (text.startsWith('F')) setIo(attributes, `fuel${index}`, Number(text.slice(1)));
  else if (text !== '') setIo(attributes, `adc${index}`, Number(text) / 1000);
}

export function setIo(attributes: PositionAttributes, key: string, value: number | string | undefined): void {
  if (value === undefined || (typeof value === 'number' && !Number.isFinite(value))) return;
  attributes.io = { ...attributes.io, [key]: value };
}

import type { PositionAttributes } from '../decoded-position';
import { ByteCursor, CursorUnderflow } from '../protocol/byte-cursor';
import { deviceDate, type FixRecord } from '../protocol/fix-builder';
import type { QueclinkText } from './decode-queclink-text';

/** Report types of `+RSP` with a layout of their own. */
const RSP_CALL = 3;
const RSP_GEOFENCE = 8;
const RSP_COMPRESSED = 100;

/** Bytes each `+EVT` type adds before its location, and what it means. */
const EVENTS: Record<number, { skip: number; alarm?: string; ignition?: boolean }> = {
  6: { skip: 2, alarm: 'lowBattery' },
  15: { skip: 3 },
  17: { skip: 4 },
  21: { skip: 5 },
  23: { skip: 1, alarm: 'accident' },
  26: { skip: 12 },
  31: { skip: 2, alarm: 'jamming' },
  33: { skip: 1, alarm: 'jamming' },
  34: { skip: 3 },
  35: { skip: 1 },
  45: { skip: 7, ignition: true },
  46: { skip: 7, ignition: false },
};

/** `+INF` types with a layout of their own. */
const INF_CSQ = 5;
const INF_VER = 6;
const INF_BAT = 7;
const INF_GIR = 10;

/**
 * Binary @Track reports, big-endian: `+RSP` (locations, several per frame, or a compressed track),
 * `+EVT` (one event with its location), `+INF` (device information); the header gives the message
 * type, a field mask, the length, device type and versions, and the IMEI as an 8-byte number.
 * The compact form (`+` 0x00, length, 0x00, the IMEI in 8 BCD bytes) names its device, but its
 * layout is not published: it gives no position. Binary `+ACK` and the other heads give nothing.
 */
export function decodeQueclinkBinary(frame: Buffer, clockOffsetMinutes: number): QueclinkText | undefined {
  if (frame[1] === 0) return compactIdentity(frame);
  const head = frame.subarray(0, 4).toString('latin1');
  const c = new ByteCursor(frame, 4);
  try {
    switch (head) {
      case '+RSP':
      case '+BSP':
        return readLocations(c, clockOffsetMinutes);
      case '+EVT':
      case '+BVT':
        return readEvent(c, clockOffsetMinutes);
      case '+INF':
      case '+BNF':
        return readInformation(c, clockOffsetMinutes);
      default:
        return { records: [] };
    }
  } catch (error) {
    if (error instanceof CursorUnderflow) return undefined;
    throw error;
  }
}

function compactIdentity(frame: Buffer): QueclinkText | undefined {
  const digits = frame.subarray(5, 13).toString('hex').replace(/^0/, '');
  return /^\d{15}$/.test(digits) ? { identity: digits, records: [] } : undefined;
}

function imei(c: ByteCursor): string {
  const value = (BigInt(c.u32()) << 32n) | BigInt(c.u32());
  return value.toString().padStart(15, '0');
}

function time(c: ByteCursor, clockOffsetMinutes: number): Date | undefined {
  const year = c.u16();
  return deviceDate(year, c.u8(), c.u8(), c.u8(), c.u8(), c.u8(), clockOffsetMinutes);
}

/** hdop, speed (0.1 km/h, 3 bytes), course, altitude, longitude, latitude (1e-6°), time, cell, reserved. */
function readFix(c: ByteCursor, clockOffsetMinutes: number, attributes: PositionAttributes): FixRecord {
  const hdop = c.u8();
  attributes.hdop = hdop;
  const speedKmh = c.u24() / 10;
  const course = c.u16();
  const altitude = c.i16();
  const longitude = c.i32() / 1e6;
  const latitude = c.i32() / 1e6;
  const at = time(c, clockOffsetMinutes);
  const [mcc, mnc, lac, cid] = [c.u16(), c.u16(), c.u16(), c.u16()];
  if (lac > 0) attributes.cell = { mcc, mnc, lac, cid };
  c.skip(1);
  return { fix: { valid: hdop > 0, speedKmh, course, altitude, longitude, latitude, time: at }, attributes };
}

function readLocations(c: ByteCursor, clockOffsetMinutes: number): QueclinkText {
  const type = c.u8();
  c.skip(4 + 2 + 1 + 2 + 2); // mask, length, device type, protocol and firmware versions
  const identity = imei(c);
  const batteryLevel = c.u8();
  const power = c.u16();
  if (type === RSP_GEOFENCE) c.skip(2);
  c.skip(1); // motion status
  const satellites = c.u8();
  if (type !== RSP_COMPRESSED) c.skip(1); // index
  if (type === RSP_CALL) {
    c.skip(1); // phone number length
    for (let b = c.u8(); (b & 0x0f) !== 0x0f && (b & 0xf0) !== 0xf0; b = c.u8());
  }
  const records: FixRecord[] = [];
  if (type === RSP_COMPRESSED) {
    records.push(...readCompressed(c));
  } else {
    const count = c.u8();
    for (let i = 0; i < count; i++) {
      const attributes: PositionAttributes = { batteryLevel, power: power / 1000 };
      const record = readFix(c, clockOffsetMinutes, attributes);
      record.fix.satellites = satellites;
      records.push(record);
    }
  }
  return { identity, records };
}

/**
 * The compressed track: a point is either full (2 bits `01`: speed 12 bits, heading 9 bits, then
 * longitude and latitude in 1e-6°, and the time of the first point) or a difference to the previous
 * one (`10`: speed, heading 7 bits, longitude 12, latitude 11, signed); points are one second apart.
 */
function readCompressed(c: ByteCursor): FixRecord[] {
  const count = c.u16();
  const records: FixRecord[] = [];
  let [speed, heading, latitude, longitude, seconds] = [0, 0, 0, 0, 0];
  for (let i = 0; i < count; i++) {
    if (seconds > 0) seconds += 1;
    const kind = c.peek() >> 6;
    if (kind === 1) {
      const bits = new Bits(c.slice(3));
      bits.skip(3);
      speed = bits.unsigned(12);
      heading = bits.unsigned(9);
      longitude = c.i32();
      latitude = c.i32();
      if (seconds === 0) seconds = c.u32();
    } else if (kind === 2) {
      const bits = new Bits(c.slice(5));
      bits.skip(3);
      speed += bits.signed(7);
      heading += bits.signed(7);
      longitude += bits.signed(12);
      latitude += bits.signed(11);
    } else {
      c.skip(1);
      continue;
    }
    records.push({
      fix: {
        valid: true,
        time: new Date(seconds * 1000),
        speedKmh: speed / 10,
        course: heading,
        longitude: longitude / 1e6,
        latitude: latitude / 1e6,
      },
      attributes: {},
    });
  }
  return records;
}

function readEvent(c: ByteCursor, clockOffsetMinutes: number): QueclinkText {
  const type = c.u8();
  c.skip(4 + 2 + 1 + 2); // mask, length, device type, protocol version
  const firmware = c.u16();
  const identity = imei(c);
  const attributes: PositionAttributes = { batteryLevel: c.u8(), power: c.u16() / 1000 };
  c.skip(1); // motion status
  const satellites = c.u8();
  const event = EVENTS[type];
  if (event) {
    c.skip(event.skip);
    if (event.alarm) attributes.alarm = event.alarm;
    if (event.ignition !== undefined) attributes.ignition = event.ignition;
  }
  attributes.io = { versionFw: firmware, event: type };
  c.skip(1); // count
  const record = readFix(c, clockOffsetMinutes, attributes);
  record.fix.satellites = satellites;
  return { identity, records: [record] };
}

function readInformation(c: ByteCursor, clockOffsetMinutes: number): QueclinkText {
  const type = c.u8();
  c.skip(4 + 2); // mask, length
  const identity = imei(c);
  c.skip(1 + 2); // device type, protocol version
  const a: PositionAttributes = { io: { versionFw: c.u16() } };
  if (type === INF_VER) c.skip(6);
  c.skip(2); // motion status, reserved
  const satellites = c.u8();
  c.skip(1 + 7 + 1 + 1 + 2 + 2 + 2 + 4 + 1); // mode, last fix time, reserved, masks, intervals
  if (type === INF_BAT) {
    a.io = { ...a.io, charge: c.u8() !== 0 ? 1 : 0 };
    a.power = c.u16() / 1000;
    a.battery = c.u16() / 1000;
    a.batteryLevel = c.u8();
  }
  c.skip(10); // ICCID
  if (type === INF_CSQ) {
    a.gsmSignal = c.u8();
    c.skip(1);
  }
  c.skip(3); // time zone
  if (type === INF_GIR) {
    c.skip(2);
    const [mcc, mnc, lac, cid] = [c.u16(), c.u16(), c.u16(), c.u16()];
    if (lac > 0) a.cell = { mcc, mnc, lac, cid };
    c.skip(2);
  }
  return {
    identity,
    records: [{ fix: { valid: false, satellites, time: time(c, clockOffsetMinutes) }, attributes: a }],
  };
}

/** Reads bit fields, most significant bit first. */
class Bits {
  private at = 0;

  constructor(private readonly bytes: Uint8Array) {}

  skip(n: number): void {
    this.at += n;
  }

  unsigned(n: number): number {
    let value = 0;
    for (let i = 0; i < n; i++, this.at++) {
      const bit = ((this.bytes[this.at >> 3] ?? 0) >> (7 - (this.at & 7))) & 1;
      value = value * 2 + bit;
    }
    return value;
  }

  signed(n: number): number {
    const value = this.unsigned(n);
    return value >= 2 ** (n - 1) ? value - 2 ** n : value;
  }
}

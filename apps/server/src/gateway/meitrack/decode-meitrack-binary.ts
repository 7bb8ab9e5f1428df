import { ByteCursor } from '../protocol/byte-cursor';
import { PositionDraft } from '../protocol/position-draft';

/** Seconds from 1970 to 2000-01-01, the epoch of Meitrack's binary times. */
const EPOCH_2000 = 946_684_800;

/** A parameter id: one byte, or two when the first is the 0xFE extension mark. */
function readId(c: ByteCursor): number {
  return c.peek() === 0xfe ? c.u16() : c.u8();
}

/**
 * CCE: `remaining cache(4) count(2)` then records `length(2) index(2)` with four parameter groups
 * (1-, 2-, 4-byte values and `length`-prefixed values), each group a count and `id value` pairs.
 * Records cut short end the list.
 */
export function decodeMeitrackCce(frame: Buffer, bodyStart: number, bodyEnd: number): PositionDraft[] {
  const c = new ByteCursor(frame, bodyStart, bodyEnd);
  const drafts: PositionDraft[] = [];
  try {
    c.u32le();
    const count = c.u16le();
    for (let i = 0; i < count; i++) {
      c.u16le();
      c.u16le();
      const draft = new PositionDraft();
      let latitude: number | undefined;
      let longitude: number | undefined;
      let valid = false;
      for (let n = c.u8(); n > 0; n--) {
        const id = readId(c);
        const value = c.u8();
        if (id === 0x05) valid = value > 0;
        else readByteParam(draft, id, value);
      }
      for (let n = c.u8(); n > 0; n--) readWordParam(draft, readId(c), c);
      for (let n = c.u8(); n > 0; n--) {
        const id = readId(c);
        if (id === 0x02) latitude = c.i32le() / 1e6;
        else if (id === 0x03) longitude = c.i32le() / 1e6;
        else if (id === 0x04) draft.fixTime = new Date((EPOCH_2000 + c.u32le()) * 1000);
        else readLongParam(draft, id, c.u32le());
      }
      for (let n = c.u8(); n > 0; n--) {
        const id = readId(c);
        readVariableParam(draft, id, Buffer.from(c.slice(c.u8())));
      }
      if (latitude !== undefined && longitude !== undefined && draft.fixTime !== undefined) {
        draft.setLocation(latitude, longitude, valid);
      }
      drafts.push(draft);
    }
  } catch {
    // A record cut short: the records read so far stand.
  }
  return drafts;
}

function readByteParam(draft: PositionDraft, id: number, value: number): void {
  const a = draft.attributes;
  switch (id) {
    case 0x01:
      a.eventId = value;
      return;
    case 0x06:
      draft.satellites = value;
      return;
    case 0x07:
      a.gsmSignal = value;
      return;
    case 0x14:
      draft.io('output', value);
      return;
    case 0x15:
      draft.io('input', value);
      return;
    case 0x47:
      if (value > 0) draft.io('lock', value === 2);
      return;
    case 0x97:
      draft.io('throttle', value);
      return;
    case 0x9d:
      a.fuel = value;
      return;
    case 0xfe69:
      a.batteryLevel = value;
      return;
    default:
      return;
  }
}

function readWordParam(draft: PositionDraft, id: number, c: ByteCursor): void {
  const a = draft.attributes;
  switch (id) {
    case 0x08:
      draft.setSpeed(c.u16le());
      return;
    case 0x09:
      draft.setCourse(c.u16le());
      return;
    case 0x0a:
      a.hdop = c.u16le() / 10;
      return;
    case 0x0b:
      draft.altitude = c.i16le();
      return;
    case 0x16:
      draft.io('adc1', c.u16le() / 100);
      return;
    case 0x19:
      a.battery = c.u16le() / 100;
      return;
    case 0x1a:
      a.power = c.u16le() / 100;
      return;
    case 0x40:
      a.eventId = c.u16le();
      return;
    case 0x91:
    case 0x92:
      draft.io('obdSpeed', c.u16le());
      return;
    case 0x98:
      draft.io('fuelUsed', c.u16le());
      return;
    case 0x99:
      draft.io('rpm', c.u16le());
      return;
    case 0x9c:
      draft.io('coolantTemp', c.u16le());
      return;
    case 0x9f:
      draft.temperature(c.u16le());
      return;
    case 0xc9:
      draft.io('fuelConsumption', c.u16le());
      return;
    default:
      c.u16le();
  }
}

function readLongParam(draft: PositionDraft, id: number, value: number): void {
  switch (id) {
    case 0x0c:
    case 0x9b:
      draft.attributes.odometer = value;
      return;
    case 0x0d:
      draft.io('runtime', value);
      return;
    case 0x25:
      draft.attributes.driverId = String(value);
      return;
    case 0xa0:
      draft.io('fuelUsed', value / 1000);
      return;
    case 0xa2:
      draft.io('fuelConsumption', value / 100);
      return;
    default:
      return;
  }
}

function readVariableParam(draft: PositionDraft, id: number, value: Buffer): void {
  if (id >= 0x2a && id <= 0x31 && value.length >= 3) {
    // Temperature sensors: a label, then 0.01 °C.
    draft.temperature(value.readInt16LE(1) / 100);
    return;
  }
  switch (id) {
    case 0xfe31: {
      // An alarm with a media file: protocol, type, file name (its date is the folder).
      const name = value.subarray(2).toString('latin1');
      if (/^\d{8}/.test(name))
        draft.io('image', `${name.slice(0, 4)}-${name.slice(4, 6)}-${name.slice(6, 8)}/${name}`);
      return;
    }
    case 0xfe73: {
      // A BLE sensor tag: version, name, MAC, battery %, temperature and humidity (1/256).
      const nameLength = value[1] ?? 0;
      const at = 2 + nameLength;
      if (value.length < at + 11) return;
      draft.io('tagName', value.subarray(2, at).toString('latin1'));
      draft.io('tagMac', value.subarray(at, at + 6).toString('hex'));
      draft.io('tagBattery', value[at + 6]);
      draft.io('tagTemp', value.readInt16LE(at + 7) / 256);
      draft.io('tagHumidity', value.readUInt16LE(at + 9) / 256);
      return;
    }
    case 0xfea8:
      for (let k = 0; k < 3 && 2 * k + 1 < value.length; k++) {
        if ((value[2 * k] ?? 0) === 0) continue;
        const level = value[2 * k + 1] as number;
        if (k === 0) draft.attributes.batteryLevel = level;
        else draft.io(`battery${k + 1}Level`, level);
      }
      return;
    default:
      return;
  }
}

/**
 * CCC (older binary batch): an 8-byte header, then 52-byte records: event, latitude, longitude (10⁻⁶ °, little-endian), time (seconds since 2000), valid,
 * satellites, rssi, speed, course, hdop, altitude, odometer, runtime, cell, status, ADC, battery,
 * power, geofence.
 */
export function decodeMeitrackCcc(frame: Buffer, bodyStart: number, bodyEnd: number): PositionDraft[] {
  // Whole records only: a byte lost or added on the way shifts every field after it, and the
  // byte-sum checksum does not notice a lost zero.
  if ((bodyEnd - bodyStart - 8) % 0x34 !== 0) return [];
  const c = new ByteCursor(frame, bodyStart + 8, bodyEnd);
  const drafts: PositionDraft[] = [];
  while (c.remaining() >= 0x34) {
    const draft = new PositionDraft();
    const a = draft.attributes;
    a.eventId = c.u8();
    const latitude = c.i32le() / 1e6;
    const longitude = c.i32le() / 1e6;
    draft.fixTime = new Date((EPOCH_2000 + c.u32le()) * 1000);
    const valid = c.u8() === 1;
    draft.setLocation(latitude, longitude, valid);
    draft.satellites = c.u8();
    a.gsmSignal = c.u8();
    draft.setSpeed(c.u16le());
    draft.setCourse(c.u16le());
    a.hdop = c.u16le() / 10;
    draft.altitude = c.u16le();
    a.odometer = c.u32le();
    draft.io('runtime', c.u32le());
    const [mcc, mnc, lac, cid] = [c.u16le(), c.u16le(), c.u16le(), c.u16le()];
    draft.cell(mcc, mnc, lac, cid);
    draft.io('status', c.u16le());
    draft.io('adc1', c.u16le());
    a.battery = c.u16le() / 100;
    draft.io('powerRaw', c.u16le());
    c.u32le();
    drafts.push(draft);
  }
  return drafts;
}

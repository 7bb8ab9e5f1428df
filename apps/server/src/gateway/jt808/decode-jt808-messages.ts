import { ByteCursor } from '../protocol/byte-cursor';
import { PositionDraft } from '../protocol/position-draft';
import { readStatusAndCoordinates } from './decode-jt808-location';
import { AlarmSet } from './jt808-alarms';
import { javaTrim, readObdRt } from './jt808-extras';
import { bcdTime } from './jt808-time';

/** Text a device sends in GBK: ASCII is kept, other bytes are read as Latin-1. */
export function readGbkText(bytes: Uint8Array): string {
  return Buffer.from(bytes).toString('latin1');
}

/** 0x0702 driver identity: card status, time, result, name, card code, agency, validity. */
export function decodeJt808Driver(
  bytes: Uint8Array,
  start: number,
  end: number,
  offsetMinutes: number,
): PositionDraft {
  const c = new ByteCursor(bytes, start, end);
  const draft = new PositionDraft();
  draft.io('cardStatus', c.u8());
  draft.deviceTime = bcdTime(c.slice(6), 'yMdHms', offsetMinutes);
  draft.io('cardResult', c.u8());
  draft.io('driver', c.ascii(c.u8()));
  const code = javaTrim(c.ascii(20));
  draft.io('cardCode', code);
  draft.attributes.driverId = code;
  draft.io('cardAgency', c.ascii(c.u8()));
  draft.io('cardValidity', c.hex(4));
  return draft;
}

/** 0x2070 acceleration samples: `time(6) x y z` (sign and magnitude), kept as a JSON-like list. */
export function decodeJt808Acceleration(bytes: Uint8Array, start: number, end: number): PositionDraft {
  const c = new ByteCursor(bytes, start, end);
  const samples: string[] = [];
  const axis = () => {
    const v = c.u16();
    return v & 0x8000 ? -(v & 0x7fff) : v & 0x7fff;
  };
  while (c.remaining() >= 12) {
    c.skip(6);
    samples.push(`[${axis()},${axis()},${axis()}]`);
  }
  const draft = new PositionDraft();
  draft.io('gSensor', `[${samples.join(',')}]`);
  return draft;
}

/**
 * 0x0900 transparent data, by its first byte: 0x40 text (a driver card `GTSL|…|id|…`), 0x41
 * `$OBD-RT` values, 0xF0 Jimi OBD (DTC list), 0xFF a fix, 0x53/0x54 a fix with BLE tags or sensors.
 * Undefined when the kind is not one of these.
 */
export function decodeJt808Transparent(
  bytes: Uint8Array,
  start: number,
  end: number,
  model: string | undefined,
  offsetMinutes: number,
): PositionDraft | undefined {
  const c = new ByteCursor(bytes, start, end);
  const kind = c.u8();
  const draft = new PositionDraft();
  switch (kind) {
    case 0x40: {
      const text = javaTrim(c.ascii(c.remaining()));
      if (text.startsWith('GTSL')) {
        const driver = text.split('|')[4];
        if (driver === undefined) return undefined;
        draft.attributes.driverId = driver;
      } else {
        draft.io('data', text);
      }
      return draft;
    }
    case 0x41:
      readObdRt(javaTrim(c.ascii(c.remaining())), { draft, alarms: new AlarmSet(), model });
      return draft;
    case 0xf0:
      return decodeJimiObd(c, draft, model, offsetMinutes);
    case 0xff: {
      draft.fixTime = bcdTime(c.slice(6), 'yMdHms', offsetMinutes);
      draft.setLocation(c.i32() / 1e6, c.i32() / 1e6, draft.fixTime !== undefined);
      draft.altitude = c.i16();
      draft.setSpeed(c.u16() / 10);
      draft.setCourse(c.u16());
      return draft;
    }
    case 0x53:
    case 0x54:
      readStatusAndCoordinates(c, draft, model);
      draft.altitude = c.i16();
      draft.setSpeed(c.u16() / 10);
      draft.setCourse(c.u16());
      draft.fixTime = bcdTime(c.slice(6), 'yMdHms', offsetMinutes);
      if (draft.fixTime === undefined) draft.setLocation(Number.NaN, Number.NaN, false);
      if (kind === 0x53) readBleTags(c, draft);
      else readSensorSamples(c, draft);
      return draft;
    default:
      return undefined;
  }
}

function readBleTags(c: ByteCursor, draft: PositionDraft): void {
  c.u8();
  while (c.remaining() >= 8) {
    const index = c.u8() + 1;
    draft.io(`tag${index}Mac`, c.hex(6));
    const rssi = c.u8();
    draft.io(`tag${index}Rssi`, rssi >= 0x80 ? rssi - 0x100 : rssi);
    const length = c.u8();
    draft.io(`tag${index}Data`, c.hex(Math.min(length, c.remaining())));
  }
}

function readSensorSamples(c: ByteCursor, draft: PositionDraft): void {
  while (c.remaining() >= 8) {
    const mask = c.u16();
    c.skip(6);
    if (mask & 0x01) draft.io('lightSensor', c.u16());
    if (mask & 0x02) {
      draft.io('deviceTemp', c.i16() / 10);
      draft.attributes.humidities = [c.i16() / 10];
    }
    if (mask & 0x04) draft.temperature(c.i16() / 10);
    if (mask & 0x08) c.skip(6);
    if (mask & 0x10) draft.io('airPressure', c.u16());
  }
}

function decodeJimiObd(
  c: ByteCursor,
  draft: PositionDraft,
  model: string | undefined,
  offsetMinutes: number,
): PositionDraft | undefined {
  const time = bcdTime(c.slice(6), 'yMdHms', offsetMinutes);
  if (c.u8() > 0) draft.io('archive', true);
  c.u8();
  const subtype = c.u8();
  draft.deviceTime = time;
  if (subtype === 0x02) {
    const codes: string[] = [];
    const systems = c.u16();
    for (let i = 0; i < systems; i++) {
      c.u32();
      const count = c.u16();
      for (let j = 0; j < count; j++) {
        c.skip(8);
        codes.push(javaTrim(c.ascii(c.u16())));
      }
    }
    draft.io('dtcs', codes.join(' '));
  } else if (subtype !== 0x01 && subtype !== 0x03) {
    return subtype === 0x04 || subtype === 0x0b || subtype === 0x15 ? draft : undefined;
  } else {
    // Parameter (0x01) and alarm (0x03) lists: skipped to the coordinates after them.
    const count = c.u8();
    for (let i = 0; i < count; i++) {
      if (subtype === 0x01) c.u16();
      else c.u8();
      c.skip(c.u8());
    }
  }
  if (c.remaining() >= 12) {
    readStatusAndCoordinates(c, draft, model);
    draft.fixTime = time;
  }
  return draft;
}

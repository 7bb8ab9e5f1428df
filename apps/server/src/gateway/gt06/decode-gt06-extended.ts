import { PositionDraft, round } from '../protocol/position-draft';
import type { Gt06Context } from './gt06-context';
import { gt06Fields } from './gt06-fields';
import type { Gt06Outcome } from './gt06-outcome';
import { buildGt06Reply } from './gt06-reply';

const COORDINATE_UNIT = 60 * 30000;

const LOCATION_TEXT =
  /^Current position!Lat:([NS])(\d+\.\d+),Lon:([EW])(\d+\.\d+),Course:(\d+\.\d+),Speed:(\d+\.\d+),DateTime:(\d{4})-(\d\d)-(\d\d) +(\d\d):(\d\d):(\d\d)/;

const FUEL_TEXT = /^!AIOIL,\d+,\d+\.\d+,(\d+\.\d+),[^,]+,\d\d\d\d,(\d+\.\d+),[01],\d+,[0-9A-Fa-f]{2}/;

function serialOf(frame: Uint8Array): number {
  const at = frame.length - 6;
  return at >= 0 ? ((frame[at] ?? 0) << 8) | (frame[at + 1] ?? 0) : 0;
}

function isPrintable(bytes: Uint8Array): boolean {
  return bytes.every((b) => (b >= 0x20 && b < 0x7f) || b === 0x0d || b === 0x0a || b === 0x09);
}

/** Decodes a 0x7979 packet whose cursor stands after the protocol number. */
export function decodeGt06Extended(ctx: Gt06Context): Gt06Outcome {
  switch (ctx.type) {
    case 0x21:
      return stringInfo(ctx);
    case 0x94:
      return info(ctx);
    case 0x32:
    case 0x33:
      return az735(ctx);
    case 0x38:
      return gpsLbs8(ctx);
    case 0x8c:
      return obd(ctx);
    case 0x70:
      return modular(ctx);
    case 0x9b:
      return serial(ctx);
    case 0xf1:
      return deviceStatus(ctx);
    case 0xf2:
      return peripheral(ctx);
    case 0x36:
    case 0x41:
      // Photo and multimedia chunks: we don't collect media.
      return { kind: 'none' };
    default:
      return { kind: 'refused', reason: 'unknown-type' };
  }
}

function stringInfo(ctx: Gt06Context): Gt06Outcome {
  const c = ctx.cursor;
  const draft = new PositionDraft();
  c.skip(4); // server flag
  const encoding = c.u8();
  const raw = Buffer.from(c.slice(Math.max(0, c.remaining() - 6)));
  const text = encoding === 1 ? raw.toString('latin1') : utf16be(raw);
  const m = LOCATION_TEXT.exec(text);
  if (m) {
    const lat = Number(m[2]) * (m[1] === 'S' ? -1 : 1);
    const lon = Number(m[4]) * (m[3] === 'W' ? -1 : 1);
    draft.setLocation(lat, lon, true);
    draft.setCourse(Number(m[5]));
    draft.setSpeed(Number(m[6]));
    const ms = Date.UTC(
      Number(m[7]),
      Number(m[8]) - 1,
      Number(m[9]),
      Number(m[10]),
      Number(m[11]),
      Number(m[12]),
    );
    if (Number.isFinite(ms)) draft.fixTime = new Date(ms);
    else draft.valid = false;
  } else {
    draft.io('result', text);
  }
  return { kind: 'position', draft };
}

function utf16be(raw: Buffer): string {
  const even = raw.subarray(0, raw.length - (raw.length % 2));
  const swapped = Buffer.from(even);
  swapped.swap16();
  return swapped.toString('utf16le');
}

function info(ctx: Gt06Context): Gt06Outcome {
  const c = ctx.cursor;
  const draft = new PositionDraft();
  const subType = c.u8();
  const content = c.remaining() - 6;
  switch (subType) {
    case 0x00:
      draft.io('adc1', round(c.u16() * 0.01, 2));
      break;
    case 0x04:
      for (const pair of c.ascii(Math.max(0, c.remaining() - 6)).split(';')) {
        const [key, value] = pair.split('=');
        const n = Number.parseInt(value ?? '', 16);
        if (!Number.isFinite(n)) continue;
        if (key === 'ALM1' || key === 'ALM2' || key === 'ALM3') draft.io(`alarm${key.charAt(3)}Status`, n);
        else if (key === 'STA1') draft.io('otherStatus', n);
        else if (key === 'DYD') draft.io('engineStatus', n);
      }
      break;
    case 0x05: {
      if (content >= 7) draft.deviceTime = gt06Fields.date(c, ctx.session.timezoneOffsetMinutes);
      const flags = c.u8();
      draft.io('door', (flags & 0x01) !== 0);
      draft.io('io1', (flags & 0x04) !== 0);
      break;
    }
    case 0x0a:
      c.skip(16); // IMEI, IMSI
      draft.io('iccid', c.hex(10).replaceAll('f', ''));
      break;
    case 0x0b:
      if (content >= 2) draft.attributes.power = round(c.u16() * 0.01, 2);
      else draft.io('networkTechnology', c.u8() > 0 ? '4G' : '2G');
      break;
    case 0x0d: {
      if (c.peek() !== 0x21) c.skip(6);
      const m = FUEL_TEXT.exec(c.ascii(Math.max(0, c.remaining() - 6)));
      if (!m) return { kind: 'none' };
      draft.temperature(Number(m[1]));
      draft.attributes.fuel = Number(m[2]);
      break;
    }
    case 0x1b:
      if (/[A-Za-z]/.test(String.fromCharCode(c.peek()))) {
        draft.io('serial', c.ascii(Math.max(0, c.remaining() - 6)).trim());
      } else {
        c.skip(2); // header, type
        draft.attributes.driverId = c.hex(4);
        c.skip(2); // checksum, footer
      }
      break;
    case 0x1e:
      // Temperature and humidity sensor, tenths.
      draft.temperature(c.i32() / 10);
      draft.humidity(c.u32() / 10);
      break;
    default:
      return { kind: 'none' };
  }
  return { kind: 'position', draft };
}

function az735(ctx: Gt06Context): Gt06Outcome {
  const c = ctx.cursor;
  const draft = new PositionDraft();
  gt06Fields.gps(ctx, draft, { hasLength: true });
  if (gt06Fields.lbs(ctx, draft, true)) draft.attributes.gsmSignal = c.u8();
  c.skip(c.u8()); // more cell towers
  c.skip(c.u8()); // WiFi access points
  const status = c.u8();
  draft.io('status', status);
  if (ctx.type === 0x33) {
    if (status === 0xa0) draft.io('armed', true);
    else if (status === 0xa1) draft.io('armed', false);
    else if (status === 0xa2 || status === 0xa3) draft.alarm('lowBattery');
    else if (status === 0xa4) draft.alarm('general');
    else if (status === 0xa5) draft.alarm('door');
  }
  c.skip(c.u8()); // reserved extension
  return { kind: 'position', draft, reply: buildGt06Reply(ctx.type, serialOf(ctx.frame), undefined, true) };
}

/** 4G location with a cell type byte before the cell tower. */
function gpsLbs8(ctx: Gt06Context): Gt06Outcome {
  const c = ctx.cursor;
  const draft = new PositionDraft();
  gt06Fields.gps(ctx, draft);
  c.skip(2); // upload mode, re-upload flag
  const cellType = c.u8();
  const rawMcc = c.u16();
  const mnc = rawMcc & 0x8000 ? c.u16() : c.u8();
  const wide = cellType >= 3;
  const lac = wide ? c.u32() : c.u16();
  const cid = wide ? c.u64() : c.u32();
  draft.cell(rawMcc & 0x7fff, mnc, lac, cid);
  return { kind: 'position', draft, reply: buildGt06Reply(ctx.type, serialOf(ctx.frame), undefined, true) };
}

function obd(ctx: Gt06Context): Gt06Outcome {
  const c = ctx.cursor;
  const draft = new PositionDraft();
  draft.deviceTime = gt06Fields.date(c, ctx.session.timezoneOffsetMinutes);
  draft.attributes.ignition = c.u8() > 0;
  const text = c.ascii(Math.max(0, c.remaining() - 18));
  for (const pair of text.split(',')) {
    const [key, value] = pair.split('=');
    if (key === undefined || value === undefined || key.length < 2) continue;
    const id = Number.parseInt(key.substring(0, 2), 16);
    const n = Number.parseInt(value, 16);
    if (id === 0x74) {
      draft.io('vin', value);
      continue;
    }
    if (!Number.isFinite(n)) continue;
    if (id === 0x40) draft.attributes.odometer = round(n * 0.01 * 1000, 0);
    else if (id === 0x43) draft.attributes.fuel = round(n * 0.01, 2);
    else if (id === 0x45) draft.io('coolantTemp', round(n * 0.01, 2));
    else if (id === 0x53) draft.io('obdSpeed', round(n * 0.01, 2));
    else if (id === 0x54) draft.io('rpm', round(n * 0.01, 2));
    else if (id === 0x71) draft.io('fuelUsed', round(n * 0.01, 2));
    else if (id === 0x73) draft.attributes.engineSeconds = round(n * 0.01 * 3600, 0);
  }
  return { kind: 'position', draft };
}

/** Module list: type (2 bytes), length (2 bytes), value. */
function modular(ctx: Gt06Context): Gt06Outcome {
  const c = ctx.cursor;
  const draft = new PositionDraft();
  while (c.remaining() > 6) {
    const module = c.u16();
    const length = c.u16();
    const end = c.pos + length;
    switch (module) {
      case 0x03:
        draft.io('iccid', c.hex(10));
        break;
      case 0x09:
        draft.satellites = c.u8();
        break;
      case 0x0a:
        draft.io('satVisible', c.u8());
        break;
      case 0x11: {
        const mcc = c.u16();
        const mnc = c.u16();
        const lac = c.u16();
        const cid = c.u24();
        if (cid > 0) draft.cell(mcc, mnc, lac, cid);
        break;
      }
      case 0x18:
        draft.attributes.battery = round(c.u16() * 0.01, 2);
        break;
      case 0x28:
        draft.attributes.hdop = round(c.u8() * 0.1, 1);
        break;
      case 0x29:
        draft.io('index', c.u32());
        break;
      case 0x2a: {
        const input = c.u8();
        draft.io('door', (input & 0x0f) > 0);
        draft.io('tamper', input >> 4 > 0);
        break;
      }
      case 0x2b: {
        const event = c.u8();
        draft.attributes.eventId = event;
        if (event === 0x11) draft.alarm('lowBattery');
        else if (event === 0x12) draft.alarm('lowPower');
        else if (event === 0x13) draft.alarm('powerCut');
        else if (event === 0x14) draft.alarm('removing');
        break;
      }
      case 0x2c:
        draft.deviceTime = new Date(c.u32() * 1000);
        break;
      case 0x2e:
        draft.attributes.odometer = c.u32le();
        break;
      case 0x33: {
        draft.fixTime = new Date(c.u32() * 1000);
        draft.satellites = c.u8();
        draft.altitude = c.i16();
        const latitude = c.u32() / COORDINATE_UNIT;
        const longitude = c.u32() / COORDINATE_UNIT;
        draft.setSpeed(c.u8());
        gt06Fields.courseStatus(c.u16(), latitude, longitude, draft);
        break;
      }
      case 0x34:
        draft.attributes.eventId = c.u8();
        break;
      case 0x7f:
        bleTags(c, length, draft);
        break;
      default:
        break;
    }
    c.pos = Math.max(c.pos, Math.min(end, c.end));
  }
  return { kind: 'position', draft, reply: buildGt06Reply(0x70, serialOf(ctx.frame)) };
}

function serial(ctx: Gt06Context): Gt06Outcome {
  const c = ctx.cursor;
  const draft = new PositionDraft();
  c.skip(1); // external device type
  const data = c.slice(Math.max(0, c.remaining() - 6));
  if (data.length === 0) return { kind: 'none' };
  draft.io(
    'result',
    isPrintable(data) ? Buffer.from(data).toString('latin1').trim() : Buffer.from(data).toString('hex'),
  );
  return { kind: 'position', draft };
}

/** Jimi 4G device status: a time and a list of modules (type 2 bytes, length 1 byte). */
function deviceStatus(ctx: Gt06Context): Gt06Outcome {
  const c = ctx.cursor;
  const draft = new PositionDraft();
  draft.deviceTime = new Date(c.u32() * 1000);
  while (c.remaining() > 6 + 3) {
    const module = c.u16();
    const length = c.u8();
    const end = c.pos + length;
    if (module === 0x0005 && length === 2) draft.attributes.power = round(c.u16() * 0.01, 2);
    else if (length <= 4) draft.io(`status${module.toString(16).padStart(4, '0')}`, readUnsigned(c, length));
    c.pos = Math.max(c.pos, Math.min(end, c.end));
  }
  return { kind: 'position', draft, reply: buildGt06Reply(ctx.type, serialOf(ctx.frame), undefined, true) };
}

/** Peripheral (VL842 accessories): a time, then a text or binary record. */
function peripheral(ctx: Gt06Context): Gt06Outcome {
  const c = ctx.cursor;
  const draft = new PositionDraft();
  draft.deviceTime = new Date(c.u32() * 1000);
  const data = c.slice(Math.max(0, c.remaining() - 6));
  draft.io('peripheral', Buffer.from(data).toString('hex'));
  return { kind: 'position', draft, reply: buildGt06Reply(ctx.type, serialOf(ctx.frame), undefined, true) };
}

function readUnsigned(c: Gt06Context['cursor'], length: number): number {
  let value = 0;
  for (let i = 0; i < length; i++) value = value * 256 + c.u8();
  return value;
}

/** BLE tags, 14 bytes each: MAC, signal (2), battery %, temperature and humidity in tenths, 1 byte. */
function bleTags(c: Gt06Context['cursor'], length: number, draft: PositionDraft): void {
  for (let tag = 1; tag * 14 <= length; tag++) {
    c.skip(6 + 2); // MAC, signal
    draft.io(`tag${tag}Battery`, c.u8());
    draft.io(`tag${tag}Temp`, round(c.i16() / 10, 1));
    draft.io(`tag${tag}Humidity`, round(c.u16() / 10, 1));
    c.skip(1);
  }
}

import { PositionDraft, round } from '../protocol/position-draft';
import { gt06Alarms } from './gt06-alarms';
import type { Gt06Context } from './gt06-context';
import { gt06Fields } from './gt06-fields';
import type { Gt06Outcome } from './gt06-outcome';
import { buildGt06Reply } from './gt06-reply';

const GPS_TYPES = new Set([
  0x10, 0x11, 0x12, 0x16, 0x17, 0x1a, 0x1e, 0x22, 0x25, 0x26, 0x27, 0x2d, 0x31, 0x32, 0x37, 0xa0, 0xa2, 0xa3,
  0xa4,
]);
const LBS_TYPES = new Set([
  0x11, 0x12, 0x16, 0x17, 0x19, 0x22, 0x25, 0x26, 0x27, 0x2d, 0x31, 0x32, 0x37, 0xa0, 0xa2, 0xa3, 0xa4, 0xa5,
  0xa7,
]);
const STATUS_TYPES = new Set([0x13, 0x16, 0x19, 0x26, 0x27, 0x32, 0x36, 0xa2, 0xa4, 0xa5]);
const LBS_LIST_TYPES = new Set([0x18, 0x24, 0x28, 0x2c, 0x2e, 0x33, 0x34, 0xa1, 0xa2]);
const COMMAND_TYPES = new Set([0x80, 0x81, 0x82]);

/** Serial number of the frame being answered: the two bytes before the CRC. */
function serialOf(frame: Uint8Array): number {
  const at = frame.length - 6;
  return at >= 0 ? ((frame[at] ?? 0) << 8) | (frame[at + 1] ?? 0) : 0;
}

function ack(ctx: Gt06Context): Buffer {
  return buildGt06Reply(ctx.type, serialOf(ctx.frame));
}

/** Decodes a 0x7878 packet whose cursor stands after the protocol number. */
export function decodeGt06Basic(ctx: Gt06Context): Gt06Outcome {
  const { type, variant } = ctx;
  switch (type) {
    case 0x01:
      return login(ctx);
    case 0x23:
      return heartbeat(ctx);
    case 0x2a:
      return addressRequest();
    case 0x8a:
      return timeRequest(ctx);
    case 0x35:
      // Photo upload announcement (X1): we don't fetch photos.
      return { kind: 'none' };
    case 0x61:
      return ibutton(ctx);
    case 0x94:
      return info(ctx);
    case 0x95:
      return alarmPacket(ctx);
    case 0x15:
      return stringResponse(ctx);
    case 0x40:
      return bms(ctx);
    default:
      break;
  }
  if (type === 0x34 && variant !== 'sl4x') return x1Gps(ctx);
  if ((type === 0x17 && variant !== 'rfid') || type === 0x69 || type === 0xf3) return wifi(ctx);
  if (type === 0x24 && variant === 'sr411Mini') return sr411(ctx);
  if (LBS_LIST_TYPES.has(type) && !(type === 0xa2 && variant === 'lw4g')) return lbsList(ctx);
  if (type === 0x13 && ctx.cursor.remaining() === 22) return extendedStatus(ctx);
  if (GPS_TYPES.has(type) || LBS_TYPES.has(type) || STATUS_TYPES.has(type)) return location(ctx);
  if (COMMAND_TYPES.has(type)) return { kind: 'none' };
  return { kind: 'refused', reason: 'unknown-type' };
}

function login(ctx: Gt06Context): Gt06Outcome {
  const c = ctx.cursor;
  const digits = c.hex(8);
  const imei = digits.replace(/^0+/, '');
  if (!/^\d{8,16}$/.test(imei)) return { kind: 'refused', reason: 'bad-imei' };
  if (ctx.dataLength > 10 && c.remaining() >= 4 + 6) {
    c.skip(2); // type identification code
    const bits = c.u16();
    const hours = Math.floor((bits >> 4) / 100);
    const minutes = (bits >> 4) % 100;
    const offset = hours * 60 + minutes;
    if (hours <= 14 && minutes < 60) ctx.session.announceTimezone(bits & 0x08 ? -offset : offset);
  }
  ctx.session.imei = imei;
  return { kind: 'none', imei, reply: ack(ctx) };
}

function heartbeat(ctx: Gt06Context): Gt06Outcome {
  const c = ctx.cursor;
  const draft = new PositionDraft();
  const status = c.u8();
  draft.io('armed', (status & 0x01) !== 0);
  draft.attributes.ignition = (status & 0x02) !== 0;
  draft.io('charge', (status & 0x04) !== 0);
  if (c.remaining() >= 2 + 6) draft.attributes.battery = round(c.u16() * 0.01, 2);
  if (c.remaining() >= 1 + 6) draft.attributes.gsmSignal = c.u8();
  return { kind: 'position', draft, reply: ack(ctx) };
}

function addressRequest(): Gt06Outcome {
  const text = Buffer.from('NA&&NA&&0##', 'ascii');
  const content = Buffer.alloc(1 + 4 + text.length);
  content[0] = text.length;
  text.copy(content, 5);
  return { kind: 'none', reply: buildGt06Reply(0x97, 0, content, true) };
}

function timeRequest(ctx: Gt06Context): Gt06Outcome {
  const now = ctx.receivedAt;
  const content = Uint8Array.of(
    now.getUTCFullYear() - 2000,
    now.getUTCMonth() + 1,
    now.getUTCDate(),
    now.getUTCHours(),
    now.getUTCMinutes(),
    now.getUTCSeconds(),
  );
  return { kind: 'none', reply: buildGt06Reply(0x8a, serialOf(ctx.frame), content) };
}

function ibutton(ctx: Gt06Context): Gt06Outcome {
  const c = ctx.cursor;
  const draft = new PositionDraft();
  c.skip(8); // IMEI
  gt06Fields.gps(ctx, draft);
  draft.cell(c.u16(), c.u8(), c.u16(), c.u32());
  c.skip(2);
  const id = c.u32();
  if (id > 0) draft.attributes.driverId = String(id);
  return { kind: 'position', draft, reply: ack(ctx) };
}

function info(ctx: Gt06Context): Gt06Outcome {
  const draft = new PositionDraft();
  draft.attributes.power = round(ctx.cursor.i16() * 0.01, 2);
  return { kind: 'position', draft };
}

function stringResponse(ctx: Gt06Context): Gt06Outcome {
  const c = ctx.cursor;
  const draft = new PositionDraft();
  const length = c.u8();
  if (length > 4) {
    c.skip(4); // server flag
    const text = c.ascii(length - 4);
    if (text.startsWith('<ICCID:')) draft.io('iccid', text.substring(7, 27));
    else draft.io('result', text);
  }
  return { kind: 'position', draft, reply: ack(ctx) };
}

function bms(ctx: Gt06Context): Gt06Outcome {
  const c = ctx.cursor;
  const draft = new PositionDraft();
  c.skip(8); // serial number
  draft.deviceTime = new Date(c.u32() * 1000);
  draft.attributes.batteryLevel = c.u8();
  draft.io('remainingCapacity', c.u16());
  draft.io('absoluteCapacity', c.u8());
  draft.io('fullCapacity', c.u16());
  draft.io('batteryHealth', c.u8());
  draft.temperature(c.u16() * 0.1 - 273.1);
  draft.io('current', c.u16());
  draft.attributes.battery = round(c.u16() * 0.001, 3);
  return { kind: 'position', draft, reply: ack(ctx) };
}

function x1Gps(ctx: Gt06Context): Gt06Outcome {
  const c = ctx.cursor;
  const draft = new PositionDraft();
  c.skip(4); // data and alarm
  gt06Fields.gps(ctx, draft);
  c.skip(2); // terminal information
  draft.attributes.odometer = c.u32();
  draft.cell(c.u16(), c.u8(), c.u16(), c.u32());
  const driver = c.u32();
  if (driver > 0) draft.attributes.driverId = String(driver);
  draft.attributes.battery = round(c.u16() * 0.01, 2);
  draft.attributes.power = round(c.u16() * 0.01, 2);
  const ports = c.u32();
  draft.io('input', c.u8());
  draft.io('output', c.u8());
  const adcCount = (ports >>> 20) & 0x0f;
  for (let i = 1; i <= adcCount; i++) draft.io(`adc${i}`, round(c.u16() * 0.01, 2));
  return { kind: 'position', draft };
}

function wifi(ctx: Gt06Context): Gt06Outcome {
  const c = ctx.cursor;
  const { type } = ctx;
  const draft = new PositionDraft();
  const timeAt = c.pos;
  draft.deviceTime = gt06Fields.bcdDate(c);
  const count = type === 0xf3 ? c.u8() : (ctx.frame[2] ?? 0);
  for (let i = 0; i < count; i++) {
    if (type === 0xf3) c.skip(2);
    c.skip(6); // MAC
    if (type !== 0xf3) c.skip(1); // signal
  }
  draft.io('wifiCount', count);
  if (type === 0xf3) return { kind: 'position', draft };

  const cells = c.u8();
  const mcc = c.u16();
  const mnc = c.u8();
  for (let i = 0; i < cells; i++) {
    const lac = c.u16();
    const cid = c.u16();
    c.skip(1); // signal
    draft.cell(mcc, mnc, lac, cid);
  }
  // This reply has neither serial nor CRC: it echoes the packet's time.
  const reply = Buffer.concat([
    Buffer.from([0x78, 0x78, 0x00, type]),
    ctx.frame.subarray(timeAt, timeAt + 6),
    Buffer.from([0x0d, 0x0a]),
  ]);
  return { kind: 'position', draft, reply };
}

function sr411(ctx: Gt06Context): Gt06Outcome {
  const c = ctx.cursor;
  const draft = new PositionDraft();
  gt06Fields.gps(ctx, draft);
  gt06Fields.lbs(ctx, draft, false);
  draft.attributes.ignition = c.u8() > 0;
  draft.attributes.power = round(c.u16() * 0.01, 2);
  draft.attributes.battery = round(c.u16() * 0.01, 2);
  return { kind: 'position', draft };
}

/** Several neighbouring cells (and WiFi access points) with a time but no GPS. */
function lbsList(ctx: Gt06Context): Gt06Outcome {
  const c = ctx.cursor;
  const { type, variant } = ctx;
  const draft = new PositionDraft();
  draft.deviceTime = gt06Fields.date(c, ctx.session.timezoneOffsetMinutes);
  const timingFirst = variant === 'wanwayS20' || variant === 'sl4x';
  if (timingFirst) c.skip(1); // timing advance
  const rawMcc = c.u16();
  const mnc = rawMcc & 0x8000 || variant === 'sl4x' ? c.u16() : c.u8();
  const count = variant === 'wanwayS20' ? c.u8() : type === 0x33 ? 6 : 7;
  for (let i = 0; i < count; i++) {
    let lac: number;
    let cid: number;
    if (type === 0xa1 || type === 0xa2) {
      lac = c.i32();
      cid = c.u64();
    } else if (type === 0x33 || type === 0x34) {
      lac = c.u16();
      cid = c.u32();
    } else {
      lac = c.u16();
      cid = c.u24();
    }
    c.skip(1); // signal
    if (lac > 0) draft.cell(rawMcc & 0x7fff, mnc, lac, cid);
  }
  if (!timingFirst) c.skip(1); // timing advance
  if (type !== 0x24 && type !== 0x28 && type !== 0x2e && type !== 0xa1 && type !== 0x34) {
    const points = c.u8();
    c.skip(points * 7);
    draft.io('wifiCount', points);
  }
  return { kind: 'position', draft, reply: ack(ctx) };
}

/** Status packet of some devices with temperature and battery fields (22 bytes left after the type). */
function extendedStatus(ctx: Gt06Context): Gt06Outcome {
  const c = ctx.cursor;
  const draft = new PositionDraft();
  c.skip(1 + 2 + 1 + 1); // information content, satellites, alarm, language
  draft.attributes.batteryLevel = c.u8();
  c.skip(1 + 2 + 1 + 2 + 2); // working mode, voltage, reserved, working times, working time
  const value = c.u16();
  const magnitude = (value & 0x7fff) * 0.1;
  draft.temperature(value & 0x8000 ? magnitude : -magnitude);
  return { kind: 'position', draft, reply: ack(ctx) };
}

function alarmPacket(ctx: Gt06Context): Gt06Outcome {
  const c = ctx.cursor;
  const draft = new PositionDraft();
  const jc400 = ctx.variant === 'jc400';
  const withLocation = ctx.dataLength > 7;
  if (withLocation) {
    if (jc400) {
      c.skip(3); // marker, version
      jc400Location(ctx, draft);
    } else {
      gt06Fields.gps(ctx, draft, { hasSatellites: false, hasSpeed: false });
    }
  } else {
    draft.deviceTime = gt06Fields.date(c, ctx.session.timezoneOffsetMinutes);
  }
  if (jc400) draft.attributes.power = round(c.u16() * 0.1, 2);
  const event = c.u8();
  draft.attributes.eventId = event;
  draft.alarm(gt06Alarms.fromJcEvent(event, withLocation) ?? (withLocation ? undefined : 'general'));
  if (jc400 && c.remaining() > 6 + 2) {
    c.skip(2); // event data
    const files = c.ascii(c.remaining() - 6);
    if (files.length > 0) draft.io('eventFiles', files);
  }
  return { kind: 'position', draft, reply: ack(ctx) };
}

/** JC400 alarms: date, satellites, latitude, longitude, course/status, then a 2-byte speed. */
function jc400Location(ctx: Gt06Context, draft: PositionDraft): void {
  const c = ctx.cursor;
  const time = gt06Fields.date(c, ctx.session.timezoneOffsetMinutes);
  draft.fixTime = time;
  draft.satellites = c.u8() & 0x0f;
  const latitude = c.u32() / (60 * 30000);
  const longitude = c.u32() / (60 * 30000);
  gt06Fields.courseStatus(c.u16(), latitude, longitude, draft);
  draft.setSpeed(c.u16());
  if (time === undefined) draft.valid = false;
}

/** GPS, LBS and status packets: 0x10-0x12, 0x16, 0x19, 0x22, 0x26, 0x27, 0xA0, 0xA3-0xA5 and kin. */
function location(ctx: Gt06Context): Gt06Outcome {
  const c = ctx.cursor;
  const { type, variant, flags, model } = ctx;
  if (type === 0x19 && variant === 'space10x') return { kind: 'none' };
  if (type === 0xa3 && ctx.dataLength < 26) return fenceStatus(ctx);
  if ((type === 0x22 && (model === 'NT20' || model === 'XT40')) || (type === 0x25 && model === 'XT40')) {
    return vehicleLocation(ctx);
  }
  if (type === 0x36 && flags.vl) return vlLocation(ctx);
  const draft = new PositionDraft();
  const hasStatus = STATUS_TYPES.has(type);

  if (type === 0x12 && model === 'QH302R') c.skip(8); // IMEI
  if (GPS_TYPES.has(type)) gt06Fields.gps(ctx, draft);

  if (LBS_TYPES.has(type) && c.remaining() > 6) {
    const hasLength =
      hasStatus && type !== 0x19 && type !== 0xa5 && !(type === 0x16 && variant === 'vxt01') && type !== 0xa2;
    gt06Fields.lbs(ctx, draft, hasLength);
  }

  if (hasStatus) {
    if (type === 0xa2) c.skip(1); // network indicator
    gt06Fields.status(ctx, draft);
    if (variant === 'obd6') {
      const signal = c.u16();
      draft.satellites = ((signal >> 10) & 0x1f) + ((signal >> 5) & 0x1f);
      draft.attributes.gsmSignal = signal & 0x1f;
      draft.alarm(gt06Alarms.fromCode(c.u8(), flags));
      c.skip(1); // language
      draft.attributes.batteryLevel = c.u8();
      const mode = c.u8();
      draft.attributes.power = round(c.u16() / 100, 2);
      c.skip(1 + 2); // reserved, working time
      if (mode === 4 && c.remaining() >= 2 + 6) draft.temperature(c.i16() / 10);
    } else {
      if (type === 0xa2) draft.attributes.power = round(c.u16() * 0.01, 2);
      if (type === 0x13 && model === 'R11') draft.attributes.power = round(c.u16() * 0.01, 2);
      else gt06Fields.batteryLevel(draft, c.u8());
      draft.attributes.gsmSignal = c.u8();
      if (type === 0x13 && flags.lw) {
        draft.attributes.power = round((c.u16() & 0x0fff) / 10, 1);
      } else {
        const extension = c.u8();
        if (type === 0x13 && flags.seeworld) {
          draft.attributes.power = extension;
        } else if (variant !== 'vxt01') {
          draft.alarm(gt06Alarms.fromCode(extension, flags));
          if (extension !== 0) draft.attributes.eventId = extension;
        }
      }
    }
    if (type === 0x16 && flags.vl && c.remaining() >= 1 + 8 + 6) {
      c.skip(1); // language
      const driver = c.hex(8);
      if (/[^0]/.test(driver)) draft.attributes.driverId = driver;
    }
  }

  if (type === 0x36) {
    c.skip(1); // language
    while (c.remaining() > 6) {
      const module = c.u16();
      const length = c.u8();
      const end = c.pos + length;
      if (module === 0x0018) draft.attributes.battery = round(c.u16() / 100, 2);
      else if (module === 0x0032) draft.io('startupStatus', c.u8());
      else if (module === 0x006a) draft.attributes.batteryLevel = c.u8();
      c.pos = Math.max(c.pos, Math.min(end, c.end));
    }
  }

  if (type === 0xa2) {
    c.skip(1); // language
    draft.attributes.odometer = c.u32();
    draft.attributes.engineSeconds = c.u32();
    c.skip(8); // terminal id
    draft.io('input', c.u16());
  }

  if (type === 0x12) gpsLbs1Variant(ctx, draft);

  if (type === 0x22 && variant === 'seeworld') {
    draft.attributes.ignition = c.u8() > 0;
    c.skip(2); // reporting mode, supplementary transmission
    draft.attributes.odometer = c.u32();
    c.skip(4); // travel time
    const value = c.u16();
    const temperature = value & 0x8000 ? -(value & 0x7fff) : value;
    draft.temperature(temperature * 0.01);
    draft.humidity(c.u16() * 0.01);
  }

  if (type === 0x32 && variant === 'sl4x') draft.altitude = c.i16();

  if ((type === 0x22 || type === 0x37 || type === 0x2d || type === 0x31) && c.remaining() >= 3 + 6) {
    draft.attributes.ignition = c.u8() > 0;
    draft.attributes.eventId = c.u8(); // upload reason
    draft.io('archive', c.u8() > 0);
    if (variant === 'sl4x') {
      if (c.remaining() > 2 + 6) draft.attributes.odometer = c.u32();
      draft.altitude = c.i16();
    }
  }

  if (type === 0x37) {
    const module = c.u16();
    const length = c.u8();
    if (module === 0x0027) draft.attributes.power = round(c.u16() * 0.01, 2);
    else if (module === 0x002e) draft.attributes.odometer = c.u32();
    else if (module === 0x003b) draft.io('accuracy', round(c.u16() * 0.01, 2));
    else c.skip(length);
  }

  if (type === 0x17) {
    draft.attributes.driverId = c.hex(8);
    c.skip(1); // validity
  }

  if (c.remaining() === 3 + 6 || c.remaining() === 3 + 4 + 6) {
    draft.attributes.ignition = c.u8() > 0;
    c.skip(1); // upload mode
    if (c.u8() > 0) draft.io('archive', true);
  }

  if (c.remaining() === 4 + 6) draft.attributes.odometer = c.u32();

  if ((type === 0x27 || type === 0xa4) && c.remaining() > 6) draft.io('geofence', c.u8());

  return { kind: 'position', draft, reply: ack(ctx) };
}

function gpsLbs1Variant(ctx: Gt06Context, draft: PositionDraft): void {
  const c = ctx.cursor;
  switch (ctx.variant) {
    case 'gt06eCard': {
      draft.attributes.odometer = c.u32();
      const card = c.ascii(c.u8()).trim();
      c.skip(2); // alarm, swiped
      draft.io('card', card);
      break;
    }
    case 'benway': {
      const mask = c.u16();
      draft.attributes.ignition = (mask & 0x8000) !== 0;
      draft.io('in2', (mask & 0x4000) !== 0);
      if (mask & 0x1000) {
        const value = mask & 0x1ff;
        draft.temperature(mask & 0x200 ? -value : value);
      } else {
        const value = mask & 0x3ff;
        draft.io('adc1', mask & 0x2000 ? value : round(value * 0.1, 1));
      }
      break;
    }
    case 'vxt01':
      gt06Fields.status(ctx, draft);
      draft.attributes.power = round(c.u16() * 0.01, 2);
      draft.attributes.gsmSignal = c.u8();
      c.skip(1); // alarm extension
      break;
    case 's5': {
      gt06Fields.status(ctx, draft);
      draft.attributes.power = round(c.u16() * 0.01, 2);
      draft.attributes.gsmSignal = c.u8();
      draft.alarm(gt06Alarms.fromCode(c.u8(), ctx.flags));
      draft.io('oil', c.u16());
      const t = c.u8();
      draft.temperature(t & 0x80 ? -(t & 0x7f) : t);
      draft.attributes.odometer = c.u32() * 10;
      break;
    }
    case 'wetrust':
      draft.attributes.odometer = c.u32();
      draft.io('card', c.ascii(c.u8()));
      if (c.u8() > 0) draft.alarm('general');
      draft.io('cardStatus', c.u8());
      draft.io('drivingTime', c.u16());
      break;
    default:
      break;
  }
}

/** Short 0xA3 status packet (no GPS): terminal info, voltage, signal, battery %, alarm, language, [steps]. */
function fenceStatus(ctx: Gt06Context): Gt06Outcome {
  const c = ctx.cursor;
  const draft = new PositionDraft();
  gt06Fields.status(ctx, draft);
  c.skip(2); // voltage
  draft.attributes.gsmSignal = c.u8();
  gt06Fields.batteryLevel(draft, c.u8());
  const alarm = c.u8();
  draft.alarm(gt06Alarms.fromCode(alarm, ctx.flags));
  if (alarm !== 0) draft.attributes.eventId = alarm;
  c.skip(1); // language
  if (c.remaining() >= 2 + 4 + 6) {
    c.skip(2);
    draft.io('steps', c.u32());
  }
  return { kind: 'position', draft, reply: ack(ctx) };
}

/**
 * NT20 / XT40 location (0x22) and XT40 location with driver (0x25): location source, IMEI, report
 * time, GPS, LBS, status, power, battery, signal, alarm, language, odometer (3 bytes), engine
 * minutes (3 bytes), [driver card].
 */
function vehicleLocation(ctx: Gt06Context): Gt06Outcome {
  const c = ctx.cursor;
  const draft = new PositionDraft();
  c.skip(1 + 8); // location source, IMEI
  draft.deviceTime = gt06Fields.date(c, ctx.session.timezoneOffsetMinutes);
  gt06Fields.gps(ctx, draft);
  if (ctx.type === 0x25) {
    const length = c.u8();
    const end = c.pos + length;
    draft.cell(c.u16(), c.u8(), c.u16(), c.u24());
    c.pos = Math.max(c.pos, Math.min(end, c.end));
  } else {
    gt06Fields.lbs(ctx, draft, true);
  }
  gt06Fields.status(ctx, draft);
  draft.attributes.power = round(c.u16() * 0.01, 2);
  draft.attributes.battery = round(c.u8() / 10, 1);
  draft.attributes.gsmSignal = c.u8();
  const alarm = c.u8();
  draft.alarm(gt06Alarms.fromCode(alarm, ctx.flags));
  if (alarm !== 0) draft.attributes.eventId = alarm;
  c.skip(1); // language
  draft.attributes.odometer = c.u24();
  draft.attributes.engineSeconds = c.u24() * 60;
  if (ctx.type === 0x25 && c.remaining() > 6) {
    const length = c.u8();
    if (length > 1) {
      c.skip(1); // card type
      draft.attributes.driverId = c.hex(length - 1);
    }
  }
  return { kind: 'position', draft, reply: ack(ctx) };
}

/** VL103 location with status (0x36): GPS, cell, ACC, upload mode, battery, driver card. */
function vlLocation(ctx: Gt06Context): Gt06Outcome {
  const c = ctx.cursor;
  const draft = new PositionDraft();
  gt06Fields.gps(ctx, draft);
  const rawMcc = c.u16();
  const mnc = rawMcc & 0x8000 ? c.u16() : c.u8();
  draft.cell(rawMcc & 0x7fff, mnc, c.u16(), c.u32());
  draft.attributes.ignition = c.u8() > 0;
  c.skip(2 + 3); // upload mode, re-upload, reserved
  gt06Fields.batteryLevel(draft, c.u8());
  c.skip(2);
  draft.attributes.battery = round(c.u8() / 10, 1);
  c.skip(3);
  if (c.remaining() >= 8 + 6) {
    const driver = c.hex(8);
    if (/[^0]/.test(driver)) draft.attributes.driverId = driver;
  }
  return { kind: 'position', draft, reply: ack(ctx) };
}

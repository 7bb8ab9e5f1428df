import { ByteCursor } from '../protocol/byte-cursor';
import type { PositionDraft } from '../protocol/position-draft';
import { type AlarmSet, AOVX_MODELS, jt808Bit as bit } from './jt808-alarms';

/** What additional-information items add to a location report. */
export interface ExtrasTarget {
  draft: PositionDraft;
  alarms: AlarmSet;
  model: string | undefined;
}

const JC_MODELS = new Set(['JC371', 'JC181', 'JC182', 'JC450', 'JC451']);

const ascii = (c: ByteCursor, n: number) => c.ascii(n);
/** Trims control characters and spaces at both ends (padding with NULs is common). */
export function javaTrim(text: string): string {
  let start = 0;
  let end = text.length;
  while (start < end && text.charCodeAt(start) <= 0x20) start++;
  while (end > start && text.charCodeAt(end - 1) <= 0x20) end--;
  return text.slice(start, end);
}
const isPrintable = (bytes: Uint8Array) => bytes.every((b) => b >= 0x20 && b < 0x7f);

function signedMagnitude(value: number): number {
  return bit(value, 15) ? -(value & 0x7fff) : value & 0x7fff;
}

/**
 * The additional-information items after the basic location (JT/T 808 table 27 and the vendor
 * items of the trackers Traccar supports): `id(1) length(1) value`. An item that runs past the
 * frame ends the list; an item shorter than its fields is skipped.
 */
export function readJt808Extras(bytes: Uint8Array, start: number, end: number, target: ExtrasTarget): void {
  let at = start;
  while (at + 2 <= end) {
    const id = bytes[at] as number;
    const length = bytes[at + 1] as number;
    const itemEnd = at + 2 + length;
    if (itemEnd > end) break;
    if (id === 0x80) {
      // The OBD block: a content byte, then its own items up to the end of the report.
      readObdExtension(new ByteCursor(bytes, Math.min(end, at + 3), end), target);
      return;
    }
    try {
      readItem(id, length, new ByteCursor(bytes, at + 2, itemEnd), target);
    } catch {
      // A vendor item shorter than its fields: what was read stays, the rest is skipped.
    }
    at = itemEnd;
  }
}

function readItem(id: number, length: number, c: ByteCursor, t: ExtrasTarget): void {
  const { draft, alarms, model } = t;
  const a = draft.attributes;
  switch (id) {
    case 0x01:
      a.odometer = c.u32() * 100;
      return;
    case 0x02: {
      const fuel = c.u16();
      a.fuel = bit(fuel, 15) ? fuel & 0x7fff : fuel / 10;
      return;
    }
    case 0x06:
      a.batteryLevel = c.u8();
      return;
    case 0x0b:
      draft.io('lockCommand', c.u8());
      if (length >= 5 && length <= 6) draft.io('lockCard', c.u32());
      else if (length >= 7) draft.io('lockPassword', ascii(c, 6));
      if (length % 2 === 0) draft.io('unlockResult', c.u8());
      return;
    case 0x25:
      draft.io('input', c.u32());
      return;
    case 0x2b:
    case 0xa7:
      draft.io('adc1', c.u16() / 100);
      draft.io('adc2', c.u16() / 100);
      return;
    case 0x30:
      a.gsmSignal = c.u8();
      return;
    case 0x31:
      draft.satellites = c.u8();
      return;
    case 0x33:
      if (length === 1) draft.io('mode', c.u8());
      else {
        const text = ascii(c, length);
        if (text.startsWith('*M00')) a.battery = Number(text.slice(10, 13)) / 100;
      }
      return;
    case 0x51:
      if (length === 2 || length === 16) {
        for (let i = 0; i < length / 2; i++) {
          const value = c.u16();
          if (value !== 0xffff) draft.temperature(signedMagnitude(value) / 10);
        }
      }
      return;
    case 0x56:
      a.batteryLevel = c.u8() * 10;
      return;
    case 0x57: {
      const harsh = c.u16();
      if (bit(harsh, 8)) alarms.add('harshAcceleration');
      if (bit(harsh, 9)) alarms.add('harshBraking');
      if (bit(harsh, 10)) alarms.add('harshCornering');
      c.u16();
      const more = c.u32();
      if ((model === 'MV810G' || model === 'MV710G') && bit(more, 16)) alarms.add('door');
      return;
    }
    case 0x60: {
      const event = c.u16();
      a.eventId = event;
      if (event >= 0x61 && event <= 0x66) {
        c.skip(6);
        a.driverId = ascii(c, 8);
      }
      return;
    }
    case 0x64:
    case 0x65:
      c.skip(5);
      draft.io(id === 0x64 ? 'adasAlarm' : 'dmsAlarm', c.u8());
      if (length >= 47) {
        c.pos = c.end - 16;
        draft.io('alarmLabel', c.hex(16));
      }
      return;
    case 0x68:
      a.batteryLevel = c.u16() / 100;
      return;
    case 0x69:
      a.battery = c.u16() / 100;
      return;
    case 0x70: {
      c.skip(5);
      const kind = c.u8();
      const names: Record<number, string> = {
        1: 'harshAcceleration',
        2: 'harshBraking',
        3: 'harshCornering',
        22: 'accident',
      };
      alarms.add(names[kind]);
      return;
    }
    case 0x82:
    case 0xd3:
      a.power = c.u16() / 10;
      return;
    case 0x91:
      a.battery = c.u16() / 10;
      draft.io('rpm', c.u16());
      draft.io('obdSpeed', c.u8());
      draft.io('throttle', Math.floor((c.u8() * 100) / 255));
      draft.io('engineLoad', Math.floor((c.u8() * 100) / 255));
      draft.io('coolantTemp', c.u8() - 40);
      c.u16();
      draft.io('fuelConsumption', c.u16() / 100);
      c.skip(8);
      draft.io('fuelUsed', c.u16() / 100);
      return;
    case 0x94:
      if (length > 0) draft.io('vin', ascii(c, length));
      return;
    case 0xac:
      a.odometer = c.u32();
      return;
    case 0xbc:
      draft.io('driver', javaTrim(ascii(c, length)));
      return;
    case 0xbd:
      a.driverId = ascii(c, length);
      return;
    case 0xd0:
      if (bit(c.u32(), 3)) alarms.add('vibration');
      return;
    case 0xd4:
    case 0xe1:
    case 0xe9:
      readBatteryOrCells(id, length, c, t);
      return;
    case 0xd5:
      if (length === 2) a.battery = c.u16() / 100;
      return;
    case 0xda: {
      c.u16();
      const status = c.u8();
      draft.io('string', bit(status, 0));
      a.motion = bit(status, 2);
      draft.io('cover', bit(status, 3));
      return;
    }
    case 0xe2:
      if (model !== 'DT800') a.fuel = c.u32() / 10;
      return;
    case 0xe3:
      c.u8();
      a.batteryLevel = c.u8();
      a.battery = c.u16() / 100;
      return;
    case 0xe4:
      if (c.u8() === 0) draft.io('charge', true);
      a.batteryLevel = c.u8();
      return;
    case 0xe5:
      if (length === 1) a.motion = c.u8() === 1;
      return;
    case 0xe6:
      readSensorsOrObd(length, c, t);
      return;
    case 0xe7:
      if (length === 8) {
        const value = c.u16();
        if (bit(value, 0)) alarms.add('vibration');
        if ((value >> 1) & 0x07) alarms.add('sos');
      }
      return;
    case 0xe8:
      if (model !== undefined && JC_MODELS.has(model)) readJimiExtension(c, t);
      else draft.io('lockStatus', c.u24());
      return;
    case 0xeb:
      readEbItem(length, c, t);
      return;
    case 0xed:
      draft.io('card', ascii(c, length).trim());
      return;
    case 0xee:
      if (length === 6) {
        a.gsmSignal = c.u8();
        a.power = c.u16() / 1000;
        a.battery = c.u16() / 1000;
        draft.satellites = c.u8();
      }
      return;
    case 0xf0:
      while (c.remaining() >= 13) {
        const mcc = c.u16();
        const mnc = c.u16();
        const cid = c.u32();
        const lac = c.u32();
        c.u8();
        draft.cell(mcc, mnc, lac, cid);
      }
      return;
    case 0xf1:
      a.power = c.u32() / 1000;
      return;
    case 0xf2:
      draft.io('versionFw', ascii(c, length));
      return;
    case 0xf3:
      if (model !== undefined && AOVX_MODELS.has(model)) readTags(c, t);
      return;
    case 0xf6:
      readF6(length, c, t);
      return;
    case 0xf7:
      if (length === 2) a.humidities = [c.u16() / 10];
      else {
        a.battery = c.u32() / 1000;
        if (length >= 5) {
          const status = c.u8();
          if (status === 2 || status === 3) draft.io('charge', true);
        }
        if (length >= 6) a.batteryLevel = c.u8();
      }
      return;
    case 0xf8:
      if (model !== undefined && AOVX_MODELS.has(model)) {
        c.skip(9);
        draft.io('iccid', c.hex(10));
      } else if (model === 'C5' || model === 'C5L') draft.io('steps', c.u16());
      else draft.temperature(c.u16() / 10 - 50);
      return;
    case 0xf9: {
      const mask = c.u16();
      if (bit(mask, 0)) c.skip(4);
      if (bit(mask, 1)) c.skip(4);
      if (bit(mask, 2)) a.hdop = c.u16() / 10;
      return;
    }
    case 0xfc:
      draft.io('geofence', c.u8());
      return;
    case 0xfe:
      if (length === 1) a.batteryLevel = c.u8();
      else if (length === 2) a.power = c.u16() / 10;
      else if (length === 4) a.odometer = c.u32();
      else if (c.u8() === 0x7c) readSafetyAlarms(c, alarms);
      return;
    default:
      return;
  }
}

/** Vendor safety items inside 0xFE (`7C` mark): item 0x01 is a word of harsh-driving alarms. */
function readSafetyAlarms(c: ByteCursor, alarms: AlarmSet): void {
  while (c.remaining() >= 2) {
    const kind = c.u8();
    const length = c.u8();
    if (kind !== 0x01) {
      c.skip(Math.min(length, c.remaining()));
      continue;
    }
    const flags = c.u32();
    const names = ['harshAcceleration', 'harshBraking', 'harshCornering', 'accident', 'tampering'];
    names.forEach((name, n) => {
      if (bit(flags, n)) alarms.add(name);
    });
  }
}

function readObdExtension(c: ByteCursor, t: ExtrasTarget): void {
  const { draft } = t;
  while (c.remaining() >= 2) {
    const id = c.u8();
    const length = c.u8();
    const item = new ByteCursor(c.bytes, c.pos, Math.min(c.end, c.pos + length));
    c.pos = Math.min(c.end, c.pos + length);
    switch (id) {
      case 0x01:
        draft.attributes.odometer = item.u32() * 100;
        break;
      case 0x02:
        draft.attributes.fuel = item.u16() / 10;
        break;
      case 0x61:
        draft.attributes.power = item.u16() / 100;
        break;
      case 0x69:
        draft.attributes.battery = item.u16() / 100;
        break;
      case 0x81:
        draft.io('rpm', item.u16());
        break;
      case 0x82:
        draft.attributes.power = item.u16() / 10;
        break;
      case 0x84:
        draft.io('coolantTemp', item.u8() - 40);
        break;
      case 0xa0:
        draft.io('dtcs', item.ascii(length).replaceAll(',', ' '));
        break;
      default:
        break;
    }
  }
}

function readBatteryOrCells(id: number, length: number, c: ByteCursor, t: ExtrasTarget): void {
  const a = t.draft.attributes;
  if (length === 1) {
    const level = c.u8();
    if (level === 0xff) t.draft.io('charge', true);
    else a.batteryLevel = level;
  } else if (id === 0xe1 && length >= 12 && (length - 4) % 8 === 0) {
    const mcc = c.u16();
    const mnc = c.u16();
    while (c.remaining() >= 8) {
      const lac = c.u24();
      const cid = c.u32();
      c.u8();
      if (lac > 0 && lac <= 0xffff && cid <= 0xfffffff) t.draft.cell(mcc, mnc, lac, cid);
    }
  } else if (id === 0xe1 && length === 2) {
    a.power = c.u16() / 10;
  } else {
    a.driverId = String(c.u32());
  }
}

/** Two bytes as a signed integer part and a 1/255 fraction (BLE sensors). */
function customDouble(c: ByteCursor): number {
  const whole = c.u8();
  const signed = whole >= 0x80 ? whole - 0x100 : whole;
  const fraction = c.u8() / 255;
  return signed < 0 ? signed - fraction : signed + fraction;
}

function readSensorsOrObd(length: number, c: ByteCursor, t: ExtrasTarget): void {
  if (length >= 7 && Buffer.from(c.bytes.subarray(c.pos, c.pos + 7)).toString('latin1') === '$OBD-RT') {
    readObdRt(c.ascii(length), t);
  } else if (length >= 11 && length % 11 === 0) {
    const temps: number[] = [];
    const humidities: number[] = [];
    while (c.remaining() >= 11) {
      const index = c.u8();
      c.skip(6);
      temps[index - 1] = customDouble(c);
      humidities[index - 1] = customDouble(c);
    }
    t.draft.attributes.temperatures = Array.from(temps, (v) => v ?? Number.NaN).filter(Number.isFinite);
    t.draft.attributes.humidities = Array.from(humidities, (v) => v ?? Number.NaN).filter(Number.isFinite);
  }
}

/** `$OBD-RT,power,rpm,speed,throttle,load,coolant,instant,average,trip,odometer,tripFuel,fuelUsed`. */
export function readObdRt(text: string, t: ExtrasTarget): void {
  const v = text.split(',');
  const num = (i: number) => (v[i] === undefined || v[i] === '' ? undefined : Number(v[i]));
  const power = num(1);
  if (power !== undefined) t.draft.attributes.power = power;
  const keys = [
    'rpm',
    'obdSpeed',
    'throttle',
    'engineLoad',
    'coolantTemp',
    'fuelConsumption',
    'fuelConsumption',
    'tripOdometer',
    'obdOdometer',
    'tripFuelUsed',
    'fuelUsed',
  ];
  keys.forEach((key, i) => {
    t.draft.io(key, num(i + 2));
  });
}

function readJimiExtension(c: ByteCursor, t: ExtrasTarget): void {
  const { draft, alarms } = t;
  const a = draft.attributes;
  const kind = c.u16();
  switch (kind) {
    case 0x2003: {
      c.u8();
      draft.io('charge', c.u8() === 1);
      const level = c.u8();
      if (level >= 1 && level <= 6) a.batteryLevel = Math.floor((level * 100) / 6);
      a.battery = c.u16() / 100;
      a.gsmSignal = c.u8();
      a.power = c.u16() / 100;
      return;
    }
    case 0x2005: {
      c.u8();
      while (c.remaining() >= 3) {
        const statusId = c.u16();
        const statusLength = c.u8();
        const item = new ByteCursor(c.bytes, c.pos, Math.min(c.end, c.pos + statusLength));
        c.pos = Math.min(c.end, c.pos + statusLength);
        if (statusId === 0x0001) a.battery = item.u16() / 100;
        else if (statusId === 0x0003) a.batteryLevel = item.u8();
        else if (statusId === 0x0004) draft.io('charge', item.u8() === 0);
        else if (statusId === 0x0005) draft.io('iccid', item.hex(10).slice(0, 19));
        else if (statusId === 0x0007) a.hdop = item.u16() / 10;
        else if (statusId === 0x2001) a.power = item.u16() / 10;
      }
      return;
    }
    case 0x0c03:
      a.ignition = true;
      return;
    case 0x0c04:
      a.ignition = false;
      return;
    default: {
      const names: Record<number, string> = {
        1: 'fault',
        1024: 'harshAcceleration',
        1042: 'harshAcceleration',
        1025: 'harshBraking',
        1043: 'harshBraking',
        1026: 'harshCornering',
        1044: 'harshCornering',
        1027: 'overspeed',
        1029: 'accident',
        1046: 'accident',
        1047: 'accident',
        1030: 'vibration',
        1031: 'tow',
        1032: 'geofenceEnter',
        1033: 'geofenceExit',
        1036: 'door',
        1045: 'laneChange',
        3073: 'sos',
        3074: 'lowPower',
        3077: 'general',
        3086: 'powerCut',
        3087: 'lowBattery',
        3088: 'powerOff',
        3090: 'tampering',
      };
      alarms.add(names[kind]);
    }
  }
}

function readEbItem(length: number, c: ByteCursor, t: ExtrasTarget): void {
  const { draft, alarms } = t;
  const a = draft.attributes;
  const value = c.bytes.subarray(c.pos, c.end);
  const first = ((value[0] ?? 0) << 8) | (value[1] ?? 0);
  if (first > 200 && (length - 3) % 5 === 0) {
    const mcc = c.u16();
    const mnc = c.u8();
    while (c.remaining() >= 5) {
      const lac = c.u16();
      const cid = c.u16();
      c.u8();
      draft.cell(mcc, mnc, lac, cid);
    }
    return;
  }
  if (isPrintable(value)) {
    draft.io('timezone', c.ascii(length));
    return;
  }
  while (c.remaining() >= 4) {
    const itemLength = c.u16();
    const itemEnd = Math.min(c.end, c.pos + itemLength);
    const kind = c.u16();
    const item = new ByteCursor(c.bytes, c.pos, itemEnd);
    c.pos = itemEnd;
    switch (kind) {
      case 0x0001:
        draft.io('fuel1', item.u16() / 10);
        break;
      case 0x0023:
        draft.io('fuel2', Number(item.ascii(6)));
        break;
      case 0x002d:
        if (itemLength === 6) a.power = item.u32() / 1000;
        else a.battery = item.u16() / 1000;
        break;
      case 0x0089: {
        const flags = item.u32();
        if (!bit(flags, 0)) alarms.add('powerOff');
        if (!bit(flags, 12)) alarms.add('removing');
        break;
      }
      case 0x00b2:
        draft.io('iccid', item.hex(10).replace(/f+$/, ''));
        break;
      case 0x00c5: {
        const flags = item.u32();
        if (!bit(flags, 6)) alarms.add('vibration');
        const motion = (flags >> 23) & 0x03;
        if (motion === 0) a.motion = true;
        else if (motion === 1) a.motion = false;
        break;
      }
      case 0x00c6: {
        const battery = item.u8();
        if (battery === 3 || battery === 4) alarms.add('lowBattery');
        draft.io('batteryAlarm', battery);
        break;
      }
      case 0x00ce:
        a.power = item.u16() / 100;
        break;
      case 0x00d8:
        draft.cell(item.u16(), item.u8(), item.u16(), item.u32());
        break;
      case 0x00a8:
      case 0x00e1:
        a.batteryLevel = item.u8();
        break;
      default:
        break;
    }
  }
}

function readTags(c: ByteCursor, t: ExtrasTarget): void {
  const mask = c.u8();
  let index = 0;
  while (c.remaining() >= 7) {
    index++;
    const key = (name: string) => `tag${index}${name}`;
    t.draft.io(key('Mac'), c.hex(6));
    const rssi = c.u8();
    t.draft.io(key('Rssi'), rssi >= 0x80 ? rssi - 0x100 : rssi);
    if (bit(mask, 0)) t.draft.io(key('Name'), c.ascii(10).trim());
    if (bit(mask, 1)) c.skip(2);
    if (bit(mask, 2)) t.draft.io(key('Battery'), c.u16() / 1000);
    if (bit(mask, 3)) t.draft.io(key('Temp'), c.i16() / 10);
    if (bit(mask, 4)) t.draft.io(key('Humidity'), c.i16() / 10);
    if (bit(mask, 5)) c.skip(6);
    if (bit(mask, 6)) c.skip(2);
    if (bit(mask, 7)) c.skip(2);
  }
}

function readF6(length: number, c: ByteCursor, t: ExtrasTarget): void {
  const { draft, model } = t;
  const aovx = model !== undefined && AOVX_MODELS.has(model);
  if (!aovx && length === 2) {
    draft.io('airPressure', c.u16());
    return;
  }
  if (!aovx && length === 8) {
    draft.io('imei', c.hex(8).slice(1));
    return;
  }
  const event = c.u8();
  draft.attributes.eventId = event;
  if (event === 2) draft.attributes.motion = true;
  const mask = c.u8();
  if (bit(mask, 0)) draft.io('lightSensor', c.u16());
  if (bit(mask, 1)) draft.temperature(c.i16() / 10);
  if (bit(mask, 2)) draft.attributes.humidities = [c.i16() / 10];
  if (bit(mask, 3)) draft.io('gSensor', `[${c.i16()},${c.i16()},${c.i16()}]`);
  if (bit(mask, 4)) c.skip(10);
  if (bit(mask, 5)) draft.io('airPressure', c.u16());
}

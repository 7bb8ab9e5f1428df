import type { PositionAttributes } from '../decoded-position';

/** One IO element as it came off the wire; the byte width is the value's length. */
export interface IoElement {
  id: number;
  value: Uint8Array;
  /** From the Codec 8 Extended variable-length (NX) group. */
  variable?: boolean;
}

export interface IoContext {
  /** Codec 7 (GH3000) numbers its IO elements differently from the FM/FMB families. */
  gh3000?: boolean;
  /** Device model (e.g. 'FMB130'); some ids mean different things on other platforms. */
  model?: string;
  /** The id of the IO element that triggered the record; its alarm wins when several are set. */
  eventId?: number;
}

type Alarm =
  | 'accident'
  | 'sos'
  | 'powerCut'
  | 'jamming'
  | 'tow'
  | 'overspeed'
  | 'harshBraking'
  | 'harshAcceleration'
  | 'harshCornering'
  | 'general';

const ALARM_PRIORITY: readonly Alarm[] = [
  'accident',
  'sos',
  'powerCut',
  'jamming',
  'tow',
  'overspeed',
  'harshBraking',
  'harshAcceleration',
  'harshCornering',
  'general',
];

// Fixed slots so a sensor keeps its index from record to record: Dallas 1-4, BLE 1-4, EYE 1-4.
const DALLAS_SLOT = 0;
const BLE_SLOT = 4;
const EYE_SLOT = 8;

/** Collects what one record's IO elements say before it becomes `PositionAttributes`. */
class Collector {
  readonly attributes: PositionAttributes = {};
  readonly io: Record<string, number | string> = {};
  readonly alarms: { alarm: Alarm; id: number }[] = [];
  readonly temperatures: number[] = [];
  readonly humidities: number[] = [];
  readonly fuels: {
    id: number;
    value: Uint8Array;
    litresOrPercent: number;
    unit: 'l' | '%';
    rank: number;
  }[] = [];

  raw(element: IoElement): void {
    this.io[`io${element.id}`] = element.variable ? toHex(element.value) : unsigned(element.value);
  }

  alarm(alarm: Alarm, id: number): void {
    this.alarms.push({ alarm, id });
  }
}

/** Returns true when the element was turned into a named attribute; false sends it to `io`. */
type Handler = (value: Uint8Array, out: Collector, id: number) => boolean;

interface Rule {
  handle: Handler;
  /** Only on the FMB platform (FMB/FMC/FMM/FMU/FMT/MTB/... but not the FM6 family). */
  fmbOnly?: boolean;
}

const flag =
  (key: 'ignition' | 'motion'): Handler =>
  (value, out) => {
    out.attributes[key] = value.some((byte) => byte !== 0);
    return true;
  };

const scaled =
  (
    key: 'odometer' | 'gsmSignal' | 'batteryLevel' | 'hdop' | 'engineSeconds' | 'power' | 'battery',
    divisor = 1,
    max = Number.MAX_SAFE_INTEGER,
  ): Handler =>
  (value, out) => {
    const n = unsignedNumber(value);
    // Out of range means the id means something else on this device: keep it raw. So does a
    // second source for the same attribute (engine hours from 449 and from CAN, say).
    if (n === undefined || n > max || out.attributes[key] !== undefined) return false;
    out.attributes[key] = n / divisor;
    return true;
  };

const alarmWhenSet =
  (alarm: Alarm): Handler =>
  (value, out, id) => {
    if (value.some((byte) => byte !== 0)) out.alarm(alarm, id);
    // The raw value stays under `io` too: it often says more than the alarm (type, speed, start/end).
    return false;
  };

/** Dallas 1-Wire: 0.1 °C, -55..+115; 850 = not ready, 2000-5000 = read error / not connected / id failed. */
const dallasTemperature =
  (index: number): Handler =>
  (value, out) => {
    const tenths = signedNumber(value);
    if (tenths === undefined || tenths < -550 || tenths > 1150 || tenths === 850) return false;
    out.temperatures[DALLAS_SLOT + index] = tenths / 10;
    return true;
  };

/**
 * BLE / EYE sensors: 0.01 °C, -40..+125. Firmware before 03.28 used 2000/3000/4000 as error codes
 * (parsing failed / not found / abnormal) — inside the valid range, but a missing sensor reporting a
 * steady 30 °C is worse than dropping an exact 30.00 reading. Newer firmware uses 32765..32767.
 */
const bleTemperature =
  (slot: number): Handler =>
  (value, out) => {
    const hundredths = signedNumber(value);
    if (hundredths === undefined || hundredths < -4000 || hundredths > 12500) return false;
    if (hundredths === 2000 || hundredths === 3000 || hundredths === 4000) return false;
    out.temperatures[slot] = hundredths / 100;
    return true;
  };

/** 0.1 %RH, 0..100 %; anything above (65533..65535, or old 2000..4000 codes) is an error code. */
const bleHumidity =
  (slot: number): Handler =>
  (value, out) => {
    const tenths = unsignedNumber(value);
    if (tenths === undefined || tenths > 1000) return false;
    out.humidities[slot] = tenths / 10;
    return true;
  };

const eyeHumidity =
  (slot: number): Handler =>
  (value, out) => {
    const percent = unsignedNumber(value);
    if (percent === undefined || percent > 100) return false;
    out.humidities[slot] = percent;
    return true;
  };

const FM_RULES = new Map<number, Rule>([
  [16, { handle: scaled('odometer') }],
  [21, { handle: scaled('gsmSignal', 1, 5) }],
  [25, { handle: bleTemperature(BLE_SLOT) }],
  [26, { handle: bleTemperature(BLE_SLOT + 1) }],
  [27, { handle: bleTemperature(BLE_SLOT + 2) }],
  [28, { handle: bleTemperature(BLE_SLOT + 3) }],
  [48, { fmbOnly: true, handle: fuel('%', 1, 2) }],
  [66, { handle: scaled('power', 1000) }],
  [67, { handle: scaled('battery', 1000) }],
  [72, { handle: dallasTemperature(0) }],
  [73, { handle: dallasTemperature(1) }],
  [74, { handle: dallasTemperature(2) }],
  [75, { handle: dallasTemperature(3) }],
  [78, { handle: driverFromIButton }],
  [84, { fmbOnly: true, handle: fuel('l', 10, 0) }],
  [86, { handle: bleHumidity(BLE_SLOT) }],
  [89, { fmbOnly: true, handle: fuel('%', 1, 1) }],
  [102, { fmbOnly: true, handle: engineMinutes }],
  [103, { fmbOnly: true, handle: engineMinutes }],
  [104, { handle: bleHumidity(BLE_SLOT + 1) }],
  [106, { handle: bleHumidity(BLE_SLOT + 2) }],
  [108, { handle: bleHumidity(BLE_SLOT + 3) }],
  [113, { fmbOnly: true, handle: scaled('batteryLevel', 1, 100) }],
  [182, { handle: scaled('hdop', 10) }],
  [236, { fmbOnly: true, handle: alarmWhenSet('general') }],
  [239, { handle: flag('ignition') }],
  [240, { handle: flag('motion') }],
  [246, { handle: alarmWhenSet('tow') }],
  [247, { handle: alarmWhenSet('accident') }],
  [249, { handle: alarmWhenSet('jamming') }],
  [252, { handle: alarmWhenSet('powerCut') }],
  [253, { handle: greenDriving }],
  [255, { handle: overspeed }],
  [449, { fmbOnly: true, handle: scaled('engineSeconds') }],
  [10800, { fmbOnly: true, handle: bleTemperature(EYE_SLOT) }],
  [10801, { fmbOnly: true, handle: bleTemperature(EYE_SLOT + 1) }],
  [10802, { fmbOnly: true, handle: bleTemperature(EYE_SLOT + 2) }],
  [10803, { fmbOnly: true, handle: bleTemperature(EYE_SLOT + 3) }],
  [10804, { fmbOnly: true, handle: eyeHumidity(EYE_SLOT) }],
  [10805, { fmbOnly: true, handle: eyeHumidity(EYE_SLOT + 1) }],
  [10806, { fmbOnly: true, handle: eyeHumidity(EYE_SLOT + 2) }],
  [10807, { fmbOnly: true, handle: eyeHumidity(EYE_SLOT + 3) }],
]);

// Variable-length (NX) elements of Codec 8 Extended that carry text or BLE tag lists.
const TEXT_IDS = new Set([256, 281]);
const BLE_TAG_LIST_IDS = new Set([548, 10828, 10829, 10831]);

const GH3000_RULES = new Map<number, Rule>([
  [1, { handle: scaled('batteryLevel', 1, 100) }],
  [20, { handle: scaled('hdop', 10) }],
  [67, { handle: scaled('battery', 1000) }],
  [222, { handle: alarmWhenSet('sos') }],
  [240, { handle: flag('motion') }],
]);

/** Turns one record's IO elements into named attributes; everything unnamed goes to `io`. */
export function mapTeltonikaIo(elements: readonly IoElement[], context: IoContext = {}): PositionAttributes {
  const out = new Collector();
  const rules = context.gh3000 ? GH3000_RULES : FM_RULES;
  const fmb = isFmbPlatform(context.model);

  for (const element of elements) {
    if (element.variable) {
      if (!decodeVariable(element, out)) out.raw(element);
      continue;
    }
    const rule = rules.get(element.id);
    const handled =
      rule !== undefined && (!rule.fmbOnly || fmb) && rule.handle(element.value, out, element.id);
    if (!handled) out.raw(element);
  }

  if (!context.gh3000) collectCell(out);
  return finish(out, context.eventId);
}

function finish(out: Collector, eventId: number | undefined): PositionAttributes {
  const attributes = out.attributes;
  const [best, ...others] = [...out.fuels].sort((a, b) => a.rank - b.rank);
  if (best) {
    attributes.fuel = best.litresOrPercent;
    attributes.fuelUnit = best.unit;
  }
  for (const other of others) out.raw(other);
  if (out.temperatures.length > 0) attributes.temperatures = out.temperatures;
  if (out.humidities.length > 0) attributes.humidities = out.humidities;
  const chosen =
    out.alarms.find((entry) => entry.id === eventId) ??
    [...out.alarms].sort((a, b) => ALARM_PRIORITY.indexOf(a.alarm) - ALARM_PRIORITY.indexOf(b.alarm))[0];
  if (chosen) attributes.alarm = chosen.alarm;
  if (Object.keys(out.io).length > 0) attributes.io = out.io;
  return attributes;
}

/** GSM cell from 205/636 (cell id), 206 (LAC) and 241 (operator = MCC followed by MNC). */
function collectCell(out: Collector): void {
  const cid = out.io.io205 ?? out.io.io636;
  const lac = out.io.io206;
  const operator = out.io.io241;
  if (typeof cid !== 'number' || typeof lac !== 'number' || typeof operator !== 'number') return;
  if (cid === 0 || lac === 0 || operator < 10000 || operator > 999999) return;
  const digits = String(operator);
  out.attributes.cell = { mcc: Number(digits.slice(0, 3)), mnc: Number(digits.slice(3)), lac, cid };
}

function greenDriving(value: Uint8Array, out: Collector, id: number): boolean {
  const type = unsignedNumber(value) ?? 0;
  const alarm =
    type === 1
      ? 'harshAcceleration'
      : type === 2
        ? 'harshBraking'
        : type === 3
          ? 'harshCornering'
          : undefined;
  if (alarm === undefined) return false;
  out.alarm(alarm, id);
  return true;
}

/** An eventual element, present only at the start and end of an over-speed; its value is the speed in km/h. */
function overspeed(_value: Uint8Array, out: Collector, id: number): boolean {
  out.alarm('overspeed', id);
  return false;
}

function driverFromIButton(value: Uint8Array, out: Collector): boolean {
  if (value.every((byte) => byte === 0)) return false;
  // The iButton id travels least significant byte first; printed ids read the other way round.
  out.attributes.driverId = toHex(Uint8Array.from(value).reverse()).toUpperCase();
  return true;
}

function engineMinutes(value: Uint8Array, out: Collector): boolean {
  const minutes = unsignedNumber(value);
  if (minutes === undefined || out.attributes.engineSeconds !== undefined) return false;
  out.attributes.engineSeconds = minutes * 60;
  return true;
}

/** Several fuel sources may arrive at once; the lowest rank wins (litres from CAN beat percentages). */
function fuel(unit: 'l' | '%', divisor: number, rank: number): Handler {
  return (value, out, id) => {
    const n = unsignedNumber(value);
    if (n === undefined) return false;
    out.fuels.push({ id, value, litresOrPercent: n / divisor, unit, rank });
    return true;
  };
}

function decodeVariable(element: IoElement, out: Collector): boolean {
  if (TEXT_IDS.has(element.id) && isPrintable(element.value)) {
    out.io[`io${element.id}`] = ascii(element.value).trim();
    return true;
  }
  if (BLE_TAG_LIST_IDS.has(element.id)) return decodeBleTags(element.value, out);
  return false;
}

/**
 * BLE tag list: a header byte, then per tag a length byte and that many bytes of
 * (parameter id, parameter length, value) triples. Tags are numbered from 1 in arrival order.
 */
function decodeBleTags(value: Uint8Array, out: Collector): boolean {
  const found: Record<string, number | string> = {};
  let at = 1;
  for (let tag = 1; at < value.length; tag++) {
    const length = value[at] ?? 0;
    const end = at + 1 + length;
    if (end > value.length) return false;
    let p = at + 1;
    while (p < end) {
      const parameter = value[p] ?? 0;
      const size = value[p + 1] ?? 0;
      const data = value.subarray(p + 2, p + 2 + size);
      if (p + 2 + size > end) return false;
      if (parameter === 0 && size >= 1) found[`tag${tag}Rssi`] = signedNumber(data.subarray(0, 1)) ?? 0;
      else if (parameter === 1) found[`tag${tag}Id`] = toHex(data);
      else if (parameter === 2 && size >= 1) {
        const flags = data[0] ?? 0;
        if (flags & 0x40) found[`tag${tag}LowBattery`] = 1;
        // Voltage is packed in one byte: 10 mV steps above 2000 mV.
        if (flags & 0x80 && size >= 2) found[`tag${tag}Voltage`] = (data[1] ?? 0) * 10 + 2000;
      } else if (parameter === 13 && size >= 1) found[`tag${tag}LowBattery`] = data[0] ?? 0;
      else if (parameter === 14 && size >= 2)
        found[`tag${tag}Battery`] = unsignedNumber(data.subarray(0, 2)) ?? 0;
      p += 2 + size;
    }
    at = end;
  }
  Object.assign(out.io, found);
  return true;
}

function isFmbPlatform(model: string | undefined): boolean {
  if (model === undefined) return true;
  const upper = model.toUpperCase();
  return /^(FM|MTB|MSP|TMT)/.test(upper) && !/^FM.6/.test(upper);
}

/** Unsigned big-endian value; integers beyond 2^53 come back as hex text so no precision is lost. */
function unsigned(bytes: Uint8Array): number | string {
  if (bytes.length > 8) return toHex(bytes);
  let value = 0n;
  for (const byte of bytes) value = (value << 8n) | BigInt(byte);
  return value <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(value) : toHex(bytes);
}

function unsignedNumber(bytes: Uint8Array): number | undefined {
  const value = unsigned(bytes);
  return typeof value === 'number' ? value : undefined;
}

function signedNumber(bytes: Uint8Array): number | undefined {
  const value = unsignedNumber(bytes);
  if (value === undefined || bytes.length === 0 || bytes.length > 6) return undefined;
  const bits = bytes.length * 8;
  return value >= 2 ** (bits - 1) ? value - 2 ** bits : value;
}

function isPrintable(bytes: Uint8Array): boolean {
  return bytes.every((byte) => (byte >= 0x20 && byte < 0x7f) || byte === 0x0a || byte === 0x0d);
}

function ascii(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
}

function toHex(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('hex');
}

import type { PositionAttributes } from '../decoded-position';
import type { FixRecord } from '../protocol/fix-builder';
import { findLocation, type QueclinkFields, readLocation, setIo } from './queclink-fields';

/** Alarms named by the message type, in our vocabulary (docs/telemetry-gt06.md). */
const TYPE_ALARMS: Record<string, string> = {
  SOS: 'sos',
  SPD: 'overspeed',
  TOW: 'tow',
  PNA: 'powerOn',
  PFA: 'powerOff',
  EPN: 'powerRestored',
  MPN: 'powerRestored',
  EPF: 'powerCut',
  MPF: 'powerCut',
  BPL: 'lowBattery',
  SWG: 'geofence',
  TMP: 'temperature',
  TEM: 'temperature',
  JDR: 'jamming',
  JDS: 'jamming',
};

/** HBM (harsh behaviour) report type, low digit: 0/3 braking, 1/4 acceleration, 2 cornering. */
const HARSH = ['harshBraking', 'harshAcceleration', 'harshCornering', 'harshBraking', 'harshAcceleration'];

const CELL = { mcc: /^\d{3,4}$/, mnc: /^\d{2,4}$/, lac: /^[0-9A-Fa-f]{4}$/, cid: /^[0-9A-Fa-f]{4,8}$/ };

/**
 * Any other report, read by the shape of its fields as Traccar does: the first location block
 * (found by its coordinates), the first cell after it, the battery % just before the send time,
 * the report type's meaning for NMR (motion), DIS (input), IGL (ignition), HBM (harsh driving),
 * and the alarm the message type names.
 */
export function readBasic(f: QueclinkFields, model: string, type: string): FixRecord {
  const a: PositionAttributes = {};
  const at = findLocation(f, 3);
  let record: FixRecord = { fix: { valid: false, time: f.sendTime() }, attributes: a };
  if (at >= 0) {
    const read = readLocation(f, at, model);
    record = read.record;
    Object.assign(record.attributes, a);
  }
  const r = record.attributes;
  const reportText = f.at(5);
  if (/^[0-9A-Fa-f]{1,2}$/.test(reportText)) {
    const report = Number.parseInt(reportText, 16);
    switch (type) {
      case 'STR':
      case 'CTN':
        if (/^GL5[03]0$/.test(model) && /^\d+$/.test(f.at(8))) r.batteryLevel = Number(f.at(8));
        break;
      case 'NMR':
        r.motion = report === 1;
        break;
      case 'DIS':
        setIo(r, `in${report >> 4}`, report % 16 === 1 ? 1 : 0);
        break;
      case 'IGL':
        r.ignition = report % 16 === 1;
        break;
      case 'HBM': {
        const alarm = HARSH[report % 16];
        if (alarm) r.alarm = alarm;
        break;
      }
    }
  }
  if (r.cell === undefined) {
    for (let i = at >= 0 ? at + 7 : 3; i + 3 < f.length; i++) {
      const [mcc, mnc, lac, cid] = [f.at(i), f.at(i + 1), f.at(i + 2), f.at(i + 3)];
      if (CELL.mcc.test(mcc) && CELL.mnc.test(mnc) && CELL.lac.test(lac) && CELL.cid.test(cid)) {
        const lacValue = Number.parseInt(lac, 16);
        if (lacValue > 0)
          r.cell = { mcc: Number(mcc), mnc: Number(mnc), lac: lacValue, cid: Number.parseInt(cid, 16) };
        break;
      }
    }
  }
  const beforeTime = f.at(f.length - 3);
  if (
    at >= 0 &&
    f.at(f.length - 2).length === 14 &&
    /^\d{1,3}$/.test(beforeTime) &&
    Number(beforeTime) <= 100
  ) {
    r.batteryLevel = Number(beforeTime);
  }
  const alarm = TYPE_ALARMS[type];
  if (alarm) r.alarm = alarm;
  return record;
}

/** DAT: a data string from a serial accessory, then a location block. */
export function readDat(f: QueclinkFields, model: string): FixRecord {
  const { record } = readLocation(f, 8, model);
  setIo(record.attributes, 'data', f.at(7));
  return record;
}

/** DAR (driver assistance): warning type 1 is fatigue (with its degree); others keep their number. */
export function readDar(f: QueclinkFields, model: string): FixRecord {
  const record = readBasic(f, model, 'DAR');
  const warning = f.number(4);
  if (warning === 1) setIo(record.attributes, 'fatigueDegree', f.number(5));
  else setIo(record.attributes, 'warningType', warning);
  return record;
}

/** DTT: hex-encoded text from a serial device; a `COMB` fuel sensor line gives the fuel level. */
export function readDtt(f: QueclinkFields): FixRecord | undefined {
  const hex = f.at(8);
  if (!/^(?:[0-9A-Fa-f]{2})+$/.test(hex)) return undefined;
  const text = Buffer.from(hex, 'hex').toString('latin1');
  const a: PositionAttributes = {};
  const fuel = text.includes('COMB') ? Number(text.split(',')[2]) : Number.NaN;
  if (Number.isFinite(fuel)) a.fuel = fuel;
  else setIo(a, 'result', text);
  return { fix: { valid: false, time: f.sendTime() }, attributes: a };
}

/**
 * BAA (Bluetooth accessory alarm) and BID (accessory identification): an append mask says which of
 * name, MAC, status, voltage (mV), temperature, humidity follow; then a location block.
 */
export function readAccessory(f: QueclinkFields, model: string, type: 'BAA' | 'BID'): FixRecord {
  const maskAt = type === 'BAA' ? 8 : 6;
  const mask = f.hex(maskAt) ?? 0;
  const record = readBasic(f, model, type);
  const a = record.attributes;
  let i = maskAt + 1;
  const fields: [number, string, (s: string) => number | string][] = [
    [0, 'accessoryName', (s) => s],
    [1, 'accessoryMac', (s) => s],
    [2, 'accessoryStatus', Number],
    [3, 'accessoryVoltage', (s) => Number(s) / 1000],
    [4, 'accessoryTemp', Number],
    [5, 'accessoryHumidity', Number],
  ];
  for (const [bit, key, convert] of fields) {
    if (type === 'BID' && bit !== 1 && bit !== 3) continue;
    if (mask & (1 << bit)) setIo(a, key, convert(f.at(i++)));
  }
  return record;
}

/** WIF: WiFi access points and the battery %, no fix. */
export function readWifi(f: QueclinkFields): FixRecord {
  const a: PositionAttributes = {};
  setIo(a, 'wifiCount', f.number(4));
  const battery = f.number(f.length - 3);
  if (battery !== undefined && battery <= 100) a.batteryLevel = battery;
  return { fix: { valid: false, time: f.sendTime() }, attributes: a };
}

/** GSM: up to 7 cells of `mcc,mnc,lac,cid,rssi,` after the fix type; the first is kept. */
export function readCells(f: QueclinkFields, start: number, stride: number): FixRecord {
  const a: PositionAttributes = {};
  for (let i = start; i + 3 < f.length - 2; i += stride) {
    const mcc = f.number(i);
    const mnc = f.number(i + 1);
    const lac = f.hex(i + 2);
    const cid = f.hex(i + 3);
    if (mcc !== undefined && mnc !== undefined && lac !== undefined && cid !== undefined && lac > 0) {
      a.cell = { mcc, mnc, lac, cid };
      break;
    }
  }
  return { fix: { valid: false, time: f.sendTime() }, attributes: a };
}

/** VER: device type, firmware and hardware versions. */
export function readVersion(f: QueclinkFields): FixRecord {
  const a: PositionAttributes = {};
  setIo(a, 'deviceType', f.at(4));
  setIo(a, 'versionFw', f.hex(5));
  setIo(a, 'versionHw', f.hex(6));
  return { fix: { valid: false, time: f.sendTime() }, attributes: a };
}

/** LBS: battery % and cells (`mcc,mnc,lac,cid,rssi,reserved` ×7) from field 11. */
export function readLbs(f: QueclinkFields): FixRecord {
  const record = readCells(f, 11, 6);
  const battery = f.number(6);
  if (battery !== undefined && battery <= 100) record.attributes.batteryLevel = battery;
  return record;
}

/**
 * OBD (on-board diagnostics): VIN, connection, voltage, supported PIDs, then rpm, speed, coolant
 * temperature, fuel consumption, distance since DTCs cleared, connection, DTC count and codes,
 * throttle, engine load, fuel level, an optional OBD protocol field, and the OBD odometer (km) just
 * before the location block.
 */
export function readObd(f: QueclinkFields, model: string): FixRecord {
  const record = readBasic(f, model, 'OBD');
  const a = record.attributes;
  setIo(a, 'rpm', f.number(11));
  setIo(a, 'obdSpeed', f.number(12));
  const coolant = f.number(13);
  if (coolant !== undefined) a.temperatures = [coolant];
  setIo(a, 'fuelConsumption', f.number(14));
  setIo(a, 'dtcsClearedDistance', f.number(15));
  if (f.at(17) !== '') setIo(a, 'obdConnect', f.at(17) === '1' ? 1 : 0);
  setIo(a, 'dtcsNumber', f.number(18));
  if (f.at(19) !== '') setIo(a, 'dtcsCodes', f.at(19));
  setIo(a, 'throttle', f.number(20));
  const fuel = f.number(22);
  if (fuel !== undefined) a.fuel = fuel;
  const at = findLocation(f, 23);
  const odometer = at > 0 ? f.number(at - 1) : undefined;
  if (odometer !== undefined) setIo(a, 'obdOdometer', odometer * 1000);
  return record;
}

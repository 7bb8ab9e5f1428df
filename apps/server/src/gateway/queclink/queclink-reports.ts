import type { PositionAttributes } from '../decoded-position';
import type { FixRecord } from '../protocol/fix-builder';
import {
  analog,
  findLocation,
  hours,
  locationAt,
  type QueclinkFields,
  readLocation,
  readStatus,
  setIo,
} from './queclink-fields';

const VIN = /^[0-9A-Z]{17}$/;

/**
 * FRI (fixed report) and its kin GEO, RTL, DOG: a header (VIN on some, device name, external power
 * mV, report type, count), one or more location blocks, then a tail whose layout depends on the
 * device: `odometer,hour meter,adc1,adc2,[reserved,]battery %,status (6 hex),rpm,…` on vehicle
 * trackers; `rssi,battery mV,battery %,mode,motion,temperature` on GL5xx; or just
 * `[odometer or rssi,]battery %` on personal trackers.
 */
export function readFri(f: QueclinkFields): FixRecord[] {
  const first = findLocation(f, 3);
  const records: FixRecord[] = [];
  let next = first;
  while (next >= 0 && locationAt(f, next)) {
    // The FRI layout puts one field after the cell on every model; the tail says the rest.
    const read = readLocation(f, next, '');
    records.push(read.record);
    next = read.next;
  }
  if (records.length === 0) {
    // No fix: the block is empty; what follows it cannot be told apart reliably.
    records.push({ fix: { valid: false }, attributes: {} });
  }
  const last = records[records.length - 1] as FixRecord;
  const a = last.attributes;
  const header = f.v.slice(3, first >= 0 ? first : 7);
  const named = VIN.test(header[0] ?? '') && header.length >= 5 ? header.slice(1) : header;
  if (header !== named) setIo(a, 'vin', header[0]);
  const power = Number(named[1]);
  if (named[1] !== '' && power > 10) a.power = power / 1000;
  if (next >= 0) readFriTail(f.v.slice(next, f.length - 2), a);
  return records;
}

function readFriTail(tail: string[], a: PositionAttributes): void {
  const status = tail.findIndex(
    (t, j) => j >= 4 && /^[0-9A-Fa-f]{6}$/.test(t) && /^\d{1,3}$/.test(tail[j - 1] ?? ''),
  );
  const percent = (s: string | undefined) => (s !== undefined && /^\d{1,3}$/.test(s) ? Number(s) : undefined);
  if (status >= 0) {
    if (/^\d+\.\d$/.test(tail[0] ?? '')) a.odometer = Number(tail[0]) * 1000;
    const seconds = hours(tail[1] ?? '');
    if (seconds !== undefined) a.engineSeconds = seconds;
    if (tail[2]) setIo(a, 'adc1', tail[2]);
    if (tail[3]) setIo(a, 'adc2', tail[3]);
    a.batteryLevel = percent(tail[status - 1]);
    readStatus(Number.parseInt(tail[status] ?? '0', 16), a);
    const rpm = percentOrNumber(tail[status + 1]);
    if (rpm !== undefined) setIo(a, 'rpm', rpm);
    const fuel = percentOrNumber(tail[status + 3]);
    if (fuel !== undefined) a.fuel = fuel;
  } else if (tail.length >= 5 && percent(tail[2]) !== undefined && /^[01]$/.test(tail[3] ?? '')) {
    const mv = percentOrNumber(tail[1]);
    if (mv !== undefined) a.battery = mv / 1000;
    a.batteryLevel = percent(tail[2]);
    if (/^[01]$/.test(tail[4] ?? '')) a.motion = tail[4] === '1';
    const temperature = percentOrNumber(tail[5]);
    if (temperature !== undefined) a.temperatures = [temperature];
  } else if (tail.length >= 1) {
    const battery = percent(tail[tail.length - 1]);
    if (battery !== undefined) a.batteryLevel = battery;
    const before = tail.length >= 2 ? (tail[tail.length - 2] ?? '') : '';
    if (/^\d+\.\d$/.test(before)) a.odometer = Number(before) * 1000;
    else if (/^-?\d$/.test(before)) a.gsmSignal = Number(before);
  }
  if (a.batteryLevel === undefined) delete a.batteryLevel;
}

function percentOrNumber(s: string | undefined): number | undefined {
  if (s === undefined || !/^-?\d+(?:\.\d+)?$/.test(s)) return undefined;
  return Number(s);
}

/**
 * ERI (fixed report with extensions): a hex mask says which accessory blocks follow the usual
 * tail: bit 0 fuel sensor, 1 temperature probes (1-Wire, 1/16 °C), 3/4 fuel sensors (UART), 7
 * BLE temperature, 8 BLE accessories, 29 fuel data.
 */
export function readEri(f: QueclinkFields, model: string): FixRecord[] {
  let i = 3;
  const vin = model === 'GV500' ? f.at(i++) : undefined;
  i += 1; // device name
  const mask = f.hex(i++) ?? 0;
  const power = f.number(i++);
  i += 1; // report type
  const count = Math.min(f.number(i++) ?? 0, 64);
  const records: FixRecord[] = [];
  for (let n = 0; n < count && i < f.length - 2; n++) {
    const read = readLocation(f, i, model);
    records.push(read.record);
    i = read.next;
  }
  if (records.length === 0) records.push({ fix: { valid: false }, attributes: {} });
  const a = (records[records.length - 1] as FixRecord).attributes;
  if (vin) setIo(a, 'vin', vin);
  const n = (j: number) => (f.at(j) === '' ? undefined : f.number(j));

  if (/^GL(200|300(W|VC)?)$/.test(model) && !f.at(0).endsWith('ERI')) {
    a.batteryLevel = n(i);
    return records;
  }
  if (power !== undefined) a.power = power / 1000;
  if (!model.startsWith('GL5')) {
    const km = n(i++);
    if (km !== undefined) a.odometer = km * 1000;
  }
  if (!model.startsWith('GL5') && model !== 'GL320M') {
    const seconds = hours(f.at(i++));
    if (seconds !== undefined) a.engineSeconds = seconds;
    if (f.at(i++) !== '') analog(f.at(i - 1), 1, a);
  }
  if (model.startsWith('GV') && !model.startsWith('GV6') && model !== 'GV350M') {
    if (f.at(i++) !== '') analog(f.at(i - 1), 2, a);
  }
  if (model === 'GV200' || model === 'GV310LAU' || model === 'GV350CEU') {
    if (f.at(i++) !== '') analog(f.at(i - 1), 3, a);
  } else if ((model.startsWith('GV3') && model.endsWith('CEU')) || model.startsWith('GV600M')) {
    i += 1;
  }
  if (model.startsWith('GL5')) {
    a.batteryLevel = n(i++);
    i += 1; // mode
    if (f.at(i++) !== '') a.motion = (n(i - 1) ?? 0) > 0;
  } else if (model === 'GV200') {
    setIo(a, 'input', f.hex(i++));
    setIo(a, 'output', f.hex(i++));
    i += 1;
  } else if (model === 'GL320M') {
    a.batteryLevel = n(i++);
    if (mask & 0x80) setIo(a, 'externalBattery', n(i++));
  } else {
    a.batteryLevel = n(i++);
    const status = f.hex(i++);
    if (status !== undefined) readStatus(status, a);
    i += 1; // reserved, or the UART device type
  }
  if (a.batteryLevel === undefined || a.batteryLevel > 100) delete a.batteryLevel;

  if (mask & 1 && model !== 'GV350M') {
    const fuel = f.hex(i++);
    if (fuel !== undefined) a.fuel = fuel;
  }
  if (mask & (1 << 29)) {
    i += 2;
    const dataMask = f.hex(i++) ?? 0;
    if (dataMask & 1) {
      const fuel = f.hex(i++);
      if (fuel !== undefined) a.fuel = fuel;
    }
    if (dataMask & 2) i++;
  }
  if (mask & 2) {
    const devices = Math.min(n(i++) ?? 0, 16);
    for (let d = 1; d <= devices; d++) {
      i += 2; // id, type
      const raw = f.hex(i++);
      if (raw !== undefined) {
        a.temperatures ??= [];
        a.temperatures[d - 1] = ((raw << 16) >> 16) * 0.0625;
      }
    }
  }
  if (mask & 4) return records;
  if ((mask & 8 || mask & 16 || (mask & 1 && model === 'GV350M')) && i < f.length - 2) {
    const devices = Math.min(n(i++) ?? 0, 16);
    for (let d = 1; d <= devices; d++) {
      i += 1; // type
      if (model === 'GV350M') {
        i += 1; // UART id
        if (mask & 1) {
          const fuel = f.hex(i++);
          if (fuel !== undefined) a.fuel = fuel;
        }
      }
      if (mask & 8) {
        const fuel = n(i++);
        if (fuel !== undefined) a.fuel = fuel;
      }
      if (mask & 16) i++;
      if (mask & 1024) i++;
    }
  }
  return records;
}

/** IGN/IGF (ignition on/off) and VGN/VGF (virtual ignition): duration, location, hour meter, odometer. */
export function readIgnition(f: QueclinkFields, model: string, type: string): FixRecord[] {
  let i = 4;
  if (model === 'CV200') i += 2;
  i += 1; // duration of the previous state
  const { record, next } = readLocation(f, i, model);
  const a = record.attributes;
  a.ignition = type.includes('GN');
  const seconds = hours(f.at(next));
  if (seconds !== undefined) a.engineSeconds = seconds;
  const km = f.number(next + 1);
  if (km !== undefined) a.odometer = km * 1000;
  return [record];
}

/** INF (device information): state, ICCID, signal, power, backup battery, charging. */
export function readInf(f: QueclinkFields, model: string): FixRecord[] {
  const a: PositionAttributes = {};
  let i = 4;
  const state = f.hex(i++);
  const states: Record<number, [boolean | undefined, boolean]> = {
    22: [false, true],
    26: [false, true],
    18: [false, true],
    17: [false, false],
    33: [true, false],
    34: [true, true],
    65: [undefined, false],
    66: [undefined, true],
  };
  const known = state === undefined ? undefined : states[state];
  if (known) {
    if (known[0] !== undefined) a.ignition = known[0];
    a.motion = known[1];
  }
  if (f.at(i++) !== '') setIo(a, 'iccid', f.at(i - 1));
  const rssi = f.number(i++);
  if (rssi !== undefined) a.gsmSignal = rssi;
  i += 2; // signal quality, external power supply
  if (f.at(i + 1).length >= 12) {
    i += 1; // BLE sensor MAC
    setIo(a, 'deviceTemp', f.number(i++));
    const humidity = f.number(i++);
    if (humidity !== undefined) a.humidities = [humidity];
  }
  const value = f.at(i++);
  if (value.includes('.')) {
    const km = Number(value);
    if (Number.isFinite(km)) a.odometer = km * 1000;
  } else if (/^\d+$/.test(value)) {
    a.power = Number(value) / 1000;
  }
  if (model !== 'GV500VC') {
    if (model === 'GV350M' || model === 'GV310LAU') i += 1;
    else if (/^\d+$/.test(f.at(i++))) setIo(a, 'power2', Number(f.at(i - 1)) / 1000);
  }
  const battery = f.number(i++);
  if (battery !== undefined) a.battery = battery;
  if (f.at(i++) === '1') setIo(a, 'charge', 1);
  if (model === 'GV310LAU') {
    i += 5;
    for (let adc = 1; adc <= 3; adc++) setIo(a, `adc${adc}`, f.number(i++));
  }
  return [{ fix: { valid: false, time: f.sendTime() }, attributes: a }];
}

/**
 * CAN (vehicle bus data): a report mask says which values follow (VIN, ignition, odometer, fuel
 * used, speed, rpm, coolant, fuel consumption, fuel level, range, throttle, engine hours…), an
 * extension mask more (AdBlue level, axle weights…). The location is found by its shape.
 */
export function readCan(f: QueclinkFields, model: string): FixRecord[] {
  const a: PositionAttributes = {};
  let i = 6;
  const mask = f.hex(i++) ?? 0;
  const take = (bit: number): string | undefined => {
    if (!(mask & (2 ** bit)) && !(bit >= 31 && Math.floor(mask / 2 ** bit) % 2)) return undefined;
    const value = f.at(i++);
    return value === '' ? undefined : value;
  };
  const number = (s: string | undefined) =>
    s !== undefined && Number.isFinite(Number(s)) ? Number(s) : undefined;
  const vin = take(0);
  if (vin) setIo(a, 'vin', vin);
  const ignition = take(1);
  if (ignition !== undefined) a.ignition = Number(ignition) > 0;
  const odometer = take(2);
  if (odometer?.startsWith('H')) setIo(a, 'obdOdometer', (number(odometer.slice(1)) ?? Number.NaN) * 100);
  const fuelUsed = take(3);
  if (fuelUsed !== undefined && !fuelUsed.startsWith('K'))
    setIo(a, 'fuelUsed', number(fuelUsed.replace(/^L/, '')));
  setIo(a, 'rpm', number(take(5)));
  setIo(a, 'obdSpeed', number(take(4)));
  setIo(a, 'coolantTemp', number(take(6)));
  const consumption = take(7);
  if (consumption?.startsWith('L/H')) setIo(a, 'fuelConsumption', number(consumption.slice(3)));
  const fuel = number(take(8)?.slice(1));
  if (fuel !== undefined) a.fuel = fuel;
  const range = number(take(9));
  if (range !== undefined) setIo(a, 'range', range * 100);
  setIo(a, 'throttle', number(take(10)));
  const engineHours = number(take(11));
  if (engineHours !== undefined) a.engineSeconds = Math.round(engineHours * 3600);
  setIo(a, 'drivingTime', number(take(12)));
  setIo(a, 'idleHours', number(take(13)));
  const idleFuel = take(14);
  if (idleFuel !== undefined && !idleFuel.startsWith('K'))
    setIo(a, 'idleFuelConsumption', number(idleFuel.replace(/^L/, '')));
  setIo(a, 'axleWeight', number(take(15)));
  for (const [bit, key] of [
    [16, 'tachographInfo'],
    [17, 'indicators'],
    [18, 'lights'],
    [19, 'doors'],
  ] as const) {
    const hex = take(bit);
    if (hex !== undefined && /^[0-9A-Fa-f]+$/.test(hex)) setIo(a, key, Number.parseInt(hex, 16));
  }
  setIo(a, 'vehicleOverspeed', number(take(20)));
  setIo(a, 'engineOverspeed', number(take(21)));
  if (model === 'GV350M') {
    for (const bit of [22, 23, 24]) if (mask & (1 << bit)) i++;
  } else if (/^GV35.CEU$/.test(model)) {
    for (const bit of [23, 24, 25, 26, 27]) if (mask & (1 << bit)) i++;
  }
  const extension = mask & (1 << 29) ? f.hex(i++) : undefined;
  if (extension !== undefined && extension & 1) {
    const adBlue = f.at(i++);
    const level = number(adBlue.replace(/^[LP]/, ''));
    if (level !== undefined && adBlue !== '') setIo(a, 'adBlueLevel', level);
  }
  const at = findLocation(f, i);
  if (at < 0) return [{ fix: { valid: false, time: f.sendTime() }, attributes: a }];
  const { record } = readLocation(f, at, model);
  Object.assign(record.attributes, a, { io: { ...record.attributes.io, ...a.io } });
  return [record];
}

import type { PositionAttributes } from '../decoded-position';
import { deviceDate, type FixFields } from '../protocol/fix-builder';

/** A record without a GPS fix of its own: when the device sent it and what it says. */
export interface Tk103Status {
  fix: FixFields;
  attributes: PositionAttributes;
}

const BATTERY = /^(\d\d)(\d\d)(\d\d),(\d\d)(\d\d)(\d\d),(\d+),(\d+),(\d+),(\d+)/;

/** Battery level steps 2..6 of ZC20, in %. */
const BATTERY_LEVELS: Record<number, number> = { 2: 10, 3: 20, 4: 50, 5: 80, 6: 100 };

/** ZC20: `ddmmyy,hhmmss,level 0–6,battery 0.01 V,power 0.1 V,installed`; 255 / 65535 = unknown. */
export function readTk103Battery(body: string, clockOffsetMinutes: number): Tk103Status | undefined {
  const m = BATTERY.exec(body);
  if (!m) return undefined;
  const n = m.slice(1).map(Number);
  const attributes: PositionAttributes = {};
  const [level = 255, battery = 65535, power = 65535, installed = 0] = n.slice(6);
  const batteryLevel = BATTERY_LEVELS[level];
  if (batteryLevel !== undefined) attributes.batteryLevel = batteryLevel;
  if (battery !== 65535) attributes.battery = battery / 100;
  if (power !== 65535) attributes.power = power / 10;
  attributes.io = { installed };
  return { fix: { time: ddmmyyDate(n, clockOffsetMinutes), valid: false }, attributes };
}

const CELL = /\{(\d+),(\d+),(\d+),(\d+)\}/g;

const TRAILING_ODOMETER = /,([0-9A-Fa-f]{8})$/;

/**
 * BZ00 and BP05 variants list cell towers as `{mcc,mnc,lac,cid}` blocks, then the odometer (8 hex
 * digits, m): the first valid tower is kept.
 */
export function readTk103Cells(body: string): Tk103Status | undefined {
  const cells = [...body.matchAll(CELL)].map((m) => m.slice(1).map(Number));
  if (cells.length === 0) return undefined;
  const attributes: PositionAttributes = { io: { cellCount: cells.length } };
  const odometer = TRAILING_ODOMETER.exec(body)?.[1];
  if (odometer !== undefined) attributes.odometer = Number.parseInt(odometer, 16);
  const first = cells.find(([, , lac = 0, cid = 0]) => lac > 0 && cid > 0);
  if (first) {
    const [mcc = 0, mnc = 0, lac = 0, cid = 0] = first;
    attributes.cell = { mcc, mnc, lac, cid };
  }
  return { fix: { valid: false }, attributes };
}

const LBS_WIFI = /^(\d+),(\d+),(\d+),(\d+),(\d+),(.*?)(\d\d)(\d\d)(\d\d),(\d\d)(\d\d)(\d\d)$/s;

/** DW5x: `mcc,mnc,lac,cid,access points,(mac*rssi*channel,)…ddmmyy,hhmmss`. */
export function readTk103LbsWifi(body: string, clockOffsetMinutes: number): Tk103Status | undefined {
  const m = LBS_WIFI.exec(body);
  if (!m) return undefined;
  const [mcc = 0, mnc = 0, lac = 0, cid = 0, wifiCount = 0] = m.slice(1, 6).map(Number);
  const attributes: PositionAttributes = { io: { wifiCount } };
  if (lac > 0 && cid > 0) attributes.cell = { mcc, mnc, lac, cid };
  const time = ddmmyyDate(m.slice(7).map(Number), clockOffsetMinutes);
  return { fix: { time, valid: false }, attributes };
}

const COMMAND_RESULT = /^(?:\d{6},\d{6},)?\$(.*)\$$/s;

/** ZC03: `ddmmyy,hhmmss,$free text$`, the answer to a text command. */
export function readTk103CommandResult(body: string): string | undefined {
  return COMMAND_RESULT.exec(body)?.[1];
}

function ddmmyyDate(n: number[], clockOffsetMinutes: number): Date | undefined {
  const [day = 0, month = 0, year = 0, hour = 0, minute = 0, second = 0] = n;
  return deviceDate(2000 + year, month, day, hour, minute, second, clockOffsetMinutes);
}

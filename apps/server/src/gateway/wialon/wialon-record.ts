import type { PositionAttributes } from '../decoded-position';
import { degreesMinutes, deviceDate, type FixFields } from '../protocol/fix-builder';
import { readWialonParams } from './wialon-params';

const NA = 'NA';

/** A short (SD) or extended (D) data record read into a fix and attributes. */
export interface WialonRecord {
  fix: FixFields;
  attributes: PositionAttributes;
}

const DATE = /^(\d\d)(\d\d)(\d\d)$/;

/**
 * `date;time;lat;N/S;lon;E/W;speed;course;altitude;satellites` (SD), then for D
 * `;hdop;inputs;outputs;adc,…;ibutton;params`. `NA` (or nothing) = not available; date `ddmmyy`,
 * time `hhmmss` UTC, speed km/h. The fix is valid with 3 satellites or more. Undefined when the
 * record has fewer fields than SD.
 */
export function readWialonRecord(text: string, clockOffsetMinutes: number): WialonRecord | undefined {
  const f = text.split(';');
  if (f.length < 10) return undefined;
  const field = (i: number): string | undefined => {
    const v = f[i]?.trim();
    return v === undefined || v === '' || v === NA ? undefined : v;
  };
  const number = (i: number): number | undefined => {
    const v = field(i);
    const n = v === undefined ? Number.NaN : Number(v);
    return Number.isFinite(n) ? n : undefined;
  };
  const date = DATE.exec(field(0) ?? '');
  const time = DATE.exec(field(1) ?? '');
  const satellites = number(9);
  const fix: FixFields = {
    valid: satellites !== undefined && satellites >= 3,
    speedKmh: number(6),
    course: number(7),
    altitude: number(8),
    satellites,
  };
  if (date && time) {
    const [day, month, year] = date.slice(1).map(Number);
    const [hour, minute, second] = time.slice(1).map(Number);
    fix.time = deviceDate(
      2000 + (year ?? 0),
      month ?? 0,
      day ?? 0,
      hour ?? 0,
      minute ?? 0,
      second ?? 0,
      clockOffsetMinutes,
    );
  }
  const lat = field(2);
  const lon = field(4);
  if (lat !== undefined && lon !== undefined) {
    fix.latitude = degreesMinutes(lat, field(3) ?? 'N');
    fix.longitude = degreesMinutes(lon, field(5) ?? 'E');
  }
  const attributes: PositionAttributes = {};
  if (f.length > 10) readExtended(f, field, number, attributes);
  return { fix, attributes };
}

function readExtended(
  f: string[],
  field: (i: number) => string | undefined,
  number: (i: number) => number | undefined,
  attributes: PositionAttributes,
): void {
  const io: Record<string, number | string> = {};
  const hdop = number(10);
  if (hdop !== undefined) attributes.hdop = hdop;
  const inputs = number(11);
  if (inputs !== undefined) io.input = inputs;
  const outputs = number(12);
  if (outputs !== undefined) io.output = outputs;
  field(13)
    ?.split(',')
    .forEach((adc, i) => {
      const n = Number(adc);
      if (adc.trim() !== '') io[`adc${i + 1}`] = Number.isFinite(n) ? n : adc;
    });
  const ibutton = field(14);
  if (ibutton !== undefined) attributes.driverId = ibutton;
  if (Object.keys(io).length > 0) attributes.io = io;
  const params = f.slice(15).join(';');
  if (params !== '' && params !== NA) readWialonParams(params, attributes);
}

import { deviceDate } from '../protocol/fix-builder';
import { PositionDraft } from '../protocol/position-draft';
import { meitrackAlarm } from './meitrack-events';

const isNumber = (s: string | undefined) => s !== undefined && /^-?\d+(\.\d+)?$/.test(s);
const hex = (s: string | undefined) =>
  s !== undefined && /^[0-9A-Fa-f]+$/.test(s) ? Number.parseInt(s, 16) : undefined;

/**
 * A text report (AAA, AFF, A10 answers...): `event,latitude,longitude,yyMMddHHmmss,A|V,satellites,
 * rssi,speed km/h,course,hdop,altitude,odometer,runtime,mcc|mnc|lac|cid,io,voltages[,event data,
 * reserved,protocol,fuel,temperatures,count,data]`. `fields` starts at the event. Undefined when
 * the fix fields do not parse.
 */
export function decodeMeitrackText(fields: string[], offsetMinutes: number): PositionDraft | undefined {
  const [
    event,
    lat,
    lon,
    time,
    validity,
    satellites,
    rssi,
    speed,
    course,
    hdop,
    altitude,
    odometer,
    runtime,
    network,
    io,
    voltages,
  ] = fields;
  if (!/^\d+$/.test(event ?? '') || !isNumber(lat) || !isNumber(lon) || !/^\d{12}$/.test(time ?? ''))
    return undefined;
  if (validity !== 'A' && validity !== 'V') return undefined;
  if (![satellites, rssi, speed, course, hdop, altitude, odometer].every(isNumber)) return undefined;
  const t = time as string;
  const n = (i: number) => Number(t.slice(i, i + 2));
  const fixTime = deviceDate(2000 + n(0), n(2), n(4), n(6), n(8), n(10), offsetMinutes);
  if (fixTime === undefined) return undefined;

  const draft = new PositionDraft();
  const a = draft.attributes;
  draft.fixTime = fixTime;
  draft.setLocation(Number(lat), Number(lon), validity === 'A');
  const code = Number(event);
  a.eventId = code;
  draft.alarm(meitrackAlarm(code));
  draft.satellites = Number(satellites);
  a.gsmSignal = Number(rssi);
  draft.setSpeed(Number(speed));
  draft.setCourse(Number(course));
  a.hdop = Number(hdop);
  draft.altitude = Number(altitude);
  a.odometer = Number(odometer);
  draft.io('runtime', runtime);
  const [mcc, mnc, lac, cid] = (network ?? '').split('|');
  if (Number(mcc) > 0 && Number(mnc) > 0) draft.cell(Number(mcc), Number(mnc), hex(lac) ?? 0, hex(cid) ?? 0);
  if (io !== undefined && /^[0-9A-Fa-f]{4}$/.test(io)) {
    draft.io('input', Number.parseInt(io.slice(0, 2), 16));
    draft.io('output', Number.parseInt(io.slice(2), 16));
  }
  readVoltages(draft, voltages ?? '');
  readTail(draft, code, fields.slice(16));
  return draft;
}

/** `battery|power|rtc|mcu|gps` in volts, or `adc1|adc2|adc3|battery|power` as raw hex (model-scaled). */
function readVoltages(draft: PositionDraft, text: string): void {
  const parts = text.split('|');
  if (parts.length >= 2 && parts.slice(0, 2).every((p) => /^\d+\.\d+$/.test(p))) {
    draft.attributes.battery = Number(parts[0]);
    draft.attributes.power = Number(parts[1]);
    return;
  }
  parts.slice(0, 3).forEach((p, i) => {
    draft.io(`adc${i + 1}`, hex(p));
  });
  // Their scale depends on the model (not known here): kept raw.
  draft.io('batteryRaw', hex(parts[3]));
  draft.io('powerRaw', hex(parts[4]));
}

/** Event data (a driver card for event 37), protocol version, fuel and temperature sensors. */
function readTail(draft: PositionDraft, event: number, rest: string[]): void {
  if (rest.length === 0) return;
  // The event-specific field is optional: the protocol field (digits) tells where it is.
  const withEvent = rest.length >= 3 && /^\d*$/.test(rest[2] ?? '');
  const [eventData, , protocolText, fuel, temps] = withEvent ? rest : ['', ...rest];
  if (eventData) {
    if (event === 37) draft.attributes.driverId = eventData;
    else draft.io('eventData', eventData);
  }
  const protocol = Number(protocolText || '0');
  if (fuel !== undefined && /^[0-9A-Fa-f]{4}$/.test(fuel)) {
    draft.attributes.fuel = Number.parseInt(fuel.slice(0, 2), 16) + Number.parseInt(fuel.slice(2), 16) / 100;
  }
  for (const temp of (temps ?? '').split('|')) {
    if (!/^[0-9A-Fa-f]{6}$/.test(temp)) continue;
    if (protocol >= 3) {
      const raw = Number.parseInt(temp.slice(2), 16);
      draft.temperature((raw >= 0x8000 ? raw - 0x10000 : raw) / 100);
    } else {
      const whole = Number.parseInt(temp.slice(2, 4), 16);
      const signed = whole >= 0x80 ? whole - 0x100 : whole;
      const fraction = Number.parseInt(temp.slice(4), 16) / 100;
      draft.temperature(signed < 0 ? signed - fraction : signed + fraction);
    }
  }
}

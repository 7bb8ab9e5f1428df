import { PositionDraft } from '../protocol/position-draft';
import type { DecodeContext, DecodeOutcome } from '../protocol/tracker-protocol';
import type { H02ConnectionState } from './h02-connection-state';
import { applyH02Status } from './h02-status';
import { h02Coordinate, h02Time, isDigits, isHex8 } from './h02-text-fields';

const KNOTS_TO_KMH = 1.852;

function positionOf(
  draft: PositionDraft,
  identity: string,
  session: H02ConnectionState,
  context: DecodeContext,
): DecodeOutcome {
  return { ok: true, identity, positions: [draft.finish(identity, session, context.receivedAt)] };
}

function refuse(identity: string | undefined): DecodeOutcome {
  return identity === undefined ? { ok: false, reason: 'format' } : { ok: false, reason: 'format', identity };
}

/** `*HQ,<imei>,HTBT,<battery %>#`: the battery level, placed at the last fix. Without it, nothing. */
export function decodeH02Heartbeat(
  fields: string[],
  session: H02ConnectionState,
  context: DecodeContext,
): DecodeOutcome {
  const [maker, id, type, level] = fields;
  if (maker !== 'HQ' || type !== 'HTBT' || !isDigits(id, 15) || !isDigits(level)) {
    return refuse(session.identity);
  }
  const draft = new PositionDraft();
  draft.attributes.batteryLevel = Number(level);
  return positionOf(draft, id as string, session, context);
}

/** The time, date and status that close NBR, LINK and V3 sentences. */
function closeWith(
  draft: PositionDraft,
  time: string,
  date: string,
  status: string,
  context: DecodeContext,
): boolean {
  const deviceTime = h02Time(time, date, context.clockOffsetMinutes);
  if (deviceTime === undefined || !isHex8(status)) return false;
  draft.deviceTime = deviceTime;
  applyH02Status(draft, Number.parseInt(status, 16));
  return true;
}

/**
 * `NBR`: neighbouring cells `time,mcc,mnc,delay,count,(lac,cid,rssi)*,date,status`; the position
 * is the last fix with the first cell.
 */
export function decodeH02Nbr(
  fields: string[],
  identity: string,
  session: H02ConnectionState,
  context: DecodeContext,
): DecodeOutcome {
  const [, , , time = '', mcc = '', mnc = ''] = fields;
  if (!isDigits(mcc) || !isDigits(mnc)) return refuse(identity);
  let end = -1;
  for (let i = 11; i + 1 < fields.length; i += 3) {
    if (isDigits(fields[i], 6) && isHex8(fields[i + 1])) {
      end = i;
      break;
    }
  }
  if (end < 0 || !fields.slice(8, end).every((v) => /^-?\d+$/.test(v))) return refuse(identity);
  const draft = new PositionDraft();
  if (!closeWith(draft, time, fields[end] ?? '', fields[end + 1] ?? '', context)) return refuse(identity);
  draft.cell(Number(mcc), Number(mnc), Number(fields[8]), Number(fields[9]));
  draft.io('cellCount', (end - 8) / 3);
  return positionOf(draft, identity, session, context);
}

/** `LINK`: `time,rssi,satellites,battery %,steps,turnovers,date,status`. */
export function decodeH02Link(
  fields: string[],
  identity: string,
  session: H02ConnectionState,
  context: DecodeContext,
): DecodeOutcome {
  const [, , , time = '', rssi, satellites, battery, steps, turnovers, date = '', status = ''] = fields;
  if (![rssi, satellites, battery, steps, turnovers].every((v) => isDigits(v))) return refuse(identity);
  const draft = new PositionDraft();
  if (!closeWith(draft, time, date, status, context)) return refuse(identity);
  draft.attributes.gsmSignal = Number(rssi);
  draft.satellites = Number(satellites);
  const level = Number(battery);
  if (level <= 100) draft.attributes.batteryLevel = level;
  draft.io('steps', Number(steps));
  draft.io('turnovers', Number(turnovers));
  return positionOf(draft, identity, session, context);
}

/** `V3`: `time,<mcc><mnc>,count,(lac,cid,rssi,?)*,battery(hex),reboots,X,date,status`. */
export function decodeH02V3(
  fields: string[],
  identity: string,
  session: H02ConnectionState,
  context: DecodeContext,
): DecodeOutcome {
  const n = fields.length;
  const [, , , time = '', network = '', count = ''] = fields;
  const battery = fields[n - 5];
  if (n < 11 || !/^\d{4,}$/.test(network) || !isDigits(count) || fields[n - 3] !== 'X')
    return refuse(identity);
  if (!/^[0-9A-Fa-f]{4}$/.test(battery ?? '')) return refuse(identity);
  const cells = fields.slice(6, n - 5);
  if (cells.length < Number(count) * 4) return refuse(identity);
  const draft = new PositionDraft();
  if (!closeWith(draft, time, fields[n - 2] ?? '', fields[n - 1] ?? '', context)) return refuse(identity);
  if (Number(count) > 0 && isDigits(cells[0]) && isDigits(cells[1])) {
    draft.cell(Number(network.slice(0, 3)), Number(network.slice(3)), Number(cells[0]), Number(cells[1]));
  }
  // The unit of this battery value is not documented: kept raw.
  draft.io('battery', Number.parseInt(battery as string, 16));
  return positionOf(draft, identity, session, context);
}

/**
 * `*hq,<imei>,VP1,...`: either `V,mcc,mnc,lac,cid,rssiYlac,cid,rssi...` (cells only) or
 * `A|B,lat,N|S,lon,E|W,speed,course,ddmmyy` (a fix, dated at midnight).
 */
export function decodeH02Vp1(
  fields: string[],
  identity: string,
  session: H02ConnectionState,
  context: DecodeContext,
): DecodeOutcome {
  if (fields[0] !== 'hq' || !isDigits(fields[1], 15)) return refuse(identity);
  const draft = new PositionDraft();
  const mode = fields[3];
  if (mode === 'V') {
    const [, , , , mcc, mnc, lac, cid] = fields;
    if (!isDigits(mcc) || !isDigits(mnc)) return refuse(identity);
    const firstCid = (cid ?? '').split('Y')[0];
    if (isDigits(lac) && isDigits(firstCid))
      draft.cell(Number(mcc), Number(mnc), Number(lac), Number(firstCid));
    return positionOf(draft, identity, session, context);
  }
  if (mode !== 'A' && mode !== 'B') return refuse(identity);
  const [, , , , lat = '', ns = '', lon = '', ew = '', speed = '', course = '', date = ''] = fields;
  const latitude = /^[NS]$/.test(ns) ? h02Coordinate(lat, ns, 'S') : undefined;
  const longitude = /^[EW]$/.test(ew) ? h02Coordinate(lon, ew, 'W') : undefined;
  const fixTime = h02Time('000000', date.slice(0, 6), context.clockOffsetMinutes);
  if (latitude === undefined || longitude === undefined || fixTime === undefined) return refuse(identity);
  if (!/^\d+\.\d+$/.test(speed) || !/^\d+\.\d+$/.test(course)) return refuse(identity);
  draft.fixTime = fixTime;
  draft.setLocation(latitude, longitude, true);
  draft.setSpeed(Number(speed) * KNOTS_TO_KMH);
  draft.setCourse(Number(course));
  return positionOf(draft, identity, session, context);
}

/** `SMS`: a text reply the device forwards over GPRS (its settings, an answer), kept as `result`. */
export function decodeH02Sms(
  sentence: string,
  identity: string,
  session: H02ConnectionState,
  context: DecodeContext,
): DecodeOutcome {
  const start = sentence.indexOf(',SMS,');
  const end = sentence.lastIndexOf('#');
  if (start < 0) return refuse(identity);
  const draft = new PositionDraft();
  draft.io('result', sentence.slice(start + 5, end > start ? end : undefined));
  return positionOf(draft, identity, session, context);
}

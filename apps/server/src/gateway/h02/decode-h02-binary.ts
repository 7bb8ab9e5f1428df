import { deviceDate } from '../protocol/fix-builder';
import { PositionDraft } from '../protocol/position-draft';
import type { DecodeContext, DecodeOutcome } from '../protocol/tracker-protocol';
import type { H02ConnectionState } from './h02-connection-state';
import { applyH02Status, h02BatteryLevel } from './h02-status';

const KNOTS_TO_KMH = 1.852;
/** `$`, id, time+date, latitude, battery, longitude+flags, speed+course, status. */
const SHORT_ID_RECORD = 1 + 5 + 6 + 4 + 1 + 5 + 3 + 4;
/** Records of this length carry an 8-byte id whose first 15 hex digits are the IMEI. */
const LONG_ID_LENGTH = 42;

function digits(hex: string): number | undefined {
  return /^[0-9]+$/.test(hex) ? Number(hex) : undefined;
}

/**
 * A binary `$` record: BCD id, time hhmmss and date ddmmyy (UTC), latitude ddmm.mmmm, battery,
 * longitude dddmm.mmmm and a flags nibble (valid, north, east), speed (knots) and course, and the
 * status word. Bytes after the status (3 or 16 depending on the model) carry nothing we read.
 */
export function decodeH02Binary(
  frame: Buffer,
  session: H02ConnectionState,
  context: DecodeContext,
): DecodeOutcome {
  const longId = frame.length === LONG_ID_LENGTH;
  const idLength = longId ? 8 : 5;
  if (frame.length < SHORT_ID_RECORD + idLength - 5) return { ok: false, reason: 'length' };
  const hex = frame.toString('hex');
  const idHex = hex.slice(2, 2 + idLength * 2);
  const id = longId ? idHex.slice(0, 15) : idHex;
  const identity = session.claim(id);
  if (identity === undefined) return { ok: false, reason: 'format' };

  let at = 2 + idLength * 2;
  const take = (n: number) => {
    const part = hex.slice(at, at + n);
    at += n;
    return part;
  };
  const clock = take(12);
  const latitude = take(8);
  const battery = Number.parseInt(take(2), 16);
  const longitude = take(9);
  const flags = Number.parseInt(take(1), 16);
  const speed = take(3);
  const courseHundreds = Number.parseInt(take(1), 16);
  const courseRest = take(2);
  const status = Number.parseInt(take(8), 16);

  const parts = [0, 2, 4, 6, 8, 10].map((i) => digits(clock.slice(i, i + 2)));
  const [hh, mi, ss, dd, mo, yy] = parts;
  const latDeg = digits(latitude.slice(0, 2));
  const latMin = digits(latitude.slice(2));
  const lonDeg = digits(longitude.slice(0, 3));
  const lonMin = digits(longitude.slice(3));
  const knots = digits(speed);
  const courseTens = digits(courseRest);
  if (
    [hh, mi, ss, dd, mo, yy, latDeg, latMin, lonDeg, lonMin, knots, courseTens].some((v) => v === undefined)
  ) {
    return { ok: false, reason: 'format', identity };
  }
  const time = deviceDate(
    2000 + (yy as number),
    mo as number,
    dd as number,
    hh as number,
    mi as number,
    ss as number,
    context.clockOffsetMinutes,
  );
  if (time === undefined) return { ok: false, reason: 'format', identity };

  const draft = new PositionDraft();
  draft.fixTime = time;
  let lat = (latDeg as number) + (latMin as number) / 10000 / 60;
  let lon = (lonDeg as number) + (lonMin as number) / 10000 / 60;
  if ((flags & 0x04) === 0) lat = -lat;
  if ((flags & 0x08) === 0) lon = -lon;
  draft.setLocation(lat, lon, (flags & 0x02) !== 0);
  draft.setSpeed((knots as number) * KNOTS_TO_KMH);
  draft.setCourse(courseHundreds * 100 + (courseTens as number));
  const level = h02BatteryLevel(battery);
  if (level !== undefined) draft.attributes.batteryLevel = level;
  applyH02Status(draft, status);
  return { ok: true, identity, positions: [draft.finish(identity, session, context.receivedAt)] };
}

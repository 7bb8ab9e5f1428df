import { PositionDraft } from '../protocol/position-draft';
import type { DecodeContext, DecodeOutcome } from '../protocol/tracker-protocol';
import type { H02ConnectionState } from './h02-connection-state';
import { applyH02Status } from './h02-status';
import { h02Coordinate, h02Time, isDigits, isHex8 } from './h02-text-fields';

const KNOTS_TO_KMH = 1.852;

/** Where the fix starts: the validity field, followed by latitude, N/S, longitude, E/W. */
function findFix(fields: string[], from: number): number {
  for (let i = from; i + 4 < fields.length; i++) {
    if (/^[NS]$/.test(fields[i + 2] ?? '') && /^[EW]$/.test(fields[i + 4] ?? '')) return i;
  }
  return -1;
}

interface Tail {
  status?: string;
  extra: string[];
}

/** After the date: optional SIM info (3 fields), then an optional status word and its extra fields. */
function readTail(rest: string[]): Tail | undefined {
  if (rest.length >= 4 && isHex8(rest[3])) return { status: rest[3], extra: rest.slice(4) };
  if (rest.length === 3) return { extra: [] };
  if (rest.length === 0) return { extra: [] };
  if (isHex8(rest[0])) return { status: rest[0], extra: rest.slice(1) };
  return undefined;
}

/** After the course: an optional battery field, then the date (possibly empty), then the tail. */
function readDateAndTail(rest: string[]): { date: string; tail: Tail } | undefined {
  if (rest.length === 0) return { date: '', tail: { extra: [] } };
  if (rest.length >= 2 && isDigits(rest[0]) && (rest[1] === '' || isDigits(rest[1], 6))) {
    const tail = readTail(rest.slice(2));
    if (tail) return { date: rest[1] as string, tail };
  }
  if (rest[0] !== '' && !isDigits(rest[0], 6)) return undefined;
  const tail = readTail(rest.slice(1));
  return tail ? { date: rest[0] as string, tail } : undefined;
}

const SENSOR_FIELDS = [/^\d+$/, /^-?\d+$/, /^\d+\.\d+$/, /^-?\d+$/, /^[0-9A-Fa-f]+$/, /^[0-9A-Fa-f]+$/];

function applyExtra(draft: PositionDraft, extra: string[]): void {
  const values = [...extra];
  while (values.length > 0 && values.at(-1) === '') values.pop();
  if (values.length === 6 && values.every((v, i) => SENSOR_FIELDS[i]?.test(v))) {
    const [odometer, temperature, fuel, altitude] = values.map(Number) as [number, number, number, number];
    draft.attributes.odometer = odometer;
    draft.temperature(temperature);
    draft.attributes.fuel = fuel;
    draft.altitude = altitude;
    return;
  }
  values.forEach((v, i) => {
    draft.io(`io${i + 1}`, v.trim());
  });
}

/**
 * A location sentence (V1, V2, V5, V6, V8, V19, VI1...): time, validity, latitude, longitude, speed
 * (knots), course, date, then optionally SIM info, the status word and model-specific values. A V4
 * sentence is the device's answer to a command: the answer comes before the fix.
 */
export function decodeH02Location(
  fields: string[],
  identity: string,
  session: H02ConnectionState,
  context: DecodeContext,
): DecodeOutcome {
  const isAnswer = fields[2] === 'V4';
  const fix = isAnswer ? findFix(fields, 5) : 4;
  if (fix < 0 || !/^[NS]$/.test(fields[fix + 2] ?? '') || !/^[EW]$/.test(fields[fix + 4] ?? '')) {
    return { ok: false, reason: 'format', identity };
  }
  const time = fields[fix - 1] ?? '';
  const validity = fields[fix] ?? '';
  if ((time !== '' && !isDigits(time, 6)) || !/^([ABV]?|\d+)$/.test(validity)) {
    return { ok: false, reason: 'format', identity };
  }
  const latitude = h02Coordinate(fields[fix + 1] ?? '', fields[fix + 2] ?? '', 'S');
  const longitude = h02Coordinate(fields[fix + 3] ?? '', fields[fix + 4] ?? '', 'W');
  const speed = /^ *(\d+\.?\d*)$/.exec(fields[fix + 5] ?? '');
  const course = fields[fix + 6];
  if (latitude === undefined || longitude === undefined || !speed || course === undefined) {
    return { ok: false, reason: 'format', identity };
  }
  if (course !== '' && !/^\d+\.?\d*$/.test(course)) return { ok: false, reason: 'format', identity };
  const after = readDateAndTail(fields.slice(fix + 7));
  if (after === undefined) return { ok: false, reason: 'format', identity };

  const draft = new PositionDraft();
  if (after.date !== '') {
    const fixTime = h02Time(time, after.date, context.clockOffsetMinutes);
    if (fixTime === undefined) return { ok: false, reason: 'format', identity };
    draft.fixTime = fixTime;
  }
  draft.setLocation(latitude, longitude, validity === 'A' || /^\d+$/.test(validity));
  draft.setSpeed(Number(speed[1]) * KNOTS_TO_KMH);
  draft.setCourse(course === '' ? 0 : Number(course));
  if (after.tail.status !== undefined) applyH02Status(draft, Number.parseInt(after.tail.status, 16));
  applyExtra(draft, after.tail.extra);

  let commandAnswer: { text: string; success: boolean } | undefined;
  if (isAnswer) {
    const text = fields.slice(3, fix - 1).join(',');
    draft.io('result', text);
    commandAnswer = { text, success: !/ERROR/i.test(text) };
  }
  const position = draft.finish(identity, session, context.receivedAt);
  return commandAnswer
    ? { ok: true, identity, positions: [position], commandAnswer }
    : { ok: true, identity, positions: [position] };
}

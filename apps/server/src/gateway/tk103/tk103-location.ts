import type { PositionAttributes } from '../decoded-position';
import { degreesMinutes, deviceDate, type FixFields } from '../protocol/fix-builder';

/** A location body read: the fix and what the status characters around it say. */
export interface Tk103Location {
  fix: FixFields;
  attributes: PositionAttributes;
}

// Optional IMEI, date, validity, latitude and longitude, shared by every layout.
const HEAD = String.raw`^(\d*)(\d\d)(\d\d)(\d\d),?([AV]),?\s*(\d+\.\d+)\s*([NS]),?\s*(\d+\.\d+)\s*([EW]),?`;

/** Compact layout with status: speed, time, 6-character course, charge, ACC, 3 IO digits, fuel, L + odometer. */
const WITH_STATUS = new RegExp(
  `${HEAD}${String.raw`\s*(\d*?\.?\d*?),?(\d\d)(\d\d)(\d\d),?([\d. ]{6}),?([01])([01])([0-9A-Fa-f]{3})([0-9A-Fa-f]{3}),?L([0-9A-Fa-f]+)(.*)$`}`,
  's',
);

/** Without status: speed (one decimal, else any), time, course, then optional altitude and satellites. */
const PLAIN = [String.raw`\s*(\d+\.\d)`, String.raw`\s*(\d+(?:\.\d+)?)`].map(
  (speed) =>
    new RegExp(`${HEAD}${speed}${String.raw`,?(\d\d)(\d\d)(\d\d),?(?:\s*(\d+(?:\.\d+)?))?(.*)$`}`, 's'),
);

const ALTITUDE_SATELLITES = /,?([+-]?\d+\.\d{1,2}),(\d+)$/;
const TEMPERATURE = /([+-]\d{3}\.\d)/;

/**
 * Reads a TK103 location body (after the command): `yymmdd` (`ddmmyy` in the comma form) A/V,
 * `ddmm.mmmm` N/S, `dddmm.mmmm` E/W, speed in km/h, `hhmmss` UTC, course, then whatever the clone
 * adds. Undefined when the body is no location.
 */
export function readTk103Location(
  body: string,
  commaForm: boolean,
  clockOffsetMinutes: number,
): Tk103Location | undefined {
  const withStatus = WITH_STATUS.exec(body);
  const match = withStatus ?? PLAIN.map((re) => re.exec(body)).find((m) => m !== null);
  if (!match) return undefined;
  const g = match.slice(1);
  const [a = '', b = '', c = ''] = g.slice(1, 4);
  const [year, month, day] = commaForm ? [c, b, a] : [a, b, c];
  const attributes: PositionAttributes = {};
  const fix: FixFields = {
    time: deviceDate(
      2000 + Number(year),
      Number(month),
      Number(day),
      Number(g[10]),
      Number(g[11]),
      Number(g[12]),
      clockOffsetMinutes,
    ),
    valid: g[4] === 'A',
    latitude: degreesMinutes(g[5] ?? '', g[6] ?? ''),
    longitude: degreesMinutes(g[7] ?? '', g[8] ?? ''),
    speedKmh: Number(g[9] || '0'),
  };
  let rest: string;
  if (withStatus) {
    fix.course = Number((g[13] ?? '').trim());
    attributes.ignition = g[15] === '1';
    attributes.io = { charge: g[14] === '0' ? 1 : 0, ...statusBits(g[16] ?? '000') };
    attributes.fuel = Number.parseInt(g[17] ?? '0', 16);
    attributes.odometer = Number.parseInt(g[18] ?? '0', 16);
    rest = g[19] ?? '';
  } else {
    if (g[13] !== undefined) fix.course = Number(g[13]);
    rest = g[14] ?? '';
  }
  const temperature = TEMPERATURE.exec(rest);
  if (temperature) attributes.temperatures = [Number(temperature[1])];
  const altitude = ALTITUDE_SATELLITES.exec(rest);
  if (altitude) {
    fix.altitude = Number(altitude[1]);
    fix.satellites = Number(altitude[2]);
  }
  return { fix, attributes };
}

/**
 * The three IO digits after charge and ACC: input 2, panic, output 2, blocked; high-side outputs
 * 3..1 and door; low-side outputs 3..1. Flags that are off are left out (but in2/out2/panic).
 */
function statusBits(hex: string): Record<string, number> {
  const [a = 0, b = 0, c = 0] = [...hex].map((d) => Number.parseInt(d, 16));
  const io: Record<string, number> = { in2: a & 1, panic: (a >> 1) & 1, out2: (a >> 2) & 1 };
  if (a & 8) io.blocked = 1;
  for (let i = 0; i < 3; i++) if ((b >> i) & 1) io[`hs${3 - i}`] = 1;
  if (b & 8) io.door = 1;
  for (let i = 1; i <= 3; i++) if ((c >> i) & 1) io[`ls${4 - i}`] = 1;
  return io;
}

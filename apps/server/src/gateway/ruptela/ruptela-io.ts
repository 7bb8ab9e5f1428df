import type { PositionDraft } from '../protocol/position-draft';

/** One IO value as the record carries it: unsigned, or signed where the parameter is. */
export interface IoValue {
  unsigned: bigint;
  signed: bigint;
  bytes: Buffer;
}

const num = (v: bigint) => Number(v);

/** A value too large for a double is kept as decimal text. */
function plain(v: bigint): number | string {
  return v <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(v) : v.toString();
}

/**
 * Ruptela IO parameter ids with a known meaning (FM-Tco4/FM-Eco4/FM-Pro4 manuals, as Traccar reads
 * them); every other id goes to `io` as `io<id>`.
 */
export function applyRuptelaIo(draft: PositionDraft, alarms: string[], id: number, value: IoValue): void {
  const a = draft.attributes;
  const u = value.unsigned;
  const on = u > 0n;
  switch (id) {
    case 2:
    case 3:
    case 4:
    case 5:
      draft.io(`in${id - 1}`, num(u));
      return;
    case 13:
    case 173:
      a.motion = on;
      return;
    case 20:
      draft.io('adc3', num(u));
      return;
    case 21:
      draft.io('adc4', num(u));
      return;
    case 22:
      draft.io('adc1', num(u));
      return;
    case 23:
      draft.io('adc2', num(u));
      return;
    case 29:
      a.power = num(u) / 1000;
      return;
    case 30:
      a.battery = num(u) / 1000;
      return;
    case 32:
      draft.io('deviceTemp', num(value.signed));
      return;
    case 34:
      a.driverId = value.bytes.toString('hex');
      return;
    case 39:
      draft.io('engineLoad', num(u));
      return;
    case 65:
      a.odometer = num(u);
      return;
    case 74:
    case 78:
    case 79:
    case 80:
      draft.temperature(num(value.signed) / 10);
      return;
    case 88:
      if (on) alarms.push('jamming');
      return;
    case 94:
      draft.io('rpm', num(u) / 4);
      return;
    case 95:
      draft.io('obdSpeed', num(u));
      return;
    case 98:
      a.fuel = (num(u) * 100) / 255;
      a.fuelUnit = '%';
      return;
    case 100:
      draft.io('fuelConsumption', num(u) / 20);
      return;
    case 134:
      if (on) alarms.push('harshBraking');
      return;
    case 136:
      if (on) alarms.push('harshAcceleration');
      return;
    case 150:
      draft.io('operator', num(u));
      return;
    case 163:
      a.odometer = num(u) * 5;
      return;
    case 164:
      draft.io('tripOdometer', num(u) * 5);
      return;
    case 165:
      draft.io('obdSpeed', num(u) / 256);
      return;
    case 166:
    case 197:
      draft.io('rpm', num(u) / 8);
      return;
    case 170:
      draft.io('charge', on);
      return;
    case 205:
      a.fuel = num(u);
      return;
    case 207:
      a.fuel = num(u) * 0.4;
      return;
    case 208:
      draft.io('fuelUsed', num(u) / 2);
      return;
    case 251:
    case 409:
      a.ignition = on;
      return;
    case 410:
      if (on) alarms.push('tow');
      return;
    case 411:
      if (on) alarms.push('accident');
      return;
    case 415:
      if (!on) alarms.push('gpsAntennaCut');
      return;
    case 645:
      draft.io('obdOdometer', num(u) * 1000);
      return;
    case 758:
      if (u === 1n) alarms.push('tampering');
      return;
    default:
      draft.io(`io${id}`, plain(u));
  }
}

/**
 * Ids that come in halves: a driver card read over CAN (126/127) or from the tachograph
 * (155/156) is 16 ASCII characters in two 8-byte values; a BLE tag id (760/761) two hex halves.
 */
export function joinRuptelaHalves(draft: PositionDraft, halves: Map<number, IoValue>): void {
  for (const [first, second] of [
    [126, 127],
    [155, 156],
  ] as const) {
    const a = halves.get(first);
    const b = halves.get(second);
    if (a && b) draft.attributes.driverId = Buffer.concat([a.bytes, b.bytes]).toString('latin1');
  }
  const tag1 = halves.get(760);
  const tag2 = halves.get(761);
  if (tag1 && tag2) draft.io('tagId', tag1.unsigned.toString(16) + tag2.unsigned.toString(16));
}

export const RUPTELA_HALVES = new Set([126, 127, 155, 156, 760, 761]);

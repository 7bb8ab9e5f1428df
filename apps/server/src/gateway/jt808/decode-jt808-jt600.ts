import { ByteCursor } from '../protocol/byte-cursor';
import { PositionDraft } from '../protocol/position-draft';
import { AlarmSet } from './jt808-alarms';
import { bcdTime } from './jt808-time';

const KNOTS_TO_KMH = 1.852;

function bcdDigits(bytes: Uint8Array, digits: number): number {
  const hex = Buffer.from(bytes).toString('hex').slice(0, digits);
  return /^[0-9]+$/.test(hex) ? Number(hex) : Number.NaN;
}

/** `dddmmmmmm`-style BCD: degrees, then minutes with four decimals. */
function coordinate(raw: number): number {
  return Math.floor(raw / 1e6) + (raw % 1e6) / 1e4 / 60;
}

/**
 * 0x5501 / 0x5502 (JT600-style body): BCD time ddMMyy HHmmss (UTC), latitude, longitude and flags,
 * speed (knots) and course (×2), then RSSI, satellites, odometer (km), battery, cell, product,
 * status, alarm and `id(1) length(1)` items. 0x5502 reports are from the blind-area memory.
 */
export function decodeJt808Jt600(
  bytes: Uint8Array,
  start: number,
  end: number,
  blind: boolean,
): PositionDraft | undefined {
  if (end - start < 36) return undefined;
  const c = new ByteCursor(bytes, start, end);
  const draft = new PositionDraft();
  const time = bcdTime(c.slice(6), 'dMyHms', 0);
  const latitude = coordinate(bcdDigits(c.slice(4), 8));
  const lonBytes = c.slice(5);
  const longitude = coordinate(bcdDigits(lonBytes, 9));
  const flags = (lonBytes[4] ?? 0) & 0x0f;
  if (time !== undefined) {
    draft.fixTime = time;
    draft.setLocation(
      (flags & 0x02) === 0 ? -latitude : latitude,
      (flags & 0x04) === 0 ? -longitude : longitude,
      !blind,
    );
  }
  draft.setSpeed(bcdDigits(c.slice(1), 2) * KNOTS_TO_KMH);
  draft.setCourse(c.u8() * 2);
  const a = draft.attributes;
  a.gsmSignal = c.u8();
  draft.satellites = c.u8();
  a.odometer = c.u32() * 1000;
  const battery = c.u8();
  if (battery <= 100) a.batteryLevel = battery;
  else if (battery === 0xaa || battery === 0xab) draft.io('charge', true);
  const cid = c.u32();
  const lac = c.u16();
  if (cid > 0 && lac > 0) draft.io('cell', `${lac}/${cid}`);
  const product = c.u8();
  const status = c.u16();
  const alarm = c.u16();
  const alarms = new AlarmSet();
  const on = (n: number) => ((alarm >> n) & 1) === 1;
  if (product === 1 || product === 2) {
    if (on(0)) alarms.add('lowPower');
  } else if (product === 3) {
    draft.io('blocked', ((status >> 5) & 1) === 1);
    if (on(0)) alarms.add('overspeed');
    if (on(1)) alarms.add('lowPower');
    if (on(2)) alarms.add('vibration');
    if (on(3)) alarms.add('lowBattery');
    if (on(5)) alarms.add('geofenceEnter');
    if (on(6)) alarms.add('geofenceExit');
  }
  draft.alarm(alarms.value);
  draft.io('status', status);
  while (c.remaining() > 2) {
    const id = c.u8();
    const length = c.u8();
    const item = new ByteCursor(bytes, c.pos, Math.min(end, c.pos + length));
    c.pos = Math.min(end, c.pos + length);
    try {
      readItem(id, length, item, draft);
    } catch {
      // An item shorter than its fields is skipped.
    }
  }
  return draft;
}

function readItem(id: number, length: number, c: ByteCursor, draft: PositionDraft): void {
  switch (id) {
    case 0x02:
      draft.altitude = c.i16();
      return;
    case 0x10:
      draft.io('wakeSource', c.u8());
      return;
    case 0x0b:
      draft.io('lockCommand', c.u8());
      if (length >= 5 && length <= 6) draft.io('lockCard', c.u32());
      else if (length >= 7) draft.io('lockPassword', c.ascii(6));
      if (length % 2 === 0) draft.io('unlockResult', c.u8());
      return;
    case 0x0c: {
      const axis = () => {
        const v = c.u16();
        return v > 0x8000 ? v - 0x10000 : v;
      };
      draft.io('tilt', `[${axis()},${axis()},${axis()}]`);
      return;
    }
    case 0xfc:
      draft.io('geofence', c.u8());
      return;
    default:
      return;
  }
}

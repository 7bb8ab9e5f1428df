import { ByteCursor } from '../protocol/byte-cursor';
import { PositionDraft } from '../protocol/position-draft';
import { applyRuptelaIo, type IoValue, joinRuptelaHalves, RUPTELA_HALVES } from './ruptela-io';

/** "No fix" in both coordinates. */
const NO_FIX = -0x80000000;

function readIo(c: ByteCursor, size: number): IoValue {
  const bytes = Buffer.from(c.slice(size));
  const unsigned =
    size === 1
      ? BigInt(bytes[0] ?? 0)
      : size === 2
        ? BigInt(bytes.readUInt16BE(0))
        : size === 4
          ? BigInt(bytes.readUInt32BE(0))
          : bytes.readBigUInt64BE(0);
  const signed =
    size === 1
      ? BigInt(bytes.readInt8(0))
      : size === 2
        ? BigInt(bytes.readInt16BE(0))
        : size === 4
          ? BigInt(bytes.readInt32BE(0))
          : bytes.readBigInt64BE(0);
  return { unsigned, signed, bytes };
}

/**
 * Records (0x01) and extended records (0x44): `records left(1) count(1)`, then per record: time
 * (unix seconds), time extension, [record extension (0x44): merged-record count and number],
 * priority, longitude and latitude (10⁻⁷ °), altitude (0.1 m), course (0.01 °), satellites, speed
 * (km/h), HDOP (0.1), event id (2 bytes in 0x44), then IO groups of 1-, 2-, 4- and 8-byte values
 * (ids of 2 bytes in 0x44). A record that continues a merged one adds its IO to it. Records cut
 * short end the list.
 */
export function decodeRuptelaRecords(
  frame: Buffer,
  start: number,
  end: number,
  extended: boolean,
): PositionDraft[] {
  const c = new ByteCursor(frame, start, end);
  const drafts: PositionDraft[] = [];
  try {
    c.u8();
    const count = c.u8();
    for (let i = 0; i < count; i++) {
      const time = new Date(c.u32() * 1000);
      c.u8();
      let draft = new PositionDraft();
      if (extended) {
        const merge = c.u8();
        const total = merge >> 4;
        const current = merge & 0x0f;
        if (current > 0 && current <= total && drafts.length > 0) draft = drafts.pop() as PositionDraft;
      }
      c.u8();
      const longitude = c.i32();
      const latitude = c.i32();
      draft.fixTime ??= time;
      if (longitude !== NO_FIX && latitude !== NO_FIX) {
        draft.fixTime = time;
        draft.setLocation(latitude / 1e7, longitude / 1e7, true);
        draft.altitude = c.u16() / 10;
        draft.setCourse(c.u16() / 100);
        draft.satellites = c.u8();
        draft.setSpeed(c.u16());
        draft.attributes.hdop = c.u8() / 10;
      } else {
        c.skip(8);
        draft.deviceTime = time;
      }
      draft.attributes.eventId = extended ? c.u16() : c.u8();
      const alarms: string[] = [];
      const halves = new Map<number, IoValue>();
      for (const size of [1, 2, 4, 8]) {
        for (let n = c.u8(); n > 0; n--) {
          const id = extended ? c.u16() : c.u8();
          const value = readIo(c, size);
          if (RUPTELA_HALVES.has(id)) halves.set(id, value);
          else applyRuptelaIo(draft, alarms, id, value);
        }
      }
      joinRuptelaHalves(draft, halves);
      if (alarms.length > 0) draft.alarm(alarms.join(','));
      drafts.push(draft);
    }
  } catch {
    // A record cut short: the records read so far stand.
  }
  return drafts;
}

/** DTC records (0x09): `count`, then reserved, time, longitude, latitude, archive flag, a 5-character code. */
export function decodeRuptelaDtcs(frame: Buffer, start: number, end: number): PositionDraft[] {
  const c = new ByteCursor(frame, start, end);
  const drafts: PositionDraft[] = [];
  try {
    for (let n = c.u8(); n > 0; n--) {
      c.u8();
      const draft = new PositionDraft();
      draft.fixTime = new Date(c.u32() * 1000);
      const longitude = c.i32() / 1e7;
      const latitude = c.i32() / 1e7;
      draft.setLocation(latitude, longitude, true);
      if (c.u8() === 2) draft.io('archive', true);
      draft.io('dtcs', c.ascii(5));
      drafts.push(draft);
    }
  } catch {
    // A record cut short: the records read so far stand.
  }
  return drafts;
}

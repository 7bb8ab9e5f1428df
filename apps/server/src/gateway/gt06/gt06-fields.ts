import type { ByteCursor } from '../protocol/byte-cursor';
import { deviceDate } from '../protocol/fix-builder';
import type { PositionDraft } from '../protocol/position-draft';
import { gt06Alarms } from './gt06-alarms';
import type { Gt06Context } from './gt06-context';

/** Coordinates are sent in units of 1/30000 minute. */
const COORDINATE_UNIT = 60 * 30000;

function bcd(byte: number): number {
  return (byte >> 4) * 10 + (byte & 0x0f);
}

/** Field groups shared by many GT06 message types. */
export const gt06Fields = {
  /** YY MM DD hh mm ss in the device's time zone; undefined when the fields are not a date. */
  date(c: ByteCursor, offsetMinutes: number): Date | undefined {
    const b = c.slice(6);
    return deviceDate(
      2000 + (b[0] ?? 0),
      b[1] ?? 0,
      b[2] ?? 0,
      b[3] ?? 0,
      b[4] ?? 0,
      b[5] ?? 0,
      offsetMinutes,
    );
  },

  /** The same in BCD, always UTC (WiFi reports). */
  bcdDate(c: ByteCursor): Date | undefined {
    const b = Array.from(c.slice(6), bcd);
    return deviceDate(2000 + (b[0] ?? 0), b[1] ?? 0, b[2] ?? 0, b[3] ?? 0, b[4] ?? 0, b[5] ?? 0, 0);
  },

  /**
   * Date, [GPS length], [satellites], latitude, longitude, [speed], course/status. The course/status
   * word: bits 0-9 course, 10 north, 11 west, 12 fixed, 13 differential, 14 "ACC present", 15 ACC.
   * Returns false when a GPS length of 0 says there is no GPS block.
   */
  gps(
    ctx: Gt06Context,
    draft: PositionDraft,
    options: { hasLength?: boolean; hasSatellites?: boolean; hasSpeed?: boolean; longSpeed?: boolean } = {},
  ): boolean {
    const { hasLength = false, hasSatellites = true, hasSpeed = true, longSpeed = false } = options;
    const c = ctx.cursor;
    const time = gt06Fields.date(c, ctx.session.timezoneOffsetMinutes);
    draft.fixTime = time;
    if (hasLength && c.u8() === 0) {
      draft.deviceTime = time;
      return false;
    }
    if (hasSatellites) draft.satellites = c.u8() & 0x0f;
    const latitude = c.u32() / COORDINATE_UNIT;
    const longitude = c.u32() / COORDINATE_UNIT;
    if (hasSpeed) draft.setSpeed(longSpeed ? c.u16() : c.u8());
    gt06Fields.courseStatus(c.u16(), latitude, longitude, draft);
    if (time === undefined) draft.valid = false;
    return true;
  },

  courseStatus(flags: number, latitude: number, longitude: number, draft: PositionDraft): void {
    draft.setCourse(flags & 0x3ff);
    draft.setLocation(
      flags & 0x400 ? latitude : -latitude,
      flags & 0x800 ? -longitude : longitude,
      (flags & 0x1000) !== 0,
    );
    if (flags & 0x4000) draft.attributes.ignition = (flags & 0x8000) !== 0;
  },

  /**
   * Cell tower: MCC (bit 15 set = 2-byte MNC), MNC, LAC, cell id. `hasLength` packets put a length
   * byte (counting itself) first; 4G packets have a 4-byte LAC and an 8-byte cell id.
   */
  lbs(ctx: Gt06Context, draft: PositionDraft, hasLength: boolean): boolean {
    const c = ctx.cursor;
    const { type, variant } = ctx;
    let length = 0;
    if (hasLength) {
      length = c.u8();
      if (length === 0) {
        // Some devices send an empty LBS block as a zero length followed by zeros.
        let zeroed = true;
        for (let i = c.pos + 9; i < c.pos + 45 && i < c.end; i++) {
          if (ctx.frame[i] !== 0) {
            zeroed = false;
            break;
          }
        }
        if (zeroed) c.skip(Math.min(c.remaining(), 45));
        return false;
      }
    }
    const start = c.pos;
    const rawMcc = c.u16();
    const wideMnc = (rawMcc & 0x8000) !== 0 || type === 0x11 || variant === 'sl4x';
    const mnc = wideMnc ? c.u16() : c.u8();
    const fourG =
      type === 0xa5 ||
      type === 0xa0 ||
      (type === 0xa2 && variant === 'lw4g') ||
      (hasLength && length - 1 >= (wideMnc ? 16 : 15));
    const lac = fourG ? c.u32() : c.u16();
    let cid: number;
    if (fourG || variant === 'sl4x') cid = c.u64();
    else if (type === 0x11 || variant === 'seeworld') cid = c.u32();
    else cid = c.u24();
    draft.cell(rawMcc & 0x7fff, mnc, lac, cid);
    if (fourG && hasLength) {
      const consumed = c.pos - start;
      if (length - 1 > consumed) c.skip(length - 1 - consumed);
    } else if (length > 9) {
      // Traccar's reading of the length byte; SL4X devices depend on it.
      c.skip(length - 9);
    }
    return true;
  },

  /** Terminal information byte: bit 0 armed, 1 ACC, 2 charging, 3-5 alarm, 6 GPS tracking, 7 oil/power cut off. */
  status(ctx: Gt06Context, draft: PositionDraft): void {
    const status = ctx.cursor.u8();
    draft.io('status', status);
    draft.attributes.ignition = (status & 0x02) !== 0;
    draft.io('charge', (status & 0x04) !== 0);
    draft.io('blocked', (status & 0x80) !== 0);
    draft.alarmFromStatus(gt06Alarms.fromStatusBits(status, ctx.variant === 'vxt01'));
  },

  /** Voltage level 0-6 (older devices) or a percentage. */
  batteryLevel(draft: PositionDraft, value: number): void {
    if (value <= 6) draft.attributes.batteryLevel = Math.floor((value * 100) / 6);
    else if (value <= 100) draft.attributes.batteryLevel = value;
  },
};

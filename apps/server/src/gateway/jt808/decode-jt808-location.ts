import { ByteCursor } from '../protocol/byte-cursor';
import { PositionDraft } from '../protocol/position-draft';
import { AlarmSet, addJt808AlarmFlags, jt808Bit as bit } from './jt808-alarms';
import { readJt808Extras } from './jt808-extras';
import { bcdTime } from './jt808-time';

/** The basic location block: alarm flags, status, latitude, longitude, altitude, speed, course, time. */
const BASIC_LENGTH = 28;

export interface LocationOptions {
  model: string | undefined;
  offsetMinutes: number;
}

/**
 * A location report body (0x0200, 0x0201 after its serial, each item of 0x0704/0x0210): the basic
 * block (JT/T 808 table 23), then the additional-information items. Undefined when the body is
 * shorter than the basic block.
 */
export function decodeJt808Location(
  bytes: Uint8Array,
  start: number,
  end: number,
  options: LocationOptions,
): PositionDraft | undefined {
  if (end - start < BASIC_LENGTH) return undefined;
  const c = new ByteCursor(bytes, start, end);
  const draft = new PositionDraft();
  const alarms = new AlarmSet();
  addJt808AlarmFlags(alarms, c.u32(), options.model);
  readStatusAndCoordinates(c, draft, options.model);
  draft.altitude = c.i16();
  draft.setSpeed(c.u16() / 10);
  draft.setCourse(c.u16());
  const time = bcdTime(c.slice(6), 'yMdHms', options.offsetMinutes);
  if (time !== undefined) draft.fixTime = time;
  else draft.setLocation(Number.NaN, Number.NaN, false);
  if (end - c.pos === 20) {
    // One vendor's fixed tail: battery and mileage, odometer (km), battery (0.1 V), area, RSSI.
    c.skip(4);
    draft.attributes.odometer = c.u32() * 1000;
    draft.attributes.battery = c.u16() / 10;
    c.skip(4);
    draft.attributes.gsmSignal = c.u8();
  } else {
    readJt808Extras(bytes, c.pos, end, { draft, alarms, model: options.model });
  }
  draft.alarm(alarms.value);
  return draft;
}

/** The status word (ignition, valid, hemispheres, cut-off, charge, door) and the coordinates. */
export function readStatusAndCoordinates(
  c: ByteCursor,
  draft: PositionDraft,
  model: string | undefined,
): void {
  const status = c.u32();
  draft.attributes.ignition = bit(status, 0);
  if (model === 'G1C Pro') draft.attributes.motion = bit(status, 4);
  draft.io('blocked', bit(status, 10));
  if (model === 'MV810G' || model === 'MV710G') draft.io('door', bit(status, 16));
  draft.io('charge', bit(status, 26));
  const latitude = c.u32() / 1e6;
  const longitude = c.u32() / 1e6;
  draft.setLocation(
    bit(status, 2) ? -latitude : latitude,
    bit(status, 3) ? -longitude : longitude,
    bit(status, 1),
  );
}

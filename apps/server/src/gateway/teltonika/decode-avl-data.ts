import type { DecodedPosition } from '../decoded-position';
import { ByteCursor, OutOfBytes } from './byte-cursor';
import { type IoElement, mapTeltonikaIo } from './teltonika-io-mapping';

export const CODEC_GH3000 = 0x07;
export const CODEC_8 = 0x08;
export const CODEC_8_EXTENDED = 0x8e;
export const CODEC_12 = 0x0c;
export const CODEC_13 = 0x0d;
export const CODEC_16 = 0x10;

const KNOWN_CODECS = new Set([CODEC_GH3000, CODEC_8, CODEC_8_EXTENDED, CODEC_12, CODEC_13, CODEC_16]);

/** Seconds from the Unix epoch to 2007-01-01, where Codec 7 time starts. */
const GH3000_EPOCH = 1_167_609_600;
const CAMERA = 0x0d;

export type TeltonikaRefusal =
  | 'preamble'
  | 'length'
  | 'crc'
  | 'codec'
  | 'truncated'
  | 'count-mismatch'
  | 'malformed'
  /** A bug of ours, never the device's fault; tests assert it never happens. */
  | 'internal';

export interface TeltonikaDecodeOptions {
  /** Accept frames with a bad CRC, declared length or record count, as Traccar does. Default: strict. */
  lenient?: boolean;
  /** Traccar's `teltonika.extended`: an extra group of 16-byte IO values after the 8-byte group. */
  extended?: boolean;
  /** Device model (e.g. 'FMB130'); decides how some IO ids are read. */
  model?: string;
}

/** A Codec 12/13 message: the device's answer to a command (or, rarely, a command it forwards). */
export interface TeltonikaCommandResponse {
  codec: typeof CODEC_12 | typeof CODEC_13;
  /** 0x05 command, 0x06 response. */
  type: number;
  /** The payload when it is printable text (trimmed), otherwise `hex`. */
  text?: string;
  hex?: string;
  /** Codec 13 carries the time the device produced the message. */
  time?: Date;
  /** Driver id from a tachograph/driver-card "GTSL|…" message. */
  driverId?: string;
}

export type TeltonikaDecodeResult =
  | {
      ok: true;
      codec: number;
      positions: DecodedPosition[];
      responses: TeltonikaCommandResponse[];
      /** Records the device says it sent; the ack confirms this many. */
      recordCount: number;
      /** Records decoded but left out: no location, or a location/time that cannot be real. */
      dropped: number;
      /** Bytes to send back after the positions are committed; empty means send nothing. */
      ack: Buffer;
      /** Faults lenient mode let through (empty in strict mode). */
      tolerated: TeltonikaRefusal[];
    }
  | { ok: false; reason: TeltonikaRefusal };

export interface AvlData {
  codec: number;
  positions: DecodedPosition[];
  responses: TeltonikaCommandResponse[];
  recordCount: number;
  dropped: number;
  tolerated: TeltonikaRefusal[];
}

/**
 * Decodes the part shared by TCP and UDP: codec id, number of data 1, the records and number of
 * data 2, between `start` and `end` of `bytes`. In strict mode the records must fill that range
 * exactly and both counts must agree; lenient mode keeps every record it can read. `endIsBound`
 * says the end is only an upper bound (the declared length was wrong, so bytes may follow).
 */
export function decodeAvlData(
  bytes: Uint8Array,
  start: number,
  end: number,
  deviceId: string,
  options: TeltonikaDecodeOptions,
  endIsBound = false,
): AvlData | TeltonikaRefusal {
  const lenient = options.lenient === true;
  const cursor = new ByteCursor(bytes, start, end);
  if (cursor.remaining < 2) return 'truncated';
  const codec = cursor.u8();
  if (!KNOWN_CODECS.has(codec)) return 'codec';
  const recordCount = cursor.u8();

  const data: AvlData = { codec, positions: [], responses: [], recordCount, dropped: 0, tolerated: [] };
  let read = 0;
  try {
    for (; read < recordCount; read++) readRecord(cursor, codec, deviceId, options, data);
  } catch (error) {
    if (!(error instanceof OutOfBytes)) throw error;
    if (!lenient || read === 0) return 'truncated';
    data.tolerated.push('truncated');
    return data;
  }

  if (cursor.remaining === 0) {
    if (!lenient) return 'truncated';
    data.tolerated.push('truncated');
    return data;
  }
  if (cursor.remaining !== 1 && !endIsBound) {
    if (!lenient) return 'malformed';
    data.tolerated.push('malformed');
  }
  if (cursor.u8() !== recordCount) {
    if (!lenient) return 'count-mismatch';
    data.tolerated.push('count-mismatch');
  }
  return data;
}

function readRecord(
  cursor: ByteCursor,
  codec: number,
  deviceId: string,
  options: TeltonikaDecodeOptions,
  data: AvlData,
): void {
  if (codec === CODEC_12 || codec === CODEC_13) {
    const response = readCommandResponse(cursor, codec);
    if (response) data.responses.push(response);
    return;
  }
  const position =
    codec === CODEC_GH3000
      ? readGh3000Record(cursor, deviceId)
      : readAvlRecord(cursor, codec, deviceId, options);
  if (position) data.positions.push(position);
  else data.dropped++;
}

/** Codec 8, 8 Extended and 16: the 8E variant widens counts and ids to 2 bytes, 16 widens ids. */
function readAvlRecord(
  cursor: ByteCursor,
  codec: number,
  deviceId: string,
  options: TeltonikaDecodeOptions,
): DecodedPosition | undefined {
  const extended = codec === CODEC_8_EXTENDED;
  const readCount = () => (extended ? cursor.u16() : cursor.u8());
  const readId = () => (codec === CODEC_8 ? cursor.u8() : cursor.u16());

  const timeMs = cursor.u64();
  const priority = cursor.u8();
  const longitude = cursor.i32() / 1e7;
  const latitude = cursor.i32() / 1e7;
  const altitude = cursor.i16();
  const course = cursor.u16();
  const satellites = cursor.u8();
  const speedKmh = cursor.u16();
  const eventId = readId();
  const generationType = codec === CODEC_16 ? cursor.u8() : undefined;
  readCount(); // total IO count: redundant with the group counts, which are what the layout follows

  const elements: IoElement[] = [];
  const widths = options.extended ? [1, 2, 4, 8, 16] : [1, 2, 4, 8];
  for (const width of widths) {
    const count = readCount();
    for (let i = 0; i < count; i++) {
      const id = readId();
      elements.push({ id, value: cursor.slice(width) });
    }
  }
  if (extended) {
    const count = cursor.u16();
    for (let i = 0; i < count; i++) {
      const id = cursor.u16();
      elements.push({ id, value: cursor.slice(cursor.u16()), variable: true });
    }
  }

  const fixTime = toDate(timeMs);
  if (!fixTime || !inRange(latitude, longitude)) return undefined;

  const attributes = mapTeltonikaIo(elements, { model: options.model, eventId });
  if (eventId !== 0) attributes.eventId = eventId;
  const io: Record<string, number | string> = { ...attributes.io, priority };
  if (generationType !== undefined) io.generationType = generationType;
  attributes.io = io;

  return {
    deviceId,
    fixTime,
    // The device repeats its last known fix with zero satellites when it has none.
    valid: satellites > 0,
    latitude,
    longitude,
    altitude,
    speedKmh,
    course: course <= 360 ? course : course % 360,
    satellites,
    attributes,
  };
}

/**
 * Codec 7 (GH3000 personal trackers): a 30-bit time in seconds since 2007 with the priority in
 * the top 2 bits, a mask saying which parts follow, float coordinates, and 1/2/4-byte IO groups.
 */
function readGh3000Record(cursor: ByteCursor, deviceId: string): DecodedPosition | undefined {
  const stamp = cursor.u32();
  const seconds = (stamp & 0x3fffffff) + GH3000_EPOCH;
  const priority = stamp >>> 30;
  const globalMask = cursor.u8();

  let latitude: number | undefined;
  let longitude: number | undefined;
  let altitude: number | undefined;
  let course = 0;
  let speedKmh = 0;
  let satellites: number | undefined;
  let lac: number | undefined;
  let cid: number | undefined;
  let signal: number | undefined;
  let operator: number | undefined;
  if (globalMask & 0x01) {
    const mask = cursor.u8();
    if (mask & 0x01) {
      latitude = cursor.f32();
      longitude = cursor.f32();
    }
    if (mask & 0x02) altitude = cursor.u16();
    if (mask & 0x04) course = (cursor.u8() * 360) / 256;
    if (mask & 0x08) speedKmh = cursor.u8();
    if (mask & 0x10) satellites = cursor.u8();
    if (mask & 0x20) {
      lac = cursor.u16();
      cid = cursor.u16();
    }
    if (mask & 0x40) signal = cursor.u8();
    if (mask & 0x80) operator = cursor.u32();
  }

  const elements: IoElement[] = [];
  for (const [bit, width] of [
    [0x02, 1],
    [0x04, 2],
    [0x08, 4],
  ] as const) {
    if (!(globalMask & bit)) continue;
    const count = cursor.u8();
    for (let i = 0; i < count; i++) {
      const id = cursor.u8();
      elements.push({ id, value: cursor.slice(width) });
    }
  }

  // Without a GPS element the record only updates IO state; it has no fix to stand on.
  if (latitude === undefined || longitude === undefined || !inRange(latitude, longitude)) return undefined;

  const attributes = mapTeltonikaIo(elements, { gh3000: true });
  const io: Record<string, number | string> = { ...attributes.io, priority };
  // GH3000 reports signal quality on the 0..31 CSQ scale, not the 0..5 of `gsmSignal`.
  if (signal !== undefined) io.signal = signal;
  attributes.io = io;
  if (
    lac !== undefined &&
    cid !== undefined &&
    operator !== undefined &&
    operator >= 10000 &&
    operator <= 999999
  ) {
    const digits = String(operator);
    attributes.cell = { mcc: Number(digits.slice(0, 3)), mnc: Number(digits.slice(3)), lac, cid };
  }

  const position: DecodedPosition = {
    deviceId,
    fixTime: new Date(seconds * 1000),
    valid: satellites === undefined || satellites > 0,
    latitude,
    longitude,
    speedKmh,
    course,
    attributes,
  };
  if (altitude !== undefined) position.altitude = altitude;
  if (satellites !== undefined) position.satellites = satellites;
  return position;
}

/**
 * Codec 12: type, 4-byte size, payload. Codec 13 adds a 4-byte time (seconds) counted in the size.
 * Camera transfers (type 0x0D) need a stateful exchange with the device and are skipped.
 */
function readCommandResponse(cursor: ByteCursor, codec: number): TeltonikaCommandResponse | undefined {
  const type = cursor.u8();
  const size = cursor.u32();
  if (codec === CODEC_12 && type === CAMERA) {
    cursor.skip(size);
    return undefined;
  }
  const response: TeltonikaCommandResponse = { codec: codec === CODEC_13 ? CODEC_13 : CODEC_12, type };
  let length = size;
  if (codec === CODEC_13) {
    if (size < 4) throw new OutOfBytes();
    response.time = new Date(cursor.u32() * 1000);
    length = size - 4;
  }
  const payload = cursor.slice(length);
  if (isPrintable(payload)) {
    const text = Buffer.from(payload).toString('latin1').trim();
    if (text.startsWith('GTSL')) {
      const driverId = text.split('|')[4];
      if (driverId) response.driverId = driverId;
    }
    response.text = text;
  } else {
    response.hex = Buffer.from(payload).toString('hex');
  }
  return response;
}

function toDate(ms: bigint): Date | undefined {
  // Date's own limit is ±8.64e15 ms; a larger value is corruption, not a time.
  if (ms > 8_640_000_000_000_000n) return undefined;
  return new Date(Number(ms));
}

function inRange(latitude: number, longitude: number): boolean {
  return (
    Number.isFinite(latitude) &&
    Number.isFinite(longitude) &&
    Math.abs(latitude) <= 90 &&
    Math.abs(longitude) <= 180
  );
}

function isPrintable(bytes: Uint8Array): boolean {
  return bytes.every((byte) => (byte >= 0x20 && byte < 0x7f) || byte === 0x0a || byte === 0x0d);
}

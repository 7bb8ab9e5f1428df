export type TeltonikaFramingError = 'preamble' | 'length' | 'imei';

export type TeltonikaFrame =
  /** The lone 0xFF byte some devices send to keep the connection open. */
  | { kind: 'ping'; bytes: Buffer }
  /** The login frame: 2-byte length and the IMEI in ASCII. Answer 0x01 to accept, 0x00 to refuse. */
  | { kind: 'imei'; imei: string; bytes: Buffer }
  /** A whole AVL data packet, preamble to CRC, for `decodeTeltonikaPacket`. */
  | { kind: 'packet'; bytes: Buffer }
  /** Bytes that cannot start a frame; the reader skips to the next plausible frame start. */
  | { kind: 'error'; reason: TeltonikaFramingError };

export interface TeltonikaFrameReaderOptions {
  /** Largest data length accepted from the length field; default 64 KiB. */
  maxDataLength?: number;
}

const PING = 0xff;
const HEADER = 8;
const CRC_SIZE = 4;
/** Codec id, number of data 1 and number of data 2: the smallest possible data part. */
const MIN_DATA_LENGTH = 3;
const MIN_IMEI_LENGTH = 8;
const MAX_IMEI_LENGTH = 20;
/** Codecs a device may send (7, 8, 8E, 12-16); only used to judge a resynchronisation point. */
const DEVICE_CODECS = new Set([0x07, 0x08, 0x8e, 0x0c, 0x0d, 0x0e, 0x0f, 0x10]);

type Attempt = { frame: TeltonikaFrame; size: number } | { error: TeltonikaFramingError } | 'more';
type Plausibility = 'yes' | 'no' | 'more';

/**
 * Splits a Teltonika TCP byte stream into frames, however the chunks cut or merge them. Memory
 * stays bounded: at most one frame of `maxDataLength` plus its header is ever buffered, and bytes
 * that cannot start a frame are dropped while scanning for the next plausible one.
 */
export class TeltonikaFrameReader {
  private pending: Buffer = Buffer.alloc(0);
  private loggedIn = false;
  private resyncing = false;
  private readonly maxDataLength: number;
  /** Bytes thrown away while resynchronising, for the connection's diagnostics. */
  discarded = 0;

  constructor(options: TeltonikaFrameReaderOptions = {}) {
    this.maxDataLength = options.maxDataLength ?? 64 * 1024;
  }

  /** Bytes held back waiting for the rest of a frame. */
  get buffered(): number {
    return this.pending.length;
  }

  push(chunk: Uint8Array): TeltonikaFrame[] {
    const buffer = this.pending.length === 0 ? Buffer.from(chunk) : Buffer.concat([this.pending, chunk]);
    const frames: TeltonikaFrame[] = [];
    let at = 0;

    while (at < buffer.length) {
      if (this.resyncing) {
        const next = this.findFrameStart(buffer, at);
        this.discarded += next - at;
        at = next;
        if (this.resyncing) break;
        continue;
      }
      const attempt = this.readFrame(buffer, at);
      if (attempt === 'more') break;
      if ('error' in attempt) {
        frames.push({ kind: 'error', reason: attempt.error });
        this.resyncing = true;
        this.discarded += 1;
        at += 1;
        continue;
      }
      frames.push(attempt.frame);
      at += attempt.size;
    }

    // Copy so the (possibly large) chunk buffer can be collected.
    this.pending = Buffer.from(buffer.subarray(at));
    return frames;
  }

  private readFrame(buffer: Buffer, at: number): Attempt {
    const available = buffer.length - at;
    const first = buffer[at];
    if (first === PING) return { frame: { kind: 'ping', bytes: Buffer.from([PING]) }, size: 1 };
    if (first !== 0) return { error: this.loggedIn ? 'preamble' : 'imei' };
    if (available < 2) return 'more';

    if (buffer[at + 1] !== 0) {
      if (this.loggedIn) return { error: 'preamble' };
      const verdict = this.imeiAt(buffer, at);
      if (verdict === 'more') return 'more';
      if (verdict === 'no') return { error: 'imei' };
      const length = buffer.readUInt16BE(at);
      const bytes = Buffer.from(buffer.subarray(at, at + 2 + length));
      this.loggedIn = true;
      return { frame: { kind: 'imei', imei: bytes.toString('latin1', 2), bytes }, size: bytes.length };
    }

    if (available < HEADER) return 'more';
    if (buffer.readUInt16BE(at + 2) !== 0) return { error: 'preamble' };
    const dataLength = buffer.readUInt32BE(at + 4);
    if (dataLength < MIN_DATA_LENGTH || dataLength > this.maxDataLength) return { error: 'length' };
    const size = HEADER + dataLength + CRC_SIZE;
    if (available < size) return 'more';
    return { frame: { kind: 'packet', bytes: Buffer.from(buffer.subarray(at, at + size)) }, size };
  }

  /**
   * Scans for the next offset where a frame could start: a packet preamble with a sane length
   * and a known codec, or (before login) an IMEI frame. Stays in resync mode when the buffer
   * ends before a candidate can be judged, keeping only the bytes from that candidate on.
   */
  private findFrameStart(buffer: Buffer, from: number): number {
    for (let at = from; at < buffer.length; at++) {
      const packet = this.packetAt(buffer, at);
      const imei = this.loggedIn ? 'no' : this.imeiAt(buffer, at);
      if (packet === 'yes' || imei === 'yes') {
        this.resyncing = false;
        return at;
      }
      if (packet === 'more' || imei === 'more') return at;
    }
    return buffer.length;
  }

  private packetAt(buffer: Buffer, at: number): Plausibility {
    const end = Math.min(buffer.length, at + HEADER + 1);
    for (let i = at; i < Math.min(end, at + 4); i++) if (buffer[i] !== 0) return 'no';
    if (end - at < HEADER) return 'more';
    const dataLength = buffer.readUInt32BE(at + 4);
    if (dataLength < MIN_DATA_LENGTH || dataLength > this.maxDataLength) return 'no';
    if (end - at < HEADER + 1) return 'more';
    return DEVICE_CODECS.has(buffer[at + HEADER] ?? -1) ? 'yes' : 'no';
  }

  private imeiAt(buffer: Buffer, at: number): Plausibility {
    if (buffer[at] !== 0) return 'no';
    if (buffer.length - at < 2) return 'more';
    const length = buffer[at + 1] ?? 0;
    if (length < MIN_IMEI_LENGTH || length > MAX_IMEI_LENGTH) return 'no';
    const end = Math.min(buffer.length, at + 2 + length);
    for (let i = at + 2; i < end; i++) {
      const byte = buffer[i] ?? 0;
      if (byte < 0x30 || byte > 0x39) return 'no';
    }
    return end === at + 2 + length ? 'yes' : 'more';
  }
}

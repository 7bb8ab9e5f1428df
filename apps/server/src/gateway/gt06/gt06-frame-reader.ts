export type Gt06FramingError = 'garbage' | 'bad-stop' | 'too-long';

export type Gt06FrameEvent =
  | { kind: 'frame'; frame: Buffer }
  | { kind: 'error'; reason: Gt06FramingError; skipped: number };

/** GT06 WiFi reports (0x17, 0x69) put the access-point count where the length byte belongs. */
const WIFI_TYPES = new Set([0x17, 0x69]);

const DEFAULT_MAX_FRAME = 4096;

/**
 * Splits a GT06 TCP byte stream into frames: `78 78 len(1) ... 0D 0A` and `79 79 len(2) ... 0D 0A`.
 * Chunks may cut or merge frames anywhere; the frames produced do not depend on where the stream
 * was cut (a decision is only taken once the bytes it looks at have all arrived). Bytes that do not
 * start with a start marker, and frames whose stop bytes are missing before the next start marker,
 * are reported as framing errors and skipped. At most `maxFrameLength` bytes are kept.
 *
 * Frames whose length byte is wrong but which end in 0D 0A before the next start marker are passed
 * on, as Traccar's frame decoder does: deciding about them is the decoder's job (strict mode refuses
 * them).
 */
export class Gt06FrameReader {
  private pending: Buffer = Buffer.alloc(0);
  private garbageRun = 0;

  constructor(private readonly maxFrameLength = DEFAULT_MAX_FRAME) {}

  /** Bytes held back waiting for the rest of a frame. */
  get buffered(): number {
    return this.pending.length;
  }

  push(chunk: Uint8Array): Gt06FrameEvent[] {
    return this.read(
      this.pending.length === 0 ? Buffer.from(chunk) : Buffer.concat([this.pending, chunk]),
      false,
    );
  }

  /**
   * To call when the connection has gone quiet with bytes pending: a frame shorter than its length
   * byte says (some devices send such a login, then wait for its acknowledgement) is taken up to its
   * 0D 0A instead of waiting for bytes that will not come.
   */
  flush(): Gt06FrameEvent[] {
    return this.read(this.pending, true);
  }

  private read(data: Buffer, idle: boolean): Gt06FrameEvent[] {
    const events: Gt06FrameEvent[] = [];
    let offset = 0;

    while (offset < data.length) {
      const start = findStartMarker(data, offset, data.length);
      if (start < 0) {
        // Keep a trailing 0x78/0x79: it may be the first half of a start marker.
        const last = data[data.length - 1];
        const keep = last === 0x78 || last === 0x79 ? 1 : 0;
        this.garbageRun += data.length - keep - offset;
        offset = data.length - keep;
        break;
      }
      if (start > offset) {
        this.garbageRun += start - offset;
        offset = start;
      }
      if (this.garbageRun > 0) {
        events.push({ kind: 'error', reason: 'garbage', skipped: this.garbageRun });
        this.garbageRun = 0;
      }

      const step = this.frameAt(data, offset, idle);
      if (step.kind === 'wait') break;
      if (step.kind === 'frame') {
        events.push({ kind: 'frame', frame: Buffer.from(data.subarray(offset, offset + step.length)) });
      } else {
        events.push({ kind: 'error', reason: step.reason, skipped: step.length });
      }
      offset += step.length;
    }

    this.pending = Buffer.from(data.subarray(offset));
    return events;
  }

  private frameAt(
    data: Buffer,
    at: number,
    idle: boolean,
  ):
    | { kind: 'wait' }
    | { kind: 'frame'; length: number }
    | { kind: 'error'; reason: Gt06FramingError; length: number } {
    const available = data.length - at;
    const extended = data[at] === 0x79;
    const headerLength = extended ? 4 : 3;
    if (available < headerLength + 1) return { kind: 'wait' };

    const declared = extended ? data.readUInt16BE(at + 2) : (data[at + 2] ?? 0);
    const total = headerLength + declared + 2;
    if (total <= this.maxFrameLength) {
      if (available >= total && isStop(data, at + total - 2)) return { kind: 'frame', length: total };
      if (available < total && !idle) return { kind: 'wait' };
    }

    const type = data[at + headerLength] ?? 0;
    if (!extended && WIFI_TYPES.has(type)) {
      const cellCountAt = 4 + 6 + 7 * declared;
      if (cellCountAt + 1 <= this.maxFrameLength && available >= cellCountAt + 1) {
        const wifiTotal = cellCountAt + 1 + 3 + 5 * (data[at + cellCountAt] ?? 0) + 2;
        if (wifiTotal <= this.maxFrameLength) {
          if (available >= wifiTotal && isStop(data, at + wifiTotal - 2))
            return { kind: 'frame', length: wifiTotal };
          if (available < wifiTotal && !idle) return { kind: 'wait' };
        }
      } else if (cellCountAt + 1 <= this.maxFrameLength && !idle) {
        return { kind: 'wait' };
      }
    }

    // The declared length is wrong: take the frame up to the first 0D 0A, unless another start
    // marker comes first (then this frame lost its stop bytes).
    const scanEnd = Math.min(data.length, at + this.maxFrameLength);
    for (let i = at + headerLength + 1; i + 1 < scanEnd; i++) {
      if (isStop(data, i)) return { kind: 'frame', length: i + 2 - at };
      if (isStartMarker(data, i)) return { kind: 'error', reason: 'bad-stop', length: i - at };
    }
    if (scanEnd - at < this.maxFrameLength) return { kind: 'wait' };
    return { kind: 'error', reason: 'too-long', length: 2 };
  }
}

function isStop(data: Buffer, i: number): boolean {
  return data[i] === 0x0d && data[i + 1] === 0x0a;
}

function isStartMarker(data: Buffer, i: number): boolean {
  const b = data[i];
  return (b === 0x78 || b === 0x79) && data[i + 1] === b;
}

function findStartMarker(data: Buffer, from: number, to: number): number {
  for (let i = from; i + 1 < to; i++) if (isStartMarker(data, i)) return i;
  return -1;
}

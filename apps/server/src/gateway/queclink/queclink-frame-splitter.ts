import { BufferedSplitter } from '../protocol/buffered-splitter';
import type { SplitEvent } from '../protocol/tracker-protocol';

const PLUS = 0x2b;
const DOLLAR = 0x24;
/** Bytes needed before anything is decided: enough for every binary length field. */
const HEAD = 11;

/** Longest frame kept (text waiting for its `$`, or a binary length). */
export const QUECLINK_MAX_FRAME = 4096;

/** Where a binary frame's total length sits, by its first four characters. */
const LENGTH_FIELD: Record<string, { at: number; size: 1 | 2 }> = {
  '+ACK': { at: 6, size: 1 },
  '+INF': { at: 7, size: 2 },
  '+BNF': { at: 7, size: 2 },
  '+HBD': { at: 5, size: 1 },
  '+CRD': { at: 6, size: 2 },
  '+BRD': { at: 6, size: 2 },
  '+LGN': { at: 6, size: 2 },
  '+RSP': { at: 9, size: 2 },
  '+BSP': { at: 9, size: 2 },
  '+EVT': { at: 9, size: 2 },
  '+BVT': { at: 9, size: 2 },
};

/**
 * Splits a Queclink @Track stream, where text and binary frames share the port. A frame starts
 * with `+`. It is binary when its second byte is 0 (compact form, length in bytes 2–3), when it
 * starts with one of the binary heads (`+RSP`, `+EVT`, `+INF`…, each with its length field), or is
 * `+ACK` not followed by `:`; binary frames are cut by their length. A text frame (`+RESP:`,
 * `+BUFF:`, `+ACK:`) ends at its first `$` (or NUL), which is consumed. Bytes before a `+` are
 * garbage; a frame longer than QUECLINK_MAX_FRAME is dropped up to the next `+`.
 */
export class QueclinkFrameSplitter extends BufferedSplitter {
  constructor(private readonly maxFrame = QUECLINK_MAX_FRAME) {
    super();
  }

  protected split(data: Buffer, events: SplitEvent[]): number {
    let offset = 0;
    while (offset < data.length) {
      const start = BufferedSplitter.seek(data, offset, PLUS, events);
      if (start < 0) return data.length;
      offset = start;
      if (data.length - start < HEAD) return start;
      const length = binaryLength(data, start);
      if (length !== undefined) {
        if (length < HEAD || length > this.maxFrame) {
          events.push({ kind: 'error', reason: 'length', skipped: 1 });
          offset = start + 1;
          continue;
        }
        if (data.length - start < length) return start;
        events.push({ kind: 'frame', frame: Buffer.from(data.subarray(start, start + length)) });
        offset = start + length;
        continue;
      }
      const end = textEnd(data, start, Math.min(data.length, start + this.maxFrame));
      if (end >= 0) {
        events.push({ kind: 'frame', frame: Buffer.from(data.subarray(start, end)) });
        offset = end + 1;
        continue;
      }
      if (data.length - start < this.maxFrame) return start;
      offset = BufferedSplitter.dropTooLong(data, start, PLUS, events);
    }
    return offset;
  }
}

/** The total length of the binary frame at `start`, or undefined for a text frame. */
export function binaryLength(data: Buffer, start: number): number | undefined {
  if (data[start + 1] === 0) return data.readUInt16BE(start + 2);
  const head = data.subarray(start, start + 4).toString('latin1');
  if (head === '+ACK' && data[start + 4] === 0x3a) return undefined;
  const field = LENGTH_FIELD[head];
  if (!field) return undefined;
  return field.size === 1 ? (data[start + field.at] ?? 0) : data.readUInt16BE(start + field.at);
}

function textEnd(data: Buffer, start: number, limit: number): number {
  for (let i = start + 1; i < limit; i++) if (data[i] === DOLLAR || data[i] === 0) return i;
  return -1;
}

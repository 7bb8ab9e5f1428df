import { BufferedSplitter } from '../protocol/buffered-splitter';
import type { SplitEvent } from '../protocol/tracker-protocol';

const LF = 0x0a;
const CR = 0x0d;

/** Longest packet kept waiting for its line end (a black box of many records is long). */
export const WIALON_MAX_LINE = 16384;

/**
 * Splits a Wialon IPS stream into packets: one per line, ended by LF with an optional CR before
 * it (neither is part of the frame); empty lines are skipped. A line longer than WIALON_MAX_LINE is
 * dropped up to its end (`too-long`). The packets never depend on where TCP cut the stream.
 */
export class WialonLineSplitter extends BufferedSplitter {
  /** Bytes of an over-long line already dropped, while waiting for its end. */
  private dropping = 0;

  constructor(private readonly maxLine = WIALON_MAX_LINE) {
    super();
  }

  protected split(data: Buffer, events: SplitEvent[]): number {
    let offset = 0;
    while (offset < data.length) {
      const lf = data.indexOf(LF, offset);
      if (this.dropping > 0) {
        const end = lf < 0 ? data.length : lf + 1;
        this.dropping += end - offset;
        offset = end;
        if (lf >= 0) {
          events.push({ kind: 'error', reason: 'too-long', skipped: this.dropping });
          this.dropping = 0;
        }
        continue;
      }
      if (lf < 0) {
        if (data.length - offset > this.maxLine) {
          this.dropping = data.length - offset;
          offset = data.length;
        }
        break;
      }
      let end = lf;
      if (end > offset && data[end - 1] === CR) end--;
      if (end - offset > this.maxLine) {
        events.push({ kind: 'error', reason: 'too-long', skipped: lf + 1 - offset });
      } else if (end > offset) {
        events.push({ kind: 'frame', frame: Buffer.from(data.subarray(offset, end)) });
      }
      offset = lf + 1;
    }
    return offset;
  }
}

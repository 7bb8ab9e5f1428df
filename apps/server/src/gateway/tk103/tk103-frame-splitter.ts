import { BufferedSplitter } from '../protocol/buffered-splitter';
import type { SplitEvent } from '../protocol/tracker-protocol';

const OPEN = 0x28; // (
const CLOSE = 0x29; // )
const DOLLAR = 0x24; // $

/** Longest frame kept waiting for its `)`; a longer one is dropped up to the next `(`. */
export const TK103_MAX_FRAME = 1024;

/**
 * Splits a TK103 stream into `(...)` sentences. Bytes before a `(` are skipped as garbage. A
 * sentence ends at the first `)` preceded by an even number of `$`: command answers carry free
 * text between two `$` that may hold `)` and line breaks. A sentence without its end within
 * TK103_MAX_FRAME bytes is dropped up to the next `(` (an unclosed `$` must not swallow the
 * connection). Decisions depend only on bytes that have arrived in full, so the frames never depend
 * on where TCP cut the stream.
 */
export class Tk103FrameSplitter extends BufferedSplitter {
  constructor(private readonly maxFrame = TK103_MAX_FRAME) {
    super();
  }

  protected split(data: Buffer, events: SplitEvent[]): number {
    let offset = 0;
    while (offset < data.length) {
      const start = BufferedSplitter.seek(data, offset, OPEN, events);
      if (start < 0) return data.length;
      offset = start;
      const end = sentenceEnd(data, start, Math.min(data.length, start + this.maxFrame));
      if (end >= 0) {
        events.push({ kind: 'frame', frame: Buffer.from(data.subarray(start, end + 1)) });
        offset = end + 1;
        continue;
      }
      if (data.length - start < this.maxFrame) break;
      offset = BufferedSplitter.dropTooLong(data, start, OPEN, events);
    }
    return offset;
  }
}

function sentenceEnd(data: Buffer, start: number, limit: number): number {
  let dollars = 0;
  for (let i = start + 1; i < limit; i++) {
    const b = data[i];
    if (b === DOLLAR) dollars++;
    else if (b === CLOSE && dollars % 2 === 0) return i;
  }
  return -1;
}

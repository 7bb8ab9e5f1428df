import { GarbageRun } from '../protocol/garbage-run';
import type { FrameSplitter, SplitEvent } from '../protocol/tracker-protocol';
import { unescapeJt808 } from './jt808-escape';

const DELIMITER = 0x7e;
const MAX_SENTENCE = 512;
const OPEN = 0x28;
const CLOSE = 0x29;
/** Longer than any message (1023-byte body + header + escaping) with room to spare. */
const MAX_FRAME = 4096;

/** `(` … `)` of printable ASCII without a 7E: an ASCII result sentence (or what may become one). */
function isResultSentence(data: Buffer, at: number, end: number): boolean {
  const stop = end < 0 ? Math.min(data.length, at + MAX_SENTENCE) : end;
  for (let i = at + 1; i < stop; i++) {
    const b = data[i] as number;
    if (b < 0x20 || b > 0x7e) return false;
  }
  return end >= 0 || data.length - at < MAX_SENTENCE;
}

/**
 * Splits a JT/T 808 TCP stream: binary frames `7E … 7E`, un-escaped here (7D 02 → 7E, 7D 01 → 7D)
 * and passed on with both delimiters, and ASCII result sentences `( … )`. Two 7E in a row, or a 7E
 * followed by `(`, are a closing delimiter taken for an opening one (after joining mid-stream): the
 * first is skipped. Bytes before a start are
 * skipped as garbage; at most 4096 bytes are kept.
 */
export class Jt808FrameSplitter implements FrameSplitter {
  private pending = Buffer.alloc(0);
  private readonly garbage = new GarbageRun();

  push(chunk: Buffer): SplitEvent[] {
    const data = this.pending.length === 0 ? chunk : Buffer.concat([this.pending, chunk]);
    const events: SplitEvent[] = [];
    let at = 0;
    while (at < data.length) {
      const b = data[at];
      if (b !== DELIMITER && b !== OPEN) {
        this.garbage.skip();
        at++;
        continue;
      }
      this.garbage.report(events);
      const end = data.indexOf(b === DELIMITER ? DELIMITER : CLOSE, at + 1);
      if (b === OPEN && !isResultSentence(data, at, end)) {
        this.garbage.skip();
        at++;
        continue;
      }
      if (end < 0) {
        if (data.length - at >= MAX_FRAME) {
          events.push({ kind: 'error', reason: 'too-long', skipped: 1 });
          at++;
          continue;
        }
        break;
      }
      const raw = data.subarray(at, end + 1);
      const frame = b === DELIMITER ? unescapeJt808(raw) : Buffer.from(raw);
      if (b === DELIMITER && (end === at + 1 || data[at + 1] === OPEN)) {
        // A closing delimiter taken for an opening one (joined mid-stream): the next one may open.
        this.garbage.skip();
        at++;
        continue;
      }
      events.push({ kind: 'frame', frame });
      at = end + 1;
    }
    this.pending = Buffer.from(data.subarray(at));
    return events;
  }
}

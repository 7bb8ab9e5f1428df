import { BufferedSplitter } from '../protocol/buffered-splitter';
import { GarbageRun } from '../protocol/garbage-run';
import type { SplitEvent } from '../protocol/tracker-protocol';

/** Long enough for photo packets (about 1 KB) and binary batches. */
const MAX_FRAME = 8192;
const HEADER = /^\$\$[\x21-\x7e](\d{1,5}),/;

/**
 * Splits a Meitrack TCP stream: `$$` + flag + decimal length + `,` … where the length counts the
 * bytes from that first comma through the closing CR LF; binary reports (CCC, CCE, D00) keep the
 * same header. Bytes before `$$` and headers that do not parse are skipped as garbage.
 */
export class MeitrackFrameSplitter extends BufferedSplitter {
  private readonly garbage = new GarbageRun();

  protected split(data: Buffer, events: SplitEvent[]): number {
    let at = 0;
    while (at < data.length) {
      if (data[at] !== 0x24 || (at + 1 < data.length && data[at + 1] !== 0x24)) {
        this.garbage.skip();
        at++;
        continue;
      }
      const head = data.subarray(at, Math.min(data.length, at + 10)).toString('latin1');
      const match = HEADER.exec(head);
      if (!match) {
        if (data.length - at < 10 && /^\$(\$([\x21-\x7e]\d{0,5})?)?$/.test(head)) break;
        this.garbage.skip();
        at++;
        continue;
      }
      const total = match[0].length - 1 + Number(match[1]);
      if (total > MAX_FRAME || total < match[0].length) {
        this.garbage.skip();
        at++;
        continue;
      }
      this.garbage.report(events);
      if (data.length - at < total) break;
      events.push({ kind: 'frame', frame: Buffer.from(data.subarray(at, at + total)) });
      at += total;
    }
    return at;
  }
}

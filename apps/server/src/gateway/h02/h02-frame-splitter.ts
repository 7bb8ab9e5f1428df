import { GarbageRun } from '../protocol/garbage-run';
import type { FrameSplitter, SplitEvent } from '../protocol/tracker-protocol';

const STAR = 0x2a;
const DOLLAR = 0x24;
const X = 0x58;
const HASH = 0x23;
const CR = 0x0d;
const LF = 0x0a;
const SHORT_RECORD = 32;
const LONG_RECORD = 45;
/** The longest text sentence kept waiting for its `#` (SMS replies run to a few hundred bytes). */
const MAX_SENTENCE = 2048;

function isBcd(byte: number | undefined): boolean {
  return byte !== undefined && byte >> 4 <= 9 && (byte & 0x0f) <= 9;
}

function isLetter(byte: number | undefined): boolean {
  return byte !== undefined && ((byte >= 0x41 && byte <= 0x5a) || (byte >= 0x61 && byte <= 0x7a));
}

/** `*XX,` where a sentence starts. */
function isSentenceStart(data: Buffer, i: number): boolean {
  return data[i] === STAR && isLetter(data[i + 1]) && isLetter(data[i + 2]) && data[i + 3] === 0x2c;
}

/**
 * Splits an H02 TCP stream: text sentences `*...#` (CR/LF after the `#` dropped), binary `$`
 * records of a fixed length and 32-byte `X` records. The `$` record length (32 or 45, by model) is
 * learned from the connection's first record: it is 32 when a next frame starts right after 32
 * bytes, else 45. Until that shows, the first record waits for more bytes or for `flush()`
 * (the connection going quiet), so the frames never depend on where TCP cut the stream.
 */
export class H02FrameSplitter implements FrameSplitter {
  private pending = Buffer.alloc(0);
  private readonly garbage = new GarbageRun();
  private recordLength: number | undefined;

  push(chunk: Buffer): SplitEvent[] {
    return this.read(this.pending.length === 0 ? chunk : Buffer.concat([this.pending, chunk]), false);
  }

  flush(): SplitEvent[] {
    return this.read(this.pending, true);
  }

  private read(data: Buffer, idle: boolean): SplitEvent[] {
    const events: SplitEvent[] = [];
    let at = 0;
    while (at < data.length) {
      const byte = data[at];
      if (byte === CR || byte === LF) {
        at++;
        continue;
      }
      const step = this.frameAt(data, at, idle);
      if (step === 'garbage') {
        this.garbage.skip();
        at++;
        continue;
      }
      this.garbage.report(events);
      if (step === 'wait') break;
      if (step.kind === 'frame')
        events.push({ kind: 'frame', frame: Buffer.from(data.subarray(at, at + step.length)) });
      else events.push({ kind: 'error', reason: step.reason, skipped: step.length });
      at += step.length;
    }
    this.pending = Buffer.from(data.subarray(at));
    if (idle) this.garbage.report(events);
    return events;
  }

  private frameAt(
    data: Buffer,
    at: number,
    idle: boolean,
  ):
    | 'garbage'
    | 'wait'
    | { kind: 'frame'; length: number }
    | { kind: 'error'; reason: string; length: number } {
    const available = data.length - at;
    const marker = data[at];
    if (marker === STAR) {
      if (available < 4) return idle ? 'garbage' : 'wait';
      if (!isSentenceStart(data, at)) return 'garbage';
      const scanEnd = Math.min(data.length, at + MAX_SENTENCE);
      for (let i = at + 4; i < scanEnd; i++) {
        if (data[i] === HASH) return { kind: 'frame', length: i + 1 - at };
        if (isSentenceStart(data, i)) return { kind: 'error', reason: 'bad-stop', length: i - at };
      }
      if (available >= MAX_SENTENCE) return { kind: 'error', reason: 'too-long', length: 1 };
      return idle ? { kind: 'error', reason: 'bad-stop', length: available } : 'wait';
    }
    if (marker !== DOLLAR && marker !== X) return 'garbage';
    // Both records start with the device id in BCD.
    for (let i = 1; i <= 5; i++) {
      if (at + i >= data.length) return idle ? 'garbage' : 'wait';
      if (!isBcd(data[at + i])) return 'garbage';
    }
    if (marker === X) {
      if (available < SHORT_RECORD) return idle ? 'garbage' : 'wait';
      return { kind: 'frame', length: SHORT_RECORD };
    }
    const length = this.recordLength ?? this.learnLength(data, at, idle);
    if (length === undefined) return idle ? 'garbage' : 'wait';
    if (available < length) return idle ? 'garbage' : 'wait';
    this.recordLength = length;
    return { kind: 'frame', length };
  }

  /** 32 when another frame of this device starts right after 32 bytes, else 45. */
  private learnLength(data: Buffer, at: number, idle: boolean): number | undefined {
    const available = data.length - at;
    const next = at + SHORT_RECORD;
    if (available >= SHORT_RECORD + 6) {
      const sameDevice =
        data[next] === DOLLAR && data.subarray(next + 1, next + 6).equals(data.subarray(at + 1, at + 6));
      if (sameDevice || isSentenceStart(data, next) || data[next] === X) return SHORT_RECORD;
    }
    if (available > LONG_RECORD) return LONG_RECORD;
    if (!idle) return undefined;
    if (available >= LONG_RECORD) return LONG_RECORD;
    return available >= SHORT_RECORD ? SHORT_RECORD : undefined;
  }
}

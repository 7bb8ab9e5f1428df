import type { FrameSplitter, SplitEvent } from './tracker-protocol';

/**
 * A splitter that keeps the bytes of an unfinished frame between chunks: `split` sees them joined
 * with the new chunk and says how many bytes it used; the rest waits for the next chunk.
 */
export abstract class BufferedSplitter implements FrameSplitter {
  private pending = Buffer.alloc(0);

  /** Bytes held back waiting for the rest of a frame. */
  get buffered(): number {
    return this.pending.length;
  }

  push(chunk: Buffer): SplitEvent[] {
    const data = this.pending.length === 0 ? chunk : Buffer.concat([this.pending, chunk]);
    const events: SplitEvent[] = [];
    const used = this.split(data, events);
    this.pending = Buffer.from(data.subarray(used));
    return events;
  }

  /** Appends the frames and errors found in `data` and returns how many bytes it used. */
  protected abstract split(data: Buffer, events: SplitEvent[]): number;

  /**
   * Reports the bytes from `from` to the next `marker` as garbage and returns the marker's index,
   * or -1 when there is none (everything left is garbage).
   */
  protected static seek(data: Buffer, from: number, marker: number, events: SplitEvent[]): number {
    const start = data.indexOf(marker, from);
    const end = start < 0 ? data.length : start;
    if (end > from) events.push({ kind: 'error', reason: 'garbage', skipped: end - from });
    return start;
  }

  /** Drops a frame at `start` that never ended up to the next `marker`; returns where to go on. */
  protected static dropTooLong(data: Buffer, start: number, marker: number, events: SplitEvent[]): number {
    const next = data.indexOf(marker, start + 1);
    const resume = next < 0 ? data.length : next;
    events.push({ kind: 'error', reason: 'too-long', skipped: resume - start });
    return resume;
  }
}

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
}

import type { SplitEvent } from './tracker-protocol';

/**
 * Bytes a splitter skips while resynchronising: counted across chunks and reported as one
 * `garbage` error when the next frame start is found (or the connection goes quiet).
 */
export class GarbageRun {
  private count = 0;

  skip(bytes = 1): void {
    this.count += bytes;
  }

  report(events: SplitEvent[]): void {
    if (this.count === 0) return;
    events.push({ kind: 'error', reason: 'garbage', skipped: this.count });
    this.count = 0;
  }
}

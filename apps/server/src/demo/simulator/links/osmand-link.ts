import type { DeviceFix } from '../protocols/device-fix';
import { osmandQuery } from '../protocols/osmand-encoder';
import type { DeviceLink, LinkCounters, LinkMessage } from './device-link';

/**
 * A phone app reporting the OsmAnd way: one HTTP request per fix, re-sent later when the server is
 * unreachable or answers an error (the app keeps its buffer, like Traccar Client).
 */
export class OsmAndLink implements DeviceLink {
  readonly counters: LinkCounters = { acknowledged: 0, connects: 0, refused: 0, commands: 0 };
  private readonly queue: LinkMessage[] = [];
  private busy = false;
  private closed = false;
  private retry: NodeJS.Timeout | undefined;

  constructor(private readonly baseUrl: string) {}

  get pending(): number {
    return this.queue.length;
  }

  send(message: LinkMessage): void {
    if (this.closed || !('fixes' in message)) return;
    this.queue.push(message);
    if (this.queue.length > 500) this.queue.shift();
    void this.drain();
  }

  close(): void {
    this.closed = true;
    clearTimeout(this.retry);
    this.queue.length = 0;
  }

  private async drain(): Promise<void> {
    if (this.busy || this.retry) return;
    this.busy = true;
    try {
      while (!this.closed && this.queue.length > 0) {
        const message = this.queue[0] as { fixes: DeviceFix[] };
        const [fix] = message.fixes;
        if (fix) {
          const status = await fetch(`${this.baseUrl}/?${osmandQuery(fix)}`, {
            method: 'POST',
            signal: AbortSignal.timeout(10_000),
          })
            .then((response) => response.status)
            .catch(() => 0);
          if (status === 0 || status >= 500) {
            this.retry = setTimeout(() => {
              this.retry = undefined;
              void this.drain();
            }, 2_000);
            this.retry.unref();
            return;
          }
          this.counters.connects++;
          if (status === 200) this.counters.acknowledged++;
          else this.counters.refused++;
        }
        this.queue.shift();
      }
    } finally {
      this.busy = false;
    }
  }
}

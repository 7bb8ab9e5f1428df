import { eq } from 'drizzle-orm';
import type { Clock } from '../clock';
import { apiKeys } from '../db/access-schema';
import type { Db } from '../db/database';

const writeEveryMs = 60_000;

/**
 * Keeps `api_keys.last_used_at` roughly current without a write per request: a key's use is
 * written at most once a minute by this process, after the answer, and a failed write is only
 * logged (the request it came from has nothing to do with it).
 */
export class ApiKeyUse {
  private readonly written = new Map<number, number>();

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  record(keyId: number, log: { warn(details: object, text: string): void }): void {
    const now = this.clock.now();
    const last = this.written.get(keyId);
    if (last !== undefined && now.getTime() - last < writeEveryMs) return;
    this.written.set(keyId, now.getTime());
    if (this.written.size > 10_000) this.forgetOlderThan(now.getTime() - writeEveryMs);
    this.db
      .update(apiKeys)
      .set({ last_used_at: now })
      .where(eq(apiKeys.id, keyId))
      .catch((error: unknown) => log.warn({ err: error, keyId }, 'could not record an API key use'));
  }

  private forgetOlderThan(cutoff: number): void {
    for (const [id, at] of this.written) if (at < cutoff) this.written.delete(id);
  }
}

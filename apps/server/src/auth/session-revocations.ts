import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { refreshTokens, revokedSessions } from '../db/schema';

const syncOverlapMs = 5 * 60_000;

/**
 * Sessions whose access tokens stop working before they expire (logout, password change or
 * reset, deactivation). Each access token names its session (`sid`, the login's refresh-token
 * family). The set lives in memory, so the per-request check costs no query; it is stored in
 * `revoked_sessions` so it holds across restarts, and other processes pick up each other's
 * revocations by polling that table (see docs/decisions.md). A revocation is kept only as long
 * as an access token of that session can live.
 */
export class SessionRevocations {
  /** Session id → when its last access token expires (ms). */
  private readonly revoked = new Map<string, number>();
  /** The newest `revoked_at` seen in the table: the next poll asks only for newer rows. */
  private seenUntil = new Date(0);

  constructor(
    private readonly db: Db,
    private readonly accessTtlSeconds: number,
    private readonly now: () => number = Date.now,
  ) {}

  isRevoked(sessionId: string): boolean {
    const until = this.revoked.get(sessionId);
    if (until === undefined) return false;
    if (until > this.now()) return true;
    this.revoked.delete(sessionId);
    return false;
  }

  /** Ends sessions now, in this process at once and in the table for the others. */
  async revoke(sessionIds: string[], db: Db = this.db): Promise<void> {
    const ids = [...new Set(sessionIds)];
    if (!ids.length) return;
    const expiresAt = new Date(this.now() + this.accessTtlSeconds * 1000);
    for (const id of ids) this.revoked.set(id, expiresAt.getTime());
    await db
      .insert(revokedSessions)
      .values(ids.map((id) => ({ id, expires_at: expiresAt })))
      .onConflictDoUpdate({
        target: revokedSessions.id,
        set: { expires_at: expiresAt, revoked_at: sql`now()` },
      });
  }

  /** Every session of a user that may still hold a live access token (each refresh-token family). */
  async revokeAllOfUser(userId: number, db: Db = this.db, keep?: string): Promise<void> {
    const families = await db
      .selectDistinct({ id: refreshTokens.family_id })
      .from(refreshTokens)
      .where(and(eq(refreshTokens.user_id, userId), gt(refreshTokens.expires_at, sql`now()`)));
    await this.revoke(
      families.map((f) => f.id).filter((id) => id !== keep),
      db,
    );
  }

  /** Loads revocations stored since the last call (all live ones on the first): startup and polling. */
  async sync(): Promise<void> {
    // `revoked_at` is its transaction's start: a row may commit after a newer one was seen, so
    // each poll looks a while further back (re-reading a row is harmless).
    const since = new Date(this.seenUntil.getTime() - syncOverlapMs);
    const rows = await this.db
      .select()
      .from(revokedSessions)
      .where(and(gt(revokedSessions.revoked_at, since), gt(revokedSessions.expires_at, sql`now()`)))
      .orderBy(revokedSessions.revoked_at);
    for (const row of rows) {
      this.revoked.set(row.id, row.expires_at.getTime());
      if (row.revoked_at > this.seenUntil) this.seenUntil = row.revoked_at;
    }
  }

  /** Drops rows no access token can need any more (housekeeping). */
  async deleteExpired(): Promise<void> {
    await this.db.delete(revokedSessions).where(lt(revokedSessions.expires_at, sql`now()`));
    for (const [id, until] of this.revoked) if (until <= this.now()) this.revoked.delete(id);
  }
}

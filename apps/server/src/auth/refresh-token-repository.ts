import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { refreshTokens } from '../db/schema';

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

export class RefreshTokenRepository {
  constructor(private readonly db: Db) {}

  async insert(row: typeof refreshTokens.$inferInsert): Promise<void> {
    await this.db.insert(refreshTokens).values(row);
  }

  /**
   * Marks `jti` used and records its successor, only if it was still live: the conditional
   * update makes two concurrent refreshes of the same token race safely (one wins).
   */
  async rotate(jti: string, successor: string): Promise<boolean> {
    const updated = await this.db
      .update(refreshTokens)
      .set({ revoked_at: sql`now()`, replaced_by: successor })
      .where(and(eq(refreshTokens.id, jti), isNull(refreshTokens.revoked_at)))
      .returning({ id: refreshTokens.id });
    return updated.length === 1;
  }

  async find(jti: string): Promise<RefreshTokenRow | undefined> {
    const rows = await this.db.select().from(refreshTokens).where(eq(refreshTokens.id, jti)).limit(1);
    return rows[0];
  }

  async revoke(jti: string): Promise<void> {
    await this.db
      .update(refreshTokens)
      .set({ revoked_at: sql`now()` })
      .where(and(eq(refreshTokens.id, jti), isNull(refreshTokens.revoked_at)));
  }

  async revokeFamily(familyId: string): Promise<void> {
    await this.db
      .update(refreshTokens)
      .set({ revoked_at: sql`now()` })
      .where(and(eq(refreshTokens.family_id, familyId), isNull(refreshTokens.revoked_at)));
  }

  /** Every live refresh token of a user, except optionally one family (the session that asked). */
  async revokeAllOfUser(userId: number, keepFamily?: string): Promise<void> {
    await this.db
      .update(refreshTokens)
      .set({ revoked_at: sql`now()` })
      .where(
        and(
          eq(refreshTokens.user_id, userId),
          isNull(refreshTokens.revoked_at),
          keepFamily ? sql`${refreshTokens.family_id} <> ${keepFamily}` : undefined,
        ),
      );
  }

  /** Drops rows past their expiry; called by the housekeeping job. */
  async deleteExpired(): Promise<number> {
    const deleted = await this.db
      .delete(refreshTokens)
      .where(sql`${refreshTokens.expires_at} < now()`)
      .returning({ id: refreshTokens.id });
    return deleted.length;
  }
}

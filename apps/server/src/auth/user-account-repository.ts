import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { users } from '../db/schema';

export type UserRow = typeof users.$inferSelect;

/**
 * Queries on users that happen before a tenant is known (login, token checks). Everything that
 * lists or edits users goes through a tenant-scoped repository instead.
 */
export class UserAccountRepository {
  constructor(private readonly db: Db) {}

  async findByUsername(username: string): Promise<UserRow | undefined> {
    const rows = await this.db.select().from(users).where(eq(users.username, username)).limit(1);
    return rows[0];
  }

  /** The few columns the per-request token check needs, by primary key. */
  async findSessionState(userId: number) {
    const rows = await this.db
      .select({
        id: users.id,
        company_id: users.company_id,
        is_active: users.is_active,
        is_superuser: users.is_superuser,
        type: users.type,
        tokens_valid_after: users.tokens_valid_after,
      })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    return rows[0];
  }

  async recordLogin(userId: number): Promise<void> {
    await this.db.update(users).set({ last_login: sql`now()` }).where(eq(users.id, userId));
  }
}

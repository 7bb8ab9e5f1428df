import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { apiKeys } from '../db/access-schema';
import type { Db } from '../db/database';
import { users } from '../db/schema';
import { parseApiKey, secretMatches } from './api-key-secret';

/**
 * Finds the service account an API key acts as, before any tenant is known: one query by the
 * key's public prefix, then the secret compared in constant time. A revoked or expired key, or a
 * deactivated account, finds nothing, from the very next request on.
 */
export class ApiKeyAccounts {
  constructor(private readonly db: Db) {}

  async accountOf(text: string) {
    const parsed = parseApiKey(text);
    if (!parsed) return null;
    const [row] = await this.db
      .select({
        apiKeyId: apiKeys.id,
        secretHash: apiKeys.secret_hash,
        id: users.id,
        company_id: users.company_id,
        is_active: users.is_active,
        is_superuser: users.is_superuser,
        type: users.type,
        tokens_valid_after: users.tokens_valid_after,
      })
      .from(apiKeys)
      .innerJoin(users, eq(users.id, apiKeys.user_id))
      .where(
        and(
          eq(apiKeys.prefix, parsed.prefix),
          isNull(apiKeys.revoked_at),
          or(isNull(apiKeys.expires_at), gt(apiKeys.expires_at, sql`now()`)),
          eq(users.is_active, true),
        ),
      )
      .limit(1);
    if (!row || !secretMatches(parsed.secret, row.secretHash)) return null;
    const { apiKeyId, secretHash: _hash, ...account } = row;
    return { apiKeyId, account };
  }
}

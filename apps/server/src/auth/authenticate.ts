import type { FastifyReply, FastifyRequest } from 'fastify';
import { loadCallerAccess } from '../access/caller-access';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { ApiError } from '../http/api-error';
import type { AuthUser } from '../http/request-context';
import { ApiKeyAccounts } from './api-key-accounts';
import type { ApiKeyUse } from './api-key-use';
import { type RateLimiter, rateLimited, rateLimitHeaders } from './rate-limiter';
import type { SessionRevocations } from './session-revocations';
import type { TokenSigner } from './tokens';
import { UserAccountRepository } from './user-account-repository';

type Account = NonNullable<Awaited<ReturnType<UserAccountRepository['findSessionState']>>>;

/**
 * onRequest hook of every protected route. Two ways in, one caller afterwards:
 * - `Authorization: Bearer <access token>`: a valid access token of an active user, issued after
 *   the user's tokens_valid_after, of a session not revoked (logout), or 403 token_not_valid
 *   (which makes the client refresh or log out);
 * - `Authorization: Api-Key <key>`: a key neither revoked nor expired, acting as its service
 *   account, or 401 api_key_not_valid.
 * Either way the caller's permissions and organizations are loaded the same way, and the request
 * counts against the caller's per-minute limit (RateLimit-* headers on every answer, 429 beyond).
 */
export function authenticator(ctx: {
  config: Pick<Config, 'rateLimits'>;
  database: Database;
  tokens: TokenSigner;
  sessions: SessionRevocations;
  rateLimiter: RateLimiter;
  apiKeyUse: ApiKeyUse;
}) {
  const accounts = new UserAccountRepository(ctx.database.db);
  const keys = new ApiKeyAccounts(ctx.database.db);

  async function bearerAccount(token: string): Promise<Account> {
    const claims = await ctx.tokens.verifyAccess(token);
    if (!claims || ctx.sessions.isRevoked(claims.sessionId)) throw ApiError.tokenNotValid();
    const user = await accounts.findSessionState(claims.userId);
    if (!user?.is_active || user.company_id !== claims.companyId) throw ApiError.tokenNotValid();
    if (claims.issuedAt < Math.floor(user.tokens_valid_after.getTime() / 1000))
      throw ApiError.tokenNotValid();
    return user;
  }

  return async function authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const header = request.headers.authorization ?? '';
    const bearer = /^Bearer\s+(\S+)$/i.exec(header);
    const apiKey = /^Api-Key\s+(\S+)$/i.exec(header);
    let account: Account;
    let apiKeyId: number | undefined;
    if (bearer?.[1]) account = await bearerAccount(bearer[1]);
    else if (apiKey?.[1]) {
      const found = await keys.accountOf(apiKey[1]);
      if (!found) throw ApiError.detail(401, 'apiKeyNotValid', { code: 'api_key_not_valid' });
      ({ account, apiKeyId } = found);
    } else throw ApiError.tokenNotValid();

    const caller = await loadCallerAccess(ctx.database.db, account);
    const auth: AuthUser = {
      userId: account.id,
      companyId: account.company_id,
      isSuperuser: account.is_superuser,
      type: account.type,
      caller,
      organizations: caller.organizations,
      ...(apiKeyId === undefined ? {} : { apiKeyId }),
    };
    request.auth = auth;
    if (apiKeyId !== undefined) ctx.apiKeyUse.record(apiKeyId, request.log);

    const state =
      apiKeyId === undefined
        ? ctx.rateLimiter.take(`user:${account.id}`, ctx.config.rateLimits.userPerMinute)
        : ctx.rateLimiter.take(`key:${apiKeyId}`, ctx.config.rateLimits.keyPerMinute);
    if (!state) return;
    if (!state.allowed) throw rateLimited(state);
    reply.headers(rateLimitHeaders(state));
  };
}

import type { FastifyRequest } from 'fastify';
import { loadCallerAccess } from '../access/caller-access';
import type { Database } from '../db/database';
import { ApiError } from '../http/api-error';
import type { SessionRevocations } from './session-revocations';
import type { TokenSigner } from './tokens';
import { UserAccountRepository } from './user-account-repository';

/**
 * onRequest hook of every protected route: a valid access token of an active user, issued after
 * the user's tokens_valid_after, of a session not revoked (logout), or 403 token_not_valid (which makes the client refresh or log out).
 */
export function authenticator(ctx: {
  database: Database;
  tokens: TokenSigner;
  sessions: SessionRevocations;
}) {
  const accounts = new UserAccountRepository(ctx.database.db);
  return async function authenticate(request: FastifyRequest): Promise<void> {
    const header = request.headers.authorization;
    const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
    if (!match?.[1]) throw ApiError.tokenNotValid();
    const claims = await ctx.tokens.verifyAccess(match[1]);
    if (!claims || ctx.sessions.isRevoked(claims.sessionId)) throw ApiError.tokenNotValid();
    const user = await accounts.findSessionState(claims.userId);
    if (!user?.is_active || user.company_id !== claims.companyId) throw ApiError.tokenNotValid();
    if (claims.issuedAt < Math.floor(user.tokens_valid_after.getTime() / 1000))
      throw ApiError.tokenNotValid();
    const caller = await loadCallerAccess(ctx.database.db, user);
    request.auth = {
      userId: user.id,
      companyId: user.company_id,
      isSuperuser: user.is_superuser,
      type: user.type,
      caller,
      organizations: caller.organizations,
    };
  };
}

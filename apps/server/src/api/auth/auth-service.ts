import { randomUUID } from 'node:crypto';
import type { TokenPair } from '@navgan/domain/auth';
import type { AppContext } from '../../app-context';
import { tooManyFailures } from '../../auth/login-throttle';
import { verifyPassword } from '../../auth/passwords';
import { RefreshTokenRepository } from '../../auth/refresh-token-repository';
import { UserAccountRepository } from '../../auth/user-account-repository';
import { apiKeyAccountType } from '../../db/schema';
import { ApiError } from '../../http/api-error';

const refreshNotValid = () => ApiError.detail(401, 'refreshNotValid', { code: 'token_not_valid' });

/** Login, refresh-token rotation and revocation. */
export class AuthService {
  private readonly accounts: UserAccountRepository;
  private readonly refreshTokens: RefreshTokenRepository;

  constructor(private readonly ctx: AppContext) {
    this.accounts = new UserAccountRepository(ctx.database.db);
    this.refreshTokens = new RefreshTokenRepository(ctx.database.db);
  }

  async login(username: string, password: string, address: string): Promise<TokenPair> {
    const wait = this.ctx.loginThrottle.retryAfterSeconds(username, address);
    if (wait > 0) throw tooManyFailures('throttled', wait);
    const user = await this.accounts.findByUsername(username);
    const passwordOk = await verifyPassword(user?.password, password);
    // An API key's service account has no usable password; it is refused like a wrong one.
    if (!user || !passwordOk || !user.is_active || user.type === apiKeyAccountType) {
      this.ctx.loginThrottle.recordFailure(username, address);
      throw ApiError.detail(401, 'badCredentials', { code: 'no_active_account' });
    }
    this.ctx.loginThrottle.recordSuccess(username, address);
    await this.accounts.recordLogin(user.id);
    return this.issuePair(user.id, user.company_id, randomUUID());
  }

  /**
   * Exchanges a refresh token for a new pair. A token is good once: presenting a rotated one
   * again means it leaked, so its whole family (that login's chain) is revoked.
   */
  async refresh(token: string): Promise<TokenPair> {
    const claims = await this.ctx.tokens.verifyRefresh(token);
    if (!claims) throw refreshNotValid();
    const stored = await this.refreshTokens.find(claims.jti);
    if (!stored || stored.user_id !== claims.userId) throw refreshNotValid();
    if (stored.revoked_at) {
      if (stored.replaced_by) await this.refreshTokens.revokeFamily(stored.family_id);
      throw refreshNotValid();
    }
    const user = await this.accounts.findSessionState(claims.userId);
    if (!user?.is_active) throw refreshNotValid();
    const next = await this.ctx.tokens.signRefresh(user.id, stored.family_id);
    await this.refreshTokens.insert({
      id: next.jti,
      family_id: next.familyId,
      user_id: user.id,
      company_id: user.company_id,
      expires_at: next.expiresAt,
    });
    if (!(await this.refreshTokens.rotate(claims.jti, next.jti))) {
      await this.refreshTokens.revoke(next.jti);
      throw refreshNotValid();
    }
    return {
      access: await this.ctx.tokens.signAccess(user.id, user.company_id, stored.family_id),
      refresh: next.token,
    };
  }

  /** Logout: the refresh token, the chain it belongs to and that login's access tokens stop working. */
  async revoke(token: string): Promise<void> {
    const claims = await this.ctx.tokens.verifyRefresh(token);
    if (!claims) throw refreshNotValid();
    await this.refreshTokens.revokeFamily(claims.familyId);
    await this.ctx.sessions.revoke([claims.familyId]);
  }

  private async issuePair(userId: number, companyId: number, familyId: string): Promise<TokenPair> {
    const refresh = await this.ctx.tokens.signRefresh(userId, familyId);
    await this.refreshTokens.insert({
      id: refresh.jti,
      family_id: familyId,
      user_id: userId,
      company_id: companyId,
      expires_at: refresh.expiresAt,
    });
    return { access: await this.ctx.tokens.signAccess(userId, companyId, familyId), refresh: refresh.token };
  }
}

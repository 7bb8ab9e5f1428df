import { randomUUID } from 'node:crypto';
import { changePasswordSchema } from '@navgan/domain/account';
import { type TokenPair, tokenPairSchema } from '@navgan/domain/auth';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { tooManyFailures } from '../../auth/login-throttle';
import { checkPasswordStrength } from '../../auth/password-strength';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import { RefreshTokenRepository } from '../../auth/refresh-token-repository';
import type { Db } from '../../db/database';
import { users } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { tenantOf } from '../../http/request-context';
import { typedContract, typedRoutes } from '../../http/route-contract';
import { message } from '../../i18n/messages';

/** The signed-in user's own account: `PUT users/change-password/` (setting/change-password). */
export async function accountRoutes(scope: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = typedRoutes(scope);
  const db = ctx.database.db;

  app.put(
    '/users/change-password/',
    typedContract({ body: changePasswordSchema, labels: 'password_change', answer: tokenPairSchema }),
    async (request): Promise<TokenPair> => {
      const { userId, companyId } = tenantOf(request);
      const body = request.body;
      const [user] = await db
        .select({
          username: users.username,
          password: users.password,
          first_name: users.first_name,
          last_name: users.last_name,
          email: users.email,
        })
        .from(users)
        .where(eq(users.id, userId));
      if (!user) throw ApiError.tokenNotValid();

      // A stolen access token must not become a way around the login throttle.
      const wait = ctx.loginThrottle.retryAfterSeconds(user.username, request.ip);
      if (wait > 0) throw tooManyFailures('tooManyAttempts', wait);
      if (!(await verifyPassword(user.password, body.old_password))) {
        ctx.loginThrottle.recordFailure(user.username, request.ip);
        throw ApiError.validation((locale) => ({ old_password: [message(locale, 'oldPasswordWrong')] }));
      }
      ctx.loginThrottle.recordSuccess(user.username, request.ip);
      if (body.password === body.old_password) {
        throw ApiError.validation((locale) => ({ password: [message(locale, 'passwordUnchanged')] }));
      }
      checkPasswordStrength(body.password, user);

      // Access tokens carry whole seconds: every token issued up to this second stops working, and
      // this session's new token is issued at the next second, the first one still accepted.
      const cutoff = Math.floor(ctx.clock.now().getTime() / 1000) + 1;
      const passwordHash = await hashPassword(body.password);
      const refresh = await ctx.tokens.signRefresh(userId, randomUUID());
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ password: passwordHash, tokens_valid_after: new Date(cutoff * 1000) })
          .where(eq(users.id, userId));
        const refreshTokens = new RefreshTokenRepository(tx as unknown as Db);
        await ctx.sessions.revokeAllOfUser(userId, tx as unknown as Db);
        await refreshTokens.revokeAllOfUser(userId);
        await refreshTokens.insert({
          id: refresh.jti,
          family_id: refresh.familyId,
          user_id: userId,
          company_id: companyId,
          expires_at: refresh.expiresAt,
        });
      });
      return {
        access: await ctx.tokens.signAccess(userId, companyId, refresh.familyId, cutoff),
        refresh: refresh.token,
      };
    },
  );
}

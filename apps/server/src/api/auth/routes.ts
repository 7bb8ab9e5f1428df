import { loginSchema, refreshedTokenSchema, refreshSchema, tokenPairSchema } from '@navgan/domain/auth';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { contract } from '../../http/route-contract';
import { validate } from '../../http/validate';
import { AuthService } from './auth-service';

/** Public token endpoints (simplejwt-compatible paths). */
export async function authRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const auth = new AuthService(ctx);

  app.post(
    '/users/token/',
    contract({ summary: 'Sign in: a token pair.', body: loginSchema, answer: tokenPairSchema }),
    async (request) => {
      const { username, password } = validate(loginSchema, request.body);
      return auth.login(username, password, request.ip);
    },
  );

  app.post(
    '/users/token/refresh/',
    contract({
      summary: 'A new access token for a refresh token.',
      body: refreshSchema,
      answer: refreshedTokenSchema,
    }),
    async (request) => {
      const { refresh } = validate(refreshSchema, request.body);
      return auth.refresh(refresh);
    },
  );

  app.post(
    '/users/token/blacklist/',
    contract({ summary: 'Sign out: the refresh token ends.', body: refreshSchema }),
    async (request) => {
      const { refresh } = validate(refreshSchema, request.body);
      await auth.revoke(refresh);
      return {};
    },
  );
}

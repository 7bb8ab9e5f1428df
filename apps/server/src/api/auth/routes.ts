import { loginSchema, refreshedTokenSchema, refreshSchema, tokenPairSchema } from '@navgan/domain/auth';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { typedContract, typedRoutes } from '../../http/route-contract';
import { AuthService } from './auth-service';

/** Public token endpoints (simplejwt-compatible paths). */
export async function authRoutes(scope: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = typedRoutes(scope);
  const auth = new AuthService(ctx);

  app.post(
    '/users/token/',
    typedContract({ summary: 'Sign in: a token pair.', body: loginSchema, answer: tokenPairSchema }),
    async (request) => {
      const { username, password } = request.body;
      return auth.login(username, password, request.ip);
    },
  );

  app.post(
    '/users/token/refresh/',
    typedContract({
      summary: 'A new access token for a refresh token.',
      body: refreshSchema,
      answer: refreshedTokenSchema,
    }),
    async (request) => {
      const { refresh } = request.body;
      return auth.refresh(refresh);
    },
  );

  app.post(
    '/users/token/blacklist/',
    typedContract({
      summary: 'Sign out: the refresh token ends.',
      body: refreshSchema,
      answer: z.object({}),
    }),
    async (request) => {
      const { refresh } = request.body;
      await auth.revoke(refresh);
      return {};
    },
  );
}

import { loginSchema, refreshSchema } from '@navgan/domain/auth';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { validate } from '../../http/validate';
import { AuthService } from './auth-service';

/** Public token endpoints (simplejwt-compatible paths). */
export async function authRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const auth = new AuthService(ctx);

  app.post('/users/token/', async (request) => {
    const { username, password } = validate(loginSchema, request.body);
    return auth.login(username, password, request.ip);
  });

  app.post('/users/token/refresh/', async (request) => {
    const { refresh } = validate(refreshSchema, request.body);
    return auth.refresh(refresh);
  });

  app.post('/users/token/blacklist/', async (request) => {
    const { refresh } = validate(refreshSchema, request.body);
    await auth.revoke(refresh);
    return {};
  });
}

import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';

/** Liveness and database reachability, for load balancers and `npm start` output. */
export async function healthRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get('/api/health', async (_request, reply) => {
    const databaseUp = await ctx.database.ping();
    reply.code(databaseUp ? 200 : 503);
    return {
      status: databaseUp ? 'ok' : 'degraded',
      database: { engine: ctx.database.engine, reachable: databaseUp },
    };
  });
}

import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { nodeRoles } from '../../config';
import { contract } from '../../http/route-contract';

const healthAnswer = z.object({
  status: z.enum(['ok', 'degraded']),
  node: z.string(),
  roles: z.array(z.enum(nodeRoles)),
  database: z.object({ engine: z.enum(['pglite', 'postgres']), reachable: z.boolean() }),
  /** null outside cluster mode (no NATS_URL). */
  bus: z.object({ reachable: z.boolean() }).nullable(),
});

const readyAnswer = z.object({ ready: z.boolean(), phase: z.enum(['starting', 'ready', 'stopping']) });

/**
 * Probes for load balancers and `npm start`: `/api/health` says whether this node can reach what
 * it needs (503 when the database or, in cluster mode, the bus is not reachable); `/api/ready`
 * whether it takes traffic (503 while its roles start and again from the first moment of a
 * shutdown). Every node answers both, whatever its roles.
 */
export async function healthRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get(
    '/api/health',
    contract({ summary: "This node's dependencies reachable (503 when one is not)", answer: healthAnswer }),
    async (_request, reply) => {
      const [databaseUp, busUp] = await Promise.all([
        ctx.database.ping(),
        ctx.bus ? ctx.bus.reachable() : Promise.resolve(undefined),
      ]);
      const healthy = databaseUp && busUp !== false;
      reply.code(healthy ? 200 : 503);
      return {
        status: healthy ? 'ok' : 'degraded',
        node: ctx.config.nodeId,
        roles: nodeRoles.filter((role) => ctx.config.roles.has(role)),
        database: { engine: ctx.database.engine, reachable: databaseUp },
        bus: busUp === undefined ? null : { reachable: busUp },
      } satisfies z.input<typeof healthAnswer>;
    },
  );
  app.get(
    '/api/ready',
    contract({ summary: 'This node takes traffic (503 while starting or stopping)', answer: readyAnswer }),
    async (_request, reply) => {
      const { phase } = ctx.readiness;
      reply.code(phase === 'ready' ? 200 : 503);
      return { ready: phase === 'ready', phase } satisfies z.input<typeof readyAnswer>;
    },
  );
}

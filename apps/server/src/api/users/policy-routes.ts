import { policySchema } from '@navgan/domain/access';
import { policyInput } from '@navgan/domain/resources/policy';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { ApiError } from '../../http/api-error';
import { tenantOf } from '../../http/request-context';
import { idParams, typedContract, typedRoutes } from '../../http/route-contract';
import { createPolicy, deletePolicy, listPolicies, updatePolicy } from './policy-queries';

const body = { body: policyInput, labels: 'policies' as const, answer: policySchema };

/** `users/policies/`: the company's policies, whole (a company has a handful). */
export async function policyRoutes(scope: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = typedRoutes(scope);
  const db = ctx.database.db;

  app.get('/users/policies/', typedContract({ answer: z.array(policySchema) }), async (request) =>
    listPolicies(db, tenantOf(request)),
  );

  app.post('/users/policies/', typedContract(body), async (request, reply) => {
    const policy = await createPolicy(db, tenantOf(request), request.body);
    reply.code(201);
    return policy;
  });

  app.put('/users/policies/:id/', typedContract({ params: idParams, ...body }), async (request) => {
    const policy = await updatePolicy(db, tenantOf(request), request.params.id, request.body);
    if (!policy) throw ApiError.notFound();
    return policy;
  });

  app.delete('/users/policies/:id/', typedContract({ params: idParams }), async (request, reply) => {
    if (!(await deletePolicy(db, tenantOf(request), request.params.id))) throw ApiError.notFound();
    return reply.code(204).send();
  });
}

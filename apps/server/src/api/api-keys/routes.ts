import { apiKeyInput, apiKeySchema, createdApiKeySchema } from '@navgan/domain/resources/api-key';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { pageOf, pageRequest } from '../../http/pagination';
import { pageNumber, queryOf } from '../../http/query-params';
import { tenantOf } from '../../http/request-context';
import { idParams, pageAnswerOf, typedContract, typedRoutes } from '../../http/route-contract';
import { createApiKey, listApiKeys, revokeApiKey } from './api-key-queries';

/**
 * `api-keys/`: keys integrations sign in with (`Authorization: Api-Key <key>`), each acting with
 * one policy and the organizations given (docs/integrations-api.md).
 */
export async function apiKeyRoutes(scope: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = typedRoutes(scope);
  const db = ctx.database.db;

  app.get(
    '/api-keys/',
    typedContract({
      summary: "The company's API keys, newest first (never their secrets).",
      query: queryOf({ page: pageNumber }),
      answer: pageAnswerOf(apiKeySchema),
    }),
    async (request) => {
      const at = pageRequest(request);
      const { count, results } = await listApiKeys(db, tenantOf(request), at, ctx.clock.now());
      return pageOf(request, at, count, results);
    },
  );

  app.post(
    '/api-keys/',
    typedContract({
      summary:
        'A new API key. The answer holds the whole key (`key`) this once: keep it, it cannot be shown again.',
      body: apiKeyInput,
      labels: 'api_keys',
      answer: createdApiKeySchema,
    }),
    async (request, reply) => {
      reply.code(201);
      return createApiKey(db, tenantOf(request), request.body, ctx.clock.now());
    },
  );

  app.delete(
    '/api-keys/:id/',
    typedContract({
      summary: 'Revokes a key: it stops working at once. The key stays listed as revoked.',
      params: idParams,
      answer: apiKeySchema,
    }),
    async (request) => revokeApiKey(db, tenantOf(request), request.params.id, ctx.clock.now()),
  );
}

import { webhookInput } from '@navgan/domain/webhooks';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { recordAudit } from '../../access/audit-trail';
import type { AppContext } from '../../app-context';
import type { Tenant } from '../../db/tenant-scope';
import { ApiError } from '../../http/api-error';
import { pageOf, pageRequest } from '../../http/pagination';
import { pageNumber, queryOf } from '../../http/query-params';
import { tenantOf } from '../../http/request-context';
import { idParams, pageAnswerOf, recordId, typedContract, typedRoutes } from '../../http/route-contract';
import {
  attemptPage,
  createWebhook,
  deleteWebhook,
  listWebhooks,
  queuePing,
  readWebhook,
  redeliver,
  renewWebhookSecret,
  setWebhookActive,
  updateWebhook,
  webhookSecret,
} from './webhook-queries';

const webhookAnswer = z
  .object({ id: z.number().int(), url: z.string(), event_types: z.array(z.string()), active: z.boolean() })
  .loose();
const secretAnswer = z.object({ secret: z.string() });
const attemptAnswer = z
  .object({ id: z.number().int(), delivery_id: z.number().int(), attempt: z.number().int() })
  .loose();

/** The action takes no fields: a body with some was meant for another route. */
const noFields = z
  .object({})
  .loose()
  .optional()
  .transform((body) => {
    if (body && Object.keys(body).length > 0) throw ApiError.detail(400, 'bodyNotEmpty');
  });

const body = { body: webhookInput, labels: 'webhooks' as const };

/**
 * A company's webhooks (docs/webhooks.md), an access area of their own: the list, create (the
 * secret is answered once, and later to whoever may change the webhook), change, delete, pause and
 * resume, a test ping, the delivery log and a delivery sent again. Everything is the caller's
 * company's (another company's id is a 404); the audit trail never holds the secret.
 */
export async function webhookRoutes(scope: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = typedRoutes(scope);
  const db = ctx.database.db;
  const changed = async (tenant: Tenant) => ctx.outbox.interest.changed(tenant.companyId);

  app.get(
    '/webhooks/',
    typedContract({ query: queryOf({ p: pageNumber }), answer: pageAnswerOf(webhookAnswer) }),
    async (request) => {
      const at = pageRequest(request);
      const page = await listWebhooks(db, tenantOf(request), at);
      return pageOf(request, at, page.count, page.results);
    },
  );

  app.post(
    '/webhooks/',
    typedContract({ ...body, answer: webhookAnswer.extend({ secret: z.string() }) }),
    async (request, reply) => {
      const tenant = tenantOf(request);
      const webhook = await createWebhook(db, tenant, request.body);
      await recordAudit(db, tenant, {
        action: 'create',
        resource: 'webhooks',
        recordId: webhook.id,
        after: { url: webhook.url, event_types: webhook.event_types },
      });
      await changed(tenant);
      reply.code(201);
      return webhook;
    },
  );

  app.get('/webhooks/:id/', typedContract({ params: idParams, answer: webhookAnswer }), async (request) => {
    const webhook = await readWebhook(db, tenantOf(request), request.params.id);
    if (!webhook) throw ApiError.notFound();
    return webhook;
  });

  app.put(
    '/webhooks/:id/',
    typedContract({ params: idParams, ...body, answer: webhookAnswer }),
    async (request) => {
      const tenant = tenantOf(request);
      const before = await readWebhook(db, tenant, request.params.id);
      if (!before || !(await updateWebhook(db, tenant, request.params.id, request.body)))
        throw ApiError.notFound();
      await recordAudit(db, tenant, {
        action: 'update',
        resource: 'webhooks',
        recordId: before.id,
        before: { url: before.url, event_types: before.event_types },
        after: { url: request.body.url, event_types: request.body.event_types },
      });
      await changed(tenant);
      return (await readWebhook(db, tenant, request.params.id)) as NonNullable<typeof before>;
    },
  );

  app.delete('/webhooks/:id/', typedContract({ params: idParams }), async (request, reply) => {
    const tenant = tenantOf(request);
    if (!(await deleteWebhook(db, tenant, request.params.id))) throw ApiError.notFound();
    await recordAudit(db, tenant, { action: 'delete', resource: 'webhooks', recordId: request.params.id });
    await changed(tenant);
    return reply.code(204).send();
  });

  app.get(
    '/webhooks/:id/secret/',
    typedContract({ params: idParams, answer: secretAnswer }),
    async (request) => {
      const secret = await webhookSecret(db, tenantOf(request), request.params.id);
      if (secret === undefined) throw ApiError.notFound();
      return { secret };
    },
  );

  app.post(
    '/webhooks/:id/secret/',
    typedContract({ params: idParams, body: noFields, answer: secretAnswer }),
    async (request) => {
      const tenant = tenantOf(request);
      const secret = await renewWebhookSecret(db, tenant, request.params.id);
      if (secret === undefined) throw ApiError.notFound();
      await recordAudit(db, tenant, {
        action: 'update',
        resource: 'webhooks',
        recordId: request.params.id,
        after: { secret: 'renewed' },
      });
      return { secret };
    },
  );

  for (const [action, active] of [
    ['pause', false],
    ['resume', true],
  ] as const)
    app.post(
      `/webhooks/:id/${action}/`,
      typedContract({ params: idParams, body: noFields, answer: webhookAnswer }),
      async (request) => {
        const tenant = tenantOf(request);
        if (!(await setWebhookActive(db, tenant, request.params.id, active, ctx.clock.now())))
          throw ApiError.notFound();
        await recordAudit(db, tenant, {
          action: 'update',
          resource: 'webhooks',
          recordId: request.params.id,
          after: { active },
        });
        await changed(tenant);
        return (await readWebhook(db, tenant, request.params.id)) as NonNullable<
          Awaited<ReturnType<typeof readWebhook>>
        >;
      },
    );

  app.post(
    '/webhooks/:id/ping/',
    typedContract({
      params: idParams,
      body: noFields,
      answer: z.object({ delivery_id: z.number().int() }),
    }),
    async (request, reply) => {
      const delivery = await queuePing(db, tenantOf(request), request.params.id, ctx.clock.now());
      if (delivery === undefined) throw ApiError.notFound();
      reply.code(202);
      return { delivery_id: delivery };
    },
  );

  app.get(
    '/webhooks/:id/attempts/',
    typedContract({
      params: idParams,
      query: queryOf({ p: pageNumber }),
      answer: pageAnswerOf(attemptAnswer),
    }),
    async (request) => {
      const tenant = tenantOf(request);
      if (!(await readWebhook(db, tenant, request.params.id))) throw ApiError.notFound();
      const at = pageRequest(request);
      const page = await attemptPage(db, tenant, request.params.id, at);
      return pageOf(request, at, page.count, page.results);
    },
  );

  app.post(
    '/webhooks/:id/deliveries/:delivery/redeliver/',
    typedContract({
      params: z.object({ id: recordId, delivery: recordId }),
      body: noFields,
      answer: z.object({ delivery_id: z.number().int() }),
    }),
    async (request, reply) => {
      const { id, delivery } = request.params;
      if (!(await redeliver(db, tenantOf(request), id, delivery, ctx.clock.now()))) throw ApiError.notFound();
      reply.code(202);
      return { delivery_id: delivery };
    },
  );
}

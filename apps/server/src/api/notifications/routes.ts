import { announcementSchema, notificationListSchema } from '@navgan/domain/notifications';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { ApiError } from '../../http/api-error';
import { tenantOf } from '../../http/request-context';
import { idParams, typedContract, typedRoutes } from '../../http/route-contract';
import { sendAnnouncement } from './announcements';
import { NotificationRepository } from './notification-repository';

const readBody = z.object({ read: z.literal(true, { error: 'invalid' }) });

export async function notificationRoutes(scope: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = typedRoutes(scope);
  const repo = (request: Parameters<typeof tenantOf>[0]) =>
    new NotificationRepository(ctx.database.db, tenantOf(request));

  app.get(
    '/notifications/',
    typedContract({ summary: 'The caller’s unread notifications.', answer: notificationListSchema }),
    async (request) => repo(request).listUnread(request.locale),
  );

  app.put(
    '/notifications/:id/read/',
    typedContract({
      params: idParams,
      body: readBody,
      answer: z.object({ id: z.number().int(), read: z.literal(true) }),
    }),
    async (request) => {
      const { id } = request.params;
      if (!(await repo(request).markRead(id))) throw ApiError.notFound();
      return { id, read: true };
    },
  );

  app.post(
    '/notifications/read/',
    typedContract({
      summary: 'Marks every notification read.',
      answer: z.object({ count: z.number().int() }),
    }),
    async (request) => ({ count: await repo(request).markAllRead() }),
  );

  // Company-wide announcements (the 'announcement' type), for those who may change the company.
  app.post(
    '/notifications/announcements/',
    typedContract({
      body: announcementSchema,
      labels: 'announcements',
      answer: z.object({ id: z.number().int(), recipients: z.number().int() }),
    }),
    async (request, reply) => {
      const sent = await sendAnnouncement(ctx.database.db, tenantOf(request), request.body);
      return reply.code(201).send(sent);
    },
  );
}

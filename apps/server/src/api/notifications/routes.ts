import { announcementSchema, notificationListSchema } from '@navgan/domain/notifications';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { ApiError } from '../../http/api-error';
import { recordIdParam } from '../../http/record-id';
import { tenantOf } from '../../http/request-context';
import { contract } from '../../http/route-contract';
import { issuesError, validate } from '../../http/validate';
import { sendAnnouncement } from './announcements';
import { NotificationRepository } from './notification-repository';

const readBody = z.object({ read: z.literal(true, { error: 'invalid' }) });

export async function notificationRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const repo = (request: Parameters<typeof tenantOf>[0]) =>
    new NotificationRepository(ctx.database.db, tenantOf(request));

  app.get(
    '/notifications/',
    contract({ summary: 'The caller’s unread notifications.', answer: notificationListSchema }),
    async (request) => repo(request).listUnread(request.locale),
  );

  app.put(
    '/notifications/:id/read/',
    contract({ body: readBody, answer: z.object({ id: z.number().int(), read: z.literal(true) }) }),
    async (request) => {
      const id = recordIdParam(request);
      validate(readBody, request.body);
      if (!(await repo(request).markRead(id))) throw ApiError.notFound();
      return { id, read: true };
    },
  );

  app.post(
    '/notifications/read/',
    contract({ summary: 'Marks every notification read.', answer: z.object({ count: z.number().int() }) }),
    async (request) => ({ count: await repo(request).markAllRead() }),
  );

  // Company-wide announcements (the 'announcement' type), for those who may change the company.
  app.post(
    '/notifications/announcements/',
    contract({ body: announcementSchema }),
    async (request, reply) => {
      const tenant = tenantOf(request);
      const parsed = announcementSchema.safeParse(request.body ?? {});
      if (!parsed.success) {
        const issues = parsed.error.issues;
        throw issuesError(issues, 'announcements');
      }
      const sent = await sendAnnouncement(ctx.database.db, tenant, parsed.data);
      return reply.code(201).send(sent);
    },
  );
}

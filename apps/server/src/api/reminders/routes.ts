import { daysBetween, isoDayIn } from '@navgan/domain/calendar-day';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { pageOf, pageRequest } from '../../http/pagination';
import { choice, pageNumber, queryOf } from '../../http/query-params';
import { tenantOf } from '../../http/request-context';
import { pageAnswerOf, typedContract, typedRoutes } from '../../http/route-contract';
import { reminderTabs } from '../../reminders/reminder-source';
import { dueReminders } from './reminder-query';

const reminderAnswer = z.object({
  kind: z.string(),
  subject: z.object({
    type: z.enum(['driver', 'vehicle']),
    id: z.number().int(),
    name: z.string(),
    license_plate: z.string().nullable(),
  }),
  service_type: z.string().nullable(),
  due_date: z.string(),
  days_left: z.number().int(),
  status: z.enum(['overdue', 'soon']),
});

/**
 * `reminders/?active=<tab>`: documents and services due or overdue, soonest first, with the days
 * left (negative when overdue): driving licences and health certificates of drivers; third-party
 * and body insurance and technical inspection of vehicles; periodic services by their due date
 * and their own notice period.
 */
export async function reminderRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const query = queryOf({ tab: choice('active', reminderTabs, 'drivers'), page: pageNumber });
  typedRoutes(app).get(
    '/reminders/',
    typedContract({ query, answer: pageAnswerOf(reminderAnswer) }),
    async (request) => {
      const { tab } = request.query;
      const today = isoDayIn(new Date());
      const at = pageRequest(request);
      const { count, rows } = await dueReminders(ctx.database.db, tenantOf(request), tab, today, at);
      const results = rows.map((row) => {
        const dueDay = String(row.due_date).slice(0, 10);
        const daysLeft = daysBetween(today, dueDay);
        return {
          kind: row.kind,
          subject: {
            type: tab === 'drivers' ? ('driver' as const) : ('vehicle' as const),
            id: row.subject_id,
            name: row.subject_name,
            license_plate: row.license_plate,
          },
          service_type: row.service_type,
          due_date: dueDay,
          days_left: daysLeft,
          status: daysLeft < 0 ? ('overdue' as const) : ('soon' as const),
        };
      });
      return pageOf(request, at, count, results);
    },
  );
}

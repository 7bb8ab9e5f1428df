import { addDays, daysBetween, isoDayIn } from '@navgan/domain/calendar-day';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { visibleRecordCondition } from '../../access/organization-scope';
import type { AppContext } from '../../app-context';
import { rowsOf } from '../../db/sql-helpers';
import { ApiError } from '../../http/api-error';
import { pageOf, pageRequest } from '../../http/pagination';
import { tenantOf } from '../../http/request-context';

import {
  defaultReminderDays,
  type ReminderRow,
  reminderSource,
  reminderTabs,
  type ReminderTab as Tab,
} from '../../reminders/reminder-source';

/**
 * `reminders/?active=<tab>`: documents and services due or overdue, soonest first, with the days
 * left (negative when overdue): driving licences and health certificates of drivers; third-party
 * and body insurance and technical inspection of vehicles; periodic services by their due date
 * and their own notice period.
 */
export async function reminderRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get('/reminders/', async (request) => {
    const tenant = tenantOf(request);
    const { companyId } = tenant;
    const query = request.query as Record<string, unknown>;
    const tab = (query.active ?? 'drivers') as Tab;
    if (!reminderTabs.includes(tab)) throw new ApiError(400, () => ({ active: [reminderTabs.join(', ')] }));
    const today = isoDayIn(new Date());
    const horizon = addDays(today, defaultReminderDays);
    const all = reminderSource(tab, companyId, today, horizon);
    const visible = visibleRecordCondition(
      sql`due.subject_id`,
      tab === 'drivers' ? 'drivers' : 'vehicles',
      tenant,
    );
    const source = visible ? sql`select * from (${all}) due where ${visible}` : all;
    const at = pageRequest(request);
    const db = ctx.database.db;
    const [counted, rows] = await Promise.all([
      db.execute(sql`select count(*)::int as n from (${source}) due`),
      db.execute(
        sql`select * from (${source}) due order by due_date, subject_id limit ${at.limit} offset ${at.offset}`,
      ),
    ]);
    const total = rowsOf<{ n: number }>(counted)[0]?.n ?? 0;
    const results = rowsOf<ReminderRow>(rows).map((row) => {
      const dueDay = String(row.due_date).slice(0, 10);
      const daysLeft = daysBetween(today, dueDay);
      return {
        kind: row.kind,
        subject: {
          type: tab === 'drivers' ? 'driver' : 'vehicle',
          id: row.subject_id,
          name: row.subject_name,
          license_plate: row.license_plate,
        },
        service_type: row.service_type,
        due_date: dueDay,
        days_left: daysLeft,
        status: daysLeft < 0 ? 'overdue' : 'soon',
      };
    });
    return pageOf(request, at, total, results);
  });
}

import { addDays } from '@navgan/domain/calendar-day';
import { sql } from 'drizzle-orm';
import { visibleRecordCondition } from '../../access/organization-scope';
import type { Db } from '../../db/database';
import { rowsOf } from '../../db/sql-helpers';
import type { Tenant } from '../../db/tenant-scope';
import {
  defaultReminderDays,
  type ReminderRow,
  type ReminderTab,
  reminderSource,
} from '../../reminders/reminder-source';

/**
 * One page of a tab's reminders due by `today` + the default notice, soonest first, of the
 * records the caller sees, and how many there are in all.
 */
export async function dueReminders(
  db: Db,
  tenant: Tenant,
  tab: ReminderTab,
  today: string,
  window: { limit: number; offset: number },
): Promise<{ count: number; rows: ReminderRow[] }> {
  const all = reminderSource(tab, tenant.companyId, today, addDays(today, defaultReminderDays));
  const visible = visibleRecordCondition(
    sql`due.subject_id`,
    tab === 'drivers' ? 'drivers' : 'vehicles',
    tenant,
  );
  const source = visible ? sql`select * from (${all}) due where ${visible}` : all;
  const [counted, rows] = await Promise.all([
    db.execute(sql`select count(*)::int as n from (${source}) due`),
    db.execute(
      sql`select * from (${source}) due order by due_date, subject_id limit ${window.limit} offset ${window.offset}`,
    ),
  ]);
  return { count: rowsOf<{ n: number }>(counted)[0]?.n ?? 0, rows: rowsOf<ReminderRow>(rows) };
}

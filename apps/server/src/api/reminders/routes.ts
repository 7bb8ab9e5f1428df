import { addDays, daysBetween, isoDayIn } from '@navgan/domain/calendar-day';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { visibleRecordCondition } from '../../access/organization-scope';
import type { AppContext } from '../../app-context';
import { ApiError } from '../../http/api-error';
import { pageOf, pageRequest } from '../../http/pagination';
import { tenantOf } from '../../http/request-context';

/** The three tabs of the reminders page, with the spec's spelling of the vehicles one. */
export const reminderTabs = ['drivers', 'comapny-vehicles', 'company-vehicle-services'] as const;
type Tab = (typeof reminderTabs)[number];

/** How far ahead a date counts as "coming due" when the record sets no threshold of its own. */
export const defaultReminderDays = 30;

interface ReminderRow {
  kind: string;
  subject_id: number;
  subject_name: string;
  license_plate: string | null;
  due_date: string;
  service_type: string | null;
}

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
    const all = sourceFor(tab, companyId, today, horizon);
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

function sourceFor(tab: Tab, companyId: number, today: string, horizon: string) {
  if (tab === 'drivers') {
    return sql`
      select 'licence' as kind, id as subject_id, first_name || ' ' || last_name as subject_name,
             null::text as license_plate, licence_expiry as due_date, null::text as service_type
        from drivers where company_id = ${companyId} and licence_expiry <= ${horizon}
      union all
      select 'health_certificate', id, first_name || ' ' || last_name, null, health_certificate_expiry, null
        from drivers where company_id = ${companyId} and health_certificate_expiry <= ${horizon}`;
  }
  if (tab === 'comapny-vehicles') {
    return sql`
      select 'third_party_insurance' as kind, id as subject_id, name as subject_name, license_plate,
             third_party_insurance_expiry as due_date, null::text as service_type
        from company_vehicles where company_id = ${companyId} and third_party_insurance_expiry <= ${horizon}
      union all
      select 'body_insurance', id, name, license_plate, body_insurance_expiry, null
        from company_vehicles where company_id = ${companyId} and body_insurance_expiry <= ${horizon}
      union all
      select 'inspection', id, name, license_plate, inspection_expiry, null
        from company_vehicles where company_id = ${companyId} and inspection_expiry <= ${horizon}`;
  }
  // A service is due from its own notice period before the date (or the default one), and only
  // the newest service of each type on a vehicle counts: an older one was superseded.
  return sql`
    select 'service' as kind, v.id as subject_id, v.name as subject_name, v.license_plate,
           s.due_date, s.service_type
      from vehicle_services s join company_vehicles v on v.id = s.company_vehicle_id
     where s.company_id = ${companyId} and s.due_date is not null
       and s.due_date <= ${today}::date + coalesce(s.notify_days_before, ${defaultReminderDays}::int)
       and not exists (
         select 1 from vehicle_services newer
          where newer.company_vehicle_id = s.company_vehicle_id and newer.service_type = s.service_type
            and (newer.date > s.date or (newer.date = s.date and newer.id > s.id)))`;
}

function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}

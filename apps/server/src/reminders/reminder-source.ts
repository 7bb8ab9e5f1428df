import { sql } from 'drizzle-orm';

/** The three tabs of the reminders page, with the spec's spelling of the vehicles one. */
export const reminderTabs = ['drivers', 'comapny-vehicles', 'company-vehicle-services'] as const;
export type ReminderTab = (typeof reminderTabs)[number];

/** How far ahead a date counts as "coming due" when the record sets no threshold of its own. */
export const defaultReminderDays = 30;

export interface ReminderRow {
  kind: string;
  subject_id: number;
  subject_name: string;
  license_plate: string | null;
  due_date: string;
  service_type: string | null;
}

/**
 * The rows due by `horizon` of one tab of one company (the reminders page and the reminders job
 * read the same query).
 */
export function reminderSource(tab: ReminderTab, companyId: number, today: string, horizon: string) {
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

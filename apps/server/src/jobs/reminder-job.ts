import { daysBetween, isoDayIn } from '@navgan/domain/calendar-day';
import { formatDay } from '@navgan/domain/display-format';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { companies } from '../db/schema';
import { rowsOf } from '../db/sql-helpers';
import { deliverNotifications, type NewNotification, type NotificationKind } from '../notifications/deliver';
import { vehicleLabel } from '../notifications/vehicle-label';
import {
  defaultReminderDays,
  type ReminderRow,
  type ReminderTab,
  reminderSource,
  reminderTabs,
} from '../reminders/reminder-source';
import type { Outbox, OutboxEvent } from '../webhooks/outbox';

/** A due item is announced when it enters each of these: a month ahead, a week ahead, overdue. */
export function reminderThreshold(daysLeft: number): 'overdue' | 'week' | 'month' {
  if (daysLeft < 0) return 'overdue';
  return daysLeft <= 7 ? 'week' : 'month';
}

const kindOfTab: Record<ReminderTab, NotificationKind> = {
  drivers: 'driver',
  'comapny-vehicles': 'vehicle',
  'company-vehicle-services': 'service',
};

const documentNames: Record<string, { fa: string; en: string }> = {
  licence: { fa: 'گواهینامه', en: 'Driving licence' },
  health_certificate: { fa: 'کارت سلامت', en: 'Health certificate' },
  third_party_insurance: { fa: 'بیمه شخص ثالث', en: 'Third-party insurance' },
  body_insurance: { fa: 'بیمه بدنه', en: 'Body insurance' },
  inspection: { fa: 'معاینه فنی', en: 'Technical inspection' },
  service: { fa: 'سرویس دوره‌ای', en: 'Periodic service' },
};

function texts(row: ReminderRow, due: string, daysLeft: number) {
  const name = documentNames[row.kind] ?? { fa: row.kind, en: row.kind };
  const vehicle = row.license_plate
    ? { name: row.subject_name, license_plate: row.license_plate }
    : undefined;
  const who = vehicle
    ? vehicleLabel(vehicle, row.subject_id)
    : { fa: row.subject_name, en: row.subject_name };
  const service = row.service_type ? ` (${row.service_type})` : '';
  return daysLeft < 0
    ? {
        fa: `${name.fa}${service} ${who.fa} از ${formatDay(due, 'fa')} سررسید گذشته است`,
        en: `${name.en}${service} of ${who.en} was due on ${formatDay(due, 'en')}`,
      }
    : {
        fa: `${name.fa}${service} ${who.fa} در ${formatDay(due, 'fa')} سررسید می‌شود`,
        en: `${name.en}${service} of ${who.en} is due on ${formatDay(due, 'en')}`,
      };
}

/**
 * Documents and services coming due, from the same query as the reminders page: one notification
 * per item per threshold, remembered in notification_marks so reruns and restarts never repeat it.
 * `tabs` picks documents (drivers, vehicles) or services.
 */
export async function announceReminders(
  db: Db,
  now: Date,
  tabs: readonly ReminderTab[] = reminderTabs,
  outbox?: Outbox,
) {
  const today = isoDayIn(now);
  const horizon = isoDayIn(new Date(now.getTime() + defaultReminderDays * 86_400_000));
  const companyRows = await db.select({ id: companies.id }).from(companies);
  let sent = 0;
  for (const { id: companyId } of companyRows) {
    const items: NewNotification[] = [];
    const events = new Map<NewNotification, OutboxEvent>();
    for (const tab of tabs) {
      const result = await db.execute(
        sql`select * from (${reminderSource(tab, companyId, today, horizon)}) due`,
      );
      for (const row of rowsOf<ReminderRow>(result)) {
        const due = String(row.due_date).slice(0, 10);
        const daysLeft = daysBetween(today, due);
        const text = texts(row, due, daysLeft);
        const threshold = reminderThreshold(daysLeft);
        const vehicleId = tab === 'drivers' ? null : row.subject_id;
        const item: NewNotification = {
          companyId,
          kind: kindOfTab[tab],
          faBody: text.fa,
          enBody: text.en,
          subjectId: row.subject_id,
          vehicleId,
          onceKey: `reminder:${row.kind}:${row.subject_id}:${row.service_type ?? ''}:${due}:${threshold}`,
        };
        items.push(item);
        events.set(item, {
          companyId,
          type: 'reminder.due',
          vehicleId,
          occurredAt: now,
          data: {
            subject: tab === 'drivers' ? 'driver' : 'vehicle',
            subject_id: row.subject_id,
            vehicle_id: vehicleId,
            kind: row.kind,
            service_type: row.service_type,
            due_date: due,
            days_left: daysLeft,
            threshold,
          },
        });
      }
    }
    const delivered = await deliverNotifications(db, items, (tx, fresh) =>
      outbox
        ? outbox.record(
            tx,
            fresh.flatMap((item) => events.get(item) ?? []),
          )
        : Promise.resolve(),
    );
    sent += delivered.length;
  }
  return sent;
}

import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { notificationMarks } from '../db/fence-schema';
import { notifications, userNotifications, users } from '../db/schema';
import { notificationTypes } from '../db/seed-data/notification-types';

export type NotificationKind = 'driver' | 'vehicle' | 'service' | 'fence' | 'announcement';

export interface NewNotification {
  companyId: number;
  kind: NotificationKind;
  faBody: string;
  enBody: string;
  /** The record the link opens (driver, vehicle, service or fence id). */
  subjectId: number | null;
  /** The vehicle it concerns, for who may see it (organization scoping). */
  vehicleId: number | null;
  /** Sent at most once per key and company, across runs and restarts. */
  onceKey?: string;
}

const typeIdOf = (kind: NotificationKind) => {
  const type = notificationTypes.find((t) => t.en_title === kind);
  if (!type) throw new Error(`unknown notification type ${kind}`);
  return type.id;
};

/**
 * Who receives a company's notification about a vehicle: the company's active users. The one
 * place organization scoping narrows (users of the vehicle's organizations) when it lands.
 */
export async function recipientsOf(
  db: Db,
  companyId: number,
  _vehicleIds: readonly (number | null)[],
): Promise<Map<number | null, number[]>> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.company_id, companyId), eq(users.is_active, true)));
  const ids = rows.map((row) => row.id);
  return new Map(_vehicleIds.map((vehicleId) => [vehicleId, ids]));
}

/**
 * Stores notifications and delivers each to its recipients, in one transaction per call: a
 * handful of statements whatever the count. Items with a `onceKey` already sent are skipped.
 * Answers the items sent.
 */
export async function deliverNotifications(
  db: Db,
  items: readonly NewNotification[],
): Promise<NewNotification[]> {
  if (items.length === 0) return [];
  return db.transaction(async (txAny) => {
    const tx = txAny as unknown as Db;
    let fresh = [...items];
    const keyed = fresh.filter((item) => item.onceKey);
    if (keyed.length > 0) {
      const inserted = await tx
        .insert(notificationMarks)
        .values(keyed.map((item) => ({ company_id: item.companyId, key: item.onceKey as string })))
        .onConflictDoNothing()
        .returning({ company_id: notificationMarks.company_id, key: notificationMarks.key });
      const sent = new Set(inserted.map((row) => `${row.company_id}\n${row.key}`));
      fresh = fresh.filter((item) => !item.onceKey || sent.has(`${item.companyId}\n${item.onceKey}`));
    }
    if (fresh.length === 0) return [];
    const stored = await tx
      .insert(notifications)
      .values(
        fresh.map((item) => ({
          company_id: item.companyId,
          type_id: typeIdOf(item.kind),
          fa_body: item.faBody,
          en_body: item.enBody,
          subject_id: item.subjectId,
        })),
      )
      .returning({ id: notifications.id });
    const deliveries: { company_id: number; user_id: number; notification_id: number }[] = [];
    const byCompany = new Map<number, number[]>();
    fresh.forEach((item, i) => {
      const list = byCompany.get(item.companyId) ?? [];
      list.push(i);
      byCompany.set(item.companyId, list);
    });
    for (const [companyId, indexes] of byCompany) {
      const recipients = await recipientsOf(
        tx,
        companyId,
        indexes.map((i) => fresh[i]?.vehicleId ?? null),
      );
      for (const i of indexes) {
        const item = fresh[i];
        const row = stored[i];
        if (!item || !row) continue;
        for (const userId of recipients.get(item.vehicleId) ?? [])
          deliveries.push({ company_id: companyId, user_id: userId, notification_id: row.id });
      }
    }
    if (deliveries.length > 0) await tx.insert(userNotifications).values(deliveries);
    return fresh;
  });
}

import type { AccessResource } from '@navgan/domain/access';
import { and, eq, ne } from 'drizzle-orm';
import { organizationsOf } from '../access/organization-scope';
import { visibleOrganizationsOfUsers } from '../access/organization-tree';
import type { Db } from '../db/database';
import { notificationMarks } from '../db/fence-schema';
import { apiKeyAccountType, notifications, userNotifications, users } from '../db/schema';
import { notificationTypes } from '../db/seed-data/notification-types';
import { type DeliveredNotification, queueChannelMessages } from './channels/outbound-queue';
import { wakeOutbound } from './channels/outbound-wake';

export type NotificationKind = 'driver' | 'vehicle' | 'service' | 'fence' | 'announcement' | 'webhook';

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
  /** Only these of its would-be recipients get it (a paused webhook: its creator). */
  onlyTo?: readonly number[];
}

const typeIdOf = (kind: NotificationKind) => {
  const type = notificationTypes.find((t) => t.en_title === kind);
  if (!type) throw new Error(`unknown notification type ${kind}`);
  return type.id;
};

/** What a notification is about, which each of its recipients must be able to see. */
export type NotificationSubject = Pick<NewNotification, 'kind' | 'subjectId' | 'vehicleId'>;

function recordsOf(item: NotificationSubject): { resource: AccessResource; id: number }[] {
  const records: { resource: AccessResource; id: number }[] = [];
  if (item.vehicleId !== null) records.push({ resource: 'vehicles', id: item.vehicleId });
  if (item.subjectId !== null && item.kind === 'driver')
    records.push({ resource: 'drivers', id: item.subjectId });
  if (item.subjectId !== null && item.kind === 'fence')
    records.push({ resource: 'geofences', id: item.subjectId });
  return records;
}

/**
 * Who receives each of a company's notifications: its active users who can see every record it
 * is about (its vehicle; the driver of a driver reminder; the fence of a fence event), by the
 * rule of the organization scope: superusers and users without organizations see the whole
 * company, the others the records of their organizations and those below (a record with no
 * organization only the former). An announcement, about no record, reaches everyone.
 */
export async function recipientsOf(
  db: Db,
  companyId: number,
  items: readonly NotificationSubject[],
): Promise<number[][]> {
  const [active, limits] = await Promise.all([
    db
      .select({ id: users.id, is_superuser: users.is_superuser })
      .from(users)
      .where(
        and(eq(users.company_id, companyId), eq(users.is_active, true), ne(users.type, apiKeyAccountType)),
      ),
    visibleOrganizationsOfUsers(db, companyId),
  ]);
  const records = items.map(recordsOf);
  const organizationsOfRecord = new Map<string, number[]>();
  if (limits.size > 0) {
    const idsOf = new Map<AccessResource, Set<number>>();
    for (const { resource, id } of records.flat())
      idsOf.set(resource, (idsOf.get(resource) ?? new Set()).add(id));
    const tenant = { companyId, userId: 0 };
    for (const [resource, ids] of idsOf) {
      for (const [id, organizations] of await organizationsOf(db, tenant, resource, [...ids]))
        organizationsOfRecord.set(`${resource}:${id}`, organizations);
    }
  }
  const sees = (
    user: { id: number; is_superuser: boolean },
    record: { resource: AccessResource; id: number },
  ) => {
    const visible = user.is_superuser ? undefined : limits.get(user.id);
    if (!visible) return true;
    return (organizationsOfRecord.get(`${record.resource}:${record.id}`) ?? []).some((o) => visible.has(o));
  };
  return records.map((about) =>
    active.filter((user) => about.every((record) => sees(user, record))).map((user) => user.id),
  );
}

/**
 * Stores notifications and delivers each to its recipients, in one transaction per call: a
 * handful of statements whatever the count. Items with a `onceKey` already sent are skipped.
 * `alongside` writes what goes with the items sent (the source's own rows, its outbox events) in
 * the same transaction. Answers the items sent.
 */
export async function deliverNotifications(
  db: Db,
  items: readonly NewNotification[],
  alongside?: (tx: Db, sent: NewNotification[]) => Promise<unknown>,
): Promise<NewNotification[]> {
  if (items.length === 0) return [];
  return db.transaction(async (txAny) => {
    const tx = txAny as unknown as Db;
    const sent = (await storeNotifications(tx, items)).map((stored) => stored.item);
    if (sent.length > 0) await alongside?.(tx, sent);
    return sent;
  });
}

/** A notification as stored: its row and the users it went to. */
export interface StoredNotification {
  item: NewNotification;
  id: number;
  recipients: number[];
}

/**
 * `deliverNotifications` inside the caller's transaction: the notification rows, each recipient's
 * copy in the drawer, and the messages to the channels the recipients chose for its kind.
 */
export async function storeNotifications(
  tx: Db,
  items: readonly NewNotification[],
): Promise<StoredNotification[]> {
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
  const rows = await tx
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
  const stored: StoredNotification[] = [];
  const byCompany = new Map<number, number[]>();
  fresh.forEach((item, i) => {
    const list = byCompany.get(item.companyId) ?? [];
    list.push(i);
    byCompany.set(item.companyId, list);
  });
  const deliveries: { company_id: number; user_id: number; notification_id: number }[] = [];
  let queued = 0;
  for (const [companyId, indexes] of byCompany) {
    const recipients = await recipientsOf(
      tx,
      companyId,
      indexes.map((i) => fresh[i] as NewNotification),
    );
    const delivered: DeliveredNotification[] = [];
    for (const [n, i] of indexes.entries()) {
      const row = rows[i];
      const item = fresh[i];
      if (!row || !item) continue;
      const users = (recipients[n] ?? []).filter((id) => !item.onlyTo || item.onlyTo.includes(id));
      for (const userId of users)
        deliveries.push({ company_id: companyId, user_id: userId, notification_id: row.id });
      stored.push({ item, id: row.id, recipients: users });
      delivered.push({ notificationId: row.id, ...item, recipients: users });
    }
    queued += await queueChannelMessages(tx, companyId, delivered, new Date());
  }
  if (deliveries.length > 0) await tx.insert(userNotifications).values(deliveries);
  // Told on commit, to every process: the channel dispatcher sends at once instead of at its next poll.
  if (queued > 0) await wakeOutbound(tx);
  // In the order of the items, as callers match them.
  const byItem = new Map(stored.map((entry) => [entry.item, entry]));
  return fresh.flatMap((item) => byItem.get(item) ?? []);
}

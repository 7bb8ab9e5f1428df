import { isLocale, type Locale } from '@navgan/domain/locales';
import {
  type ChannelKind,
  type RoutableNotificationKind,
  routableNotificationKinds,
} from '@navgan/domain/notification-channels';
import { and, eq, inArray } from 'drizzle-orm';
import { notificationPreferences, outboundMessages } from '../../db/channel-schema';
import type { Db } from '../../db/database';
import { users } from '../../db/schema';
import { notificationMessage } from './channel-message-text';
import { allSettingsOf, enabledChannels } from './channel-settings';

/** A stored notification and who received it in the panel. */
export interface DeliveredNotification {
  notificationId: number;
  kind: string;
  faBody: string;
  enBody: string;
  recipients: number[];
}

const routable = new Set<string>(routableNotificationKinds);

/**
 * Queues a company's notifications on the channels each recipient chose for their kind, in the
 * caller's transaction: the message exists exactly when the notification does. A company with no
 * channel switched on pays one query.
 */
export async function queueChannelMessages(
  tx: Db,
  companyId: number,
  delivered: readonly DeliveredNotification[],
  at: Date,
): Promise<number> {
  const enabled = new Set(enabledChannels(await allSettingsOf(tx, companyId)));
  if (enabled.size === 0) return 0;
  const userIds = [...new Set(delivered.flatMap((d) => d.recipients))];
  if (userIds.length === 0) return 0;
  const people = await tx
    .select({
      id: users.id,
      email: users.email,
      language: notificationPreferences.language,
      mobile: notificationPreferences.mobile,
      telegram: notificationPreferences.telegram_chat_id,
      bale: notificationPreferences.bale_chat_id,
      routes: notificationPreferences.routes,
    })
    .from(notificationPreferences)
    .innerJoin(users, eq(users.id, notificationPreferences.user_id))
    .where(
      and(
        eq(notificationPreferences.company_id, companyId),
        inArray(notificationPreferences.user_id, userIds),
      ),
    );
  if (people.length === 0) return 0;
  const byId = new Map(people.map((p) => [p.id, p]));
  const rows: (typeof outboundMessages.$inferInsert)[] = [];
  for (const item of delivered) {
    if (!routable.has(item.kind)) continue;
    const kind = item.kind as RoutableNotificationKind;
    for (const userId of item.recipients) {
      const person = byId.get(userId);
      if (!person) continue;
      const routes = (person.routes as Partial<Record<RoutableNotificationKind, ChannelKind[]>>)[kind] ?? [];
      const language: Locale = isLocale(person.language) ? person.language : 'fa';
      const addresses: Record<ChannelKind, string> = {
        email: person.email,
        sms: person.mobile,
        telegram: person.telegram,
        bale: person.bale,
      };
      const text = notificationMessage({ kind, faBody: item.faBody, enBody: item.enBody }, at, language);
      for (const channel of new Set(routes)) {
        if (!enabled.has(channel) || !addresses[channel]) continue;
        rows.push({
          company_id: companyId,
          user_id: userId,
          notification_id: item.notificationId,
          channel,
          recipient: addresses[channel],
          language,
          subject: text.subject.slice(0, 300),
          body: text.body,
        });
      }
    }
  }
  if (rows.length > 0) await tx.insert(outboundMessages).values(rows);
  return rows.length;
}

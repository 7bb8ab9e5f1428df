import type { Locale } from '@navgan/domain/locales';
import { desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { notifications, notificationTypes, userNotifications } from '../../db/schema';
import { inCompany, type Tenant } from '../../db/tenant-scope';

export interface NotificationItem {
  id: number;
  notification: {
    /** The type's title and the body in the reader's language (English for Turkish: no tr text). */
    title: string;
    body: string;
    type: { fa_title: string; en_title: string };
    fa_body: string;
    en_body: string;
    subject_id: number | null;
    created: string;
  };
}

/** The bell's unread list is capped: the badge shows at most "99+", so 100 is enough to know. */
export const unreadListCap = 100;

/** A user's notifications; every query is scoped to the tenant and to the user. */
export class NotificationRepository {
  constructor(
    private readonly db: Db,
    private readonly tenant: Tenant,
  ) {}

  private mine(...extra: (SQL | undefined)[]) {
    return inCompany(
      userNotifications,
      this.tenant,
      eq(userNotifications.user_id, this.tenant.userId),
      ...extra,
    );
  }

  async listUnread(locale: Locale): Promise<NotificationItem[]> {
    const rows = await this.db
      .select({
        id: userNotifications.id,
        fa_title: notificationTypes.fa_title,
        en_title: notificationTypes.en_title,
        fa_body: notifications.fa_body,
        en_body: notifications.en_body,
        subject_id: notifications.subject_id,
        created: notifications.created_at,
      })
      .from(userNotifications)
      .innerJoin(notifications, eq(notifications.id, userNotifications.notification_id))
      .innerJoin(notificationTypes, eq(notificationTypes.id, notifications.type_id))
      .where(this.mine(isNull(userNotifications.read_at)))
      .orderBy(desc(userNotifications.id))
      .limit(unreadListCap);
    return rows.map((row) => ({
      id: row.id,
      notification: {
        title: locale === 'fa' ? row.fa_title : row.en_title,
        body: locale === 'fa' ? row.fa_body : row.en_body,
        type: { fa_title: row.fa_title, en_title: row.en_title },
        fa_body: row.fa_body,
        en_body: row.en_body,
        subject_id: row.subject_id,
        created: row.created.toISOString(),
      },
    }));
  }

  /** Marks one item read; false when the item is not this user's (answered as 404). */
  async markRead(id: number): Promise<boolean> {
    const updated = await this.db
      .update(userNotifications)
      .set({ read_at: sql`coalesce(${userNotifications.read_at}, now())` })
      .where(this.mine(eq(userNotifications.id, id)))
      .returning({ id: userNotifications.id });
    return updated.length === 1;
  }

  async markAllRead(): Promise<number> {
    const updated = await this.db
      .update(userNotifications)
      .set({ read_at: sql`now()` })
      .where(this.mine(isNull(userNotifications.read_at)))
      .returning({ id: userNotifications.id });
    return updated.length;
  }
}

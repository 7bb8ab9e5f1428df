import type { AnnouncementInput } from '@navgan/domain/notifications';
import { eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { apiKeyAccountType, notifications, userNotifications, users } from '../../db/schema';
import { notificationTypes } from '../../db/seed-data/notification-types';
import { inCompany, type Tenant } from '../../db/tenant-scope';

const announcementType = notificationTypes.find((type) => type.en_title === 'announcement');
if (!announcementType) throw new Error('the announcement notification type is not seeded');
const announcementTypeId = announcementType.id;

/**
 * Stores one announcement for the caller's company and delivers it to every active user of the
 * company (including the sender): one read of the recipients and one multi-row insert.
 */
export async function sendAnnouncement(
  db: Db,
  tenant: Tenant,
  input: Required<AnnouncementInput>,
): Promise<{ id: number; recipients: number }> {
  return db.transaction(async (tx) => {
    const [stored] = await tx
      .insert(notifications)
      .values({
        company_id: tenant.companyId,
        type_id: announcementTypeId,
        fa_body: input.fa_body,
        en_body: input.en_body,
      })
      .returning({ id: notifications.id });
    if (!stored) throw new Error('the announcement was not stored');
    const recipients = await tx
      .select({ id: users.id })
      .from(users)
      .where(inCompany(users, tenant, eq(users.is_active, true), ne(users.type, apiKeyAccountType)));
    if (recipients.length > 0) {
      await tx.insert(userNotifications).values(
        recipients.map((user) => ({
          company_id: tenant.companyId,
          user_id: user.id,
          notification_id: stored.id,
        })),
      );
    }
    return { id: stored.id, recipients: recipients.length };
  });
}

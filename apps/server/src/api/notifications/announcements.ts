import type { AnnouncementInput } from '@navgan/domain/notifications';
import type { Db } from '../../db/database';
import type { Tenant } from '../../db/tenant-scope';
import { storeNotifications } from '../../notifications/deliver';

/**
 * Stores one announcement for the caller's company and delivers it to every active user of the
 * company (including the sender), in the drawer and on the channels each chose for announcements.
 */
export async function sendAnnouncement(
  db: Db,
  tenant: Tenant,
  input: Required<AnnouncementInput>,
): Promise<{ id: number; recipients: number }> {
  const [stored] = await db.transaction((tx) =>
    storeNotifications(tx as unknown as Db, [
      {
        companyId: tenant.companyId,
        kind: 'announcement',
        faBody: input.fa_body,
        enBody: input.en_body,
        subjectId: null,
        vehicleId: null,
      },
    ]),
  );
  if (!stored) throw new Error('the announcement was not stored');
  return { id: stored.id, recipients: stored.recipients.length };
}

import type { Db } from '../db/database';
import { deliverNotifications } from '../notifications/deliver';
import type { PausedWebhook } from './webhook-deliveries';

/** The webhook's creator hears that it was paused, in the panel's notifications. */
export async function notifyPaused(db: Db, webhook: PausedWebhook): Promise<void> {
  if (webhook.created_by === null) return;
  await deliverNotifications(db, [
    {
      companyId: webhook.company_id,
      kind: 'webhook',
      faBody: `وب‌هوک ${webhook.url} متوقف شد: یک روز است هیچ ارسالی به آن موفق نشده است. پس از رفع مشکل گیرنده، آن را از سر بگیرید.`,
      enBody: `The webhook ${webhook.url} was paused: none of its deliveries has succeeded for a day. Resume it once the receiver is fixed.`,
      subjectId: webhook.id,
      vehicleId: null,
      onlyTo: [webhook.created_by],
    },
  ]);
}

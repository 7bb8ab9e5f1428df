import { z } from 'zod';
import type { Locale } from './locales';

/** The notification type; its English title decides the icon and link (spec section 3). */
export const notificationTypeSchema = z.object({ fa_title: z.string(), en_title: z.string() });

/** One unread item of `GET notifications/`. */
export const notificationItemSchema = z.object({
  id: z.number().int(),
  notification: z.object({
    type: notificationTypeSchema,
    fa_body: z.string(),
    en_body: z.string(),
    /** The record it is about (driver, vehicle, service, fence...), for the item's link. */
    subject_id: z.number().int().nullable().optional(),
    created: z.string(),
  }),
});
export type NotificationItem = z.infer<typeof notificationItemSchema>;

export const notificationListSchema = z.array(notificationItemSchema);

/** Body of `PUT notifications/{id}/read/`. */
export const notificationReadSchema = z.object({ read: z.literal(true) });

/** Persian text in fa; English otherwise (there is no Turkish text in the data). */
export function notificationTitle(item: NotificationItem, locale: Locale): string {
  return locale === 'fa' ? item.notification.type.fa_title : item.notification.type.en_title;
}

export function notificationBody(item: NotificationItem, locale: Locale): string {
  return locale === 'fa' ? item.notification.fa_body : item.notification.en_body;
}

export const announcementBodyMax = 1000;

const announcementText = z
  .string({ error: 'required' })
  .trim()
  .min(1, { error: 'required' })
  .max(announcementBodyMax, { error: 'maxLength' });

/** Body of `POST notifications/announcements/`: one announcement, in both languages of the data. */
export const announcementSchema = z.object({ fa_body: announcementText, en_body: announcementText });
export type AnnouncementInput = z.input<typeof announcementSchema>;

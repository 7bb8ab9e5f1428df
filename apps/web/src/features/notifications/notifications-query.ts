import { notificationPollMs } from '@navgan/domain/constants';
import { type NotificationItem, notificationListSchema } from '@navgan/domain/notifications';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api/api';

export function fetchUnreadNotifications(signal?: AbortSignal): Promise<NotificationItem[]> {
  return api
    .get<unknown>('notifications/', { signal, background: true })
    .then((body) => notificationListSchema.parse(body));
}

/** `GET notifications/`, polled every notificationPollMs while the tab is visible. */
export const unreadNotificationsQuery = queryOptions({
  queryKey: ['notifications', 'unread'],
  queryFn: ({ signal }) => fetchUnreadNotifications(signal),
  refetchInterval: notificationPollMs,
  refetchIntervalInBackground: false,
});

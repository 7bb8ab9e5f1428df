import { notificationPollMs } from '@navgan/domain/constants';
import { type NotificationItem, notificationListSchema } from '@navgan/domain/notifications';
import { type QueryClient, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api/api';
import { isApiError } from '../../lib/api/api-error';

export function fetchUnreadNotifications(signal?: AbortSignal): Promise<NotificationItem[]> {
  return api
    .get<unknown>('notifications/', { signal, background: true })
    .then((body) => notificationListSchema.parse(body));
}

const unreadKey = ['notifications', 'unread'] as const;

/** `GET notifications/`, polled every notificationPollMs while the tab is visible. */
export const unreadNotificationsQuery = queryOptions({
  queryKey: unreadKey,
  queryFn: ({ signal }) => fetchUnreadNotifications(signal),
  refetchInterval: notificationPollMs,
  refetchIntervalInBackground: false,
});

/** Takes items out of the cached unread list now, and gives back a way to put them back. */
async function removeFromUnread(queryClient: QueryClient, keep: (item: NotificationItem) => boolean) {
  await queryClient.cancelQueries({ queryKey: unreadKey });
  const previous = queryClient.getQueryData<NotificationItem[]>(unreadKey);
  queryClient.setQueryData<NotificationItem[]>(unreadKey, (list) => list?.filter(keep));
  return () => queryClient.setQueryData(unreadKey, previous);
}

/**
 * `PUT notifications/{id}/read/`: the item leaves the list and the badge drops at once, without
 * waiting for the next poll; it comes back if the call fails (a 404 means it was read already).
 */
export function useReadNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.put<unknown>(`notifications/${id}/read/`, { read: true }),
    onMutate: (id) => removeFromUnread(queryClient, (item) => item.id !== id),
    onError: (error, _id, restore) => {
      if (!(isApiError(error) && error.status === 404)) restore?.();
    },
  });
}

/** `POST notifications/read/`: the list is cleared and the count is 0 at once. */
export function useReadAllNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<unknown>('notifications/read/'),
    onMutate: () => removeFromUnread(queryClient, () => false),
    onError: (_error, _none, restore) => restore?.(),
    // Items that arrived while the call was on its way are not marked: show them again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: unreadKey }),
  });
}

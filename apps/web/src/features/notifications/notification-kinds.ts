import type { NotificationItem } from '@navgan/domain/notifications';
import type { RouteId } from '../../lib/paths';

/** What a notification is about, from its type's English title (spec section 3). */
export type NotificationKind =
  | 'driver'
  | 'vehicle'
  | 'service'
  | 'fence'
  | 'announcement'
  | 'approval'
  | 'webhook'
  | 'other';

const knownKinds: readonly NotificationKind[] = [
  'driver',
  'vehicle',
  'service',
  'fence',
  'announcement',
  'approval',
  'webhook',
];

export function notificationKind(item: NotificationItem): NotificationKind {
  const title = item.notification.type.en_title.trim().toLowerCase();
  return knownKinds.find((kind) => kind === title) ?? 'other';
}

/** The record screen a kind opens (with the notification's subject id), or a screen of its own. */
const viewOf: Partial<Record<NotificationKind, 'driversView' | 'carsView' | 'serviceView' | 'geofenceView'>> =
  {
    driver: 'driversView',
    vehicle: 'carsView',
    service: 'serviceView',
    fence: 'geofenceView',
  };

export type NotificationTarget =
  | { route: 'driversView' | 'carsView' | 'serviceView' | 'geofenceView'; id: number }
  | { route: Extract<RouteId, 'approvals' | 'webhooks'> };

/**
 * Where an item links: the driver, vehicle, service or geofence it is about, the approvals inbox
 * for approvals; nothing for announcements, unknown types, or a record kind without a subject.
 */
export function notificationTarget(item: NotificationItem): NotificationTarget | null {
  const kind = notificationKind(item);
  if (kind === 'approval') return { route: 'approvals' };
  if (kind === 'webhook') return { route: 'webhooks' };
  const route = viewOf[kind];
  const id = item.notification.subject_id;
  return route && typeof id === 'number' ? { route, id } : null;
}

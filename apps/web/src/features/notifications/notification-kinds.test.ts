import type { NotificationItem } from '@navgan/domain/notifications';
import { describe, expect, it } from 'vitest';
import { notificationKind, notificationTarget } from './notification-kinds';

function item(enTitle: string, subjectId?: number | null): NotificationItem {
  return {
    id: 1,
    notification: {
      type: { fa_title: '—', en_title: enTitle },
      fa_body: 'متن',
      en_body: 'text',
      subject_id: subjectId,
      created: '2026-11-21T10:00:00Z',
    },
  };
}

describe('notification kinds and links', () => {
  it('links record kinds to the view of their subject', () => {
    expect(notificationTarget(item('driver', 7))).toEqual({ route: 'driversView', id: 7 });
    expect(notificationTarget(item('vehicle', 8))).toEqual({ route: 'carsView', id: 8 });
    expect(notificationTarget(item('service', 9))).toEqual({ route: 'serviceView', id: 9 });
    expect(notificationTarget(item('fence', 10))).toEqual({ route: 'geofenceView', id: 10 });
  });

  it('links approvals to the inbox and announcements nowhere', () => {
    expect(notificationTarget(item('approval'))).toEqual({ route: 'approvals' });
    expect(notificationTarget(item('announcement', 3))).toBeNull();
  });

  it('gives no link to a record kind without a subject, nor to an unknown type', () => {
    expect(notificationTarget(item('driver', null))).toBeNull();
    expect(notificationTarget(item('vehicle'))).toBeNull();
    expect(notificationKind(item('weather'))).toBe('other');
    expect(notificationTarget(item('weather', 4))).toBeNull();
  });

  it('reads the type title whatever its case or spacing', () => {
    expect(notificationKind(item(' Fence '))).toBe('fence');
  });
});

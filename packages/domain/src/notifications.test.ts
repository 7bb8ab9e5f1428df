import { describe, expect, it } from 'vitest';
import { notificationBody, notificationListSchema, notificationTitle } from './notifications';

const item = {
  id: 7,
  notification: {
    type: { fa_title: 'خودرو', en_title: 'vehicle' },
    fa_body: 'بیمه‌ی خودرو رو به پایان است',
    en_body: 'Vehicle insurance is expiring',
    created: '2025-11-21T10:30:05Z',
  },
};

describe('notifications', () => {
  it('parses the unread list', () => {
    expect(notificationListSchema.parse([item])).toHaveLength(1);
    expect(notificationListSchema.safeParse([{ id: 'x' }]).success).toBe(false);
  });

  it('picks the text for the locale', () => {
    expect(notificationTitle(item, 'fa')).toBe('خودرو');
    expect(notificationTitle(item, 'en')).toBe('vehicle');
    expect(notificationTitle(item, 'tr')).toBe('vehicle');
    expect(notificationBody(item, 'fa')).toBe('بیمه‌ی خودرو رو به پایان است');
    expect(notificationBody(item, 'tr')).toBe('Vehicle insurance is expiring');
  });
});

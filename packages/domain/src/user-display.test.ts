import { describe, expect, it } from 'vitest';
import { displayUserName } from './user-display';

const staff = (type: number, first: string, last: string) => ({
  user: { id: 7, username: 'sara', type, first_name: first, last_name: last },
  company: 3,
  access: { is_superuser: false, permissions: {}, organizations: [] },
});

describe('displayUserName', () => {
  it('uses first and last name of type 1 users', () => {
    expect(displayUserName(staff(1, 'Sara', 'Karimi'), 'sara')).toBe('Sara Karimi');
    expect(displayUserName(staff(1, 'Sara', ''), null)).toBe('Sara');
  });

  it('falls back to the stored name, then to nothing', () => {
    expect(displayUserName(staff(2, 'Sara', 'Karimi'), 'sara')).toBe('sara');
    expect(displayUserName(staff(1, '', ' '), 'sara')).toBe('sara');
    expect(displayUserName(null, '  ')).toBeNull();
    expect(displayUserName(undefined, null)).toBeNull();
  });
});

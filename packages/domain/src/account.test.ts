import { describe, expect, it } from 'vitest';
import { changePasswordSchema } from './account';
import { catalogueOf } from './messages/catalogues';
import { issuesToFieldErrors } from './validation-issues';

describe('change-password body', () => {
  it('needs the old password and a new one by the spec rules', () => {
    const result = changePasswordSchema.safeParse({
      old_password: '',
      password: '12345678',
      password_repeat: 'x',
    });
    expect(result.success).toBe(false);
    if (!result.success)
      expect(issuesToFieldErrors(result.error.issues, catalogueOf('en'), 'password_change')).toEqual({
        old_password: ['Current password is Required'],
        password: ['Password must not be entirely numeric.'],
        password_repeat: ['Passwords do not match.'],
      });
  });

  it('reports repeats that do not match', () => {
    const result = changePasswordSchema.safeParse({
      old_password: 'a',
      password: 'new-pass-1',
      password_repeat: 'new-pass-2',
    });
    expect(result.success).toBe(false);
    if (!result.success)
      expect(issuesToFieldErrors(result.error.issues, catalogueOf('en'), 'password_change')).toEqual({
        password_repeat: ['Passwords do not match.'],
      });
  });
});

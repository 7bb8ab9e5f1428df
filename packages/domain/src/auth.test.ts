import { describe, expect, it } from 'vitest';
import { loginSchema, passwordPairSchema, usernameSchema } from './auth';
import { catalogueOf } from './messages/catalogues';
import { issuesToFieldErrors } from './validation-issues';

describe('login schema', () => {
  it('lower-cases and trims the username', () => {
    expect(loginSchema.parse({ username: '  Admin ', password: 'x' }).username).toBe('admin');
  });

  it('gives the spec messages in Persian and English', () => {
    const result = loginSchema.safeParse({ username: 'ab', password: '' });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(issuesToFieldErrors(result.error.issues, catalogueOf('en'))).toEqual({
      username: ['The minimum character length should be 3.'],
      password: ['Password is Required'],
    });
    expect(issuesToFieldErrors(result.error.issues, catalogueOf('fa'))).toEqual({
      username: ['حداقل طول باید ۳ نویسه باشد.'],
      password: ['رمز عبور الزامی است'],
    });
  });

  it('treats a missing body field as required', () => {
    const result = loginSchema.safeParse({});
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(issuesToFieldErrors(result.error.issues, catalogueOf('en')).username).toEqual([
        'Username is Required',
      ]);
    }
  });
});

describe('user form rules', () => {
  it('accepts the allowed username alphabet only', () => {
    expect(usernameSchema.safeParse('ali.rezaei+ops@fleet_1').success).toBe(true);
    expect(usernameSchema.safeParse('Ali').success).toBe(false);
    expect(usernameSchema.safeParse('علی').success).toBe(false);
    expect(usernameSchema.safeParse('a'.repeat(151)).error?.issues[0]?.message).toBe('usernameMax');
  });

  it('rejects short, numeric and mismatched passwords', () => {
    const messages = (password: string, repeat: string) =>
      passwordPairSchema
        .safeParse({ password, password_repeat: repeat })
        .error?.issues.map((i) => i.message) ?? [];
    expect(messages('short1', 'short1')).toContain('passwordMin');
    expect(messages('12345678', '12345678')).toEqual(['passwordNumeric']);
    expect(messages('secret-pass', 'secret-pas')).toEqual(['passwordMismatch']);
    expect(messages('secret-pass', 'secret-pass')).toEqual([]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from '../test/api-client';
import { createTestApp, type TestApp } from '../test/test-app';
import { isCommonPassword } from './password-strength';

/** Weak passwords are refused on create, reset and change, in the caller's language. */
describe('password strength on every route that sets a password', () => {
  let t: TestApp;
  let admin: ReturnType<typeof apiAs>;
  let adminFa: ReturnType<typeof apiAs>;
  const good = 'blue-kettle-93';

  beforeAll(async () => {
    t = await createTestApp();
    await t.account({ company: 'Pw Co', username: 'pw.admin' });
    const { access } = await t.login('pw.admin');
    admin = apiAs(t.app, access);
    adminFa = apiAs(t.app, access, 'fa-ir');
  });
  afterAll(() => t.close());

  it('ships the common-password list', () => {
    expect(isCommonPassword('password')).toBe(true);
    expect(isCommonPassword('Password')).toBe(true);
    expect(isCommonPassword(good)).toBe(false);
  });

  const weak: [string, string][] = [
    ['password', 'This password is too common.'],
    ['qwertyuiop', 'This password is too common.'],
    ['aaaaaaaa', 'Password must not be one character repeated.'],
    ['        ', 'Password must not be one character repeated.'],
    ['kamran.r!', 'Password is too similar to the username.'],
    ['Rezaei-1359', 'Password is too similar to the name.'],
    ['x1'.repeat(50_000), 'Password must be a maximum of 128 characters.'],
  ];

  it('refuses weak passwords when a user is created', async () => {
    for (const [password, expected] of weak) {
      const answer = await admin.post('users/', {
        username: 'kamran.r',
        first_name: 'Kamran',
        last_name: 'Rezaei',
        password,
        confirm_password: password,
      });
      expect(answer.statusCode, password.slice(0, 20)).toBe(400);
      expect(answer.json().password).toEqual([expected]);
    }
    expect((await admin.get('users/?search=kamran')).json().count).toBe(0);
    const fa = await adminFa.post('users/', {
      username: 'k.r',
      password: 'password',
      confirm_password: 'password',
    });
    expect(fa.json().password).toEqual(['این رمز عبور بیش از حد رایج است.']);
  });

  it('refuses weak passwords when an administrator sets one, and when a user changes theirs', async () => {
    const user = (
      await admin.post('users/', {
        username: 'kamran.r',
        first_name: 'Kamran',
        last_name: 'Rezaei',
        password: good,
        confirm_password: good,
      })
    ).json();
    expect(user.id).toEqual(expect.any(Number));
    for (const [password, expected] of weak) {
      const reset = await admin.put(`users/${user.id}/passwords/`, { password, confirm_password: password });
      expect(reset.statusCode, password.slice(0, 20)).toBe(400);
      expect(reset.json().password).toEqual([expected]);
    }
    const self = apiAs(t.app, (await t.login('kamran.r', good)).access);
    for (const [password, expected] of weak) {
      const change = await self.put('users/change-password/', {
        old_password: good,
        password,
        password_repeat: password,
      });
      expect(change.statusCode, password.slice(0, 20)).toBe(400);
      expect(change.json().password).toEqual([expected]);
    }
    await t.login('kamran.r', good);
  });

  it('refuses an upper-case username with the spec message instead of lower-casing it', async () => {
    const answer = await admin.post('users/', { username: 'Kamran', password: good, confirm_password: good });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ username: ['Invalid Username.'] });
    expect(
      (await admin.get('users/?search=kamran')).json().results.map((u: { username: string }) => u.username),
    ).toEqual(['kamran.r']);
  });
});

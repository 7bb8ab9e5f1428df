import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from '../../test/api-client';
import { createTestApp, type TestApp, testPassword } from '../../test/test-app';
import { appTestClock } from '../../test/test-clock';

describe('change password', () => {
  let t: TestApp;
  // Tokens carry whole seconds: the tests move this clock on instead of waiting for the next one.
  const clock = appTestClock();
  const newPassword = 'new-horse-battery-7';

  const refresh = (token: string) =>
    t.app.inject({ method: 'POST', url: '/api/v1/users/token/refresh/', payload: { refresh: token } });
  const change = (access: string, body: unknown, language = 'en-us') =>
    apiAs(t.app, access, language).put('users/change-password/', body);

  beforeAll(async () => {
    t = await createTestApp({}, { clock });
    await t.account({ company: 'Password Co', username: 'pw.user' });
    await t.account({ company: 'Password Co', username: 'pw.guess' });
  });
  afterAll(() => t.close());

  it('ends every other session and keeps this one going with a fresh pair', async () => {
    const thisSession = await t.login('pw.user');
    const otherSession = await t.login('pw.user');
    const response = await change(thisSession.access, {
      old_password: testPassword,
      password: newPassword,
      password_repeat: newPassword,
    });
    expect(response.statusCode).toBe(200);
    const fresh = response.json();
    expect(fresh).toEqual({ access: expect.any(String), refresh: expect.any(String) });

    // Old access tokens of both sessions stop working, and so do their refresh tokens.
    for (const old of [thisSession, otherSession]) {
      const denied = await t.get('/api/v1/users/office-staffs/', old.access);
      expect(denied.statusCode).toBe(403);
      expect(denied.json()).toMatchObject({ code: 'token_not_valid' });
      expect((await refresh(old.refresh)).statusCode).toBe(401);
    }
    // The new pair works, also after a refresh.
    expect((await t.get('/api/v1/users/office-staffs/', fresh.access)).statusCode).toBe(200);
    const rotated = await refresh(fresh.refresh);
    expect(rotated.statusCode).toBe(200);
    // And the password itself changed. (Tokens issued within the second of the change are
    // refused — see docs/decisions.md — so sign in again once it is over.)
    await clock.advance(1100);
    await expect(t.login('pw.user')).rejects.toThrow('401');
    expect((await t.login('pw.user', newPassword)).access).toEqual(expect.any(String));
  });

  it('refuses a wrong current password, changing nothing', async () => {
    const session = await t.login('pw.user', newPassword);
    const wrong = await change(
      session.access,
      { old_password: 'not-it-123', password: 'other-pass-1', password_repeat: 'other-pass-1' },
      'fa-ir',
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ old_password: ['رمز عبور فعلی نادرست است.'] });
    expect((await t.get('/api/v1/users/office-staffs/', session.access)).statusCode).toBe(200);
    expect((await t.login('pw.user', newPassword)).access).toEqual(expect.any(String));
  });

  it('applies the password rules and wants a password different from the current one', async () => {
    const session = await t.login('pw.user', newPassword);
    const weak = await change(session.access, {
      old_password: '',
      password: 'short',
      password_repeat: 'shorts',
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toEqual({
      old_password: ['Current password is Required'],
      password: ['Password must be at least 8 characters.'],
      password_repeat: ['Passwords do not match.'],
    });
    const same = await change(session.access, {
      old_password: newPassword,
      password: newPassword,
      password_repeat: newPassword,
    });
    expect(same.json()).toEqual({ password: ['The new password must be different from the current one.'] });
    expect((await t.get('/api/v1/users/office-staffs/', session.access)).statusCode).toBe(200);
  });

  it('slows down guessing of the current password', async () => {
    const session = await t.login('pw.guess');
    const guess = (old: string) =>
      change(session.access, {
        old_password: old,
        password: 'brand-new-pw-1',
        password_repeat: 'brand-new-pw-1',
      });
    for (let i = 0; i < 5; i++) expect((await guess(`guess-${i}-wrong`)).statusCode).toBe(400);
    const throttled = await guess(testPassword);
    expect(throttled.statusCode).toBe(429);
    expect(throttled.headers['retry-after']).toBeDefined();
    expect(throttled.json()).toMatchObject({
      code: 'throttled',
      detail: expect.stringContaining('Too many failed attempts'),
    });
    // The right password does not get through while throttled, and login is throttled alike.
    await expect(t.login('pw.guess')).rejects.toThrow('429');
  });

  it('needs a valid session', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/users/change-password/',
      payload: {},
    });
    expect(response.statusCode).toBe(403);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from '../../test/api-client';
import { signInTwoCompanies } from '../../test/fleet-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { appTestClock } from '../../test/test-clock';

describe('users and policies', () => {
  let t: TestApp;
  // Tokens carry whole seconds: the tests move this clock on instead of waiting for the next one.
  const clock = appTestClock();
  let s: Awaited<ReturnType<typeof signInTwoCompanies>>;
  const password = 'a-good-pass-1';
  const newUser = (username: string, extra: Record<string, unknown> = {}) => ({
    username,
    password,
    confirm_password: password,
    first_name: 'Sara',
    last_name: 'Ahmadi',
    ...extra,
  });

  beforeAll(async () => {
    t = await createTestApp({}, { clock });
    s = await signInTwoCompanies(t, 'Usr');
  });
  afterAll(() => t.close());

  it('answers the current user with id, username and their access', async () => {
    const me = (await s.a.get('users/office-staffs/')).json();
    expect(me.user).toMatchObject({ id: expect.any(Number), username: 'usr.a', type: 1 });
    expect(me.access.is_superuser).toBe(true);
    expect(me.access.permissions.drivers).toContain('delete');
    expect(me.access.organizations).toEqual([]);
  });

  it('seeds the default policies for a new company', async () => {
    const policies = (await s.a.get('users/policies/')).json();
    expect(policies.length).toBeGreaterThanOrEqual(4);
    const dataEntry = policies.find(
      (p: { approval_required: object }) => Object.keys(p.approval_required).length,
    );
    expect(dataEntry.approval_required.fuel_transactions).toContain('add');
    expect((await s.b.get('users/policies/')).json().map((p: { id: number }) => p.id)).not.toContain(
      dataEntry.id,
    );
  });

  it('creates, lists, reads and updates a user, never showing the password', async () => {
    const policy = (await s.a.get('users/policies/')).json()[1];
    const created = await s.a.post('users/', newUser('sara.a', { policies: [policy.id] }));
    expect(created.statusCode).toBe(201);
    const user = created.json();
    expect(user).toEqual({
      id: expect.any(Number),
      username: 'sara.a',
      first_name: 'Sara',
      last_name: 'Ahmadi',
      email: '',
      is_active: true,
      is_superuser: false,
      date_joined: expect.any(String),
      organizations: [],
      policies: [policy.id],
    });
    expect(JSON.stringify(user)).not.toContain('argon');
    expect((await s.a.get('users/?search=sara')).json()).toMatchObject({ count: 1, results: [user] });
    expect((await s.a.get('users/summaries/')).json()).toContainEqual({
      id: user.id,
      username: 'sara.a',
      first_name: 'Sara',
      last_name: 'Ahmadi',
    });
    const updated = await s.a.put(`users/${user.id}/`, { ...user, last_name: 'Karimi', policies: [] });
    expect(updated.json()).toMatchObject({ last_name: 'Karimi', policies: [] });
    expect((await s.b.get(`users/${user.id}/`)).statusCode).toBe(404);
    expect((await s.b.get('users/')).json().results.map((u: { id: number }) => u.id)).not.toContain(user.id);
  });

  it('applies the spec rules to username and password, in the caller language', async () => {
    const bad = await s.a.post('users/', {
      username: 'Bad Name!',
      password: '12345678',
      confirm_password: '87654321',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      username: ['Invalid Username.'],
      password: ['Password must not be entirely numeric.'],
      confirm_password: ['Passwords do not match.'],
    });
    const mismatch = await s.a.post('users/', { ...newUser('ok.name'), confirm_password: 'other-pass-2' });
    expect(mismatch.json()).toEqual({ confirm_password: ['Passwords do not match.'] });
    const long = await s.aFa.post('users/', newUser('x'.repeat(151)));
    expect(long.json().username).toEqual(['نام کاربری حداکثر می‌تواند ۱۵۰ نویسه باشد.']);
    const taken = await s.a.post('users/', newUser('usr.b'));
    expect(taken.json()).toEqual({ username: ['This username is already taken.'] });
    const short = await s.a.post(
      'users/',
      newUser('short.pass', { password: 'abc', confirm_password: 'abc' }),
    );
    expect(short.json().password).toEqual(['Password must be at least 8 characters.']);
    expect((await s.a.get('users/?search=ok.name')).json().count).toBe(0);
  });

  it('validates policies against the domain lists', async () => {
    const ok = await s.a.post('users/policies/', {
      title: 'Fuel clerk',
      permissions: { fuel_transactions: ['view', 'add'] },
      approval_required: { fuel_transactions: ['add'] },
    });
    expect(ok.statusCode).toBe(201);
    const wrongAction = await s.a.post('users/policies/', { title: 'X', permissions: { tags: ['approve'] } });
    expect(wrongAction.statusCode).toBe(400);
    expect(Object.keys(wrongAction.json())).toEqual(['permissions']);
    const unknown = await s.a.post('users/policies/', { title: 'X', permissions: { spaceships: ['view'] } });
    expect(unknown.statusCode).toBe(400);
    const notGranted = await s.a.post('users/policies/', {
      title: 'X',
      permissions: { fines: ['view'] },
      approval_required: { fines: ['add'] },
    });
    expect(Object.keys(notGranted.json())).toEqual(['approval_required']);
    const changed = await s.a.put(`users/policies/${ok.json().id}/`, { title: 'Fuel desk', permissions: {} });
    expect(changed.json()).toEqual({
      id: ok.json().id,
      title: 'Fuel desk',
      permissions: {},
      approval_required: {},
    });
    expect((await s.b.put(`users/policies/${ok.json().id}/`, { title: 'Stolen' })).statusCode).toBe(404);
    expect((await s.a.delete(`users/policies/${ok.json().id}/`)).statusCode).toBe(204);
  });

  it('ends every session of a user whose password an administrator sets, or who is deactivated', async () => {
    const user = (await s.a.post('users/', newUser('reset.me', { policies: [] }))).json();
    const first = await t.login('reset.me', password);
    const second = await t.login('reset.me', password);
    const mismatch = await s.a.put(`users/${user.id}/passwords/`, {
      password: 'brand-new-pass-2',
      confirm_password: 'other',
    });
    expect(mismatch.json()).toEqual({ confirm_password: ['Passwords do not match.'] });
    // Tokens carry whole seconds: wait into the next one so the old tokens fall before the cutoff.
    await clock.advance(1100);
    const set = await s.a.put(`users/${user.id}/passwords/`, {
      password: 'brand-new-pass-2',
      confirm_password: 'brand-new-pass-2',
    });
    expect(set.statusCode).toBe(200);
    expect((await apiAs(t.app, first.access).get('users/office-staffs/')).json().code).toBe(
      'token_not_valid',
    );
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/token/refresh/',
      payload: { refresh: second.refresh },
    });
    expect(refreshed.statusCode).toBe(401);
    const again = await t.login('reset.me', 'brand-new-pass-2');
    expect((await apiAs(t.app, again.access).get('users/office-staffs/')).statusCode).toBe(200);

    await s.a.put(`users/${user.id}/`, { ...user, is_active: false });
    expect((await apiAs(t.app, again.access).get('users/office-staffs/')).json().code).toBe(
      'token_not_valid',
    );
    const afterDeactivation = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/token/refresh/',
      payload: { refresh: again.refresh },
    });
    expect(afterDeactivation.statusCode).toBe(401);
  });
});

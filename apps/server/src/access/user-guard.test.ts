import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from '../test/api-client';
import { createTestApp, type TestApp, testPassword } from '../test/test-app';

/**
 * A non-superuser holding `users: change` (and `policies: change`) against a superuser and
 * against their own access, on every user route and through the approvals inbox.
 */
describe('user guard', () => {
  let t: TestApp;
  let boss: ReturnType<typeof apiAs>;
  let clerk: ReturnType<typeof apiAs>;
  let clerkFa: ReturnType<typeof apiAs>;
  let bossUser: Record<string, unknown> & { id: number };
  let clerkUser: Record<string, unknown> & { id: number };
  let clerkPolicy: number;
  let widePolicy: number;
  let orgs: number[];
  const attempt = 'taken-over-pass-7';

  const bossRow = async () => (await boss.get(`users/${bossUser.id}/`)).json();

  beforeAll(async () => {
    t = await createTestApp();
    await t.account({ company: 'Guard Co', username: 'guard.boss' });
    boss = apiAs(t.app, (await t.login('guard.boss')).access);
    bossUser = (await boss.get('users/office-staffs/')).json().user;
    bossUser = (await boss.get(`users/${bossUser.id}/`)).json();
    clerkPolicy = (
      await boss.post('users/policies/', {
        title: 'User clerk',
        permissions: { users: ['view', 'add', 'change'], policies: ['view', 'change'] },
      })
    ).json().id;
    widePolicy = (
      await boss.post('users/policies/', {
        title: 'Everything on fines',
        permissions: { fines: ['view', 'add'] },
      })
    ).json().id;
    orgs = [
      (await boss.post('organizations/', { title: 'North' })).json().id,
      (await boss.post('organizations/', { title: 'South' })).json().id,
    ];
    const created = await boss.post('users/', {
      username: 'guard.clerk',
      password: testPassword,
      confirm_password: testPassword,
      policies: [clerkPolicy],
      organizations: [orgs[0]],
    });
    expect(created.statusCode, created.body).toBe(201);
    clerkUser = created.json();
    const token = (await t.login('guard.clerk')).access;
    clerk = apiAs(t.app, token);
    clerkFa = apiAs(t.app, token, 'fa-ir');
  });
  afterAll(() => t.close());

  it('refuses to set a superuser password, and the tried password does not sign in', async () => {
    const before = await bossRow();
    const reset = await clerk.put(`users/${bossUser.id}/passwords/`, {
      password: attempt,
      confirm_password: attempt,
    });
    expect(reset.statusCode).toBe(403);
    expect(reset.json().detail).toBe(
      'Only a superuser may change, reset the password of, deactivate or delete a superuser.',
    );
    const inFa = await clerkFa.put(`users/${bossUser.id}/passwords/`, {
      password: attempt,
      confirm_password: attempt,
    });
    expect(inFa.json().detail).toContain('فقط مدیر کل');
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/token/',
      payload: { username: 'guard.boss', password: attempt },
    });
    expect(login.statusCode).toBe(401);
    expect(await bossRow()).toEqual(before);
    await t.login('guard.boss');
  });

  it('refuses to demote, deactivate or edit a superuser', async () => {
    const before = await bossRow();
    for (const change of [
      { is_superuser: false },
      { is_active: false },
      { is_superuser: false, is_active: false },
      { first_name: 'Renamed' },
      { policies: [widePolicy] },
    ]) {
      const answer = await clerk.put(`users/${bossUser.id}/`, { ...before, ...change });
      expect(answer.statusCode, JSON.stringify(change)).toBe(403);
      expect(answer.json().code).toBe('permission_denied');
    }
    expect(await bossRow()).toEqual(before);
  });

  it('refuses to make anyone a superuser, themselves included', async () => {
    const self = await clerk.put(`users/${clerkUser.id}/`, { ...clerkUser, is_superuser: true });
    expect(self.statusCode).toBe(403);
    expect(self.json().detail).toBe('Only a superuser may make a user a superuser.');
    const created = await clerk.post('users/', {
      username: 'guard.second',
      password: testPassword,
      confirm_password: testPassword,
      is_superuser: true,
    });
    expect(created.statusCode).toBe(403);
    expect((await boss.get('users/?search=guard.second')).json().count).toBe(0);
    expect((await boss.get(`users/${clerkUser.id}/`)).json().is_superuser).toBe(false);
  });

  it('refuses to widen their own policies or organizations, but lets them narrow', async () => {
    const current = (await boss.get(`users/${clerkUser.id}/`)).json();
    for (const change of [
      { policies: [clerkPolicy, widePolicy] },
      { organizations: [orgs[0], orgs[1]] },
      { organizations: [] },
    ]) {
      const answer = await clerk.put(`users/${clerkUser.id}/`, { ...current, ...change });
      expect(answer.statusCode, JSON.stringify(change)).toBe(403);
      expect(answer.json().detail).toBe(
        'You cannot give yourself more policies or organizations than you have.',
      );
    }
    expect((await boss.get(`users/${clerkUser.id}/`)).json()).toEqual(current);
    const renamed = await clerk.put(`users/${clerkUser.id}/`, { ...current, first_name: 'Clerk' });
    expect(renamed.statusCode).toBe(200);
  });

  it('refuses to widen a policy they hold', async () => {
    const wider = await clerk.put(`users/policies/${clerkPolicy}/`, {
      title: 'User clerk',
      permissions: { users: ['view', 'add', 'change', 'approve'], policies: ['view', 'change'] },
    });
    expect(wider.statusCode).toBe(403);
    expect(wider.json().detail).toBe('You cannot widen a policy you hold yourself.');
    const policy = (await boss.get('users/policies/'))
      .json()
      .find((p: { id: number }) => p.id === clerkPolicy);
    expect(policy.permissions.users).toEqual(['view', 'add', 'change']);
    // A policy they do not hold is theirs to edit (the permission table allows it).
    const other = await clerk.put(`users/policies/${widePolicy}/`, {
      title: 'Fines',
      permissions: { fines: ['view', 'add', 'change'] },
    });
    expect(other.statusCode).toBe(200);
  });

  it('keeps one active superuser: a superuser cannot demote or deactivate the last one', async () => {
    const before = await bossRow();
    const demote = await boss.put(`users/${bossUser.id}/`, { ...before, is_superuser: false });
    expect(demote.statusCode).toBe(403);
    expect(demote.json().detail).toBe('The company must keep at least one active superuser.');
    const deactivate = await boss.put(`users/${bossUser.id}/`, { ...before, is_active: false });
    expect(deactivate.statusCode).toBe(403);
    const second = await boss.post('users/', {
      username: 'guard.super2',
      password: testPassword,
      confirm_password: testPassword,
      is_superuser: true,
    });
    expect(second.statusCode).toBe(201);
    const demoteSecond = await boss.put(`users/${second.json().id}/`, {
      ...(second.json() as object),
      is_superuser: false,
    });
    expect(demoteSecond.statusCode).toBe(200);
    expect(await bossRow()).toEqual(before);
  });

  it('checks a queued user change when it is applied, with the approver as actor', async () => {
    const queuedPolicy = (
      await boss.post('users/policies/', {
        title: 'Queued clerk',
        permissions: { users: ['view', 'change'] },
        approval_required: { users: ['change'] },
      })
    ).json().id;
    await boss.post('users/', {
      username: 'guard.queued',
      password: testPassword,
      confirm_password: testPassword,
      policies: [queuedPolicy],
    });
    const queued = apiAs(t.app, (await t.login('guard.queued')).access);
    // The requester may not even queue a change to a superuser.
    const refused = await queued.put(`users/${bossUser.id}/`, { ...(await bossRow()), is_active: false });
    expect(refused.statusCode).toBe(403);
    // A change queued while the target was not a superuser is checked again when applied.
    const target = (
      await boss.post('users/', {
        username: 'guard.target',
        password: testPassword,
        confirm_password: testPassword,
      })
    ).json();
    const sent = await queued.put(`users/${target.id}/`, { ...target, is_active: false });
    expect(sent.statusCode).toBe(202);
    const promoted = (await boss.put(`users/${target.id}/`, { ...target, is_superuser: true })).json();
    expect(promoted.is_superuser).toBe(true);
    const approvalId = sent.json().approval.id;
    // Another non-superuser approver (users: approve) may not apply it to a superuser.
    const approverPolicy = (
      await boss.post('users/policies/', {
        title: 'Approver',
        permissions: { users: ['view', 'change', 'approve'] },
      })
    ).json().id;
    await boss.post('users/', {
      username: 'guard.approver',
      password: testPassword,
      confirm_password: testPassword,
      policies: [approverPolicy],
    });
    const approver = apiAs(t.app, (await t.login('guard.approver')).access);
    const accepted = await approver.post(`users/approvals/${approvalId}/accept/`, {});
    expect(accepted.statusCode).toBe(403);
    expect((await boss.get(`users/${target.id}/`)).json()).toMatchObject({
      is_active: true,
      is_superuser: true,
    });
  });
});

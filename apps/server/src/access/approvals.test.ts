import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validVehicle } from '../api/vehicles/vehicle-fixtures';
import { apiAs } from '../test/api-client';
import { createTestApp, type TestApp, testPassword } from '../test/test-app';

type Api = ReturnType<typeof apiAs>;

describe('approvals and the audit trail', () => {
  let t: TestApp;
  let admin: Api;
  let clerk: Api;
  let clerkFa: Api;
  let boss: Api;
  let truck: number;
  let van: number;

  const fine = (vehicle: number, amount = '1500000') => ({
    company_vehicle: vehicle,
    occurred_at: '2025-05-10T08:30:00+03:30',
    fine_type: 'speeding',
    amount,
    paid: false,
  });

  const signIn = async (username: string, policy: object) => {
    const created = await admin.post('users/policies/', { title: username, ...policy });
    await admin.post('users/', {
      username,
      password: testPassword,
      confirm_password: testPassword,
      first_name: username,
      policies: [created.json().id],
    });
    return (await t.login(username)).access;
  };

  beforeAll(async () => {
    t = await createTestApp();
    await t.account({ company: 'Approve Co', username: 'approve.admin' });
    admin = apiAs(t.app, (await t.login('approve.admin')).access);
    truck = (await admin.post('vehicles/companies/', validVehicle('110211111', { name: 'Truck' }))).json().id;
    van = (await admin.post('vehicles/companies/', validVehicle('120234567', { name: 'Van' }))).json().id;
    const clerkToken = await signIn('clerk', {
      permissions: { fines: ['view', 'add', 'change'], vehicles: ['view'] },
      approval_required: { fines: ['add', 'change'] },
    });
    clerk = apiAs(t.app, clerkToken);
    clerkFa = apiAs(t.app, clerkToken, 'fa');
    boss = apiAs(t.app, await signIn('boss', { permissions: { fines: ['view', 'approve'] } }));
  });
  afterAll(() => t.close());

  it('holds a write back, validated first, and applies it when an approver accepts', async () => {
    const bad = await clerk.post('fines/', { ...fine(truck), amount: '' });
    expect(bad.statusCode).toBe(400);

    const held = await clerkFa.post('fines/', fine(truck));
    expect(held.statusCode).toBe(202);
    expect(held.json()).toEqual({
      detail: 'تغییر شما برای تأیید ارسال شد.',
      approval: expect.objectContaining({
        resource: 'fines',
        action: 'add',
        record_id: null,
        status: 'pending',
        before: null,
        requested_by: expect.objectContaining({ username: 'clerk' }),
        decided_by: null,
      }),
    });
    const approval = held.json().approval;
    expect((await admin.get('fines/')).json().count).toBe(0);

    expect((await clerk.get('users/approvals/')).json().count).toBe(0);
    expect((await clerk.get('users/approvals/?mine=true')).json().results[0].id).toBe(approval.id);
    expect((await boss.get('users/approvals/?status=pending')).json().results[0].id).toBe(approval.id);
    expect((await boss.get('users/approvals/?status=accepted')).json().count).toBe(0);
    expect((await clerk.post(`users/approvals/${approval.id}/accept/`, {})).statusCode).toBe(403);

    const accepted = await boss.post(`users/approvals/${approval.id}/accept/`, { comment: 'ok' });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({
      status: 'accepted',
      comment: 'ok',
      record_id: expect.any(Number),
      decided_by: { username: 'boss' },
      decided_at: expect.any(String),
    });
    const fines = (await admin.get('fines/')).json();
    expect(fines.results.map((f: { id: number }) => f.id)).toEqual([accepted.json().record_id]);
    expect((await boss.post(`users/approvals/${approval.id}/reject/`, {})).statusCode).toBe(400);

    const notes = (await clerk.get('notifications/')).json();
    expect(notes[0].notification).toMatchObject({
      type: { en_title: 'approval' },
      en_body: expect.stringContaining('accepted'),
    });
  });

  it('rejects a held-back change, leaving the record as it was', async () => {
    const id = (await admin.post('fines/', fine(truck, '2000000'))).json().id;
    const held = await clerk.put(`fines/${id}/`, fine(truck, '9000000'));
    expect(held.statusCode).toBe(202);
    expect(held.json().approval.before).toMatchObject({ id });
    const rejected = await boss.post(`users/approvals/${held.json().approval.id}/reject/`, { comment: 'no' });
    expect(rejected.json()).toMatchObject({ status: 'rejected', comment: 'no' });
    expect((await admin.get(`fines/${id}/`)).json().amount).toBe(2_000_000);
    const notes = (await clerk.get('notifications/')).json();
    expect(
      notes.some((n: { notification: { en_body: string } }) => n.notification.en_body.includes('rejected')),
    ).toBe(true);
  });

  it('re-validates on acceptance: a write no longer valid answers 400 and stays pending', async () => {
    const held = (await clerk.post('fines/', fine(van))).json().approval;
    expect((await admin.delete(`vehicles/companies/${van}/`)).statusCode).toBe(204);
    const accept = await boss.post(`users/approvals/${held.id}/accept/`, {});
    expect(accept.statusCode).toBe(400);
    expect(Object.keys(accept.json())).toEqual(['company_vehicle']);
    const pending = (await boss.get('users/approvals/?status=pending')).json();
    expect(pending.results.map((a: { id: number }) => a.id)).toContain(held.id);
  });

  it('records who changed what and when, newest first, for those who may view it', async () => {
    const created = (await admin.post('fines/', fine(truck, '3000000'))).json();
    await admin.put(`fines/${created.id}/`, { ...fine(truck, '3500000'), paid: true });
    const trail = await admin.get(`audit-trail/?resource=fines&record_id=${created.id}`);
    expect(trail.statusCode).toBe(200);
    const entries = trail.json().results;
    expect(entries.map((e: { action: string }) => e.action)).toEqual(['update', 'create']);
    expect(entries[0]).toMatchObject({
      user: { username: 'approve.admin' },
      resource: 'fines',
      record_id: created.id,
      changes: { amount: { before: 3_000_000, after: 3_500_000 }, paid: { before: false, after: true } },
    });
    expect(entries[0].changes.location).toBeUndefined();

    await admin.delete(`fines/${created.id}/`);
    const afterDelete = (await admin.get(`audit-trail/?resource=fines&record_id=${created.id}`)).json();
    expect(afterDelete.results[0].action).toBe('delete');

    const decisions = (await admin.get('audit-trail/?resource=fines'))
      .json()
      .results.map((e: { action: string }) => e.action);
    expect(decisions).toEqual(expect.arrayContaining(['approve', 'reject']));
    expect((await boss.get('audit-trail/?resource=vehicles')).statusCode).toBe(403);
    expect((await admin.get('audit-trail/?resource=spaceships')).statusCode).toBe(400);
  });

  it('holds back user creation too, without ever storing the password as sent', async () => {
    const hr = await signIn('hr.desk', {
      permissions: { users: ['view', 'add'] },
      approval_required: { users: ['add'] },
    });
    const held = await apiAs(t.app, hr).post('users/', {
      username: 'new.driver.desk',
      password: 'secret-pass-77',
      confirm_password: 'secret-pass-77',
    });
    expect(held.statusCode).toBe(202);
    expect(JSON.stringify(held.json())).not.toContain('secret-pass-77');
    expect((await admin.get('users/?search=new.driver.desk')).json().count).toBe(0);
    const accepted = await admin.post(`users/approvals/${held.json().approval.id}/accept/`, {});
    expect(accepted.statusCode).toBe(200);
    expect((await t.login('new.driver.desk', 'secret-pass-77')).access).toBeTruthy();
  });
});

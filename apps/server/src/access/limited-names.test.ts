import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validVehicle } from '../api/vehicles/vehicle-fixtures';
import { apiAs } from '../test/api-client';
import { createTestApp, type TestApp, testPassword } from '../test/test-app';

type Api = ReturnType<typeof apiAs>;

/**
 * A user limited to one organization, allowed vehicles only, opens and saves a vehicle of that
 * organization which carries a tag of another organization: the names the view screen looks up
 * answer (no secondary 403), and saving keeps the tag it did not touch.
 */
describe('names a limited user reads, and references they keep', () => {
  let t: TestApp;
  let admin: Api;
  let limited: Api;
  const org: Record<string, number> = {};
  const tag: Record<string, number> = {};
  let vehicle: number;
  let body: ReturnType<typeof validVehicle>;

  beforeAll(async () => {
    t = await createTestApp();
    await t.account({ company: 'Names Co', username: 'names.admin' });
    admin = apiAs(t.app, (await t.login('names.admin')).access);
    for (const title of ['North', 'South', 'East'])
      org[title] = (await admin.post('organizations/', { title })).json().id;
    for (const [name, owner] of [
      ['Reefer', 'North'],
      ['Hazmat', 'South'],
      ['Hidden', 'South'],
    ] as const) {
      tag[name] = (
        await admin.post('vehicles/companies/tags/', { fa_title: name, en_title: name })
      ).json().id;
      await admin.put(`vehicles/companies/tags/${tag[name]}/organizations/`, {
        id: tag[name],
        organizations: [org[owner]],
      });
    }
    body = validVehicle('150234567', {
      name: 'Shared truck',
      company_vehicle_tags: [tag.Reefer, tag.Hazmat],
    });
    vehicle = (await admin.post('vehicles/companies/', body)).json().id;
    await admin.put(`vehicles/companies/${vehicle}/organizations/`, {
      id: vehicle,
      organizations: [org.North, org.South],
    });
    const policy = await admin.post('users/policies/', {
      title: 'Vehicles only',
      permissions: { vehicles: ['view', 'change'] },
    });
    await admin.post('users/', {
      username: 'names.north',
      password: testPassword,
      confirm_password: testPassword,
      organizations: [org.North],
      policies: [policy.json().id],
    });
    limited = apiAs(t.app, (await t.login('names.north')).access);
  }, 60_000);
  afterAll(() => t.close());

  const titles = (rows: { en_title?: string; title?: string }[]) =>
    rows.map((r) => r.en_title || r.title).sort();

  it('answers the tag names of the vehicles they see, not other tags', async () => {
    const response = await limited.get('vehicles/companies/tags/summaries/');
    expect(response.statusCode).toBe(200);
    expect(titles(response.json())).toEqual(['Hazmat', 'Reefer']);
  });

  it('answers the organization names their records are in, not the others', async () => {
    const response = await limited.get('organizations/summaries/');
    expect(response.statusCode).toBe(200);
    expect(titles(response.json())).toEqual(['North', 'South']);
  });

  it('saves the vehicle with the out-of-scope tag it did not touch, and keeps it', async () => {
    const saved = await limited.put(`vehicles/companies/${vehicle}/`, { ...body, name: 'Shared truck 2' });
    expect(saved.statusCode).toBe(200);
    const now = (await admin.get(`vehicles/companies/${vehicle}/`)).json();
    expect(now.name).toBe('Shared truck 2');
    expect([...now.company_vehicle_tags].sort()).toEqual([tag.Reefer, tag.Hazmat].sort());
  });

  it('may drop an out-of-scope tag, but not add one', async () => {
    const added = await limited.put(`vehicles/companies/${vehicle}/`, {
      ...body,
      company_vehicle_tags: [tag.Reefer, tag.Hazmat, tag.Hidden],
    });
    expect(added.statusCode).toBe(400);
    expect(added.json()).toHaveProperty('company_vehicle_tags');
    const dropped = await limited.put(`vehicles/companies/${vehicle}/`, {
      ...body,
      company_vehicle_tags: [tag.Reefer],
    });
    expect(dropped.statusCode).toBe(200);
    expect((await admin.get(`vehicles/companies/${vehicle}/`)).json().company_vehicle_tags).toEqual([
      tag.Reefer,
    ]);
  });

  it('shows a limited approver only requests about what they see, and lets them decide only those', async () => {
    const southOnly = (
      await admin.post('vehicles/companies/', validVehicle('160234567', { name: 'South van' }))
    ).json().id;
    await admin.put(`vehicles/companies/${southOnly}/organizations/`, {
      id: southOnly,
      organizations: [org.South],
    });
    const role = async (username: string, policy: object, organizations: number[]) => {
      const created = await admin.post('users/policies/', { title: username, ...policy });
      await admin.post('users/', {
        username,
        password: testPassword,
        confirm_password: testPassword,
        organizations,
        policies: [created.json().id],
      });
      return apiAs(t.app, (await t.login(username)).access);
    };
    const clerk = await role(
      'names.clerk',
      { permissions: { vehicles: ['view', 'change'] }, approval_required: { vehicles: ['change'] } },
      [],
    );
    const approver = await role('names.approver', { permissions: { vehicles: ['view', 'approve'] } }, [
      org.North as number,
    ]);
    const ask = async (id: number, name: string) =>
      (
        await clerk.put(
          `vehicles/companies/${id}/`,
          validVehicle(id === vehicle ? '150234567' : '160234567', { name }),
        )
      ).json().approval.id as number;
    const shared = await ask(vehicle, 'Shared renamed');
    const south = await ask(southOnly, 'South renamed');

    const inbox = (await approver.get('users/approvals/?status=pending')).json();
    expect(inbox.results.map((a: { id: number }) => a.id)).toEqual([shared]);
    expect(inbox.count).toBe(1);
    expect((await approver.post(`users/approvals/${south}/accept/`, {})).statusCode).toBe(404);
    expect((await approver.post(`users/approvals/${shared}/reject/`, {})).statusCode).toBe(200);
    const all = (await admin.get('users/approvals/?status=pending')).json();
    expect(all.results.map((a: { id: number }) => a.id)).toContain(south);
  });
});

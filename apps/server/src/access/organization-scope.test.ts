import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validDriver, validVehicle } from '../api/vehicles/vehicle-fixtures';
import { companyVehicles } from '../db/vehicle-schema';
import { apiAs } from '../test/api-client';
import { readWorkbook } from '../test/read-workbook';
import { createTestApp, type TestApp, testPassword } from '../test/test-app';

type Api = ReturnType<typeof apiAs>;

/** A user limited to an organization sees its records and its sub-organizations' records only. */
describe('organization scoping', () => {
  let t: TestApp;
  let admin: Api;
  let limited: Api;
  const org: Record<string, number> = {};
  const vehicle: Record<string, number> = {};
  let outsideFine: number;
  let insideFine: number;

  const names = (page: { results: { name: string }[] }) => page.results.map((v) => v.name).sort();

  beforeAll(async () => {
    t = await createTestApp();
    await t.account({ company: 'Scope Co', username: 'scope.admin' });
    admin = apiAs(t.app, (await t.login('scope.admin')).access);
    org.north = (await admin.post('organizations/', { title: 'North' })).json().id;
    org.northWest = (
      await admin.post('organizations/', { title: 'North west', parent: org.north })
    ).json().id;
    org.south = (await admin.post('organizations/', { title: 'South' })).json().id;
    const plates = {
      North: '110211111',
      'North west': '120234567',
      South: '130234567',
      Nowhere: '140234567',
    };
    for (const [name, plate] of Object.entries(plates)) {
      vehicle[name] = (await admin.post('vehicles/companies/', validVehicle(plate, { name }))).json().id;
    }
    const assign = (name: string, ids: number[]) =>
      admin.put(`vehicles/companies/${vehicle[name]}/organizations/`, {
        id: vehicle[name],
        organizations: ids,
      });
    await assign('North', [org.north as number]);
    await assign('North west', [org.northWest as number]);
    await assign('South', [org.south as number]);
    const fine = (name: string) => ({
      company_vehicle: vehicle[name],
      occurred_at: '2025-05-10T08:30:00+03:30',
      fine_type: 'speeding',
      amount: '1500000',
      paid: false,
    });
    insideFine = (await admin.post('fines/', fine('North west'))).json().id;
    outsideFine = (await admin.post('fines/', fine('South'))).json().id;

    const policy = await admin.post('users/policies/', {
      title: 'North desk',
      permissions: {
        vehicles: ['view', 'add', 'change', 'export'],
        fines: ['view', 'add'],
        tracking: ['view'],
        reminders: ['view'],
        drivers: ['view', 'add'],
      },
    });
    await admin.post('users/', {
      username: 'scope.north',
      password: testPassword,
      confirm_password: testPassword,
      organizations: [org.north],
      policies: [policy.json().id],
    });
    limited = apiAs(t.app, (await t.login('scope.north')).access);
  });
  afterAll(() => t.close());

  it('tells the web which organizations the user is limited to', async () => {
    const me = (await limited.get('users/office-staffs/')).json();
    expect(me.access).toEqual({
      is_superuser: false,
      permissions: expect.objectContaining({ vehicles: ['view', 'add', 'change', 'export'] }),
      organizations: [org.north],
    });
  });

  it('lists, finds and summarises only the vehicles of their organizations and those below', async () => {
    expect(names((await limited.get('vehicles/companies/')).json())).toEqual(['North', 'North west']);
    expect(names((await admin.get('vehicles/companies/')).json())).toEqual([
      'North',
      'North west',
      'Nowhere',
      'South',
    ]);
    expect((await limited.get(`vehicles/companies/${vehicle.South}/`)).statusCode).toBe(404);
    expect((await limited.get(`vehicles/companies/${vehicle.Nowhere}/`)).statusCode).toBe(404);
    expect((await limited.get(`vehicles/companies/${vehicle.North}/`)).json().organizations).toEqual([
      org.north,
    ]);
    const summaries = (await limited.get('vehicles/companies/summaries/')).json();
    expect(summaries.map((v: { id: number }) => v.id).sort()).toEqual(
      [vehicle.North, vehicle['North west']].sort(),
    );
    const changed = await limited.put(`vehicles/companies/${vehicle.South}/`, validVehicle('130234567'));
    expect(changed.statusCode).toBe(404);
  });

  it('limits the records hanging off a vehicle, the export and the live map', async () => {
    const fines = (await limited.get('fines/')).json();
    expect(fines.results.map((f: { id: number }) => f.id)).toEqual([insideFine]);
    expect((await limited.get(`fines/${outsideFine}/`)).statusCode).toBe(404);

    const [sheet] = readWorkbook((await limited.get('exports/vehicles/companies/')).rawPayload);
    expect((sheet?.rows.length ?? 0) - 1).toBe(2);

    const live = (await limited.get('trackings/')).json() as { properties: { name: string } }[];
    expect(live.map((f) => f.properties.name).sort()).toEqual(['North', 'North west']);

    await t.ctx.database.db.update(companyVehicles).set({ inspection_expiry: '2020-01-01' });
    const due = (await limited.get('reminders/?active=comapny-vehicles')).json();
    const subjects = (page: { results: { subject: { name: string } }[] }) =>
      [...new Set(page.results.map((r) => r.subject.name))].sort();
    expect(subjects(due)).toEqual(['North', 'North west']);
    expect(subjects((await admin.get('reminders/?active=comapny-vehicles')).json())).toHaveLength(4);
  });

  it('keeps vehicles outside their organizations out of their other routes and bodies', async () => {
    expect((await limited.get(`vehicles/companies/${vehicle.South}/drivers/`)).statusCode).toBe(404);
    expect((await limited.get(`vehicles/companies/${vehicle.South}/information/costs/`)).statusCode).toBe(
      404,
    );
    const body = {
      company_vehicle: vehicle.South,
      occurred_at: '2025-05-10T08:30:00+03:30',
      fine_type: 'speeding',
      amount: '1500000',
      paid: false,
    };
    const refused = await limited.post('fines/', body);
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json())).toEqual(['company_vehicle']);
    expect((await limited.post('fines/', { ...body, company_vehicle: vehicle.North })).statusCode).toBe(201);
  });

  it('puts a limited user’s new record in their organizations, so they keep seeing it', async () => {
    const created = await limited.post('drivers/', validDriver);
    expect(created.statusCode).toBe(201);
    expect(created.json().organizations).toEqual([org.north]);
    expect((await limited.get('drivers/')).json().count).toBe(1);
  });

  it('refuses organizations outside the user’s own, and the history of records they cannot see', async () => {
    const away = await limited.put(`vehicles/companies/${vehicle.North}/organizations/`, {
      id: vehicle.North,
      organizations: [org.south],
    });
    expect(away.statusCode).toBe(400);
    expect(away.json()).toEqual({ organizations: ['Invalid Organization'] });
    const history = await limited.get(`audit-trail/?resource=vehicles&record_id=${vehicle.South}`);
    expect(history.statusCode).toBe(404);
    const own = await limited.get(`audit-trail/?resource=vehicles&record_id=${vehicle.North}`);
    expect(own.statusCode).toBe(200);
  });
});

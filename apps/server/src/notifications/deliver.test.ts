import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setOrganizations } from '../access/organization-scope';
import { validVehicle } from '../api/vehicles/vehicle-fixtures';
import { apiAs } from '../test/api-client';
import { createTestApp, type TestApp, testPassword } from '../test/test-app';
import { deliverNotifications, type NewNotification } from './deliver';

type Api = ReturnType<typeof apiAs>;

/** A notification about a record reaches only the users who can see that record. */
describe('notification recipients', () => {
  let t: TestApp;
  let companyId: number;
  const api: Record<string, Api> = {};
  const org: Record<string, number> = {};
  const vehicle: Record<string, number> = {};
  const driver = 7001;
  const fence = 7002;

  const bodiesOf = async (who: string) => {
    const caller = api[who];
    if (!caller) throw new Error(`no caller ${who}`);
    const items = (await caller.get('notifications/')).json() as { notification: { en_body: string } }[];
    return items.map((n) => n.notification.en_body).sort();
  };

  beforeAll(async () => {
    t = await createTestApp();
    companyId = (await t.account({ company: 'Notify Co', username: 'notify.admin' })).company_id;
    await t.account({ company: 'Notify Rival', username: 'notify.rival' });
    const admin = apiAs(t.app, (await t.login('notify.admin')).access);
    api.admin = admin;
    api.rival = apiAs(t.app, (await t.login('notify.rival')).access);
    org.north = (await admin.post('organizations/', { title: 'North' })).json().id;
    org.northWest = (
      await admin.post('organizations/', { title: 'North west', parent: org.north })
    ).json().id;
    org.south = (await admin.post('organizations/', { title: 'South' })).json().id;
    const plates = { 'North west': '120234567', South: '130234567', Nowhere: '140234567' };
    for (const [name, plate] of Object.entries(plates)) {
      vehicle[name] = (await admin.post('vehicles/companies/', validVehicle(plate, { name }))).json().id;
    }
    const tenant = { companyId, userId: 0 };
    const db = t.ctx.database.db;
    await setOrganizations(db, tenant, 'vehicles', vehicle['North west'] as number, [
      org.northWest as number,
    ]);
    await setOrganizations(db, tenant, 'vehicles', vehicle.South as number, [org.south as number]);
    await setOrganizations(db, tenant, 'drivers', driver, [org.south as number]);
    await setOrganizations(db, tenant, 'geofences', fence, [org.north as number]);
    const policy = await admin.post('users/policies/', {
      title: 'Desk',
      permissions: { vehicles: ['view'] },
    });
    const desk = async (username: string, organizations: number[]) => {
      const created = await admin.post('users/', {
        username,
        password: testPassword,
        confirm_password: testPassword,
        organizations,
        policies: [policy.json().id],
      });
      expect(created.statusCode).toBe(201);
      api[username] = apiAs(t.app, (await t.login(username)).access);
    };
    await desk('north.desk', [org.north as number]);
    await desk('south.desk', [org.south as number]);
    await desk('whole.desk', []);

    const about = (
      kind: NewNotification['kind'],
      enBody: string,
      subjectId: number | null,
      vehicleId: number | null,
    ): NewNotification => ({ companyId, kind, faBody: enBody, enBody, subjectId, vehicleId });
    await deliverNotifications(db, [
      about(
        'vehicle',
        'north west vehicle offline',
        vehicle['North west'] as number,
        vehicle['North west'] as number,
      ),
      about('vehicle', 'south vehicle offline', vehicle.South as number, vehicle.South as number),
      about(
        'vehicle',
        'vehicle of no organization offline',
        vehicle.Nowhere as number,
        vehicle.Nowhere as number,
      ),
      about('driver', 'south driver licence expiring', driver, null),
      about('fence', 'north west vehicle left a north fence', fence, vehicle['North west'] as number),
      about('fence', 'south vehicle left a north fence', fence, vehicle.South as number),
      about('announcement', 'system update', null, null),
    ]);
  }, 180_000);
  afterAll(() => t.close());

  it('reaches the users of the record’s organization or one above it, and no one else limited', async () => {
    expect(await bodiesOf('north.desk')).toEqual([
      'north west vehicle left a north fence',
      'north west vehicle offline',
      'system update',
    ]);
    expect(await bodiesOf('south.desk')).toEqual([
      'south driver licence expiring',
      'south vehicle offline',
      'system update',
    ]);
  });

  it('reaches the superuser and users without organizations with everything of their company only', async () => {
    const everything = [
      'north west vehicle left a north fence',
      'north west vehicle offline',
      'south driver licence expiring',
      'south vehicle left a north fence',
      'south vehicle offline',
      'system update',
      'vehicle of no organization offline',
    ];
    expect(await bodiesOf('admin')).toEqual(everything);
    expect(await bodiesOf('whole.desk')).toEqual(everything);
    expect(await bodiesOf('rival')).toEqual([]);
  });
});

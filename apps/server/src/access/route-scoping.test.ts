import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from '../test/api-client';
import { type FleetUnit, seedFleetUnit } from '../test/fleet-unit';
import { createTestApp, type TestApp, testPassword } from '../test/test-app';
import type { RegisteredRoute } from './enforce-permissions';
import { routeUrlOf } from './route-permissions';
import { routeScoping, scopingOf } from './route-scoping';

type Api = ReturnType<typeof apiAs>;

/** Every route declares how it limits a user of some organizations to their rows; undeclared is refused. */
describe('route scoping', () => {
  let t: TestApp;
  const registered: RegisteredRoute[] = [];
  let admin: Api;
  let limited: Api;
  let north: FleetUnit;
  let south: FleetUnit;

  beforeAll(async () => {
    t = await createTestApp({}, { protectedRoutes: registered });
    const account = await t.account({ company: 'Scoping Co', username: 'scoping.admin' });
    admin = apiAs(t.app, (await t.login('scoping.admin')).access);
    const northOrg = (await admin.post('organizations/', { title: 'North' })).json().id;
    const southOrg = (await admin.post('organizations/', { title: 'South' })).json().id;
    north = await seedFleetUnit(t, admin, account.company_id, 'Nordic', 1, northOrg);
    south = await seedFleetUnit(t, admin, account.company_id, 'Sierra', 2, southOrg);
    const policy = await admin.post('users/policies/', {
      title: 'North reader',
      permissions: { vehicles: ['view'], devices: ['view'], reports: ['view'], geofences: ['view'] },
    });
    const user = await admin.post('users/', {
      username: 'scoping.north',
      password: testPassword,
      confirm_password: testPassword,
      organizations: [northOrg],
      policies: [policy.json().id],
    });
    expect(user.statusCode).toBe(201);
    limited = apiAs(t.app, (await t.login('scoping.north')).access);
  }, 180_000);
  afterAll(() => t.close());

  it('has a declaration for every protected route, and only for real routes', () => {
    const missing = registered.filter((route) => {
      const [method, url] = route.split(' ') as [string, string];
      return !scopingOf(method, url);
    });
    expect(missing).toEqual([]);
    const stale = [...routeScoping.keys()].filter((key) => {
      const [method, path] = key.split(' ') as [string, string];
      return !registered.includes(`${method} ${routeUrlOf(path)}`);
    });
    expect(stale).toEqual([]);
  });

  it('refuses a limited user a route without a declaration, and lets the whole company through', async () => {
    const key = 'GET stats/fleets/todays/';
    const declared = routeScoping.get(key);
    (routeScoping as Map<string, unknown>).delete(key);
    try {
      const refused = await limited.get('stats/fleets/todays/');
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('permission_denied');
      expect((await admin.get('stats/fleets/todays/')).statusCode).toBe(200);
    } finally {
      (routeScoping as Map<string, unknown>).set(key, declared);
    }
  });

  it('lists only the hardware of the vehicles a limited user sees', async () => {
    const ids = (answer: { json(): { id: number }[] }) => answer.json().map((v) => v.id);
    expect(ids(await limited.get('api/customer-vehicles/v1/has-hardware/'))).toEqual([north.vehicle]);
    expect(ids(await admin.get('api/customer-vehicles/v1/has-hardware/')).sort()).toEqual(
      [north.vehicle, south.vehicle].sort(),
    );
  });

  it('answers a limited user the history of their own records only', async () => {
    const records = async (who: Api, resource: string) => [
      ...new Set(
        (await who.get(`audit-trail/?resource=${resource}`))
          .json()
          .results.map((e: { record_id: number }) => e.record_id),
      ),
    ];
    expect(await records(limited, 'vehicles')).toEqual([north.vehicle]);
    expect((await records(admin, 'vehicles')).sort()).toEqual([north.vehicle, south.vehicle].sort());
    expect(await records(limited, 'devices')).toEqual([north.device]);
    expect(await records(limited, 'geofences')).toEqual([north.geofence]);
  });

  it('reports today’s top speed among the vehicles a limited user sees', async () => {
    const mine = (await limited.get('stats/fleets/todays/')).json();
    expect(mine.max_speed_company_vehicle.id).toBe(north.vehicle);
    expect(mine.max_speed).toBe(60);
    expect(mine.mean_speed).toBe(40);
    const all = (await admin.get('stats/fleets/todays/')).json();
    expect(all.max_speed_company_vehicle.id).toBe(south.vehicle);
    expect(all.max_speed).toBe(70);
  });

  it('counts forbidden-fence entries of the vehicles a limited user sees', async () => {
    const total = async (who: Api) =>
      (await who.get('stats/fences/events/'))
        .json()
        .results.reduce(
          (sum: number, bucket: { forbid_fence_event_sum: number }) => sum + bucket.forbid_fence_event_sum,
          0,
        );
    expect(await total(limited)).toBe(1);
    expect(await total(admin)).toBe(2);
  });
});

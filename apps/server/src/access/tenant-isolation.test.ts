import { accessResources, type PermissionMap, resourceActions } from '@navgan/domain/access';
import { addDays, isoDayIn } from '@navgan/domain/calendar-day';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from '../test/api-client';
import { type FleetUnit, seedFleetUnit, writeBodies } from '../test/fleet-unit';
import { readWorkbook } from '../test/read-workbook';
import { createTestApp, routeSweepTimeout, type TestApp, testPassword } from '../test/test-app';
import type { RegisteredRoute } from './enforce-permissions';
import { routeKeyPath } from './route-permissions';
import { scopingOf } from './route-scoping';

type Api = ReturnType<typeof apiAs>;
type Kind = keyof Omit<FleetUnit, 'secrets'> | 'organization' | 'user' | 'policy';

/** The kind of record a route's `:id` names, by the route's path (longest prefix first). */
const idKinds: [string, Kind][] = [
  ['drivers/leaves/', 'leave'],
  ['drivers/', 'driver'],
  ['vehicles/companies/tags/', 'tag'],
  ['vehicles/companies/', 'vehicle'],
  ['devices/', 'device'],
  ['insurances/company-vehicles/transactions/', 'insurancePayment'],
  ['insurances/company-vehicles/', 'insurance'],
  ['fuel-card/transactions/', 'fuelTransaction'],
  ['fuel-card/', 'fuelCard'],
  ['fines/', 'fine'],
  ['services/', 'service'],
  ['geofences/', 'geofence'],
  ['plans/', 'plan'],
  ['trackings/', 'vehicle'],
  ['reports/', 'vehicle'],
  ['v2/reports/', 'vehicle'],
  ['organizations/', 'organization'],
  ['users/policies/', 'policy'],
  ['users/', 'user'],
];
const kindOf = (path: string) => idKinds.find(([prefix]) => path.startsWith(prefix))?.[1];

/** The text of an answer, workbooks read cell by cell (their bytes are compressed). */
async function answerText(response: LightMyRequestResponse): Promise<string> {
  if (!String(response.headers['content-type'] ?? '').includes('spreadsheetml')) return response.body;
  const cells: string[] = [];
  for (const sheet of readWorkbook(response.rawPayload))
    for (const row of sheet.rows) for (const value of row) if (value !== '') cells.push(String(value));
  return cells.join('\n');
}

/**
 * Two companies with the same kinds of data, and in company A a user limited to one of two
 * organizations. Driven by the registered routes: every GET of company A's administrator never
 * answers company B's names or identifiers, every GET of the limited user never answers the other
 * organization's (unless the route is declared company-wide), and writes naming the other side's
 * ids are refused with 400/404 and change nothing.
 */
describe('tenant isolation over every route', { timeout: routeSweepTimeout }, () => {
  let t: TestApp;
  const registered: RegisteredRoute[] = [];
  let a: Api;
  let b: Api;
  let limited: Api;
  let north: FleetUnit;
  let south: FleetUnit;
  let bravo: FleetUnit;
  const other: Record<'b' | 'south', Partial<Record<Kind, number>>> = { b: {}, south: {} };

  beforeAll(async () => {
    t = await createTestApp({}, { protectedRoutes: registered });
    const companyA = await t.account({ company: 'Isolation Co A', username: 'iso.a' });
    const companyB = await t.account({ company: 'Isolation Co B', username: 'iso.b' });
    a = apiAs(t.app, (await t.login('iso.a')).access);
    b = apiAs(t.app, (await t.login('iso.b')).access);
    const northOrg = (await a.post('organizations/', { title: 'North' })).json().id;
    const southOrg = (await a.post('organizations/', { title: 'South' })).json().id;
    north = await seedFleetUnit(t, a, companyA.company_id, 'Nordic', 1, northOrg);
    south = await seedFleetUnit(t, a, companyA.company_id, 'Sierra', 2, southOrg);
    const bravoOrg = (await b.post('organizations/', { title: 'Zulu org' })).json().id;
    bravo = await seedFleetUnit(t, b, companyB.company_id, 'Zulu', 3, bravoOrg);
    const bravoPolicy = (await b.post('users/policies/', { title: 'Zulu policy', permissions: {} })).json()
      .id;

    const everything: PermissionMap = Object.fromEntries(
      accessResources.map((resource) => [resource, resourceActions[resource].filter((x) => x !== 'approve')]),
    );
    const policy = await a.post('users/policies/', { title: 'North desk', permissions: everything });
    const user = await a.post('users/', {
      username: 'iso.north',
      password: testPassword,
      confirm_password: testPassword,
      organizations: [northOrg],
      policies: [policy.json().id],
    });
    expect(user.statusCode).toBe(201);
    limited = apiAs(t.app, (await t.login('iso.north')).access);
    const { secrets: _b, ...bravoIds } = bravo;
    const { secrets: _s, ...southIds } = south;
    other.b = { ...bravoIds, organization: bravoOrg, user: companyB.id, policy: bravoPolicy };
    other.south = { ...southIds, organization: southOrg };
  }, 180_000);
  afterAll(() => t.close());

  /** The GET calls of a route: as it is, and naming the other side's records in its filters. */
  const getCalls = (route: RegisteredRoute, side: Partial<Record<Kind, number>>): string[] => {
    const url = route.slice(4);
    const path = routeKeyPath(url);
    const kind = kindOf(path);
    const concrete = url.replace(/:id/g, String((kind && side[kind]) ?? 999_999));
    if (path === 'audit-trail/')
      return [
        'vehicles',
        'drivers',
        'tags',
        'devices',
        'fines',
        'services',
        'geofences',
        'plans',
        'leaves',
      ].map((resource) => `${concrete}?resource=${resource}`);
    const today = isoDayIn(new Date());
    const pointing = new URLSearchParams({
      company_vehicle__id__in: String(side.vehicle),
      company_vehicle_tags__id__in: String(side.tag),
      driver__id__in: String(side.driver),
      start_range: addDays(today, -30),
      stop_range: today,
      day: today,
    });
    return [concrete, `${concrete}?${pointing}`];
  };

  const leaks = async (
    who: Api,
    routes: RegisteredRoute[],
    side: Partial<Record<Kind, number>>,
    secrets: string[],
  ) => {
    const found: string[] = [];
    for (const route of routes) {
      for (const url of getCalls(route, side)) {
        const response = await who.get(url);
        if (response.statusCode >= 500) found.push(`${url}: ${response.statusCode}`);
        const text = await answerText(response);
        const seen = secrets.filter((secret) => text.includes(secret));
        if (seen.length) found.push(`${url}: ${seen.join(', ')}`);
      }
    }
    return found;
  };

  const gets = () => registered.filter((route) => route.startsWith('GET '));

  it('never answers company B’s names or identifiers to company A, on any GET route', async () => {
    expect(gets().length).toBeGreaterThan(60);
    expect(await leaks(a, gets(), other.b, bravo.secrets)).toEqual([]);
  });

  it('never answers another organization’s names to a limited user, on any route scoped by organization', async () => {
    const scoped = gets().filter((route) => {
      const scoping = scopingOf('GET', route.slice(4));
      return scoping !== 'company-wide' && scoping !== 'not-tenant-data';
    });
    expect(await leaks(limited, scoped, other.south, [...south.secrets, ...bravo.secrets])).toEqual([]);
  });

  /** Bodies of writes whose references name the other side's records. */
  const pointingBodies = (side: Partial<Record<Kind, number>>): [string, string, unknown][] => {
    const o = side as Record<Kind, number>;
    return [
      ['POST', 'fines/', writeBodies.fine(o.vehicle)],
      ['POST', 'services/', writeBodies.service(o.vehicle)],
      ['POST', 'drivers/leaves/', writeBodies.leave('Probe', o.driver)],
      ['POST', 'fuel-card/', writeBodies.fuelCard('Probe', o.vehicle, o.driver, '6037997777777777')],
      ['POST', 'fuel-card/transactions/', writeBodies.fuelTransaction(o.fuelCard)],
      ['POST', 'insurances/company-vehicles/', writeBodies.insurance('Probe', o.vehicle)],
      ['POST', 'insurances/company-vehicles/transactions/', writeBodies.insurancePayment(o.insurance)],
      ['POST', 'plans/', writeBodies.plan('Probe', o.vehicle)],
      ['POST', 'geofences/', writeBodies.geofence('Probe', [o.vehicle])],
      [
        'POST',
        'vehicles/companies/',
        { ...writeBodies.vehicle('Probe', '770277777'), company_vehicle_tags: [o.tag] },
      ],
      ['PUT', `vehicles/companies/${north.vehicle}/devices/`, { device: o.device }],
      ['PUT', `vehicles/companies/${north.vehicle}/drivers/`, { driver: o.driver }],
      ['PUT', `fines/${north.fine}/`, writeBodies.fine(o.vehicle)],
      ['PUT', `plans/${north.plan}/`, writeBodies.plan('Probe', o.vehicle)],
    ];
  };

  const refusedWrites = async (who: Api, side: Partial<Record<Kind, number>>, onlyScoped: boolean) => {
    const accepted: string[] = [];
    const send = (method: string, url: string, body: unknown) =>
      method === 'POST' ? who.post(url, body) : method === 'PUT' ? who.put(url, body) : who.delete(url);
    for (const [method, url, body] of pointingBodies(side)) {
      const response = await send(method, url, body);
      if (![400, 404].includes(response.statusCode))
        accepted.push(`${method} ${url}: ${response.statusCode}`);
    }
    // Every write route with an id, at the other side's record of its kind.
    for (const route of registered.filter((r) => !r.startsWith('GET ') && r.includes(':id'))) {
      const [method, url] = route.split(' ') as [string, string];
      const scoping = scopingOf(method, url);
      if (onlyScoped && (scoping === 'company-wide' || scoping === 'caller')) continue;
      const kind = kindOf(routeKeyPath(url));
      if (!kind || side[kind] === undefined) continue;
      const concrete = url.replace(/:id/g, String(side[kind]));
      const response = await send(method, concrete, { id: side[kind], organizations: [] });
      if (![400, 404].includes(response.statusCode))
        accepted.push(`${method} ${concrete}: ${response.statusCode}`);
    }
    return accepted;
  };

  /** What company B's administrator reads of every list route (no id), to compare after the attempts. */
  const snapshot = async (who: Api) => {
    const answers: Record<string, string> = {};
    for (const route of gets().filter((r) => !r.includes(':id') && !r.includes('exports/'))) {
      const url = route.slice(4);
      if (routeKeyPath(url) === 'audit-trail/') continue;
      answers[url] = (await who.get(url)).body;
    }
    return answers;
  };

  it('refuses company A’s writes naming company B’s records, and B’s data stays as it was', async () => {
    const before = await snapshot(b);
    expect(await refusedWrites(a, other.b, false)).toEqual([]);
    expect(await snapshot(b)).toEqual(before);
  });

  it('refuses a limited user’s writes naming another organization’s records', async () => {
    const before = (await a.get(`vehicles/companies/${south.vehicle}/`)).body;
    expect(await refusedWrites(limited, other.south, true)).toEqual([]);
    expect((await a.get(`vehicles/companies/${south.vehicle}/`)).body).toEqual(before);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validVehicle } from '../api/vehicles/vehicle-fixtures';
import {
  type ClusterNode,
  clusterTestsEnabled,
  freshClusterDatabase,
  startClusterNode,
} from '../test/cluster-nodes';

/**
 * Three real nodes on one database and NATS: G receives the trackers (gateway, worker), A and B
 * answer the API. A fix acknowledged by G is on A's and B's live answers within 2 s, and a change
 * made through A reaches B's live answers and G's fence evaluation within 2 s.
 */
describe.skipIf(!clusterTestsEnabled)('live state and changes on every node', () => {
  let drop: () => Promise<void> = async () => {};
  const nodes: ClusterNode[] = [];
  let g: ClusterNode;
  let a: ClusterNode;
  let b: ClusterNode;
  let token = '';
  const imei = '356307042440077';
  /** The device's secret for positions over HTTP (given when it is registered). */
  let key = '';

  beforeAll(async () => {
    const database = await freshClusterDatabase();
    drop = database.drop;
    // The demo company and its login, without a fleet or a simulator.
    const demo = { NAVGAN_DEMO: '1', SIMULATOR: '0', SIMULATOR_VEHICLES: '0', DEMO_HISTORY_DAYS: '0' };
    const api = (id: string) => startClusterNode({ id, databaseUrl: database.url, roles: 'api' });
    // Started together: the nodes seed one after the other under the database's startup lock.
    [g, a, b] = await Promise.all([
      startClusterNode({ id: 'g', databaseUrl: database.url, roles: 'gateway,worker', env: demo }),
      api('a'),
      api('b'),
    ]);
    nodes.push(g, a, b);
    await Promise.all(nodes.map((node) => node.ready()));
    const login = await fetch(a.url('/api/v1/users/token/'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'navgan-demo' }),
    });
    token = ((await login.json()) as { access: string }).access;
  }, 120_000);

  afterAll(async () => {
    await Promise.all(nodes.map((node) => node.kill()));
    await drop();
  });

  const call = async (node: ClusterNode, method: string, route: string, body?: unknown) => {
    const answer = await fetch(node.url(`/api/v1/${route}`), {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        'accept-language': 'en-us',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await answer.text();
    if (answer.status >= 300) throw new Error(`${method} ${route} on ${node.id}: ${answer.status} ${text}`);
    return text ? JSON.parse(text) : undefined;
  };

  /** An OsmAnd fix to G's tracker port; answers the HTTP status (200 = stored). */
  const sendFix = async (latitude: number, longitude: number, at: Date) => {
    const query = new URLSearchParams({
      id: imei,
      key,
      lat: String(latitude),
      lon: String(longitude),
      timestamp: String(Math.floor(at.getTime() / 1000)),
      speed: '20',
    });
    return (await fetch(`http://127.0.0.1:${g.ports.osmand}/?${query}`)).status;
  };

  interface Feature {
    id: number;
    geometry: { coordinates: [number, number] } | null;
    properties: { license_plate: string; company_vehicle_tags: { en_title: string }[] };
  }
  const featureOn = async (node: ClusterNode, vehicle: number) =>
    ((await call(node, 'GET', 'trackings/')) as Feature[]).find((f) => f.id === vehicle);

  /** Polls `read` until `holds`; answers how long it took (ms), or fails after `ms`. */
  const within = async <T>(ms: number, read: () => Promise<T>, holds: (value: T) => boolean) => {
    const started = Date.now();
    let value = await read();
    while (!holds(value)) {
      if (Date.now() - started > ms) throw new Error(`not within ${ms} ms: ${JSON.stringify(value)}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
      value = await read();
    }
    return Date.now() - started;
  };

  let vehicle = 0;
  const plate = '451112345';

  it('shows a fix a gateway node acknowledged on every api node within 2 s, and a newer fix replacing it', async () => {
    // G has already refused the device, and remembers that, until it is registered through A.
    expect(await sendFix(35.7, 51.4, new Date())).not.toBe(200);
    const tag = await call(a, 'POST', 'vehicles/companies/tags/', { fa_title: 'سرد', en_title: 'Cold' });
    vehicle = (await call(a, 'POST', 'vehicles/companies/', validVehicle(plate, { name: 'Reefer', vin: '' })))
      .id;
    const device = (await call(a, 'POST', 'devices/', { imei, protocol: 'osmand', sim_number: '' })).id;
    await call(a, 'PUT', `vehicles/companies/${vehicle}/devices/`, { device });
    key = (await call(a, 'GET', `devices/${device}/key/`)).key;
    expect(tag.id).toBeGreaterThan(0);
    // Both api nodes know the vehicle, not yet where it is.
    for (const node of [a, b]) expect((await featureOn(node, vehicle))?.geometry).toBeNull();

    // The registration reaches G's device registry (PostgreSQL's NOTIFY between processes).
    const first = new Date(Date.now() - 5_000);
    await within(
      2_000,
      () => sendFix(35.7, 51.4, first),
      (status) => status === 200,
    );
    const lags = await Promise.all(
      [a, b].map((node) =>
        within(
          2_000,
          () => featureOn(node, vehicle),
          (f) => f?.geometry?.coordinates[1] === 35.7,
        ),
      ),
    );
    const pie = await call(a, 'GET', 'customer/v1/car-live-state/');
    expect(pie).toMatchObject({ total: 1, results: [{ id: 'updated', count: 1 }, { count: 0 }] });

    expect(await sendFix(35.71, 51.41, new Date())).toBe(200);
    for (const node of [a, b])
      await within(
        2_000,
        () => featureOn(node, vehicle),
        (f) => f?.geometry?.coordinates[1] === 35.71 && f.geometry.coordinates[0] === 51.41,
      );
    // An older fix arriving late is stored, and changes nothing on the map.
    expect(await sendFix(35.5, 51.5, first)).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await featureOn(b, vehicle))?.geometry?.coordinates).toEqual([51.41, 35.71]);
    console.info(`live fix on the api nodes after ${lags.join(' and ')} ms`);
  });

  it('shows a vehicle edit made through one api node on the other within 2 s', async () => {
    expect((await featureOn(b, vehicle))?.properties.license_plate).toBe(plate);
    const other = await call(a, 'POST', 'vehicles/companies/tags/', { fa_title: 'شب', en_title: 'Night' });
    await call(
      a,
      'PUT',
      `vehicles/companies/${vehicle}/`,
      validVehicle('221154321', { name: 'Reefer', vin: '', company_vehicle_tags: [other.id] }),
    );
    await within(
      2_000,
      () => featureOn(b, vehicle),
      (f) =>
        f?.properties.license_plate === '221154321' &&
        f.properties.company_vehicle_tags.map((t) => t.en_title).join() === 'Night',
    );
  });

  it("uses a fence drawn through an api node in the gateway node's evaluation within 2 s", async () => {
    const violations = async () =>
      (
        (await call(a, 'GET', 'stats/fences/events/')) as { results: { forbid_fence_event_sum: number }[] }
      ).results
        .map((r) => r.forbid_fence_event_sum)
        .reduce((sum, n) => sum + n, 0);
    expect(await violations()).toBe(0);
    // G has evaluated this company (with no fences) already; the new fence must reach it.
    await call(a, 'POST', 'geofences/', {
      title: 'Depot',
      color: '#1E88E5',
      shape: { type: 'Circle', center: [51.3, 35.65], radius: 300 },
      forbidden: true,
      company_vehicles: [vehicle],
    });
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(await sendFix(35.65, 51.3, new Date())).toBe(200);
    await within(5_000, violations, (n) => n === 1);
  });
});

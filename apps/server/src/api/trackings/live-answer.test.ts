import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { LiveFeature } from '@navgan/domain/live-feature';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { preferredEncoding } from '../../live/live-answer-cache';
import { apiAs } from '../../test/api-client';
import { createTestApp, type TestApp, testPassword } from '../../test/test-app';
import { validVehicle } from '../vehicles/vehicle-fixtures';

type Api = ReturnType<typeof apiAs>;

/**
 * `trackings/` answers are assembled once and reused (live-answer-cache.ts): what users must
 * still see is every change within a second, the clock turning vehicles offline, and never a
 * vehicle of another company or of an organization they do not see.
 */
describe('the reused live answer', () => {
  let t: TestApp;
  let admin: Api;
  let adminToken: string;
  let north: Api;
  let other: Api;
  let companyId: number;
  let otherCompanyId: number;
  const vehicle: Record<string, number> = {};
  const org: Record<string, number> = {};
  let theirs: number;
  const device = 9000;

  /** A fresh fix of a vehicle, heard now (by the possibly faked clock). */
  const report = (company: number, vehicleId: number, latitude: number, speedKmh = 50) => {
    const now = new Date();
    t.ctx.liveStates.apply([
      {
        companyId: company,
        deviceId: device + vehicleId,
        vehicleId,
        serverTime: now,
        position: {
          deviceId: 'x',
          fixTime: now,
          valid: true,
          latitude,
          longitude: 51.4,
          speedKmh,
          course: 90,
          attributes: { ignition: true },
        },
      },
    ]);
  };
  const live = async (api: Api, url = 'trackings/') => {
    const features = (await api.get(url)).json() as LiveFeature[];
    return Object.fromEntries(features.map((f) => [f.properties.name, f])) as Record<string, LiveFeature>;
  };
  const names = async (api: Api, url?: string) => Object.keys(await live(api, url)).sort();
  /** Moves the faked clock on (the cache, the status and the catalog's TTL all read it). */
  const later = (ms: number) => vi.setSystemTime(Date.now() + ms);

  beforeAll(async () => {
    t = await createTestApp({ OFFLINE_AFTER_SECONDS: '120' });
    companyId = (await t.account({ company: 'Answer Co', username: 'answer.admin' })).company_id;
    otherCompanyId = (await t.account({ company: 'Answer Rival', username: 'answer.rival' })).company_id;
    adminToken = (await t.login('answer.admin')).access;
    admin = apiAs(t.app, adminToken);
    other = apiAs(t.app, (await t.login('answer.rival')).access);
    org.north = (await admin.post('organizations/', { title: 'North' })).json().id;
    org.south = (await admin.post('organizations/', { title: 'South' })).json().id;
    const plates = { North: '110211111', South: '130234567' };
    for (const [name, plate] of Object.entries(plates)) {
      vehicle[name] = (await admin.post('vehicles/companies/', validVehicle(plate, { name }))).json().id;
      await admin.put(`vehicles/companies/${vehicle[name]}/organizations/`, {
        id: vehicle[name],
        organizations: [org[name.toLowerCase()]],
      });
    }
    theirs = (await other.post('vehicles/companies/', validVehicle('140234567', { name: 'Theirs' }))).json()
      .id;
    const policy = await admin.post('users/policies/', {
      title: 'North live desk',
      permissions: { tracking: ['view'] },
    });
    await admin.post('users/', {
      username: 'answer.north',
      password: testPassword,
      confirm_password: testPassword,
      organizations: [org.north],
      policies: [policy.json().id],
    });
    north = apiAs(t.app, (await t.login('answer.north')).access);
    vi.useFakeTimers({ toFake: ['Date'] });
    report(companyId, vehicle.North as number, 35.7);
    report(companyId, vehicle.South as number, 35.7);
    report(otherCompanyId, theirs, 35.7);
    // A fix no newer than the one held is ignored: the first test's fix must come a moment later.
    // (With the reports on the real clock, the frozen one could start in their millisecond.)
    later(1);
  });
  afterEach(() => later(1_001));
  afterAll(async () => {
    vi.useRealTimers();
    await t.close();
  });

  it('shows a new position in the next answer once the last one is a second old', async () => {
    expect((await live(admin)).North?.geometry?.coordinates).toEqual([51.4, 35.7]);
    report(companyId, vehicle.North as number, 35.8);
    later(1_001);
    expect((await live(admin)).North?.geometry?.coordinates).toEqual([51.4, 35.8]);
  });

  it('never shows a caller another company’s vehicles or an organization they do not see', async () => {
    expect(await names(admin)).toEqual(['North', 'South']);
    // Same second, answers of the whole company already built: each caller still gets their own.
    expect(await names(north)).toEqual(['North']);
    expect(await names(other)).toEqual(['Theirs']);
    expect(await names(admin)).toEqual(['North', 'South']);
    // The North vehicle leaves the North organization: at once, not a second later.
    await admin.put(`vehicles/companies/${vehicle.North}/organizations/`, {
      id: vehicle.North,
      organizations: [org.south],
    });
    expect(await names(north)).toEqual([]);
    await admin.put(`vehicles/companies/${vehicle.North}/organizations/`, {
      id: vehicle.North,
      organizations: [org.north],
    });
    expect(await names(north)).toEqual(['North']);
  });

  it('shows a catalogue change once the catalogue has refreshed', async () => {
    await admin.put(`vehicles/companies/${vehicle.South}/`, validVehicle('130234567', { name: 'South 2' }));
    later(15_001);
    await expect
      .poll(
        async () => {
          later(1_001);
          return names(admin);
        },
        { timeout: 10_000, interval: 50 },
      )
      .toEqual(['North', 'South 2']);
  });

  it('turns a vehicle offline when nothing is heard for OFFLINE_AFTER_SECONDS, with no new data', async () => {
    report(companyId, vehicle.North as number, 35.9, 60);
    report(companyId, vehicle.South as number, 35.9, 0);
    later(1_001);
    const before = await live(admin);
    expect(before.North?.properties.traffic_status).toBe('moving');
    expect(await names(admin, 'trackings/?traffic_status__in=offline')).toEqual([]);
    later(118_000);
    expect((await live(admin)).North?.properties.traffic_status).toBe('moving');
    // Within the second the last answers were built: the clock alone expires them.
    later(2_000);
    expect((await live(admin)).North?.properties.traffic_status).toBe('offline');
    expect(await names(admin, 'trackings/?traffic_status__in=offline')).toEqual(['North', 'South 2']);
    expect((await admin.get('customer/v1/car-live-state/')).json().statuses).toMatchObject({
      offline: 2,
      moving: 0,
    });
  });

  it('sends the same answer compressed when the client accepts it', async () => {
    const plain = await t.get('/api/v1/trackings/', adminToken);
    const br = await t.get('/api/v1/trackings/', adminToken, { 'accept-encoding': 'gzip, deflate, br' });
    const gz = await t.get('/api/v1/trackings/', adminToken, { 'accept-encoding': 'gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('picks the best encoding the client accepts', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip;q=1.0, br;q=0')).toBe('gzip');
    expect(preferredEncoding('deflate')).toBe('identity');
    expect(preferredEncoding(undefined)).toBe('identity');
  });
});

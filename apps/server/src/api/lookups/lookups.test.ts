import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from '../../test/api-client';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('lookups', () => {
  let t: TestApp;
  let api: ReturnType<typeof apiAs>;
  beforeAll(async () => {
    t = await createTestApp();
    await t.account({ company: 'Lookup Co', username: 'looker' });
    api = apiAs(t.app, (await t.login('looker')).access);
  });
  afterAll(() => t.close());

  it('serves all 31 provinces of Iran, their cities and Tehran districts', async () => {
    const provinces = (await api.get('geolocations/provinces/?country=1')).json();
    expect(provinces).toHaveLength(31);
    const tehran = provinces.find((p: { en_title: string }) => p.en_title === 'Tehran');
    expect(tehran.fa_title).toBe('تهران');
    const cities = (await api.get(`geolocations/cities/?province=${tehran.id}`)).json();
    expect(cities.length).toBeGreaterThan(10);
    const city = cities.find((c: { fa_title: string }) => c.fa_title === 'تهران');
    const districts = (await api.get(`geolocations/neighborhood/?city=${city.id}`)).json();
    expect(districts.length).toBeGreaterThanOrEqual(22);
    // Every province has cities.
    for (const province of provinces) {
      const list = (await api.get(`geolocations/cities/?province=${province.id}`)).json();
      expect(list.length, province.en_title).toBeGreaterThan(0);
    }
  });

  it('serves the fleet lists with titles in both languages', async () => {
    for (const path of [
      'vehicles/',
      'vehicles/cabins/',
      'vehicles/statuses/',
      'vehicles/ownerships/',
      'colors/',
      'insurances/vehicles/types/',
      'drivers/statuses/',
    ]) {
      const rows = (await api.get(path)).json();
      expect(rows.length, path).toBeGreaterThan(1);
      expect(rows[0], path).toMatchObject({
        id: expect.any(Number),
        fa_title: expect.any(String),
        en_title: expect.any(String),
      });
    }
    const ownerships = (await api.get('vehicles/ownerships/')).json();
    expect(ownerships.map((o: { en_title: string }) => o.en_title.toLowerCase())).toEqual([
      'owned',
      'rented',
    ]);
    const colors = (await api.get('colors/')).json();
    expect(colors[0].code).toMatch(/^#[0-9a-f]{6}$/i);
  });

  it('serves the plate letters by their two-digit code', async () => {
    const letters = (await api.get('vehicles/license-plate-chars/')).json();
    expect(letters[0]).toMatchObject({ code: '01', char: 'الف' });
    expect(new Set(letters.map((l: { code: string }) => l.code)).size).toBe(letters.length);
  });

  it('needs a signed-in user', async () => {
    expect((await t.get('/api/v1/colors/')).statusCode).toBe(403);
  });
});

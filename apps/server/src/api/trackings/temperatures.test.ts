import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyVehicles, deviceAssignments, devices } from '../../db/vehicle-schema';
import type { DecodedPosition } from '../../gateway/decoded-position';
import { ensurePositionStorage } from '../../pipeline/position-storage';
import { insertPositions, type PositionRecord } from '../../pipeline/position-writer';
import { apiAs } from '../../test/api-client';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { TemperatureRow } from './temperature-routes';

describe('trackings/temperatures/ and trackings/{id}/trail/', () => {
  let t: TestApp;
  let a: ReturnType<typeof apiAs>;
  let b: ReturnType<typeof apiAs>;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp();
    const me = await t.account({ company: 'Cold Co', username: 'cold.a' });
    await t.account({ company: 'Warm Co', username: 'cold.b' });
    a = apiAs(t.app, (await t.login('cold.a')).access, 'fa-ir');
    b = apiAs(t.app, (await t.login('cold.b')).access);
    const db = t.ctx.database.db;
    await ensurePositionStorage(db);
    const company = me.company_id;
    const vehicles = await db
      .insert(companyVehicles)
      .values([
        { company_id: company, name: 'Reefer A', license_plate: '120534567', is_cold_chain: true },
        { company_id: company, name: 'Reefer B', license_plate: '130534567', is_cold_chain: true },
        { company_id: company, name: 'Van', license_plate: '451112345' },
      ])
      .returning();
    for (const v of vehicles) ids[v.name] = v.id;
    const hw = await db
      .insert(devices)
      .values(['901', '902'].map((imei) => ({ company_id: company, imei, protocol: 'osmand' })))
      .returning();
    await db.insert(deviceAssignments).values(
      hw.map((device, i) => ({
        company_id: company,
        device_id: device.id,
        company_vehicle_id: vehicles[i]?.id ?? 0,
      })),
    );
    const at = (
      minutesAgo: number,
      attributes: DecodedPosition['attributes'],
      lng = 51.4,
    ): PositionRecord => ({
      companyId: company,
      deviceId: hw[0]?.id ?? 0,
      vehicleId: ids['Reefer A'] ?? null,
      serverTime: new Date(Date.now() - minutesAgo * 60_000),
      position: {
        deviceId: '901',
        fixTime: new Date(Date.now() - minutesAgo * 60_000),
        valid: true,
        latitude: 35.7,
        longitude: lng,
        speedKmh: 40,
        course: 90,
        attributes,
      },
    });
    const history = [
      at(9 * 60, { temperatures: [-30] }), // older than the default six hours
      at(120, { temperatures: [-18] }, 51.41),
      at(60, { temperatures: [-16] }, 51.42),
      at(30, { temperatures: [250] }, 51.43), // sensor lost: not part of the trend
      at(1, { temperatures: [-17.5, 250], humidities: [80] }, 51.44),
    ];
    await insertPositions(db, history);
    t.ctx.liveStates.apply(history.slice(-1));
  });
  afterAll(() => t.close());

  it('lists only cold-chain vehicles with every sensor, 250 for a lost one, and the recent trend', async () => {
    const page = (await a.get('trackings/temperatures/')).json() as {
      count: number;
      results: TemperatureRow[];
    };
    expect(page.count).toBe(2);
    const [first, second] = page.results;
    expect(first).toMatchObject({
      name: 'Reefer A',
      temperatures: [-17.5, 250],
      humidities: [80],
      traffic_status: 'moving',
    });
    expect(first?.trend.map((p) => p.temperature)).toEqual([-18, -16, -17.5]);
    expect(second).toMatchObject({ name: 'Reefer B', temperatures: [250], trend: [], timestamp: null });
    const longer = (await a.get('trackings/temperatures/?hours=12')).json() as { results: TemperatureRow[] };
    expect(longer.results[0]?.trend[0]?.temperature).toBe(-30);
  });

  it('refuses an hour count out of range with a field error in the caller’s language', async () => {
    const response = await a.get('trackings/temperatures/?hours=99');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ hours: ['یک عدد صحیح از 1 تا 24 وارد کنید.'] });
  });

  it('gives the recent trail of a vehicle oldest first, bounded by minutes', async () => {
    const trail = (await a.get(`trackings/${ids['Reefer A']}/trail/?minutes=90`)).json();
    expect(trail.geometry.coordinates).toEqual([
      [51.42, 35.7],
      [51.43, 35.7],
      [51.44, 35.7],
    ]);
    expect((await a.get(`trackings/${ids['Reefer A']}/trail/?minutes=0`)).statusCode).toBe(400);
  });

  it('shows another company none of it', async () => {
    expect((await b.get('trackings/temperatures/')).json()).toMatchObject({ count: 0, results: [] });
    expect((await b.get(`trackings/${ids['Reefer A']}/trail/`)).statusCode).toBe(404);
  });
});

import type { LiveFeature } from '@navgan/domain/live-feature';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drivers, tags } from '../../db/fleet-schema';
import {
  companyVehicles,
  companyVehicleTags,
  deviceAssignments,
  devices,
  driverAssignments,
} from '../../db/vehicle-schema';
import type { DecodedPosition } from '../../gateway/decoded-position';
import { ensurePositionStorage } from '../../pipeline/position-storage';
import { apiAs } from '../../test/api-client';
import { readWorkbook } from '../../test/read-workbook';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('trackings', () => {
  let t: TestApp;
  let a: ReturnType<typeof apiAs>;
  let b: ReturnType<typeof apiAs>;
  const ids: Record<string, number> = {};

  const position = (speedKmh: number, attributes: DecodedPosition['attributes']): DecodedPosition => ({
    deviceId: 'x',
    fixTime: new Date(Date.now() - 30_000),
    valid: true,
    latitude: 35.7,
    longitude: 51.4,
    speedKmh,
    course: 120,
    attributes,
  });

  beforeAll(async () => {
    t = await createTestApp();
    const me = await t.account({ company: 'Live Co', username: 'live.a' });
    await t.account({ company: 'Other Co', username: 'live.b' });
    a = apiAs(t.app, (await t.login('live.a')).access);
    b = apiAs(t.app, (await t.login('live.b')).access);
    const db = t.ctx.database.db;
    const company = me.company_id;
    const vehicles = await db
      .insert(companyVehicles)
      .values([
        {
          company_id: company,
          name: 'Reefer',
          license_plate: '120534567',
          is_cold_chain: true,
          vehicle_type_id: 9,
        },
        { company_id: company, name: 'Van', license_plate: '451112345', vehicle_type_id: 3 },
        { company_id: company, name: 'Pickup', license_plate: '771234599', vehicle_type_id: 2 },
        { company_id: company, name: 'Never seen', license_plate: '881234599', vehicle_type_id: 2 },
      ])
      .returning();
    for (const v of vehicles) ids[v.name] = v.id;
    const hw = await db
      .insert(devices)
      .values(
        ['111', '222', '333'].map((imei) => ({
          company_id: company,
          imei,
          protocol: 'teltonika',
          sim_number: `0912000${imei}`,
        })),
      )
      .returning();
    await db.insert(deviceAssignments).values(
      hw.map((device, i) => ({
        company_id: company,
        device_id: device.id,
        company_vehicle_id: vehicles[i]?.id ?? 0,
      })),
    );
    const [driver] = await db
      .insert(drivers)
      .values({
        company_id: company,
        first_name: 'رضا',
        last_name: 'کریمی',
        national_code: '0499370899',
        gender: 'male',
        mobile: '09121234567',
      })
      .returning();
    await db
      .insert(driverAssignments)
      .values({ company_id: company, driver_id: driver?.id ?? 0, company_vehicle_id: ids.Van ?? 0 });
    const [tag] = await db
      .insert(tags)
      .values({ company_id: company, fa_title: 'یخچالی', en_title: 'Cold' })
      .returning();
    ids.tag = tag?.id ?? 0;
    await db
      .insert(companyVehicleTags)
      .values({ company_id: company, company_vehicle_id: ids.Reefer ?? 0, tag_id: ids.tag });
    const record = (i: number, p: DecodedPosition) => ({
      companyId: company,
      deviceId: hw[i]?.id ?? 0,
      vehicleId: vehicles[i]?.id ?? null,
      position: p,
      serverTime: new Date(),
    });
    t.ctx.liveStates.apply([
      record(0, position(0, { ignition: true, temperatures: [-18.4], humidities: [81] })),
      record(1, position(64, { ignition: true, fuel: 42 })),
      record(2, position(0, { ignition: false })),
    ]);
  });
  afterAll(() => t.close());

  const byName = async (url = 'trackings/') => {
    const features = (await a.get(url)).json() as LiveFeature[];
    return Object.fromEntries(features.map((f) => [f.properties.name, f])) as Record<string, LiveFeature>;
  };

  it('lists every vehicle with its live position, status and the spec popup fields', async () => {
    const live = await byName();
    expect(Object.keys(live).sort()).toEqual(['Never seen', 'Pickup', 'Reefer', 'Van']);
    expect(live.Van?.geometry).toEqual({ type: 'Point', coordinates: [51.4, 35.7] });
    expect(live.Van?.properties).toMatchObject({
      traffic_status: 'moving',
      speed: 64,
      fuel: 42,
      ignition: 1,
      driver: { first_name: 'رضا', last_name: 'کریمی' },
      device: { sim_number: '0912000222' },
      license_plate: '451112345',
    });
    expect(live.Reefer?.properties).toMatchObject({
      traffic_status: 'idle',
      is_cold_chain: true,
      temperature: -18.4,
      humidity: 81,
      company_vehicle_tags: [{ id: ids.tag, fa_title: 'یخچالی', en_title: 'Cold' }],
    });
    expect(live.Pickup?.properties).toMatchObject({
      traffic_status: 'stopped',
      ignition: 0,
      temperature: null,
    });
    expect(live['Never seen']).toMatchObject({
      geometry: null,
      properties: { traffic_status: 'offline', ignition: null },
    });
  });

  it('filters by status, vehicle, vehicle type and tag', async () => {
    expect(Object.keys(await byName('trackings/?traffic_status__in=moving,idle')).sort()).toEqual([
      'Reefer',
      'Van',
    ]);
    expect(Object.keys(await byName(`trackings/?id__in=${ids.Pickup}`))).toEqual(['Pickup']);
    expect(Object.keys(await byName('trackings/?vehicle__id__in=2')).sort()).toEqual([
      'Never seen',
      'Pickup',
    ]);
    expect(Object.keys(await byName(`trackings/?company_vehicle_tags__id__in=${ids.tag}`))).toEqual([
      'Reefer',
    ]);
    expect((await a.get('trackings/?traffic_status__in=parked')).statusCode).toBe(400);
  });

  it('shows another company nothing of this one', async () => {
    expect((await b.get('trackings/')).json()).toEqual([]);
  });
});

describe('car live state and the not-updated export', () => {
  let t: TestApp;
  let a: ReturnType<typeof apiAs>;
  let aFa: ReturnType<typeof apiAs>;
  let b: ReturnType<typeof apiAs>;

  beforeAll(async () => {
    t = await createTestApp();
    const me = await t.account({ company: 'Live State Co', username: 'state.a' });
    const other = await t.account({ company: 'Other State Co', username: 'state.b' });
    const access = (await t.login('state.a')).access;
    a = apiAs(t.app, access, 'en-us');
    aFa = apiAs(t.app, access, 'fa-ir');
    b = apiAs(t.app, (await t.login('state.b')).access);
    const db = t.ctx.database.db;
    const vehicles = await db
      .insert(companyVehicles)
      .values([
        { company_id: me.company_id, name: 'Fresh', license_plate: '120534567' },
        { company_id: me.company_id, name: 'Stale', license_plate: '451412345' },
        { company_id: me.company_id, name: 'Silent', license_plate: '771234599' },
        { company_id: other.company_id, name: 'Theirs', license_plate: '881234599' },
      ])
      .returning();
    const hw = await db
      .insert(devices)
      .values(
        vehicles.map((v, i) => ({
          company_id: v.company_id,
          imei: `86000000000000${i}`,
          protocol: 'gt06',
          sim_number: `0912111000${i}`,
        })),
      )
      .returning();
    await db.insert(deviceAssignments).values(
      hw.map((device, i) => ({
        company_id: device.company_id,
        device_id: device.id,
        company_vehicle_id: vehicles[i]?.id ?? 0,
      })),
    );
    const at = (i: number, serverTime: Date) => ({
      companyId: vehicles[i]?.company_id ?? 0,
      deviceId: hw[i]?.id ?? 0,
      vehicleId: vehicles[i]?.id ?? null,
      position: {
        deviceId: 'x',
        fixTime: serverTime,
        valid: true,
        latitude: 35.7,
        longitude: 51.4,
        speedKmh: 50,
        course: 0,
        attributes: { ignition: true },
      },
      serverTime,
    });
    const hourAgo = new Date('2026-11-21T06:30:00Z');
    t.ctx.liveStates.apply([at(0, new Date()), at(1, hourAgo), at(3, hourAgo)]);
  });
  afterAll(() => t.close());

  it('splits the company into updated and not updated, in the spec colours', async () => {
    const state = (await a.get('customer/v1/car-live-state/')).json();
    expect(state).toEqual({
      total: 3,
      results: [
        { id: 'updated', fa_title: 'به‌روز', en_title: 'Updated', count: 1, color: { code: '#67C23A' } },
        {
          id: 'not_updated',
          fa_title: 'به‌روز نشده',
          en_title: 'Not updated',
          count: 2,
          color: { code: '#f59e0b' },
        },
      ],
      statuses: { moving: 1, idle: 0, stopped: 0, offline: 2 },
    });
    expect((await b.get('customer/v1/car-live-state/')).json()).toMatchObject({
      total: 1,
      statuses: { offline: 1 },
    });
  });

  it('exports the vehicles not updated, oldest first, Jalali and right to left in Persian', async () => {
    const fa = await aFa.get('exports/vehicles/companies/not-updated/');
    expect(fa.statusCode).toBe(200);
    expect(fa.headers['content-disposition']).toMatch(
      /^attachment; filename=vehicles-not-updated-\d{8}\.xlsx$/,
    );
    const sheet = readWorkbook(fa.rawPayload)[0];
    expect(sheet?.rightToLeft).toBe(true);
    expect(sheet?.rows).toEqual([
      ['نام خودرو', 'پلاک', 'شماره دستگاه', 'شماره سیم‌کارت', 'آخرین به‌روزرسانی'],
      ['Stale', '۴۵ - ۱۲۳ ع ۴۵', '860000000000001', '09121110001', '1405/08/30 10:00'],
      ['Silent', '۹۹ - ۳۴۵ ص ۷۷', '860000000000002', '09121110002', 'هرگز'],
    ]);
    const en = await a.get('exports/vehicles/companies/not-updated/');
    const enSheet = readWorkbook(en.rawPayload)[0];
    expect(enSheet?.rightToLeft).toBe(false);
    expect(enSheet?.rows[1]).toContain('2026-11-21 10:00');
  });
});

describe('the configured offline delay', () => {
  let t: TestApp;
  let a: ReturnType<typeof apiAs>;

  beforeAll(async () => {
    // Two minutes of silence: within the default ten minutes, past a configured one.
    t = await createTestApp({ OFFLINE_AFTER_SECONDS: '60' });
    await ensurePositionStorage(t.ctx.database.db);
    const me = await t.account({ company: 'Quiet Co', username: 'quiet.a' });
    a = apiAs(t.app, (await t.login('quiet.a')).access, 'en-us');
    const db = t.ctx.database.db;
    const vehicles = await db
      .insert(companyVehicles)
      .values([
        { company_id: me.company_id, name: 'Talking', license_plate: '120534567', is_cold_chain: true },
        { company_id: me.company_id, name: 'Quiet', license_plate: '451412345', is_cold_chain: true },
      ])
      .returning();
    const hw = await db
      .insert(devices)
      .values(
        vehicles.map((_, i) => ({ company_id: me.company_id, imei: `86111100000000${i}`, protocol: 'gt06' })),
      )
      .returning();
    await db.insert(deviceAssignments).values(
      hw.map((device, i) => ({
        company_id: me.company_id,
        device_id: device.id,
        company_vehicle_id: vehicles[i]?.id ?? 0,
      })),
    );
    const heard = (i: number, serverTime: Date) => ({
      companyId: me.company_id,
      deviceId: hw[i]?.id ?? 0,
      vehicleId: vehicles[i]?.id ?? null,
      position: {
        deviceId: 'x',
        fixTime: serverTime,
        valid: true,
        latitude: 35.7,
        longitude: 51.4,
        speedKmh: 0,
        course: 0,
        attributes: { ignition: false },
      },
      serverTime,
    });
    t.ctx.liveStates.apply([heard(0, new Date()), heard(1, new Date(Date.now() - 120_000))]);
  });
  afterAll(() => t.close());

  it('marks a vehicle not updated after OFFLINE_AFTER_SECONDS on the map, the pie and the temperature page', async () => {
    const features = (await a.get('trackings/')).json() as LiveFeature[];
    expect(Object.fromEntries(features.map((f) => [f.properties.name, f.properties.traffic_status]))).toEqual(
      {
        Talking: 'stopped',
        Quiet: 'offline',
      },
    );
    expect((await a.get('customer/v1/car-live-state/')).json()).toMatchObject({
      statuses: { stopped: 1, offline: 1 },
    });
    const cold = (await a.get('trackings/temperatures/')).json() as {
      results: { name: string; traffic_status: string }[];
    };
    expect(cold.results.map((r) => [r.name, r.traffic_status])).toEqual([
      ['Quiet', 'offline'],
      ['Talking', 'stopped'],
    ]);
  });
});

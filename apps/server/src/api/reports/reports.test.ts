import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stops, vehicleDailyRollups } from '../../db/motion-schema';
import { companyVehicles, deviceAssignments, devices, driverAssignments } from '../../db/vehicle-schema';
import { ensurePositionStorage } from '../../pipeline/position-storage';
import { apiAs } from '../../test/api-client';
import { readWorkbook } from '../../test/read-workbook';
import { createTestApp, type TestApp, testPassword } from '../../test/test-app';
import { validDriver, validVehicle } from '../vehicles/vehicle-fixtures';

type Api = ReturnType<typeof apiAs>;
const march = 'start_range=2026-03-01&stop_range=2026-03-31';

/** A day of rollup figures with zeros where the fixture does not care. */
const rollup = (
  company_id: number,
  company_vehicle_id: number,
  day: string,
  figures: Record<string, number>,
) => ({
  company_id,
  company_vehicle_id,
  day,
  ...figures,
});

describe('reports', () => {
  let t: TestApp;
  let en: Api;
  let fa: Api;
  let other: Api;
  let limited: Api;
  const id: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.ctx.database.db;
    const a = await t.account({ company: 'Report Co', username: 'rep.a' });
    const b = await t.account({ company: 'Other Co', username: 'rep.b' });
    const access = (await t.login('rep.a')).access;
    en = apiAs(t.app, access, 'en-us');
    fa = apiAs(t.app, access, 'fa-ir');
    other = apiAs(t.app, (await t.login('rep.b')).access);
    id.tag = (
      await en.post('vehicles/companies/tags/', { fa_title: 'یخچالی', en_title: 'Reefer' })
    ).json().id;
    id.reefer = (
      await en.post(
        'vehicles/companies/',
        validVehicle('120234567', { name: 'Reefer', company_vehicle_tags: [id.tag] }),
      )
    ).json().id;
    id.bus = (
      await en.post('vehicles/companies/', validVehicle('450398765', { name: 'Minibus', vehicle: 5 }))
    ).json().id;
    id.theirs = (
      await other.post('vehicles/companies/', validVehicle('990199999', { name: 'Theirs' }))
    ).json().id;
    await db
      .update(companyVehicles)
      .set({ depreciation_per_hour: 10_000, other_cost_per_km: 500 })
      .where(eq(companyVehicles.id, id.reefer as number));
    id.karimi = (await en.post('drivers/', validDriver)).json().id;
    id.ahmadi = (
      await en.post('drivers/', {
        ...validDriver,
        first_name: 'علی',
        last_name: 'احمدی',
        national_code: '0084575948',
      })
    ).json().id;

    const A = a.company_id;
    await db.insert(vehicleDailyRollups).values([
      rollup(A, id.reefer as number, '2026-03-01', {
        distance_m: 120_000,
        engine_s: 18_000,
        moving_s: 14_400,
        idle_s: 3_600,
        stopped_s: 68_400,
        speed_time_sum: 14_400 * 50,
        max_speed_kmh: 92,
        fuel_used_l: 30,
        fuel_cost: 450_000,
        harsh_acceleration: 2,
        harsh_braking: 1,
        fence_violations: 1,
      }),
      rollup(A, id.reefer as number, '2026-03-02', {
        distance_m: 80_000,
        engine_s: 7_200,
        moving_s: 5_400,
        idle_s: 1_800,
        stopped_s: 79_200,
        speed_time_sum: 5_400 * 40,
        max_speed_kmh: 110,
        fuel_used_l: 20,
        fuel_cost: 300_000,
        harsh_braking: 3,
        harsh_cornering: 1,
      }),
      // Outside the window: must not count.
      rollup(A, id.reefer as number, '2026-02-28', { distance_m: 999_000, max_speed_kmh: 150 }),
      rollup(A, id.bus as number, '2026-03-01', {
        distance_m: 10_000,
        moving_s: 1_000,
        speed_time_sum: 30_000,
      }),
      rollup(b.company_id, id.theirs as number, '2026-03-01', { distance_m: 55_000 }),
    ]);
    await db.insert(driverAssignments).values([
      {
        company_id: A,
        company_vehicle_id: id.reefer as number,
        driver_id: id.karimi as number,
        from_at: new Date('2026-03-01T06:00:00Z'),
        until_at: new Date('2026-03-01T14:00:00Z'),
      },
      {
        company_id: A,
        company_vehicle_id: id.reefer as number,
        driver_id: id.ahmadi as number,
        from_at: new Date('2026-03-01T14:00:00Z'),
        until_at: new Date('2026-03-03T14:00:00Z'),
      },
      {
        company_id: A,
        company_vehicle_id: id.reefer as number,
        driver_id: id.karimi as number,
        from_at: new Date('2026-01-01T06:00:00Z'),
        until_at: new Date('2026-01-05T06:00:00Z'),
      },
    ]);
    const [device] = await db
      .insert(devices)
      .values({ company_id: A, imei: '356938035643809', protocol: 'gt06', sim_number: '09121234567' })
      .returning({ id: devices.id });
    await db.insert(deviceAssignments).values({
      company_id: A,
      company_vehicle_id: id.reefer as number,
      device_id: device?.id as number,
      from_at: new Date('2026-02-15T00:00:00Z'),
      until_at: new Date('2026-03-10T00:00:00Z'),
    });
    await db.insert(stops).values([
      {
        company_id: A,
        company_vehicle_id: id.reefer as number,
        driver_id: id.karimi as number,
        started_at: new Date('2026-03-01T10:00:00Z'),
        ended_at: new Date('2026-03-01T10:30:00Z'),
        latitude: 35.69,
        longitude: 51.39,
        ignition_off: true,
      },
      {
        company_id: A,
        company_vehicle_id: id.reefer as number,
        driver_id: null,
        started_at: new Date('2026-03-02T08:00:00Z'),
        ended_at: new Date('2026-03-02T08:05:00Z'),
        latitude: 25.5,
        longitude: 52.0,
        ignition_off: null,
      },
    ]);

    const north = (await en.post('organizations/', { title: 'North' })).json().id;
    await en.put(`vehicles/companies/${id.reefer}/organizations/`, { id: id.reefer, organizations: [north] });
    const policy = await en.post('users/policies/', {
      title: 'Report desk',
      permissions: { reports: ['view', 'export'], vehicles: ['view'] },
    });
    await en.post('users/', {
      username: 'rep.north',
      password: testPassword,
      confirm_password: testPassword,
      organizations: [north],
      policies: [policy.json().id],
    });
    limited = apiAs(t.app, (await t.login('rep.north')).access);
  });
  afterAll(() => t.close());

  it('asks for a vehicle or tag and a window, in the caller language', async () => {
    const none = await fa.get(`reports/daily/?${march}`);
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ company_vehicle__id__in: ['انتخاب خودرو یا برچسب الزامی است.'] });
    const reversed = await en.get(
      `reports/daily/?company_vehicle__id__in=${id.reefer}&start_range=2026-03-05&stop_range=2026-03-01`,
    );
    expect(reversed.json()).toEqual({ stop_range: ['The end of the range must not be before its start.'] });
    const missing = await en.get(`reports/history/stops/?company_vehicle__id__in=${id.reefer}`);
    expect(Object.keys(missing.json()).sort()).toEqual(['start_range', 'stop_range']);
  });

  it('daily: one row per vehicle and day inside the window, with hand-computed figures', async () => {
    const page = (await en.get(`reports/daily/?company_vehicle__id__in=${id.reefer}&${march}`)).json();
    expect(page.count).toBe(2);
    const [second, first] = page.results;
    expect(first).toMatchObject({
      company_vehicle: { id: id.reefer, name: 'Reefer', license_plate: '120234567' },
      day: '2026-03-01',
      distance_km: 120,
      engine_s: 18_000,
      moving_s: 14_400,
      idle_s: 3_600,
      stopped_s: 68_400,
      max_speed_kmh: 92,
      mean_speed_kmh: 50,
      fuel_used_l: 30,
      fuel_cost: 450_000,
      harsh_acceleration: 2,
      harsh_braking: 1,
      harsh_cornering: 0,
      fence_violations: 1,
      // 450,000 fuel + 5 h × 10,000 + 120 km × 500
      cost: 560_000,
    });
    expect(second).toMatchObject({ day: '2026-03-02', mean_speed_kmh: 40, cost: 360_000 });
  });

  it('periodic: one row per vehicle over the window; a tag selects its vehicles', async () => {
    const page = (await en.get(`reports/periodic/?company_vehicle_tags__id__in=${id.tag}&${march}`)).json();
    expect(page.results).toEqual([
      {
        company_vehicle: { id: id.reefer, name: 'Reefer', license_plate: '120234567' },
        days: 2,
        distance_km: 200,
        engine_s: 25_200,
        moving_s: 19_800,
        idle_s: 5_400,
        stopped_s: 147_600,
        max_speed_kmh: 110,
        // (14,400 × 50 + 5,400 × 40) / 19,800 = 47.27
        mean_speed_kmh: 47,
        fuel_used_l: 50,
        fuel_cost: 750_000,
        harsh_acceleration: 2,
        harsh_braking: 4,
        harsh_cornering: 1,
        fence_violations: 1,
        cost: 920_000,
      },
    ]);
    const both = (
      await en.get(
        `reports/periodic/?company_vehicle__id__in=${id.bus}&company_vehicle_tags__id__in=${id.tag}&${march}`,
      )
    ).json();
    expect(both.results.map((r: { company_vehicle: { name: string } }) => r.company_vehicle.name)).toEqual([
      'Minibus',
      'Reefer',
    ]);
  });

  it('daily and periodic: a vehicle whose fuel was never measured shows no data, not 0 L and 0 cost', async () => {
    const daily = (await en.get(`reports/daily/?company_vehicle__id__in=${id.bus}&${march}`)).json();
    expect(daily.results).toHaveLength(1);
    expect(daily.results[0]).toMatchObject({
      distance_km: 10,
      fuel_used_l: null,
      fuel_cost: null,
      cost: null,
    });
    const periodic = (
      await en.get(`reports/periodic/?company_vehicle__id__in=${id.bus},${id.reefer}&${march}`)
    ).json();
    const [bus, reefer] = periodic.results;
    expect(bus).toMatchObject({ days: 1, fuel_used_l: null, fuel_cost: null, cost: null });
    expect(reefer).toMatchObject({ fuel_used_l: 50, fuel_cost: 750_000 });
    // The workbook leaves the unknown cells empty as well.
    const payload = (await en.get(`exports/reports/daily/?company_vehicle__id__in=${id.bus}&${march}`))
      .rawPayload;
    const sheet = readWorkbook(payload)[0];
    const fuelColumn = (sheet?.rows[0] ?? []).indexOf('Fuel used (l)') + 1;
    expect(fuelColumn).toBeGreaterThan(0);
    expect(sheet?.cell(2, 3)?.value).toBeTruthy();
    expect(['', null, undefined]).toContain(sheet?.cell(2, fuelColumn)?.value);
  });

  it('never shows another company or organization', async () => {
    const theirs = (await en.get(`reports/periodic/?company_vehicle__id__in=${id.theirs}&${march}`)).json();
    expect(theirs.count).toBe(0);
    const mine = (await other.get(`reports/periodic/?company_vehicle__id__in=${id.reefer}&${march}`)).json();
    expect(mine.count).toBe(0);
    const scoped = (
      await limited.get(`reports/periodic/?company_vehicle__id__in=${id.reefer},${id.bus}&${march}`)
    ).json();
    expect(scoped.results.map((r: { company_vehicle: { name: string } }) => r.company_vehicle.name)).toEqual([
      'Reefer',
    ]);
    expect((await limited.get(`reports/history/routing/${id.bus}/?day=2026-03-01`)).statusCode).toBe(404);
  });

  it('driver and hardware history: assignments overlapping the window, newest first', async () => {
    const drivers = (
      await en.get(`reports/history/driver/?company_vehicle__id__in=${id.reefer}&${march}`)
    ).json();
    expect(
      drivers.results.map((r: { driver: { last_name: string }; from_at: string; duration_s: number }) => [
        r.driver.last_name,
        r.from_at,
        r.duration_s,
      ]),
    ).toEqual([
      ['احمدی', '2026-03-01T14:00:00.000Z', 48 * 3600],
      ['کریمی', '2026-03-01T06:00:00.000Z', 8 * 3600],
    ]);
    const hardware = (
      await en.get(`reports/history/hardware/?company_vehicle__id__in=${id.reefer}&${march}`)
    ).json();
    expect(hardware.results).toEqual([
      expect.objectContaining({
        imei: '356938035643809',
        sim_number: '09121234567',
        until_at: '2026-03-10T00:00:00.000Z',
        duration_s: 23 * 86_400,
      }),
    ]);
  });

  it('stops: duration, the nearest city as the place, ignition', async () => {
    const page = (
      await en.get(`reports/history/stops/?company_vehicle__id__in=${id.reefer}&${march}`)
    ).json();
    expect(page.results.map((r: Record<string, unknown>) => [r.duration_s, r.place, r.ignition_off])).toEqual(
      [
        [300, '25.50000, 52.00000', null],
        [1800, 'Tehran (35.69000, 51.39000)', true],
      ],
    );
    const persian = (
      await fa.get(`reports/history/stops/?company_vehicle__id__in=${id.reefer}&${march}`)
    ).json();
    expect(persian.results[1].place).toBe('تهران (35.69000, 51.39000)');
  });

  it('exports the daily report as a right-to-left Persian workbook with Jalali days', async () => {
    const response = await fa.get(`exports/reports/daily/?company_vehicle__id__in=${id.reefer}&${march}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename=daily-20260301-20260331.xlsx');
    const sheet = readWorkbook(response.rawPayload)[0];
    expect(sheet?.name).toBe('گزارش روزانه');
    expect(sheet?.rightToLeft).toBe(true);
    expect(sheet?.frozenRows).toBe(1);
    expect(sheet?.cell(1, 1)?.bold).toBe(true);
    const rows = sheet?.rows ?? [];
    expect(rows[0]?.slice(0, 4)).toEqual(['خودرو', 'پلاک', 'روز', 'مسافت (کیلومتر)']);
    expect(rows).toHaveLength(3);
    // 2026-03-01 is 10 Esfand 1404; 5 engine hours are a spreadsheet time of 5:00.
    const first = rows[2] ?? [];
    expect(first.slice(0, 4)).toEqual(['Reefer', '۶۷ - ۳۴۵ ب ۱۲', '1404/12/10', 120]);
    expect(sheet?.cell(3, 5)?.format).toBe('[h]:mm');
    expect((first[4] as Date).toISOString()).toBe('1899-12-30T05:00:00.000Z');
    expect(first.at(-1)).toBe(560_000);
  });

  it('routing: the day of fixes thinned for the zoom, with its stops; a 1 Hz day answers quickly', async () => {
    const db = t.ctx.database.db;
    await ensurePositionStorage(db, new Date('2026-03-01T00:00:00Z'));
    const company = (
      await db
        .select()
        .from(companyVehicles)
        .where(eq(companyVehicles.id, id.reefer as number))
    )[0]?.company_id as number;
    // 86,400 fixes at 1 Hz from 06:00 UTC: north-east along a gentle curve, 40-80 km/h.
    await db.execute(sql`
      insert into positions (company_id, device_id, company_vehicle_id, fix_time, server_time, valid,
        latitude, longitude, speed_kmh, course, attributes)
      select ${company}, 1, ${id.reefer}, ts, ts, true,
        35.6 + i * 0.000002, 51.3 + 0.02 * sin(i / 3000.0), 60 + 20 * sin(i / 500.0), 0, '{}'::jsonb
      from generate_series(0, 86399) as i, lateral (select timestamptz '2026-02-28 20:30:00+00' + i * interval '1 second' as ts) x`);
    const started = performance.now();
    const response = await en.get(`reports/history/routing/${id.reefer}/?day=2026-03-01&zoom=12`);
    const ms = performance.now() - started;
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.total_points).toBe(86_400);
    expect(body.points.length).toBeLessThanOrEqual(5000);
    expect(body.points.length).toBeGreaterThan(10);
    expect(body.points[0]).toEqual([51.3, 35.6, Date.parse('2026-02-28T20:30:00Z') / 1000, 60]);
    expect(body.stops).toHaveLength(1);
    expect(body.stops[0].duration_s).toBe(1800);
    console.info(
      `routing day of 86,400 fixes answered in ${ms.toFixed(0)} ms with ${body.points.length} points`,
    );
    const vehicleMonth = performance.now();
    await en.get(`reports/daily/?company_vehicle__id__in=${id.reefer}&${march}`);
    console.info(`daily report of one vehicle-month in ${(performance.now() - vehicleMonth).toFixed(0)} ms`);
    expect((await en.get(`reports/history/routing/${id.reefer}/?day=1404-13-01`)).json()).toEqual({
      day: ['Enter a day as YYYY-MM-DD.'],
    });
  }, 60_000);

  it('routing without a day opens the vehicle’s latest day with data', async () => {
    const latest = await en.get(`reports/history/routing/${id.reefer}/`);
    expect(latest.statusCode).toBe(200);
    expect(latest.json().day).toBe('2026-03-02');
    expect((await en.get(`reports/history/routing/${id.bus}/?day=`)).json().day).toBe('2026-03-01');
  });
});

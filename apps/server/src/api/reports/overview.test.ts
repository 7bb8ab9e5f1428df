import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stops, trips, vehicleDailyRollups, vehicleEvents } from '../../db/motion-schema';
import { companyVehicles } from '../../db/vehicle-schema';
import { apiAs } from '../../test/api-client';
import { readWorkbook } from '../../test/read-workbook';
import { createTestApp, type TestApp, testPassword } from '../../test/test-app';
import { validDriver, validVehicle } from '../vehicles/vehicle-fixtures';

type Api = ReturnType<typeof apiAs>;
const march = 'start_range=2026-03-01&stop_range=2026-03-31';
const names = (rows: { company_vehicle: { name: string } }[]) => rows.map((r) => r.company_vehicle.name);

/** Reads an xlsx answer into its sheet and its rows of cell values. */
function workbookRows(payload: Buffer) {
  const sheet = readWorkbook(payload)[0];
  return { sheet, rows: sheet?.rows ?? [] };
}

/**
 * Overview (v1 and v2), a vehicle's details and routing details on a small hand-computed fleet:
 * two days of a reefer, one of a minibus, a van without figures; one trip with its events.
 */
describe('overview and routing-details reports', () => {
  let t: TestApp;
  let en: Api;
  let fa: Api;
  let other: Api;
  let limited: Api;
  const id: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.ctx.database.db;
    const a = await t.account({ company: 'Overview Co', username: 'ov.a' });
    const b = await t.account({ company: 'Elsewhere Co', username: 'ov.b' });
    const access = (await t.login('ov.a')).access;
    en = apiAs(t.app, access, 'en-us');
    fa = apiAs(t.app, access, 'fa-ir');
    other = apiAs(t.app, (await t.login('ov.b')).access);
    id.tag = (
      await en.post('vehicles/companies/tags/', { fa_title: 'یخچالی', en_title: 'Reefer' })
    ).json().id;
    const vehicle = async (api: Api, plate: string, extra: Record<string, unknown>) =>
      (await api.post('vehicles/companies/', validVehicle(plate, extra))).json().id as number;
    id.reefer = await vehicle(en, '120234567', { name: 'Reefer', company_vehicle_tags: [id.tag] });
    id.bus = await vehicle(en, '450398765', { name: 'Minibus', vehicle: 5 });
    id.van = await vehicle(en, '230312345', { name: 'Idle van' });
    id.theirs = await vehicle(other, '990199999', { name: 'Theirs' });
    await db
      .update(companyVehicles)
      .set({ depreciation_per_hour: 10_000, other_cost_per_km: 500 })
      .where(eq(companyVehicles.id, id.reefer));
    id.driver = (await en.post('drivers/', validDriver)).json().id;

    const A = a.company_id;
    const reefer = { company_id: A, company_vehicle_id: id.reefer };
    await db.insert(vehicleDailyRollups).values([
      {
        ...reefer,
        day: '2026-03-01',
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
        trip_count: 3,
        overspeed_count: 1,
      },
      {
        ...reefer,
        day: '2026-03-02',
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
        trip_count: 2,
      },
      // Outside the window: must not count.
      { ...reefer, day: '2026-02-28', distance_m: 999_000, max_speed_kmh: 150, trip_count: 9 },
      {
        company_id: A,
        company_vehicle_id: id.bus,
        day: '2026-03-01',
        distance_m: 10_000,
        moving_s: 1_000,
        speed_time_sum: 30_000,
      },
      { company_id: b.company_id, company_vehicle_id: id.theirs, day: '2026-03-01', distance_m: 55_000 },
    ]);
    // 09:30-10:30 in Tehran on 1 March: 60 km from Tehran to a place far from any city.
    await db.insert(trips).values({
      ...reefer,
      driver_id: id.driver,
      started_at: new Date('2026-03-01T06:00:00Z'),
      ended_at: new Date('2026-03-01T07:00:00Z'),
      start_latitude: 35.69,
      start_longitude: 51.39,
      end_latitude: 25.5,
      end_longitude: 52,
      distance_m: 60_000,
      moving_s: 3_300,
      idle_s: 300,
      max_speed_kmh: 95,
      mean_speed_kmh: 65.5,
    });
    const event = (kind: string, at: string, value: number | null) => ({
      ...reefer,
      kind,
      at: new Date(at),
      latitude: 35.7,
      longitude: 51.4,
      value,
    });
    await db.insert(vehicleEvents).values([
      event('harsh_acceleration', '2026-03-01T06:10:00Z', 3.2),
      event('harsh_braking', '2026-03-01T06:30:00Z', 4.25),
      event('overspeed', '2026-03-01T06:40:00Z', 118),
      // After the trip: an event of the vehicle, not of the trip.
      event('harsh_cornering', '2026-03-01T08:00:00Z', 3.1),
    ]);
    await db.insert(stops).values({
      ...reefer,
      started_at: new Date('2026-03-01T07:00:00Z'),
      ended_at: new Date('2026-03-01T07:30:00Z'),
      latitude: 25.5,
      longitude: 52,
    });

    const north = (await en.post('organizations/', { title: 'North' })).json().id;
    await en.put(`vehicles/companies/${id.reefer}/organizations/`, { id: id.reefer, organizations: [north] });
    const policy = await en.post('users/policies/', {
      title: 'Overview desk',
      permissions: { reports: ['view', 'export'], vehicles: ['view'] },
    });
    await en.post('users/', {
      username: 'ov.north',
      password: testPassword,
      confirm_password: testPassword,
      organizations: [north],
      policies: [policy.json().id],
    });
    limited = apiAs(t.app, (await t.login('ov.north')).access);
    // A fresh database and a dozen calls: slow on a busy machine.
  }, 180_000);
  afterAll(() => t.close());

  const all = () => `company_vehicle__id__in=${id.reefer},${id.bus},${id.van}&${march}`;

  it('overview: a row for every chosen vehicle, hand-computed figures and the totals row', async () => {
    const page = (await en.get(`reports/history/overview/?${all()}`)).json();
    expect(page.count).toBe(3);
    expect(names(page.results)).toEqual(['Idle van', 'Minibus', 'Reefer']);
    const [van, bus, reefer] = page.results;
    // Fuel never measured: litres, fuel cost and the cost that includes it are "no data", not 0.
    expect(van).toMatchObject({
      days: 0,
      trip_count: 0,
      distance_km: 0,
      fuel_used_l: null,
      fuel_cost: null,
      cost: null,
      utilisation_pct: 0,
    });
    expect(bus).toMatchObject({
      days: 1,
      distance_km: 10,
      mean_speed_kmh: 30,
      fuel_used_l: null,
      fuel_cost: null,
      cost: null,
      utilisation_pct: 0,
    });
    expect(reefer).toEqual({
      company_vehicle: { id: id.reefer, name: 'Reefer', license_plate: '120234567' },
      days: 2,
      trip_count: 5,
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
      overspeed_count: 1,
      fence_violations: 1,
      // 750,000 fuel + 7 engine hours × 10,000 + 200 km × 500
      cost: 920_000,
      // 25,200 engine s of 172,800 reporting s
      utilisation_pct: 14.6,
    });
    expect(page.totals).toMatchObject({
      days: 3,
      trip_count: 5,
      distance_km: 210,
      moving_s: 20_800,
      max_speed_kmh: 110,
      // (720,000 + 216,000 + 30,000) / 20,800 = 46.4
      mean_speed_kmh: 46,
      // the known ones only: the reefer's; the minibus's fuel was not measured
      fuel_used_l: 50,
      fuel_cost: 750_000,
      cost: 920_000,
      // 25,200 of 173,800
      utilisation_pct: 14.5,
    });
    const tagged = (
      await en.get(`reports/history/overview/?company_vehicle_tags__id__in=${id.tag}&${march}`)
    ).json();
    expect(names(tagged.results)).toEqual(['Reefer']);
  });

  it('overview: pages of 10 keep the totals of every row', async () => {
    const page = (await en.get(`reports/history/overview/?${all()}&p=1`)).json();
    expect(page.next).toBeNull();
    expect(page.totals.distance_km).toBe(210);
  });

  it("details: the vehicle's days, trips with places and harsh events, stops and events", async () => {
    const days = (await en.get(`reports/daily/?company_vehicle__id__in=${id.reefer}&${march}`)).json();
    expect(days.results.map((d: { day: string }) => d.day)).toEqual(['2026-03-02', '2026-03-01']);
    const routing = (
      await en.get(`reports/history/routing-details/?company_vehicle__id__in=${id.reefer}&${march}`)
    ).json();
    expect(routing.count).toBe(1);
    expect(routing.results[0]).toEqual({
      id: expect.any(Number),
      company_vehicle: { id: id.reefer, name: 'Reefer', license_plate: '120234567' },
      driver: { id: id.driver, first_name: validDriver.first_name, last_name: validDriver.last_name },
      day: '2026-03-01',
      trip_started_at: '2026-03-01T06:00:00.000Z',
      trip_ended_at: '2026-03-01T07:00:00.000Z',
      start_place: 'Tehran (35.69000, 51.39000)',
      end_place: '25.50000, 52.00000',
      distance_km: 60,
      duration_s: 3600,
      max_speed_kmh: 95,
      mean_speed_kmh: 66,
      idle_s: 300,
      // acceleration and braking inside the trip; over-speed is not harsh, the cornering came after
      harsh_events: 2,
    });
    const persian = (
      await fa.get(`reports/history/routing-details/?company_vehicle__id__in=${id.reefer}&${march}`)
    ).json();
    expect(persian.results[0].start_place).toBe('تهران (35.69000, 51.39000)');
    const events = (
      await en.get(`reports/history/events/?company_vehicle__id__in=${id.reefer}&${march}`)
    ).json();
    expect(events.results.map((e: { kind: string; value: number }) => [e.kind, e.value])).toEqual([
      ['harsh_cornering', 3.1],
      ['overspeed', 118],
      ['harsh_braking', 4.3],
      ['harsh_acceleration', 3.2],
    ]);
    // A window before the trip has none of it.
    const february = `company_vehicle__id__in=${id.reefer}&start_range=2026-02-01&stop_range=2026-02-28`;
    expect((await en.get(`reports/history/routing-details/?${february}`)).json().count).toBe(0);
    expect((await en.get(`reports/history/events/?${february}`)).json().count).toBe(0);
  });

  it('v2 overview: SI units named once, ISO range, cursor pages and the totals of all rows', async () => {
    const first = await en.get(`/api/v2/reports/overview/?${all()}&limit=2`);
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body).toMatchObject({
      version: 2,
      units: { distance: 'm', duration: 's', speed: 'm/s', fuel: 'l', money: 'IRR', utilisation: 'ratio' },
      range: {
        from: '2026-03-01',
        to: '2026-03-31',
        start: '2026-02-28T20:30:00.000Z',
        end: '2026-03-31T20:30:00.000Z',
      },
      count: 3,
      next_cursor: '2',
    });
    expect(body.items.map((i: { vehicle: { name: string } }) => i.vehicle.name)).toEqual([
      'Idle van',
      'Minibus',
    ]);
    expect(body.totals).toMatchObject({ distance: 210_000, trips: 5, cost: 920_000, max_speed: 30.56 });
    const rest = (await en.get(`/api/v2/reports/overview/?${all()}&limit=2&cursor=2`)).json();
    expect(rest.next_cursor).toBeNull();
    expect(rest.items).toEqual([
      {
        vehicle: { id: id.reefer, name: 'Reefer', license_plate: '120234567' },
        days: 2,
        trips: 5,
        distance: 200_000,
        engine: 25_200,
        moving: 19_800,
        idle: 5_400,
        stopped: 147_600,
        max_speed: 30.56,
        // 47.27 km/h
        mean_speed: 13.13,
        fuel_used: 50,
        fuel_cost: 750_000,
        harsh: { acceleration: 2, braking: 4, cornering: 1 },
        overspeed: 1,
        fence_violations: 1,
        cost: 920_000,
        utilisation: 0.146,
      },
    ]);
  });

  it("v2 details: one vehicle's days in order, its trips, stops and events", async () => {
    const response = await en.get(`/api/v2/reports/overview/${id.reefer}/?${march}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.vehicle.name).toBe('Reefer');
    expect(body.totals.distance).toBe(200_000);
    expect(body.days.map((d: { day: string; distance: number }) => [d.day, d.distance])).toEqual([
      ['2026-03-01', 120_000],
      ['2026-03-02', 80_000],
    ]);
    expect(body.trips).toEqual({
      truncated: false,
      items: [
        expect.objectContaining({
          started_at: '2026-03-01T06:00:00.000Z',
          distance: 60_000,
          duration: 3600,
          max_speed: 26.39,
          harsh_events: 2,
          start: { place: 'Tehran (35.69000, 51.39000)', latitude: 35.69, longitude: 51.39 },
        }),
      ],
    });
    expect(body.stops.items).toEqual([
      expect.objectContaining({ duration: 1800, place: '25.50000, 52.00000' }),
    ]);
    expect(body.events.items.map((e: { kind: string; harsh: boolean }) => [e.kind, e.harsh])).toEqual([
      ['harsh_cornering', true],
      ['overspeed', false],
      ['harsh_braking', true],
      ['harsh_acceleration', true],
    ]);
  });

  it('v2 answers in the caller language with the v1 error bodies and needs a token', async () => {
    const none = await fa.get(`/api/v2/reports/overview/?${march}`);
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ company_vehicle__id__in: ['انتخاب خودرو یا برچسب الزامی است.'] });
    const anonymous = await t.app.inject({ url: `/api/v2/reports/overview/?${all()}` });
    expect(anonymous.statusCode).toBe(403);
    expect(anonymous.json().code).toBe('token_not_valid');
    expect((await en.get(`/api/v2/reports/overview/${id.reefer}/?start_range=2026-03-01`)).statusCode).toBe(
      400,
    );
  });

  it('never shows another company or organization, in v1 or v2', async () => {
    expect(
      (await en.get(`reports/history/overview/?company_vehicle__id__in=${id.theirs}&${march}`)).json().count,
    ).toBe(0);
    const theirs = await other.get(`reports/history/overview/?company_vehicle__id__in=${id.reefer}&${march}`);
    expect(theirs.json().count).toBe(0);
    expect(
      (
        await other.get(`reports/history/routing-details/?company_vehicle__id__in=${id.reefer}&${march}`)
      ).json().count,
    ).toBe(0);
    expect((await other.get(`/api/v2/reports/overview/${id.reefer}/?${march}`)).statusCode).toBe(404);
    const scoped = (await limited.get(`reports/history/overview/?${all()}`)).json();
    expect(names(scoped.results)).toEqual(['Reefer']);
    expect(scoped.totals.distance_km).toBe(200);
    expect((await limited.get(`/api/v2/reports/overview/${id.bus}/?${march}`)).statusCode).toBe(404);
    const v2 = (await limited.get(`/api/v2/reports/overview/?${all()}`)).json();
    expect(v2.items.map((i: { vehicle: { name: string } }) => i.vehicle.name)).toEqual(['Reefer']);
  });

  it('exports the overview with its totals row: right-to-left in fa, the same file from v2', async () => {
    const response = await fa.get(`exports/reports/history/overview/?${all()}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename=overview-20260301-20260331.xlsx',
    );
    const { sheet, rows } = await workbookRows(response.rawPayload);
    expect(sheet?.name).toBe('گزارش کلی');
    expect(sheet?.rightToLeft).toBe(true);
    expect(rows[0]?.slice(0, 5)).toEqual(['خودرو', 'پلاک', 'روزهای دارای داده', 'سفرها', 'مسافت (کیلومتر)']);
    // header, three vehicles, totals
    expect(rows).toHaveLength(5);
    expect(rows[3]?.slice(0, 5)).toEqual(['Reefer', '۶۷ - ۳۴۵ ب ۱۲', 2, 5, 200]);
    expect(rows[4]?.slice(0, 5)).toEqual(['جمع کل', '', 3, 5, 210]);
    expect(rows[4]?.at(-2)).toBe(920_000);
    expect(rows[4]?.at(-1)).toBe(14.5);
    expect(sheet?.cell(5, 1)?.bold).toBe(true);

    const v2 = await en.get(`/api/v2/exports/reports/overview/?${all()}`);
    expect(v2.statusCode).toBe(200);
    const english = await workbookRows(v2.rawPayload);
    expect(english.sheet?.name).toBe('Overview');
    expect(english.sheet?.rightToLeft).toBe(false);
    expect(english.rows[4]?.[0]).toBe('Total');

    const routing = await en.get(
      `exports/reports/history/routing-details/?company_vehicle__id__in=${id.reefer}&${march}`,
    );
    const trips = await workbookRows(routing.rawPayload);
    expect(trips.rows[1]?.slice(5, 8)).toEqual(['Tehran (35.69000, 51.39000)', '25.50000, 52.00000', 60]);
    // one hour as a spreadsheet time
    expect((trips.rows[1]?.[8] as Date | undefined)?.toISOString()).toBe('1899-12-30T01:00:00.000Z');
  });
});

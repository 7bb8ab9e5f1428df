import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fenceEvents, geofences } from '../../db/fence-schema';
import { fuelCards, fuelTransactions } from '../../db/fuel-schema';
import { vehicleDailyRollups, vehicleEvents } from '../../db/motion-schema';
import { vehicleTechnicals } from '../../db/vehicle-schema';
import { fuelCheckOf } from '../../reports/fuel-report';
import { insertVehicle, signInTwoCompanies } from '../../test/fleet-fixtures';
import { readWorkbook } from '../../test/read-workbook';
import { createTestApp, type TestApp } from '../../test/test-app';

const march = 'start_range=2026-03-01&stop_range=2026-03-31';
const square = {
  type: 'Polygon',
  coordinates: [
    [
      [51.33, 35.69],
      [51.35, 35.69],
      [51.35, 35.71],
      [51.33, 35.71],
      [51.33, 35.69],
    ],
  ],
};
const at = (iso: string) => new Date(iso);

function sheetRows(payload: Buffer, index = 0) {
  const sheets = readWorkbook(payload);
  const sheet = sheets[index];
  return { sheet, rows: sheet?.rows ?? [], sheets: sheets.length };
}

describe('geofence-rules and fuel transactions reports', () => {
  let t: TestApp;
  let s: Awaited<ReturnType<typeof signInTwoCompanies>>;
  const id: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.ctx.database.db;
    s = await signInTwoCompanies(t, 'Georules');
    const A = s.companyA;
    id.reefer = await insertVehicle(t, A, 'Reefer', '120234567');
    id.bus = await insertVehicle(t, A, 'Minibus', '450398765');
    id.theirs = await insertVehicle(t, s.companyB, 'Theirs', '990199999');
    const fence = (company_id: number, title: string, more: Partial<typeof geofences.$inferInsert>) => ({
      company_id,
      title,
      color: '#1e88e5',
      shape: square,
      min_lng: 51.33,
      min_lat: 35.69,
      max_lng: 51.35,
      max_lat: 35.71,
      ...more,
    });
    const fences = await db
      .insert(geofences)
      .values([
        fence(A, 'Depot', { max_speed: 60, forbidden: true }),
        fence(A, 'Yard', {}),
        fence(s.companyB, 'Their depot', { forbidden: true }),
      ])
      .returning({ id: geofences.id });
    for (const [i, name] of ['depot', 'yard', 'theirDepot'].entries()) id[name] = fences[i]?.id as number;

    const event = (
      vehicle: number,
      geofence: number,
      kind: string,
      from: string,
      until: string | null,
      speed = 30,
      company = A,
    ) => ({
      company_id: company,
      company_vehicle_id: vehicle,
      geofence_id: geofence,
      kind,
      at: at(from),
      ended_at: until ? at(until) : null,
      latitude: 35.7,
      longitude: 51.34,
      speed_kmh: speed,
    });
    const reefer = id.reefer as number;
    const bus = id.bus as number;
    const depot = id.depot as number;
    await db.insert(fenceEvents).values([
      event(reefer, depot, 'enter', '2026-03-02T08:00:00Z', null),
      event(reefer, depot, 'forbidden', '2026-03-02T08:00:00Z', '2026-03-02T08:30:00Z'),
      event(reefer, depot, 'over_speed', '2026-03-02T08:10:00Z', '2026-03-02T08:12:00Z', 85),
      event(reefer, depot, 'exit', '2026-03-02T08:30:00Z', null),
      event(bus, depot, 'enter', '2026-03-03T10:00:00Z', null),
      event(bus, depot, 'forbidden', '2026-03-03T10:00:00Z', '2026-03-03T10:20:00Z'),
      event(bus, depot, 'over_speed', '2026-03-03T10:05:00Z', '2026-03-03T10:06:00Z', 72),
      // Outside the window, another fence, another company: none of them count.
      event(reefer, depot, 'forbidden', '2026-02-27T08:00:00Z', '2026-02-27T09:00:00Z'),
      event(reefer, id.yard as number, 'enter', '2026-03-04T08:00:00Z', null),
      event(
        id.theirs as number,
        id.theirDepot as number,
        'forbidden',
        '2026-03-02T08:00:00Z',
        null,
        30,
        s.companyB,
      ),
    ]);

    // Fuel: the reefer has a level sensor (rollups with litres) and a 60 l tank; the bus has neither.
    await db
      .insert(vehicleTechnicals)
      .values({ company_id: A, company_vehicle_id: reefer, tank_capacity_l: 60 });
    await db.insert(vehicleDailyRollups).values([
      { company_id: A, company_vehicle_id: reefer, day: '2026-03-05', fuel_used_l: 20, refuel_l: 40 },
      { company_id: A, company_vehicle_id: reefer, day: '2026-03-06', fuel_used_l: 15 },
      { company_id: A, company_vehicle_id: bus, day: '2026-03-05', distance_m: 50_000 },
    ]);
    await db.insert(vehicleEvents).values({
      company_id: A,
      company_vehicle_id: reefer,
      kind: 'refuel',
      at: at('2026-03-05T09:30:00Z'),
      latitude: 35.7,
      longitude: 51.34,
      value: 40,
    });
    const cards = await db
      .insert(fuelCards)
      .values([
        { company_id: A, card_number: '6037991234567890', title: 'Reefer card', monthly_quota: 600 },
        { company_id: s.companyB, card_number: '6037990000000000', title: 'Their card', monthly_quota: 600 },
      ])
      .returning({ id: fuelCards.id });
    const [mine, theirs] = cards.map((c) => c.id as number);
    const fill = (vehicle: number, when: string, liters: number, card = mine as number, company = A) => ({
      company_id: company,
      fuel_card_id: card,
      company_vehicle_id: vehicle,
      occurred_at: at(when),
      liters,
      price_per_liter: 30_000,
      paid_total: liters * 30_000,
      station: 'Azadi',
    });
    await db.insert(fuelTransactions).values([
      // 1.5 h before the 40 l rise: matched (40 ≥ 0.7 × 42).
      fill(reefer, '2026-03-05T08:00:00Z', 42),
      // Nothing rose within 2 h: flagged.
      fill(reefer, '2026-03-06T12:00:00Z', 30),
      // 65 l into a 60 l tank: flagged whatever the sensor says.
      fill(reefer, '2026-03-07T10:00:00Z', 65),
      // No fuel sensor: not flagged, said so.
      fill(bus, '2026-03-05T10:00:00Z', 30),
      fill(id.theirs as number, '2026-03-05T10:00:00Z', 50, theirs as number, s.companyB),
    ]);
  });
  afterAll(() => t.close());

  const both = () => `company_vehicle__id__in=${id.reefer},${id.bus}&${march}`;

  it('geofence rules: one row per rule of the fence, with hand-computed counts and durations', async () => {
    const page = (await s.a.get(`reports/geofence-rules/?geofence__id__in=${id.depot}&${both()}`)).json();
    expect(page.count).toBe(4);
    expect(page.results).toEqual([
      {
        rule: 'enter',
        limit_kmh: null,
        events: 2,
        vehicles: 2,
        duration_s: null,
        max_speed_kmh: null,
        over_limit_kmh: null,
      },
      {
        rule: 'exit',
        limit_kmh: null,
        events: 1,
        vehicles: 1,
        duration_s: null,
        max_speed_kmh: null,
        over_limit_kmh: null,
      },
      // 30 min + 20 min
      {
        rule: 'forbidden',
        limit_kmh: null,
        events: 2,
        vehicles: 2,
        duration_s: 3000,
        max_speed_kmh: null,
        over_limit_kmh: null,
      },
      // 2 min + 1 min; 85 km/h in a 60 zone
      {
        rule: 'over_speed',
        limit_kmh: 60,
        events: 2,
        vehicles: 2,
        duration_s: 180,
        max_speed_kmh: 85,
        over_limit_kmh: 25,
      },
    ]);
    const busOnly = (
      await s.a.get(
        `reports/geofence-rules/?geofence__id__in=${id.depot}&company_vehicle__id__in=${id.bus}&${march}`,
      )
    ).json();
    expect(busOnly.results.find((r: { rule: string }) => r.rule === 'over_speed')).toMatchObject({
      events: 1,
      duration_s: 60,
      max_speed_kmh: 72,
      over_limit_kmh: 12,
    });
  });

  it('geofence rules: exactly one geofence, in the caller language', async () => {
    const two = await s.aFa.get(`reports/geofence-rules/?geofence__id__in=${id.depot},${id.yard}&${both()}`);
    expect(two.statusCode).toBe(400);
    expect(two.json()).toEqual({ geofence__id__in: ['فقط یک حصار جغرافیایی را می‌توان انتخاب کرد.'] });
    const twoEn = await s.a.get(`reports/geofence-rules/?geofence__id__in=${id.depot},${id.yard}&${both()}`);
    expect(twoEn.json()).toEqual({ geofence__id__in: ['Only one geofence may be selected.'] });
    const none = await s.a.get(`reports/geofence-rules/?${both()}`);
    expect(none.json()).toEqual({ geofence__id__in: ['Choosing Geofence is Required'] });
    const noVehicle = await s.a.get(`reports/geofence-rules/?geofence__id__in=${id.depot}&${march}`);
    expect(noVehicle.json()).toEqual({ company_vehicle__id__in: ['Vehicle or Tag Selection is Mandatory.'] });
  });

  it('geofence episodes: newest first, with duration, top speed and where playback starts', async () => {
    const page = (await s.a.get(`reports/geofence-rules/${id.depot}/?${both()}`)).json();
    expect(page.count).toBe(7);
    expect(page.results[0]).toEqual({
      company_vehicle: { id: id.bus, name: 'Minibus', license_plate: '450398765' },
      rule: 'over_speed',
      episode_start: '2026-03-03T10:05:00.000Z',
      episode_end: '2026-03-03T10:06:00.000Z',
      duration_s: 60,
      max_speed_kmh: 72,
      playback: { company_vehicle_id: id.bus, day: '2026-03-03', at: '2026-03-03T10:05:00.000Z' },
    });
    expect(
      page.results.map((r: { rule: string; duration_s: number | null }) => [r.rule, r.duration_s]),
    ).toEqual([
      ['over_speed', 60],
      // Same instant: the later recorded first.
      ['forbidden', 1200],
      ['enter', null],
      ['exit', null],
      ['over_speed', 120],
      ['forbidden', 1800],
      ['enter', null],
    ]);
  });

  it('never shows another company: their fence, their vehicles, their episodes', async () => {
    const foreign = await s.a.get(`reports/geofence-rules/?geofence__id__in=${id.theirDepot}&${both()}`);
    expect(foreign.json()).toEqual({ geofence__id__in: ['Invalid Geofence'] });
    expect((await s.a.get(`reports/geofence-rules/${id.theirDepot}/?${both()}`)).statusCode).toBe(404);
    const theirView = (
      await s.b.get(
        `reports/geofence-rules/?geofence__id__in=${id.theirDepot}&company_vehicle__id__in=${id.reefer}&${march}`,
      )
    ).json();
    expect(theirView.results.every((r: { events: number }) => r.events === 0)).toBe(true);
    const fuel = (
      await s.b.get(`reports/fuel-transactions/?company_vehicle__id__in=${id.reefer}&${march}`)
    ).json();
    expect(fuel).toMatchObject({ count: 0, summary: [] });
  });

  it('exports the geofence rules as a right-to-left Persian sheet with the rule names', async () => {
    const response = await s.aFa.get(
      `exports/reports/geofence-rules/?geofence__id__in=${id.depot}&${both()}`,
    );
    expect(response.statusCode).toBe(200);
    const { sheet, rows } = await sheetRows(response.rawPayload);
    expect(sheet?.rightToLeft).toBe(true);
    expect(rows[0]?.[0]).toBe('قاعده');
    expect(rows.map((row) => row[0])).toEqual(['قاعده', 'ورود', 'خروج', 'ورود ممنوع', 'سرعت غیرمجاز']);
    // 3,000 s of forbidden presence as a spreadsheet time: 0:50.
    expect(((rows[3]?.[4] as Date) ?? new Date(0)).toISOString()).toBe('1899-12-30T00:50:00.000Z');
  });

  it('fuel transactions: each fill-up checked against the refuels telemetry saw', async () => {
    const page = (await s.a.get(`reports/fuel-transactions/?${both()}`)).json();
    expect(page.count).toBe(4);
    expect(
      page.results.map((r: Record<string, unknown>) => [
        (r.company_vehicle as { name: string }).name,
        r.occurred_at,
        r.liters,
        r.telemetry_rise_l,
        r.fuel_check,
      ]),
    ).toEqual([
      ['Reefer', '2026-03-07T10:00:00.000Z', 65, 0, 'over_tank'],
      ['Reefer', '2026-03-06T12:00:00.000Z', 30, 0, 'no_refuel'],
      ['Minibus', '2026-03-05T10:00:00.000Z', 30, null, 'no_telemetry'],
      ['Reefer', '2026-03-05T08:00:00.000Z', 42, 40, 'matched'],
    ]);
    expect(page.results[3]).toMatchObject({
      card: 'Reefer card (6037991234567890)',
      paid_total: 1_260_000,
      station: 'Azadi',
    });
    expect(page.summary).toEqual([
      {
        company_vehicle: { id: id.bus, name: 'Minibus', license_plate: '450398765' },
        transactions: 1,
        bought_l: 30,
        refuel_l: null,
        consumed_l: null,
        unseen_l: null,
        suspicious: 0,
        telemetry: false,
      },
      {
        company_vehicle: { id: id.reefer, name: 'Reefer', license_plate: '120234567' },
        transactions: 3,
        // 42 + 30 + 65 bought; 40 seen going in; 20 + 15 burnt
        bought_l: 137,
        refuel_l: 40,
        consumed_l: 35,
        unseen_l: 97,
        suspicious: 2,
        telemetry: true,
      },
    ]);
  });

  it('fuel check thresholds: share of the rise, the tank, no telemetry', () => {
    expect(fuelCheckOf({ liters: 40, riseL: 28, tankL: null, telemetry: true })).toBe('matched');
    expect(fuelCheckOf({ liters: 40, riseL: 27.9, tankL: null, telemetry: true })).toBe('short_rise');
    expect(fuelCheckOf({ liters: 40, riseL: 0, tankL: null, telemetry: false })).toBe('no_telemetry');
    expect(fuelCheckOf({ liters: 63, riseL: 60, tankL: 60, telemetry: true })).toBe('matched');
    expect(fuelCheckOf({ liters: 63.1, riseL: 60, tankL: 60, telemetry: false })).toBe('over_tank');
  });

  it('exports the fuel transactions with the reconciliation as a second sheet', async () => {
    const response = await s.a.get(`exports/reports/fuel-transactions/?${both()}`);
    expect(response.statusCode).toBe(200);
    const main = await sheetRows(response.rawPayload);
    expect(main.sheets).toBe(2);
    expect(main.sheet?.rightToLeft).toBe(false);
    expect(main.rows).toHaveLength(5);
    expect(main.rows[1]?.at(-1)).toBe('Suspicious: more than the tank holds');
    expect(main.rows[3]?.at(-1)).toBe('No telemetry');
    const summary = await sheetRows(response.rawPayload, 1);
    expect(summary.sheet?.name).toBe('Summary');
    expect(summary.rows[2]?.slice(0, 8)).toEqual(['Reefer', '12 ب\u200E 345 - 67', 3, 137, 40, 35, 97, 2]);
  });
});

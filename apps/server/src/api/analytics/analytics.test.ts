import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordOrganizations } from '../../db/access-schema';
import { drivers, tags } from '../../db/fleet-schema';
import { driverDailyRollups, vehicleDailyRollups } from '../../db/motion-schema';
import { vehicleTypes } from '../../db/schema';
import { vehicleServices } from '../../db/service-schema';
import { companyVehicles, companyVehicleTags, driverAssignments, fines } from '../../db/vehicle-schema';
import { apiAs } from '../../test/api-client';
import { signInTwoCompanies } from '../../test/fleet-fixtures';
import { createTestApp, type TestApp, testPassword } from '../../test/test-app';
import { analyticsQuery } from './analytics-query';
import { windowFigures } from './window-figures';

/**
 * A hand-computed fixture: window 2025-03-01..2025-03-10 (ten Iran days, so daily buckets), the
 * previous period 2025-02-19..2025-02-28. Truck (type A, tag, North) and van (type B).
 */
describe('analytics stats', () => {
  let t: TestApp;
  let as: Awaited<ReturnType<typeof signInTwoCompanies>>;
  let limited: ReturnType<typeof apiAs>;
  const ids = {} as Record<'typeA' | 'typeB' | 'truck' | 'van' | 'tag' | 'north' | 'ali' | 'reza', number>;
  const window = 'start_range=2025-03-01&stop_range=2025-03-10';

  beforeAll(async () => {
    t = await createTestApp();
    as = await signInTwoCompanies(t, 'Analytics');
    const db = t.ctx.database.db;
    const company_id = as.companyA;
    const [typeA, typeB] = await db.select({ id: vehicleTypes.id }).from(vehicleTypes).limit(2);
    ids.typeA = typeA?.id as number;
    ids.typeB = typeB?.id as number;
    const vehicle = async (name: string, plate: string, type: number, company = company_id) => {
      const [row] = await db
        .insert(companyVehicles)
        .values({ company_id: company, name, license_plate: plate, vehicle_type_id: type })
        .returning({ id: companyVehicles.id });
      return row?.id as number;
    };
    ids.truck = await vehicle('Truck', '11b22233', ids.typeA);
    ids.van = await vehicle('Van', '11b22244', ids.typeB);
    const other = await vehicle('Other', '11b22255', ids.typeA, as.companyB);
    const [tag] = await db
      .insert(tags)
      .values({ company_id, fa_title: 'سرد', en_title: 'Cold' })
      .returning({ id: tags.id });
    ids.tag = tag?.id as number;
    await db
      .insert(companyVehicleTags)
      .values({ company_id, company_vehicle_id: ids.truck, tag_id: ids.tag });
    ids.north = (await as.a.post('organizations/', { title: 'North' })).json().id;

    const driver = async (first_name: string, last_name: string, code: string) => {
      const [row] = await db
        .insert(drivers)
        .values({
          company_id,
          first_name,
          last_name,
          national_code: code,
          gender: 'male',
          mobile: '09121234567',
        })
        .returning({ id: drivers.id });
      return row?.id as number;
    };
    ids.ali = await driver('Ali', 'Ahmadi', '0499370899');
    ids.reza = await driver('Reza', 'Karimi', '0013542419');
    await db.insert(recordOrganizations).values([
      { company_id, resource: 'vehicles', record_id: ids.truck, organization_id: ids.north },
      { company_id, resource: 'drivers', record_id: ids.ali, organization_id: ids.north },
    ]);
    await db.insert(driverAssignments).values([
      {
        company_id,
        company_vehicle_id: ids.truck,
        driver_id: ids.ali,
        from_at: new Date('2025-01-01T00:00:00Z'),
      },
      {
        company_id,
        company_vehicle_id: ids.van,
        driver_id: ids.reza,
        from_at: new Date('2025-01-01T00:00:00Z'),
      },
    ]);

    await db.insert(vehicleDailyRollups).values([
      {
        company_id,
        company_vehicle_id: ids.truck,
        day: '2025-03-02',
        distance_m: 120_000,
        engine_s: 7200,
        moving_s: 5400,
        idle_s: 1800,
        stopped_s: 10_800,
        fuel_used_l: 12,
        fuel_cost: 600_000,
        harsh_acceleration: 2,
        harsh_braking: 1,
        overspeed_count: 1,
      },
      {
        company_id,
        company_vehicle_id: ids.van,
        day: '2025-03-05',
        distance_m: 30_000,
        engine_s: 3600,
        moving_s: 3000,
        idle_s: 600,
        stopped_s: 3600,
        downtime_s: 3600,
        fuel_used_l: 3,
        fuel_cost: 150_000,
        harsh_braking: 1,
        harsh_cornering: 1,
      },
      // The previous period, and a day after the window that must not count.
      {
        company_id,
        company_vehicle_id: ids.truck,
        day: '2025-02-25',
        harsh_acceleration: 1,
        harsh_braking: 2,
      },
      { company_id, company_vehicle_id: ids.truck, day: '2025-03-11', distance_m: 99_999, fuel_cost: 99_999 },
      // Another company's figures inside the window.
      {
        company_id: as.companyB,
        company_vehicle_id: other,
        day: '2025-03-02',
        distance_m: 5_000_000,
        engine_s: 50_000,
        harsh_acceleration: 40,
        fuel_cost: 9_000_000,
      },
    ]);
    await db.insert(driverDailyRollups).values([
      {
        company_id,
        driver_id: ids.ali,
        day: '2025-03-02',
        distance_m: 120_000,
        harsh_acceleration: 2,
        harsh_braking: 1,
        overspeed_count: 1,
      },
      {
        company_id,
        driver_id: ids.reza,
        day: '2025-03-05',
        distance_m: 30_000,
        harsh_braking: 1,
        harsh_cornering: 1,
      },
    ]);
    const service = (company_vehicle_id: number, date: string, price: number) => ({
      company_id,
      company_vehicle_id,
      service_type: 'oil',
      date,
      price,
    });
    await db
      .insert(vehicleServices)
      .values([
        service(ids.truck, '2025-03-03', 2_000_000),
        service(ids.van, '2025-03-08', 1_000_000),
        service(ids.truck, '2025-02-20', 1_500_000),
      ]);
    const fine = (company_vehicle_id: number, at: string, amount: number) => ({
      company_id,
      company_vehicle_id,
      occurred_at: new Date(at),
      fine_type: 'speeding',
      amount,
    });
    await db.insert(fines).values([
      fine(ids.van, '2025-03-09T10:00:00+03:30', 500_000),
      // 23:50 in Tehran on the window's last day is still inside it; 23:30 the day before it is not.
      fine(ids.truck, '2025-03-10T23:50:00+03:30', 250_000),
      fine(ids.truck, '2025-02-28T23:30:00+03:30', 800_000),
    ]);

    const policy = await as.a.post('users/policies/', {
      title: 'Reports',
      permissions: { reports: ['view'] },
    });
    await as.a.post('users/', {
      username: 'analytics.north',
      password: testPassword,
      confirm_password: testPassword,
      organizations: [ids.north],
      policies: [policy.json().id],
    });
    limited = apiAs(t.app, (await t.login('analytics.north')).access);
  });
  afterAll(() => t.close());

  it('sums maintenance and harsh driving with the change against the previous ten days', async () => {
    expect((await as.a.get(`stats/summaries/?${window}`)).json()).toEqual({
      maintenance: {
        total_maintenance_cost: 3_000_000,
        average_cost_per_vehicle: 1_500_000,
        total_frequency: 2,
        changes: { total_maintenance_cost: 100, average_cost_per_vehicle: 100, total_frequency: 100 },
      },
      driver_behavior: {
        number_of_harsh_acceleration: 2,
        number_of_harsh_braking: 2,
        number_of_harsh_cornering: 1,
        // Cornering had nothing to compare with.
        changes: {
          number_of_harsh_acceleration: 100,
          number_of_harsh_braking: 0,
          number_of_harsh_cornering: null,
        },
      },
    });
  });

  it('splits costs into fuel, maintenance and fines of the window’s Iran days', async () => {
    expect((await as.a.get(`stats/costs/?${window}`)).json()).toEqual({
      fuel: 750_000,
      maintenance: 3_000_000,
      fine: 750_000,
    });
  });

  it('gives one fuel-efficiency row per day: litres per 100 km, rials per metre, metres', async () => {
    const rows = (await as.a.get(`stats/fuels/efficiencies/?${window}`)).json().results;
    expect(rows).toHaveLength(10);
    expect(rows[0]).toEqual({
      start_bucket_date: '2025-03-01',
      end_bucket_date: '2025-03-01',
      // Nothing measured that day: no data, not a fleet that burnt nothing.
      fleet_avg_fuel_amount_consumption_rate: null,
      fleet_avg_fuel_cost_per_meter: null,
      fleet_total_distance_meter: 0,
    });
    expect(rows[1]).toEqual({
      start_bucket_date: '2025-03-02',
      end_bucket_date: '2025-03-02',
      fleet_avg_fuel_amount_consumption_rate: 10,
      fleet_avg_fuel_cost_per_meter: 5,
      fleet_total_distance_meter: 120_000,
    });
    expect(rows[4].fleet_total_distance_meter).toBe(30_000);
  });

  it('averages engine and downtime hours per vehicle-day, a day without data counting as downtime', async () => {
    const rows = (await as.a.get(`stats/fleets/utilizations/?${window}`)).json().results;
    expect(rows).toHaveLength(10);
    const pick = (row: Record<string, number>) => [
      row.fleet_utilization_average,
      row.fleet_downtime_average,
      row.fleet_utilization_average_percentage,
    ];
    expect(pick(rows[0])).toEqual([0, 24, 0]);
    // Truck: 2 engine hours of 5 observed; van offline the whole day: (2 h ÷ 2 vehicles), (21.5 h).
    expect(pick(rows[1])).toEqual([1, 21.5, 40]);
    // Van: 1 engine hour of 2 observed, 1 h downtime; truck silent.
    expect(pick(rows[4])).toEqual([0.5, 23, 50]);
  });

  it('turns longer windows into weekly buckets', async () => {
    const rows = (
      await as.a.get('stats/fleets/utilizations/?start_range=2025-01-01&stop_range=2025-03-10')
    ).json().results;
    expect(rows).toHaveLength(10);
    expect(rows[9]).toMatchObject({ start_bucket_date: '2025-03-05', end_bucket_date: '2025-03-10' });
  });

  it('scores each driver’s risk by the documented formula', async () => {
    expect((await as.a.get(`stats/drivers/behaviours/?${window}`)).json().results).toEqual([
      {
        id: ids.ali,
        first_name: 'Ali',
        last_name: 'Ahmadi',
        total_traveled_distance: 120_000,
        harsh_events: 3,
        overspeed_count: 1,
        // (5 × 3 + 10 × 1) per 120 km = 20.83 per 100 km.
        risk_score: 20.8,
        risk_level: 'medium',
      },
      {
        id: ids.reza,
        first_name: 'Reza',
        last_name: 'Karimi',
        total_traveled_distance: 30_000,
        harsh_events: 2,
        overspeed_count: 0,
        // 30 km is under the 50 km minimum: 5 × 2 per 50 km = 20.
        risk_score: 20,
        risk_level: 'low',
      },
    ]);
  });

  it('narrows every figure to the vehicle types, tags or organizations asked for', async () => {
    for (const filter of [
      `company_vehicle__vehicle__id__in=${ids.typeA}`,
      `company_vehicle__company_vehicle_tags__id__in=${ids.tag}`,
      `company_vehicle__organizations__id__in=${ids.north}`,
    ]) {
      expect((await as.a.get(`stats/costs/?${window}&${filter}`)).json()).toEqual({
        fuel: 600_000,
        maintenance: 2_000_000,
        fine: 250_000,
      });
      const summary = (await as.a.get(`stats/summaries/?${window}&${filter}`)).json();
      expect(summary.maintenance.average_cost_per_vehicle).toBe(2_000_000);
      const drivers = (await as.a.get(`stats/drivers/behaviours/?${window}&${filter}`)).json().results;
      expect(drivers.map((d: { id: number }) => d.id)).toEqual([ids.ali]);
    }
    const both = `company_vehicle__vehicle__id__in=${ids.typeA},${ids.typeB}`;
    expect((await as.a.get(`stats/costs/?${window}&${both}`)).json().fuel).toBe(750_000);
  });

  it('shares one read between calls for the same window and vehicles made while it runs, and only those', async () => {
    const db = t.ctx.database.db;
    const q = (query: Record<string, string>) => analyticsQuery(query, { companyId: as.companyA, userId: 0 });
    const tenDays = { start_range: '2025-03-01', stop_range: '2025-03-10' };
    // As the dashboard's calls arrive: each asks before any of the reads has answered.
    const first = windowFigures(db, q(tenDays));
    const same = windowFigures(db, q(tenDays));
    const tagged = windowFigures(
      db,
      q({ ...tenDays, company_vehicle__company_vehicle_tags__id__in: String(ids.tag) }),
    );
    const shorter = windowFigures(db, q({ start_range: '2025-03-03', stop_range: '2025-03-10' }));
    expect(same).toBe(first);
    expect((await first).current.cost).toBe(750_000);
    expect((await tagged).current.cost).toBe(600_000);
    // The truck's day of 2 March is outside the shorter window.
    expect((await shorter).current.cost).toBe(150_000);
    // Once answered nothing is kept: a later call reads again.
    expect(windowFigures(db, q(tenDays))).not.toBe(first);
  });

  it('shows a user limited to an organization only its vehicles and drivers', async () => {
    expect((await limited.get(`stats/costs/?${window}`)).json()).toEqual({
      fuel: 600_000,
      maintenance: 2_000_000,
      fine: 250_000,
    });
    const rows = (await limited.get(`stats/drivers/behaviours/?${window}`)).json().results;
    expect(rows.map((d: { id: number }) => d.id)).toEqual([ids.ali]);
    const utilization = (await limited.get(`stats/fleets/utilizations/?${window}`)).json().results;
    expect(utilization[1].fleet_utilization_average).toBe(2);
  });

  it('defaults to the last 30 days and refuses a reversed range in the caller’s language', async () => {
    expect((await as.a.get('stats/fuels/efficiencies/')).json().results).toHaveLength(30);
    const reversed = await as.aFa.get('stats/costs/?start_range=2025-03-10&stop_range=2025-03-01');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json()).toEqual({ stop_range: ['پایان بازه نباید پیش از آغاز آن باشد.'] });
    const badIds = await as.a.get(`stats/costs/?${window}&company_vehicle__vehicle__id__in=x`);
    expect(badIds.json()).toEqual({
      company_vehicle__vehicle__id__in: ['Enter whole numbers separated by commas.'],
    });
  });

  it('keeps another company’s figures out', async () => {
    expect((await as.b.get(`stats/costs/?${window}`)).json()).toEqual({
      fuel: 9_000_000,
      maintenance: 0,
      fine: 0,
    });
  });

  it('averages fuel over the distance that measured it and gives no data, not 0, where nothing did', async () => {
    const { db } = t.ctx.database;
    const company_id = as.companyA;
    // 1 April: the truck 100 km on 10 L for 500,000 rials, the van 100 km without a fuel reading;
    // 2 April: only the van.
    await db.insert(vehicleDailyRollups).values([
      {
        company_id,
        company_vehicle_id: ids.truck,
        day: '2025-04-01',
        distance_m: 100_000,
        fuel_used_l: 10,
        fuel_cost: 500_000,
      },
      { company_id, company_vehicle_id: ids.van, day: '2025-04-01', distance_m: 100_000 },
      { company_id, company_vehicle_id: ids.van, day: '2025-04-02', distance_m: 50_000 },
    ]);
    const april = 'start_range=2025-04-01&stop_range=2025-04-02';
    // Unfiltered (the company's daily totals) and filtered (the vehicles' own rows) agree.
    for (const filter of ['', `&company_vehicle__vehicle__id__in=${ids.typeA},${ids.typeB}`]) {
      const rows = (await as.a.get(`stats/fuels/efficiencies/?${april}${filter}`)).json().results;
      expect(rows.map((r: Record<string, unknown>) => r.fleet_avg_fuel_amount_consumption_rate)).toEqual([
        10,
        null,
      ]);
      expect(rows.map((r: Record<string, unknown>) => r.fleet_avg_fuel_cost_per_meter)).toEqual([5, null]);
      expect(rows.map((r: Record<string, unknown>) => r.fleet_total_distance_meter)).toEqual([
        200_000, 50_000,
      ]);
      const lastDay = `start_range=2025-04-02&stop_range=2025-04-02${filter}`;
      expect((await as.a.get(`stats/costs/?${lastDay}`)).json().fuel).toBeNull();
    }
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensurePositionStorage } from '../../pipeline/position-storage';
import { apiAs } from '../../test/api-client';
import { insertVehicle, signInTwoCompanies } from '../../test/fleet-fixtures';
import { createTestApp, type TestApp, testPassword } from '../../test/test-app';

// 2026-11-21 in Tehran (UTC+03:30): 08:30 local is 05:00Z.
const day = '2026-11-21';
const depot = { name: 'Depot', point: [51.4, 35.7], radius_m: 100, window_from: '08:00', window_to: '09:00' };
const market = {
  name: 'Market',
  point: [51.42, 35.7],
  radius_m: 100,
  window_from: '09:00',
  window_to: '09:30',
};
const school = {
  name: 'School',
  point: [51.45, 35.75],
  radius_m: 100,
  window_from: '10:00',
  window_to: '11:00',
};

describe('plans', () => {
  let t: TestApp;
  let s: Awaited<ReturnType<typeof signInTwoCompanies>>;
  let truck: number;
  let van: number;
  let foreign: number;
  let planId: number;

  beforeAll(async () => {
    t = await createTestApp();
    s = await signInTwoCompanies(t, 'Plan');
    truck = await insertVehicle(t, s.companyA, 'Truck 1', '112223344');
    van = await insertVehicle(t, s.companyA, 'Van 2', '122223344');
    foreign = await insertVehicle(t, s.companyB, 'Truck B', '552223344');
    const db = t.ctx.database.db;
    await ensurePositionStorage(db, new Date(`${day}T00:00:00Z`));
    // At the depot 08:30-08:45, between stops at 09:30, at the market 10:10-10:25 (late), never at school.
    const fixes: [number, number, string][] = [
      [51.39, 35.7, '04:50'],
      [51.4, 35.7, '05:00'],
      [51.4003, 35.7, '05:15'],
      [51.41, 35.7, '06:00'],
      [51.42, 35.7001, '06:40'],
      [51.42, 35.7, '06:55'],
      [51.43, 35.71, '07:10'],
    ];
    for (const [lng, lat, utc] of fixes)
      await db.execute(sql`
        insert into positions (company_id, device_id, company_vehicle_id, fix_time, server_time, valid,
          latitude, longitude, speed_kmh, course, attributes)
        values (${s.companyA}, 1, ${truck}, ${`${day}T${utc}:00Z`}, now(), true, ${lat}, ${lng}, 20, 0, '{}'::jsonb)`);
  });
  afterAll(() => t.close());

  it('creates a stops plan and answers it with its vehicle, in the list and the summaries', async () => {
    const created = await s.a.post('plans/', {
      title: 'Morning round',
      company_vehicle: truck,
      day,
      start_time: '08:00',
      kind: 'stops',
      stops: [depot, market, school],
    });
    expect(created.statusCode).toBe(201);
    const plan = created.json();
    planId = plan.id;
    expect(plan).toMatchObject({
      title: 'Morning round',
      company_vehicle: { id: truck, name: 'Truck 1' },
      status: 'planned',
      route: null,
      stops: [{ name: 'Depot', radius_m: 100 }, { name: 'Market' }, { name: 'School' }],
    });
    const list = (await s.a.get(`plans/?company_vehicle__id__in=${truck}`)).json();
    expect(list.results.map((p: { id: number }) => p.id)).toEqual([planId]);
    expect((await s.a.get(`plans/?company_vehicle__id__in=${van}`)).json().count).toBe(0);
    expect((await s.a.get('plans/summaries/')).json()).toEqual([{ id: planId, title: 'Morning round', day }]);
  });

  it('changes a plan and keeps an audit entry of it', async () => {
    const changed = await s.a.put(`plans/${planId}/`, {
      title: 'Morning round',
      company_vehicle: truck,
      day,
      kind: 'stops',
      status: 'in_progress',
      stops: [depot, market, school],
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().status).toBe('in_progress');
    const audit = (await s.a.get(`audit-trail/?resource=plans&record_id=${planId}`)).json();
    expect(audit.results.map((e: { action: string }) => e.action)).toEqual(['update', 'create']);
  });

  it('answers the spec-style messages in the caller language', async () => {
    const en = await s.a.post('plans/', { title: '', day, kind: 'stops', stops: [] });
    expect(en.statusCode).toBe(400);
    expect(en.json()).toMatchObject({
      title: ['Title is Required'],
      company_vehicle: ['Choosing Vehicle is Required'],
    });
    const noStops = await s.a.post('plans/', {
      title: 'x',
      company_vehicle: truck,
      day,
      kind: 'stops',
      stops: [],
    });
    expect(noStops.json()).toEqual({
      stops: [
        'At least one stop must be added and every stop completed (name, point on the map, radius, window start before its end).',
      ],
    });
    const fa = await s.aFa.post('plans/', {
      title: 'x',
      company_vehicle: truck,
      day,
      kind: 'route',
      route: [[51, 35]],
    });
    expect(fa.json()).toEqual({ route: ['مسیر برنامه را با دست‌کم دو نقطه روی نقشه رسم کنید.'] });
  });

  it('keeps companies apart', async () => {
    expect((await s.b.get('plans/')).json().count).toBe(0);
    expect((await s.b.get(`plans/${planId}/`)).statusCode).toBe(404);
    expect((await s.b.get(`plans/${planId}/evaluation/`)).statusCode).toBe(404);
    const pointing = await s.b.post('plans/', {
      title: 'x',
      company_vehicle: truck,
      day,
      kind: 'stops',
      stops: [depot],
    });
    expect(pointing.statusCode).toBe(400);
    expect(
      (await s.a.post('plans/', { title: 'x', company_vehicle: foreign, day, kind: 'stops', stops: [depot] }))
        .statusCode,
    ).toBe(400);
  });

  it('evaluates the day: depot on time, market 40 minutes late, school missed', async () => {
    const response = await s.a.get(`plans/${planId}/evaluation/`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.total_points).toBe(7);
    expect(body.path.length).toBeGreaterThan(1);
    expect(body.evaluation).toMatchObject({
      visited: 2,
      missed: 1,
      on_time: 1,
      visited_pct: 67,
      on_time_pct: 33,
      score: 50,
    });
    expect(
      body.evaluation.stops.map((v: { timing: string | null; delay_min: number | null }) => [
        v.timing,
        v.delay_min,
      ]),
    ).toEqual([
      ['on_time', 0],
      ['late', 40],
      [null, null],
    ]);
    expect(body.evaluation.stops[0].arrived_at).toBe(`${day}T05:00:00.000Z`);
  });

  it('evaluates a route plan against the corridor and lists plans with their figures, and as a workbook', async () => {
    const route = await s.a.post('plans/', {
      title: 'East run',
      company_vehicle: truck,
      day,
      kind: 'route',
      route: [
        [51.39, 35.7],
        [51.43, 35.7],
      ],
      corridor_m: 200,
    });
    expect(route.statusCode).toBe(201);
    const page = (await s.a.get(`plans/evaluations/?start_range=${day}&stop_range=${day}`)).json();
    expect(page.count).toBe(2);
    const east = page.results.find((r: { plan: { title: string } }) => r.plan.title === 'East run');
    // Only the last leg leaves the line: to 0.01° north (about 1.1 km).
    expect(east.evaluation.route.max_deviation_m).toBeGreaterThan(1000);
    expect(east.evaluation.route.off_corridor_m).toBeGreaterThan(0);
    expect(east.evaluation.route.on_route_pct).toBeLessThan(100);
    const none = (await s.a.get('plans/evaluations/?start_range=2026-11-22')).json();
    expect(none.count).toBe(0);
    const file = await s.a.get(`exports/plans/evaluations/?start_range=${day}&stop_range=${day}`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('spreadsheetml');
    expect(file.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('shows an organization-limited user only the plans of vehicles in their organizations', async () => {
    const north = (await s.a.post('organizations/', { title: 'North' })).json().id;
    await s.a.put(`vehicles/companies/${van}/organizations/`, { id: van, organizations: [north] });
    await s.a.post('plans/', { title: 'Van plan', company_vehicle: van, day, kind: 'stops', stops: [depot] });
    const policy = await s.a.post('users/policies/', { title: 'Planner', permissions: { plans: ['view'] } });
    await s.a.post('users/', {
      username: 'plan.north',
      password: testPassword,
      confirm_password: testPassword,
      organizations: [north],
      policies: [policy.json().id],
    });
    const limited = apiAs(t.app, (await t.login('plan.north')).access);
    const seen = (await limited.get('plans/')).json();
    expect(seen.results.map((p: { title: string }) => p.title)).toEqual(['Van plan']);
    expect((await limited.get(`plans/${planId}/evaluation/`)).statusCode).toBe(404);
    expect(
      (await limited.post('plans/', { title: 'x', company_vehicle: van, day, kind: 'stops', stops: [depot] }))
        .statusCode,
    ).toBe(403);
  });

  it('deletes a plan', async () => {
    expect((await s.a.delete(`plans/${planId}/`)).statusCode).toBe(204);
    expect((await s.a.get(`plans/${planId}/`)).statusCode).toBe(404);
  });
});

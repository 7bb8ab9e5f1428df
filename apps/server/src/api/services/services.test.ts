import { addDays, isoDayIn } from '@navgan/domain/calendar-day';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { apiAs } from '../../test/api-client';
import { insertVehicle, signInTwoCompanies } from '../../test/fleet-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('periodic services', () => {
  let t: TestApp;
  let a: ReturnType<typeof apiAs>;
  let aFa: ReturnType<typeof apiAs>;
  let b: ReturnType<typeof apiAs>;
  let truck: number;
  let van: number;
  let bVehicle: number;
  const today = isoDayIn(new Date());

  const service = (overrides: Record<string, unknown> = {}) => ({
    company_vehicle: truck,
    service_type: 'engineOil',
    price: '4,500,000',
    date: '2025-01-10',
    distance: 120_000,
    day_interval: 90,
    meter_interval: 5_000,
    notify_days_before: 10,
    notify_km_before: 500,
    description: 'روغن ۱۰W40',
    ...overrides,
  });
  const count = async () => (await a.get('services/')).json().count as number;

  beforeAll(async () => {
    t = await createTestApp();
    const signedIn = await signInTwoCompanies(t, 'Svc');
    ({ a, aFa, b } = signedIn);
    truck = await insertVehicle(t, signedIn.companyA, 'کامیون', '12345678A');
    van = await insertVehicle(t, signedIn.companyA, 'ون', '22345678A');
    bVehicle = await insertVehicle(t, signedIn.companyB, 'B van', '32345678A');
  });
  afterAll(() => t.close());

  it('computes the next service from the intervals and says it is overdue', async () => {
    const response = await a.post('services/', service());
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toMatchObject({
      company_vehicle: { id: truck, name: 'کامیون', license_plate: '12345678A' },
      service_type: 'engineOil',
      price: 4_500_000,
      date: '2025-01-10',
      next_date: '2025-04-10',
      next_date_computed: true,
      distance: 120_000,
      next_distance: 125_000,
      next_distance_computed: true,
      due: 'overdue',
    });
    expect(created.days_left).toBeLessThan(0);
    expect((await a.get(`services/${created.id}/`)).json()).toEqual(created);
  });

  it('keeps a given next date and distance, and counts days left from today', async () => {
    const soon = await a.post(
      'services/',
      service({ date: today, next_date: addDays(today, 7), next_distance: 121_000 }),
    );
    expect(soon.json()).toMatchObject({
      next_date: addDays(today, 7),
      next_date_computed: false,
      next_distance: 121_000,
      next_distance_computed: false,
      days_left: 7,
      due: 'soon',
    });
    const later = await a.post(
      'services/',
      service({
        company_vehicle: van,
        service_type: 'tyres',
        date: today,
        day_interval: 30,
        notify_days_before: '',
      }),
    );
    expect(later.json()).toMatchObject({ next_date: addDays(today, 30), days_left: 30, due: 'ok' });
    const unknown = await a.post(
      'services/',
      service({ service_type: 'battery', date: today, day_interval: '' }),
    );
    expect(unknown.json()).toMatchObject({ next_date: null, days_left: null, due: null });
  });

  it('recomputes the next service when an edit changes the date', async () => {
    const created = (
      await a.post('services/', service({ service_type: 'airFilter', date: '2025-02-01' }))
    ).json();
    const edited = await a.put(
      `services/${created.id}/`,
      service({ service_type: 'airFilter', date: '2025-03-01' }),
    );
    expect(edited.json()).toMatchObject({
      date: '2025-03-01',
      next_date: '2025-05-30',
      next_distance: 125_000,
    });
    expect((await a.delete(`services/${created.id}/`)).statusCode).toBe(204);
  });

  it('rejects a bad service in the caller language, writing nothing', async () => {
    const before = await count();
    const empty = await aFa.post('services/', { company_vehicle: '', service_type: 'wash', date: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({
      company_vehicle: ['انتخاب خودرو الزامی است'],
      service_type: ['انتخاب نوع سرویس الزامی است'],
      date: ['تاریخ سرویس الزامی است'],
    });
    const backwards = await a.post('services/', service({ next_date: '2025-01-01' }));
    expect(backwards.json()).toEqual({ next_date: ['Next service date must not be before Service date.'] });
    const lower = await aFa.post('services/', service({ next_distance: 100_000 }));
    expect(lower.json()).toEqual({
      next_distance: ['کیلومتر سرویس بعدی نباید کمتر از کیلومتر در زمان سرویس باشد.'],
    });
    expect(await count()).toBe(before);
  });

  it('reports every error of a service at once, the comparisons with the fields', async () => {
    const before = await count();
    const all = await a.post(
      'services/',
      service({
        price: '-1,000,000',
        next_date: '2025-01-01',
        next_distance: 100_000,
        notify_days_before: 'x',
      }),
    );
    expect(all.statusCode).toBe(400);
    expect(all.json()).toEqual({
      price: ['Price (rials) must not be less than 0.'],
      notify_days_before: [expect.stringContaining('Invalid')],
      next_date: ['Next service date must not be before Service date.'],
      next_distance: ['Next service odometer (km) must not be less than Odometer at service (km).'],
    });
    const nested = await a.post('services/', service({ price: [[[[7]]]], distance: [120_000] }));
    expect(Object.keys(nested.json()).sort()).toEqual(['distance', 'price']);
    const impossible = await aFa.post('services/', service({ date: '2024-02-30' }));
    expect(impossible.json()).toEqual({ date: ['تاریخ سرویس نامعتبر است'] });
    const future = await a.post('services/', service({ date: addDays(today, 40), next_date: null }));
    expect(future.json().date).toEqual([`Service date must be from 1921-03-21 to ${today}.`]);
    expect(await count()).toBe(before);
  });

  it('filters by vehicle, type, date window and due state', async () => {
    const types = async (query: string) =>
      (await a.get(`services/?${query}`))
        .json()
        .results.map((s: { service_type: string }) => s.service_type)
        .sort();
    expect(await types(`company_vehicle__id__in=${van}`)).toEqual(['tyres']);
    expect(await types('service_type=engineOil,tyres')).toEqual(['engineOil', 'engineOil', 'tyres']);
    expect(await types('start_range=2025-01-01&stop_range=2025-01-31')).toEqual(['engineOil']);
    expect(await types('due=overdue')).toEqual(['engineOil']);
    expect(await types('due=soon,ok')).toEqual(['engineOil', 'tyres']);
    expect((await a.get('services/?due=late')).statusCode).toBe(400);
  });

  it('keeps each company to its own services and vehicles', async () => {
    const theirs = (await a.get('services/')).json().results[0];
    expect((await b.get('services/')).json().count).toBe(0);
    expect((await b.get(`services/?company_vehicle__id__in=${truck}`)).json().count).toBe(0);
    expect((await b.get(`services/${theirs.id}/`)).statusCode).toBe(404);
    expect((await b.put(`services/${theirs.id}/`, service({ company_vehicle: bVehicle }))).statusCode).toBe(
      404,
    );
    expect((await b.delete(`services/${theirs.id}/`)).statusCode).toBe(404);
    const pointing = await b.post('services/', service());
    expect(pointing.json()).toEqual({ company_vehicle: ['Invalid Vehicle'] });
    expect((await b.post('services/', service({ company_vehicle: bVehicle }))).statusCode).toBe(201);
    expect((await a.get(`services/${theirs.id}/`)).statusCode).toBe(200);
  });
});

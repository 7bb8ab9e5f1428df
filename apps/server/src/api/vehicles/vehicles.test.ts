import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from '../../test/api-client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { validVehicle } from './vehicle-fixtures';

describe('vehicles', () => {
  let t: TestApp;
  let a: ReturnType<typeof apiAs>;
  let aFa: ReturnType<typeof apiAs>;
  let b: ReturnType<typeof apiAs>;
  let tagCold: number;
  let tagCity: number;
  let tagOfB: number;

  beforeAll(async () => {
    t = await createTestApp();
    await t.account({ company: 'Vehicle Co A', username: 'veh.a' });
    await t.account({ company: 'Vehicle Co B', username: 'veh.b' });
    const accessA = (await t.login('veh.a')).access;
    a = apiAs(t.app, accessA);
    aFa = apiAs(t.app, accessA, 'fa-ir');
    b = apiAs(t.app, (await t.login('veh.b')).access);
    tagCold = (await a.post('vehicles/companies/tags/', { fa_title: 'سردخانه' })).json().id;
    tagCity = (await a.post('vehicles/companies/tags/', { fa_title: 'شهری' })).json().id;
    tagOfB = (await b.post('vehicles/companies/tags/', { fa_title: 'ب' })).json().id;
  });
  afterAll(() => t.close());

  const count = async (api = a) => (await api.get('vehicles/companies/')).json().count as number;

  it('stores every field and answers the spec shape with lookup titles', async () => {
    const response = await a.post(
      'vehicles/companies/',
      validVehicle('120234567', { company_vehicle_tags: [tagCold] }),
    );
    expect(response.statusCode).toBe(201);
    const vehicle = response.json();
    expect(vehicle).toMatchObject({
      name: 'کامیون یخچال‌دار ۱',
      license_plate: '120234567',
      vehicle: { id: 11, fa_title: 'کامیون یخچال‌دار', en_title: 'Refrigerated truck' },
      ownership: { id: 1, en_title: 'Owned' },
      status: { id: 1, en_title: 'Active' },
      color: { id: 1, fa_title: 'سفید', en_title: 'White', code: '#ffffff' },
      cabin: null,
      model_year: 1401,
      model_year_calendar: 'jalali',
      model_year_gregorian: 2022,
      vin: 'NAAM01CA9HE123456',
      third_party_insurance_expiry: '2026-03-20',
      body_insurance_expiry: null,
      load_capacity_kg: 8000,
      volume_capacity_m3: 32.5,
      passenger_capacity: 2,
      depreciation_per_hour: 150_000,
      other_cost_per_km: 2_500,
      is_cold_chain: true,
      company_vehicle_tags: [tagCold],
      hardware: null,
      driver: null,
    });
    expect((await a.get(`vehicles/companies/${vehicle.id}/`)).json()).toEqual(vehicle);
  });

  it('replaces fields and tags on PUT', async () => {
    const id = (await a.post('vehicles/companies/', validVehicle('330512345'))).json().id;
    const updated = await a.put(
      `vehicles/companies/${id}/`,
      validVehicle('330512345', {
        name: 'Pickup 7',
        model_year: 2019,
        company_vehicle_tags: [tagCity, tagCold],
      }),
    );
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      name: 'Pickup 7',
      model_year: 2019,
      model_year_calendar: 'gregorian',
      company_vehicle_tags: [tagCold, tagCity].sort((x, y) => x - y),
    });
    const cleared = await a.put(
      `vehicles/companies/${id}/`,
      validVehicle('330512345', { company_vehicle_tags: [] }),
    );
    expect(cleared.json().company_vehicle_tags).toEqual([]);
  });

  it('explains a taken plate, an unknown plate letter and bad fields in the caller language, writing nothing', async () => {
    const before = await count();
    const taken = await aFa.post('vehicles/companies/', validVehicle('120234567'));
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toEqual({ license_plate: ['خودرویی با این پلاک در شرکت شما قبلاً ثبت شده است.'] });
    const unknownLetter = await a.post('vehicles/companies/', validVehicle('129934567'));
    expect(unknownLetter.json()).toEqual({ license_plate: ['Invalid License plate'] });
    const bad = await aFa.post('vehicles/companies/', {
      ...validVehicle('12ب34567'),
      name: '',
      vehicle: '',
      vin: 'NAAM01CA9HE12345O',
      model_year: 1800,
      depreciation_per_hour: '1000000000000',
    });
    expect(bad.json()).toEqual({
      name: ['نام خودرو الزامی است'],
      license_plate: ['پلاک نامعتبر است'],
      vehicle: ['انتخاب نوع خودرو الزامی است'],
      vin: ['شماره‌ی VIN نامعتبر است'],
      model_year: ['سال ساخت نامعتبر است'],
      depreciation_per_hour: ['هزینه باید کمتر از ۱۰۰۰ میلیارد ریال باشد.'],
    });
    const badEn = await a.post('vehicles/companies/', { ...validVehicle('120299999'), color: 999 });
    expect(badEn.json()).toEqual({ color: ['Invalid Color'] });
    expect(await count()).toBe(before);
  });

  it('answers a field error, not a server error, when the same plate is sent twice at once', async () => {
    const [first, second] = await Promise.all([
      a.post('vehicles/companies/', validVehicle('660266666')),
      a.post('vehicles/companies/', validVehicle('660266666')),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([201, 400]);
    expect((first.statusCode === 400 ? first : second).json()).toEqual({
      license_plate: ['Your company already has a vehicle with this license plate.'],
    });
    const id = (first.statusCode === 201 ? first : second).json().id;
    expect((await a.delete(`vehicles/companies/${id}/`)).statusCode).toBe(204);
  });

  it('lets another company use the same plate', async () => {
    const response = await b.post('vehicles/companies/', validVehicle('120234567'));
    expect(response.statusCode).toBe(201);
  });

  it('searches plates by their digits in any script and names by text', async () => {
    await a.post('vehicles/companies/', validVehicle('450398765', { name: 'Minibus Shiraz', vehicle: 5 }));
    const search = async (term: string) =>
      (await a.get(`vehicles/companies/?search=${encodeURIComponent(term)}`))
        .json()
        .results.map((v: { license_plate: string }) => v.license_plate);
    // What is printed on the plate: 45 پ 987 ایران 65, typed in Persian digits with the letter.
    expect(await search('۴۵ پ ۹۸۷')).toEqual(['450398765']);
    expect(await search('٩٨٧')).toEqual(['450398765']);
    expect(await search('shiraz')).toEqual(['450398765']);
    expect(await search('nothing-like-it')).toEqual([]);
  });

  it('filters by tags, vehicle types and ids, and summarises with search', async () => {
    const all = (await a.get('vehicles/companies/')).json();
    const byTag = (
      await a.get(`vehicles/companies/?company_vehicle_tags__id__in=${tagCold},${tagCity}`)
    ).json();
    expect(byTag.results.map((v: { license_plate: string }) => v.license_plate)).toEqual(['120234567']);
    const byType = (await a.get('vehicles/companies/?vehicle__id__in=5')).json();
    expect(byType.results.map((v: { name: string }) => v.name)).toEqual(['Minibus Shiraz']);
    const ids = all.results.slice(0, 2).map((v: { id: number }) => v.id);
    expect((await a.get(`vehicles/companies/?id__in=${ids.join(',')}`)).json().count).toBe(2);
    expect((await a.get('vehicles/companies/?id__in=x')).statusCode).toBe(400);
    const summaries = (
      await a.get(`vehicles/companies/summaries/?search=${encodeURIComponent('۳۴۵')}&metrics__id__in=3`)
    ).json();
    expect(summaries).toEqual([
      expect.objectContaining({ license_plate: '330512345' }),
      expect.objectContaining({ license_plate: '120234567' }),
    ]);
  });

  it('keeps one cost and one technical record per vehicle, costs sharing the vehicle cost fields', async () => {
    const id = (await a.post('vehicles/companies/', validVehicle('771444411'))).json().id;
    expect((await a.get(`vehicles/companies/${id}/information/costs/`)).statusCode).toBe(404);
    const costs = {
      company_vehicle: id,
      purchase_date: '2023-05-01',
      purchase_price: '18,000,000,000',
      depreciation_per_hour: 90_000,
      other_cost_per_km: 1_200,
      monthly_parking: 3_000_000,
      monthly_tracking_subscription: '500000',
    };
    const created = await a.post('vehicles/companies/information/costs/', costs);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      company_vehicle: id,
      purchase_price: 18_000_000_000,
      monthly_fixed_total: 3_500_000,
      monthly_lease: null,
    });
    expect((await a.get(`vehicles/companies/${id}/`)).json().depreciation_per_hour).toBe(90_000);
    const again = await aFa.post('vehicles/companies/information/costs/', costs);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      company_vehicle: ['این اطلاعات برای این خودرو قبلاً ثبت شده است؛ آن را ویرایش کنید.'],
    });
    const put = await a.put(`vehicles/companies/${id}/information/costs/`, {
      ...costs,
      monthly_lease: 1_000_000,
    });
    expect(put.json().monthly_fixed_total).toBe(4_500_000);

    const technical = { engine_number: 'M15-44821', fuel_type: 'diesel', tank_capacity_l: 200, axles: 2 };
    const putFirst = await a.put(`vehicles/companies/${id}/information/technicals/`, technical);
    expect(putFirst.statusCode).toBe(200);
    expect(putFirst.json()).toMatchObject({ company_vehicle: id, fuel_type: 'diesel', tank_capacity_l: 200 });
    const second = await a.post('vehicles/companies/information/technicals/', {
      company_vehicle: id,
      ...technical,
    });
    expect(second.statusCode).toBe(400);
    const badWeight = await a.put(`vehicles/companies/${id}/information/technicals/`, {
      empty_weight_kg: 9000,
      gross_weight_kg: 8000,
    });
    expect(badWeight.json()).toEqual({ gross_weight_kg: ['Invalid Gross vehicle weight (kg)'] });
    expect(
      (await a.get(`vehicles/companies/${id}/information/technicals/`)).json().empty_weight_kg,
    ).toBeNull();
  });

  it('never lets one company see, change or point at another company vehicles and tags', async () => {
    const theirs = (await a.get('vehicles/companies/')).json().results[0];
    expect((await b.get('vehicles/companies/')).json().count).toBe(1);
    expect((await b.get(`vehicles/companies/${theirs.id}/`)).statusCode).toBe(404);
    expect((await b.put(`vehicles/companies/${theirs.id}/`, validVehicle('990199999'))).statusCode).toBe(404);
    expect((await b.delete(`vehicles/companies/${theirs.id}/`)).statusCode).toBe(404);
    expect((await b.get(`vehicles/companies/summaries/?search=${theirs.license_plate}`)).json()).toEqual([]);
    expect((await b.get(`vehicles/companies/?id__in=${theirs.id}`)).json().count).toBe(0);
    const borrowTag = await b.post(
      'vehicles/companies/',
      validVehicle('990199999', { company_vehicle_tags: [tagCold] }),
    );
    expect(borrowTag.json()).toEqual({ company_vehicle_tags: ['Invalid Tags'] });
    expect(
      (await a.post('vehicles/companies/', validVehicle('990199999', { company_vehicle_tags: [tagOfB] })))
        .statusCode,
    ).toBe(400);
    expect((await b.get(`vehicles/companies/${theirs.id}/information/costs/`)).statusCode).toBe(404);
    expect((await b.put(`vehicles/companies/${theirs.id}/information/technicals/`, {})).statusCode).toBe(404);
    expect(
      (await b.post('vehicles/companies/information/costs/', { company_vehicle: theirs.id })).json(),
    ).toEqual({
      company_vehicle: ['Invalid Vehicle'],
    });
  });

  it('deletes a vehicle with its tags', async () => {
    const id = (
      await a.post('vehicles/companies/', validVehicle('550155555', { company_vehicle_tags: [tagCity] }))
    ).json().id;
    expect((await a.delete(`vehicles/companies/${id}/`)).statusCode).toBe(204);
    expect((await a.get(`vehicles/companies/${id}/`)).statusCode).toBe(404);
    expect((await a.delete(`vehicles/companies/tags/${tagCity}/`)).statusCode).toBe(204);
  });
});

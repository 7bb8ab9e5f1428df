import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from '../../test/api-client';
import { createTestApp, type TestApp } from '../../test/test-app';

export const validDriver = {
  first_name: 'رضا',
  last_name: 'کریمی',
  father_name: 'حسن',
  birthday: '1988-03-21',
  national_code: '0499370899',
  gender: 'male',
  licence_type: 'grade1',
  licence_number: '9912345678',
  licence_expiry: '2027-05-01',
  health_certificate_number: 'HC-2231',
  health_certificate_expiry: '2026-12-15',
  blood_type: 'O+',
  card_number: '6219-8610-3452-9007',
  marital_status: 'married',
  children_count: '2',
  education: 'diploma',
  mobile: '۰۹۱۲۱۲۳۴۵۶۷',
  email: 'reza.karimi@example.ir',
  province: '',
  city: '',
  neighborhood: '',
  postal_code: '۱۴۳۴۸۷۶۵۴۳',
  address: 'تهران، خیابان آزادی',
  personnel_code: 'D-104',
  working_status: 1,
  contract_date: '2024-03-20',
  contract_months: 12,
  smart_card_id: '5566778',
  hourly_salary: '1,250,000',
};

describe('drivers', () => {
  let t: TestApp;
  let a: ReturnType<typeof apiAs>;
  let b: ReturnType<typeof apiAs>;
  let tehranProvince: number;
  let tehranCity: number;

  beforeAll(async () => {
    t = await createTestApp();
    await t.account({ company: 'Driver Co A', username: 'drv.a' });
    await t.account({ company: 'Driver Co B', username: 'drv.b' });
    a = apiAs(t.app, (await t.login('drv.a')).access);
    b = apiAs(t.app, (await t.login('drv.b')).access, 'fa-ir');
    const provinces = (await a.get('geolocations/provinces/')).json();
    tehranProvince = provinces.find((p: { en_title: string }) => p.en_title === 'Tehran').id;
    tehranCity = (await a.get(`geolocations/cities/?province=${tehranProvince}`))
      .json()
      .find((c: { fa_title: string }) => c.fa_title === 'تهران').id;
  });
  afterAll(() => t.close());

  it('stores every field, normalising digits, mobile, card and money', async () => {
    const response = await a.post('drivers/', { ...validDriver, province: tehranProvince, city: tehranCity });
    expect(response.statusCode).toBe(201);
    const driver = response.json();
    expect(driver).toMatchObject({
      full_name: 'رضا کریمی',
      national_code: '0499370899',
      mobile: '09121234567',
      card_number: '6219861034529007',
      postal_code: '1434876543',
      children_count: 2,
      hourly_salary: 1_250_000,
      province: tehranProvince,
      city: tehranCity,
      neighborhood: null,
      province_title: { id: tehranProvince, fa_title: 'تهران', en_title: 'Tehran' },
      working_status_title: { id: 1, fa_title: expect.any(String), en_title: expect.any(String) },
      birthday: '1988-03-21',
      company_vehicle: null,
    });
    expect((await a.get(`drivers/${driver.id}/`)).json()).toEqual(driver);
  });

  it('rejects invalid Iranian identifiers with the field in the caller language', async () => {
    const response = await b.post('drivers/', {
      ...validDriver,
      national_code: '0499370898',
      card_number: '6219861034529008',
      mobile: '02188776655',
      postal_code: '123',
      gender: '',
      hourly_salary: '1000000000000',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      national_code: ['کد ملی نامعتبر است'],
      card_number: ['شماره‌ی کارت بانکی نامعتبر است'],
      mobile: ['تلفن همراه نامعتبر است'],
      postal_code: ['کد پستی نامعتبر است'],
      gender: ['انتخاب جنسیت الزامی است'],
      hourly_salary: ['هزینه باید کمتر از ۱۰۰۰ میلیارد ریال باشد.'],
    });
  });

  it('refuses a place that does not exist or does not belong to the chosen province', async () => {
    const missing = await a.post('drivers/', { ...validDriver, province: 999_999 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ province: ['Invalid Province'] });
    const otherProvince = tehranProvince === 1 ? 2 : 1;
    const mismatch = await a.post('drivers/', { ...validDriver, province: otherProvince, city: tehranCity });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toEqual({ city: ['Invalid City'] });
  });

  it('finds drivers by name, national code or mobile, Persian digits included', async () => {
    await a.post('drivers/', {
      ...validDriver,
      first_name: 'مریم',
      last_name: 'احمدی',
      national_code: '0012345679',
      mobile: '09351112233',
      gender: 'female',
    });
    const byName = (await a.get(`drivers/?search=${encodeURIComponent('احمدی')}`)).json();
    expect(byName.results.map((d: { last_name: string }) => d.last_name)).toEqual(['احمدی']);
    const byMobile = (await a.get(`drivers/?search=${encodeURIComponent('۰۹۳۵۱۱۱')}`)).json();
    expect(byMobile.count).toBe(1);
    const summaries = (await a.get('drivers/summaries/?company_vehicle__isnull=true')).json();
    expect(summaries.map((s: { full_name: string }) => s.full_name).sort()).toEqual(
      ['رضا کریمی', 'مریم احمدی'].sort(),
    );
  });

  it('never shows one company drivers to another', async () => {
    const list = (await b.get('drivers/')).json();
    expect(list.count).toBe(0);
    const theirs = (await a.get('drivers/')).json().results[0];
    expect((await b.get(`drivers/${theirs.id}/`)).statusCode).toBe(404);
    expect((await b.put(`drivers/${theirs.id}/`, validDriver)).statusCode).toBe(404);
    expect((await b.delete(`drivers/${theirs.id}/`)).statusCode).toBe(404);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from '../../test/api-client';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('company profile', () => {
  let t: TestApp;
  let admin: ReturnType<typeof apiAs>;
  let colleague: ReturnType<typeof apiAs>;
  let adminFa: ReturnType<typeof apiAs>;
  let other: ReturnType<typeof apiAs>;
  let tehran: number;
  let tehranCity: number;

  const profile = (overrides: Record<string, unknown> = {}) => ({
    name: 'ترابر نوین',
    en_name: 'Tarabar Novin',
    national_id: '۱۰۳۸۰۲۸۴۷۹۰',
    economic_code: '411111111111',
    phone: '021-8877 6655',
    support_phone: '1515',
    province: tehran,
    city: tehranCity,
    postal_code: '1434876543',
    address: 'تهران، خیابان آزادی',
    ...overrides,
  });

  beforeAll(async () => {
    t = await createTestApp();
    await t.account({ company: 'Profile Co A', username: 'profile.a' });
    await t.account({ company: 'Profile Co A', username: 'profile.a2', is_superuser: false });
    await t.account({ company: 'Profile Co B', username: 'profile.b' });
    const adminToken = (await t.login('profile.a')).access;
    admin = apiAs(t.app, adminToken);
    adminFa = apiAs(t.app, adminToken, 'fa-ir');
    colleague = apiAs(t.app, (await t.login('profile.a2')).access);
    other = apiAs(t.app, (await t.login('profile.b')).access);
    const provinces = (await admin.get('geolocations/provinces/')).json();
    tehran = provinces.find((p: { en_title: string }) => p.en_title === 'Tehran').id;
    tehranCity = (await admin.get(`geolocations/cities/?province=${tehran}`))
      .json()
      .find((c: { fa_title: string }) => c.fa_title === 'تهران').id;
  });
  afterAll(() => t.close());

  it('starts from the company name with everything else empty', async () => {
    const response = await admin.get('company/profile/');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'Profile Co A',
      en_name: '',
      national_id: '',
      support_phone: '',
      province: null,
      province_title: null,
    });
  });

  it('saves the profile, which every user of the company then reads', async () => {
    const saved = await admin.put('company/profile/', profile());
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      name: 'ترابر نوین',
      en_name: 'Tarabar Novin',
      national_id: '10380284790',
      economic_code: '411111111111',
      phone: '02188776655',
      support_phone: '1515',
      province: tehran,
      province_title: { id: tehran, en_title: 'Tehran' },
      city: tehranCity,
      postal_code: '1434876543',
    });
    expect((await colleague.get('company/profile/')).json()).toEqual(saved.json());
    // Reading is for everyone; changing needs the company permission (a policy or superuser).
    const refused = await colleague.put('company/profile/', profile({ support_phone: '110' }));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      detail: 'You do not have access to do this.',
      code: 'permission_denied',
    });
    const again = await admin.put('company/profile/', profile({ support_phone: '021 4000 1000', city: '' }));
    expect(again.json()).toMatchObject({ support_phone: '02140001000', city: null, city_title: null });
  });

  it('rejects invalid ids and places in the caller language, changing nothing', async () => {
    const before = (await admin.get('company/profile/')).json();
    const wrong = await adminFa.put(
      'company/profile/',
      profile({ name: '', national_id: '10380284791', postal_code: '12', phone: 'abc' }),
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      name: ['نام شرکت الزامی است'],
      national_id: ['شناسه‌ی ملی نامعتبر است'],
      phone: ['تلفن نامعتبر است'],
      postal_code: ['کد پستی نامعتبر است'],
    });
    const nowhere = await admin.put('company/profile/', profile({ province: 999_999, city: '' }));
    expect(nowhere.json()).toEqual({ province: ['Invalid Province'] });
    const elsewhere = await admin.put('company/profile/', profile({ province: tehran === 1 ? 2 : 1 }));
    expect(elsewhere.json()).toEqual({ city: ['Invalid City'] });
    expect((await admin.get('company/profile/')).json()).toEqual(before);
  });

  it('shows and changes only the caller company', async () => {
    expect((await other.get('company/profile/')).json()).toMatchObject({
      name: 'Profile Co B',
      national_id: '',
    });
    await other.put('company/profile/', profile({ name: 'B', national_id: '', support_phone: '' }));
    expect((await admin.get('company/profile/')).json()).toMatchObject({
      name: 'ترابر نوین',
      support_phone: '02140001000',
    });
  });
});

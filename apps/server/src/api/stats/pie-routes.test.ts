import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drivers } from '../../db/fleet-schema';
import { companyVehicles } from '../../db/vehicle-schema';
import { apiAs } from '../../test/api-client';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('dashboard pies of records', () => {
  let t: TestApp;
  let a: ReturnType<typeof apiAs>;
  let b: ReturnType<typeof apiAs>;

  beforeAll(async () => {
    t = await createTestApp();
    const me = await t.account({ company: 'Pie Co', username: 'pie.a' });
    const other = await t.account({ company: 'Other Pie Co', username: 'pie.b' });
    a = apiAs(t.app, (await t.login('pie.a')).access);
    b = apiAs(t.app, (await t.login('pie.b')).access);
    const db = t.ctx.database.db;
    const vehicle = (company: number, plate: string, ownership: number | null, status: number | null) => ({
      company_id: company,
      name: plate,
      license_plate: plate,
      ownership_id: ownership,
      status_id: status,
    });
    await db
      .insert(companyVehicles)
      .values([
        vehicle(me.company_id, '120534567', 1, 1),
        vehicle(me.company_id, '120534568', 1, 2),
        vehicle(me.company_id, '120534569', 2, 1),
        vehicle(me.company_id, '120534570', null, null),
        vehicle(other.company_id, '120534571', 2, 3),
      ]);
    const driver = (company: number, status: number | null) => ({
      company_id: company,
      first_name: 'علی',
      last_name: 'رضایی',
      national_code: '0499370899',
      gender: 'male',
      mobile: '09121234567',
      working_status_id: status,
    });
    await db
      .insert(drivers)
      .values([driver(me.company_id, 1), driver(me.company_id, 2), driver(other.company_id, 4)]);
  });
  afterAll(() => t.close());

  const counts = (items: { id: number | null; count: number }[]) =>
    Object.fromEntries(items.map((item) => [String(item.id), item.count]));

  it('counts the company vehicles per ownership, with each slice titled and coloured', async () => {
    const items = (await a.get('stats/company-vehicles/ownerships/')).json();
    expect(items[0]).toEqual({
      id: 1,
      fa_title: 'ملکی',
      en_title: 'Owned',
      count: 2,
      color: { code: '#3b82f6' },
    });
    expect(counts(items)).toEqual({ 1: 2, 2: 1, null: 1 });
    expect(items.at(-1)).toMatchObject({ id: null, en_title: 'Not set', color: { code: '#9ca3af' } });
  });

  it('counts vehicles per status and drivers per working status, zero slices kept for a stable legend', async () => {
    expect(counts((await a.get('stats/company-vehicles/statuses/')).json())).toEqual({
      1: 2,
      2: 1,
      3: 0,
      4: 0,
      5: 0,
      null: 1,
    });
    expect(counts((await a.get('stats/drivers/statuses/')).json())).toEqual({ 1: 1, 2: 1, 3: 0, 4: 0 });
  });

  it('shows each company only its own rows', async () => {
    expect(counts((await b.get('stats/company-vehicles/ownerships/')).json())).toEqual({ 1: 0, 2: 1 });
    expect(counts((await b.get('stats/drivers/statuses/')).json())).toEqual({ 1: 0, 2: 0, 3: 0, 4: 1 });
  });
});

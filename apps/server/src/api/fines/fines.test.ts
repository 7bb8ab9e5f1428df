import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { driverAssignments } from '../../db/vehicle-schema';
import { apiAs } from '../../test/api-client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { validDriver, validVehicle } from '../vehicles/vehicle-fixtures';

describe('fines', () => {
  let t: TestApp;
  let a: ReturnType<typeof apiAs>;
  let bFa: ReturnType<typeof apiAs>;
  let truck: number;
  let reza: number;
  let maryam: number;
  let vehicleOfB: number;
  let companyA: number;

  const fine = (extra: Record<string, unknown> = {}) => ({
    company_vehicle: truck,
    driver: '',
    occurred_at: '2025-05-10T08:30:00+03:30',
    fine_type: 'speeding',
    amount: '1,500,000',
    paid: false,
    paid_at: '',
    location: 'بزرگراه همت',
    description: '',
    ...extra,
  });

  beforeAll(async () => {
    t = await createTestApp();
    companyA = (await t.account({ company: 'Fine Co A', username: 'fine.a' })).company_id;
    await t.account({ company: 'Fine Co B', username: 'fine.b' });
    a = apiAs(t.app, (await t.login('fine.a')).access);
    bFa = apiAs(t.app, (await t.login('fine.b')).access, 'fa-ir');
    truck = (await a.post('vehicles/companies/', validVehicle('110211111', { name: 'Truck' }))).json().id;
    reza = (await a.post('drivers/', validDriver)).json().id;
    maryam = (
      await a.post('drivers/', {
        ...validDriver,
        first_name: 'مریم',
        national_code: '0012345679',
        gender: 'female',
      })
    ).json().id;
    vehicleOfB = (await bFa.post('vehicles/companies/', validVehicle('330233333'))).json().id;
    // Reza drove the truck in May 2025, Maryam from June on.
    await t.ctx.database.db.insert(driverAssignments).values([
      {
        company_id: companyA,
        company_vehicle_id: truck,
        driver_id: reza,
        from_at: new Date('2025-05-01T00:00:00Z'),
        until_at: new Date('2025-06-01T00:00:00Z'),
      },
      {
        company_id: companyA,
        company_vehicle_id: truck,
        driver_id: maryam,
        from_at: new Date('2025-06-01T00:00:00Z'),
      },
    ]);
  });
  afterAll(() => t.close());

  it('takes the driver who had the vehicle at the time when none is given', async () => {
    const may = await a.post('fines/', fine());
    expect(may.statusCode).toBe(201);
    expect(may.json()).toMatchObject({
      company_vehicle: { id: truck, name: 'Truck', license_plate: '110211111' },
      driver: { id: reza, first_name: 'رضا' },
      driver_from_assignment: true,
      occurred_at: '2025-05-10T05:00:00.000Z',
      amount: 1_500_000,
      paid: false,
      paid_at: null,
    });
    const june = (
      await a.post('fines/', fine({ occurred_at: '2025-06-15T10:00:00Z', fine_type: 'parking' }))
    ).json();
    expect(june.driver.id).toBe(maryam);
    const before = (await a.post('fines/', fine({ occurred_at: '2025-04-01T10:00:00Z' }))).json();
    expect(before.driver).toBeNull();
    const chosen = (
      await a.post('fines/', fine({ driver: maryam, occurred_at: '2025-05-20T10:00:00Z' }))
    ).json();
    expect(chosen).toMatchObject({ driver: { id: maryam }, driver_from_assignment: false });
  });

  it('updates payment and filters by vehicle, driver and paid', async () => {
    const [first] = (await a.get(`fines/?driver__id__in=${reza}`)).json().results;
    const paid = await a.put(`fines/${first.id}/`, fine({ paid: true, paid_at: '2025-05-12' }));
    expect(paid.json()).toMatchObject({ paid: true, paid_at: '2025-05-12', driver: { id: reza } });
    expect((await a.get('fines/?paid=true')).json().count).toBe(1);
    expect((await a.get('fines/?paid=false')).json().count).toBe(3);
    expect((await a.get(`fines/?company_vehicle__id__in=${truck}`)).json().count).toBe(4);
    expect((await a.get(`fines/?driver__id__in=${maryam}`)).json().count).toBe(2);
    const newestFirst = (await a.get('fines/'))
      .json()
      .results.map((f: { occurred_at: string }) => f.occurred_at);
    expect(newestFirst).toEqual([...newestFirst].sort().reverse());
    expect((await a.delete(`fines/${first.id}/`)).statusCode).toBe(204);
    expect((await a.get('fines/')).json().count).toBe(3);
  });

  it('explains bad fields in the caller language and writes nothing', async () => {
    const bad = await bFa.post('fines/', {
      company_vehicle: '',
      occurred_at: 'yesterday',
      fine_type: '',
      amount: '',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      company_vehicle: ['انتخاب خودرو الزامی است'],
      occurred_at: ['زمان تخلف نامعتبر است'],
      fine_type: ['انتخاب نوع تخلف الزامی است'],
      amount: ['مبلغ جریمه (ریال) الزامی است'],
    });
    const noTime = await a.post('fines/', fine({ occurred_at: '' }));
    expect(noTime.json()).toEqual({ occurred_at: ['Time of the offence is Required'] });
    const paidEarly = await a.post('fines/', fine({ paid: true, paid_at: '2025-05-01' }));
    expect(paidEarly.json()).toEqual({ paid_at: ['Invalid Payment date'] });
    expect((await bFa.get('fines/')).json().count).toBe(0);
    expect((await a.get('fines/')).json().count).toBe(3);
  });

  it('keeps companies apart, also in what a fine points at', async () => {
    const theirs = (await a.get('fines/')).json().results[0];
    expect((await bFa.get(`fines/${theirs.id}/`)).statusCode).toBe(404);
    expect((await bFa.put(`fines/${theirs.id}/`, fine({ company_vehicle: vehicleOfB }))).statusCode).toBe(
      404,
    );
    expect((await bFa.delete(`fines/${theirs.id}/`)).statusCode).toBe(404);
    expect((await bFa.get(`fines/?company_vehicle__id__in=${truck}`)).json().count).toBe(0);
    expect((await bFa.post('fines/', fine())).json()).toEqual({ company_vehicle: ['خودرو نامعتبر است'] });
    expect((await bFa.post('fines/', fine({ company_vehicle: vehicleOfB, driver: reza }))).json()).toEqual({
      driver: ['راننده نامعتبر است'],
    });
    // B's own fine on its vehicle at a time A's driver had A's truck: no driver leaks across.
    const own = (await bFa.post('fines/', fine({ company_vehicle: vehicleOfB }))).json();
    expect(own.driver).toBeNull();
  });

  it('refuses to delete a vehicle that has fines', async () => {
    expect((await a.delete(`vehicles/companies/${truck}/`)).statusCode).toBe(409);
  });
});

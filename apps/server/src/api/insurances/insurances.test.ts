import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from '../../test/api-client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { validVehicle } from '../vehicles/vehicle-fixtures';

describe('vehicle insurance', () => {
  let t: TestApp;
  let a: ReturnType<typeof apiAs>;
  let b: ReturnType<typeof apiAs>;
  let bFa: ReturnType<typeof apiAs>;
  let truck: number;
  let van: number;
  let vehicleOfB: number;

  const policy = (extra: Record<string, unknown> = {}) => ({
    company_vehicle: truck,
    insurance_type: 1,
    insurer: 'بیمه ایران',
    policy_number: '1403/2/123456',
    start_date: '2025-03-21',
    end_date: '2026-03-20',
    premium: '48,000,000',
    description: '',
    ...extra,
  });

  beforeAll(async () => {
    t = await createTestApp();
    await t.account({ company: 'Insure Co A', username: 'ins.a' });
    await t.account({ company: 'Insure Co B', username: 'ins.b' });
    a = apiAs(t.app, (await t.login('ins.a')).access);
    const accessB = (await t.login('ins.b')).access;
    b = apiAs(t.app, accessB);
    bFa = apiAs(t.app, accessB, 'fa-ir');
    truck = (await a.post('vehicles/companies/', validVehicle('110211111', { name: 'Truck' }))).json().id;
    van = (await a.post('vehicles/companies/', validVehicle('220222222', { name: 'Van' }))).json().id;
    vehicleOfB = (await b.post('vehicles/companies/', validVehicle('330233333'))).json().id;
  });
  afterAll(() => t.close());

  it('records a policy with its payments and what is still to pay', async () => {
    const created = await a.post('insurances/company-vehicles/', policy());
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    expect(created.json()).toMatchObject({
      company_vehicle: { id: truck, name: 'Truck' },
      insurance_type: { id: 1, en_title: 'Third-party liability' },
      premium: 48_000_000,
      paid_total: 0,
      remaining: 48_000_000,
    });
    const payment = await a.post('insurances/company-vehicles/transactions/', {
      company_vehicle_insurance: id,
      date: '2025-03-21',
      amount: '20,000,000',
      method: 'transfer',
      reference: '778899',
    });
    expect(payment.statusCode).toBe(201);
    await a.post('insurances/company-vehicles/transactions/', {
      company_vehicle_insurance: id,
      date: '2025-04-21',
      amount: 10_000_000,
      method: 'cheque',
    });
    expect((await a.get(`insurances/company-vehicles/${id}/`)).json()).toMatchObject({
      paid_total: 30_000_000,
      remaining: 18_000_000,
    });
    const payments = (
      await a.get(`insurances/company-vehicles/transactions/?company_vehicle_insurance=${id}`)
    ).json();
    expect(payments.results.map((p: { amount: number }) => p.amount)).toEqual([10_000_000, 20_000_000]);
    expect(
      (await a.delete(`insurances/company-vehicles/transactions/${payment.json().id}/`)).statusCode,
    ).toBe(204);
    expect((await a.get(`insurances/company-vehicles/${id}/`)).json().paid_total).toBe(10_000_000);
  });

  it('lists a vehicle policies and updates one', async () => {
    await a.post('insurances/company-vehicles/', policy({ company_vehicle: van, insurance_type: 2 }));
    const truckPolicies = (await a.get(`insurances/company-vehicles/?company_vehicle=${truck}`)).json();
    expect(truckPolicies.count).toBe(1);
    const id = truckPolicies.results[0].id;
    const updated = await a.put(`insurances/company-vehicles/${id}/`, policy({ premium: 50_000_000 }));
    expect(updated.json()).toMatchObject({
      premium: 50_000_000,
      paid_total: 10_000_000,
      remaining: 40_000_000,
    });
    expect((await a.get('insurances/company-vehicles/')).json().count).toBe(2);
  });

  it('explains bad fields in the caller language and writes nothing', async () => {
    const bad = await bFa.post('insurances/company-vehicles/', {
      company_vehicle: vehicleOfB,
      insurance_type: '',
      start_date: '2025-03-21',
      end_date: '',
      premium: '',
    });
    expect(bad.json()).toEqual({
      insurance_type: ['انتخاب نوع بیمه الزامی است'],
      end_date: ['تاریخ پایان الزامی است'],
      premium: ['حق بیمه (ریال) الزامی است'],
    });
    const backwards = await a.post('insurances/company-vehicles/', policy({ end_date: '2025-01-01' }));
    expect(backwards.json()).toEqual({ end_date: ['Invalid End date'] });
    const unknownType = await a.post('insurances/company-vehicles/', policy({ insurance_type: 99 }));
    expect(unknownType.json()).toEqual({ insurance_type: ['Invalid Insurance type'] });
    const id = (await a.get(`insurances/company-vehicles/?company_vehicle=${truck}`)).json().results[0].id;
    const badPayment = await a.post('insurances/company-vehicles/transactions/', {
      company_vehicle_insurance: id,
      date: '',
      amount: 0,
      method: 'barter',
    });
    expect(badPayment.json()).toEqual({
      date: ['Payment date is Required'],
      amount: ['Invalid Amount (rials)'],
      method: ['Choosing Payment method is Required'],
    });
    expect((await a.get('insurances/company-vehicles/')).json().count).toBe(2);
    expect((await bFa.get('insurances/company-vehicles/')).json().count).toBe(0);
  });

  it('keeps companies apart, also in what a policy or payment points at', async () => {
    const theirs = (await a.get(`insurances/company-vehicles/?company_vehicle=${truck}`)).json().results[0];
    expect((await b.get(`insurances/company-vehicles/${theirs.id}/`)).statusCode).toBe(404);
    expect(
      (await b.put(`insurances/company-vehicles/${theirs.id}/`, policy({ company_vehicle: vehicleOfB })))
        .statusCode,
    ).toBe(404);
    expect((await b.delete(`insurances/company-vehicles/${theirs.id}/`)).statusCode).toBe(404);
    expect((await b.get(`insurances/company-vehicles/?company_vehicle=${truck}`)).json().count).toBe(0);
    expect((await b.post('insurances/company-vehicles/', policy())).json()).toEqual({
      company_vehicle: ['Invalid Vehicle'],
    });
    const payment = { company_vehicle_insurance: theirs.id, date: '2025-05-01', amount: 1, method: 'cash' };
    expect((await b.post('insurances/company-vehicles/transactions/', payment)).json()).toEqual({
      company_vehicle_insurance: ['Invalid Insurance policy'],
    });
    const [paymentOfA] = (
      await a.get(`insurances/company-vehicles/transactions/?company_vehicle_insurance=${theirs.id}`)
    ).json().results;
    expect(
      (await b.get(`insurances/company-vehicles/transactions/?company_vehicle_insurance=${theirs.id}`)).json()
        .count,
    ).toBe(0);
    expect((await b.delete(`insurances/company-vehicles/transactions/${paymentOfA.id}/`)).statusCode).toBe(
      404,
    );
    expect((await a.get(`insurances/company-vehicles/${theirs.id}/`)).json().paid_total).toBe(10_000_000);
  });

  it('deletes a policy with its payments, and refuses to delete a vehicle that has one', async () => {
    expect((await a.delete(`vehicles/companies/${van}/`)).statusCode).toBe(409);
    const id = (await a.get(`insurances/company-vehicles/?company_vehicle=${van}`)).json().results[0].id;
    expect((await a.delete(`insurances/company-vehicles/${id}/`)).statusCode).toBe(204);
    expect((await a.delete(`vehicles/companies/${van}/`)).statusCode).toBe(204);
  });
});

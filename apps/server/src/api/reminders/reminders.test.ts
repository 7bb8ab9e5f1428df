import { addDays, isoDayIn } from '@navgan/domain/calendar-day';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drivers } from '../../db/fleet-schema';
import { vehicleServices } from '../../db/service-schema';
import { companyVehicles } from '../../db/vehicle-schema';
import { apiAs } from '../../test/api-client';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('reminders', () => {
  let t: TestApp;
  let a: ReturnType<typeof apiAs>;
  let b: ReturnType<typeof apiAs>;
  const today = isoDayIn(new Date());
  const inDays = (n: number) => addDays(today, n);

  beforeAll(async () => {
    t = await createTestApp();
    const me = await t.account({ company: 'Remind Co', username: 'rem.a' });
    await t.account({ company: 'Quiet Co', username: 'rem.b' });
    a = apiAs(t.app, (await t.login('rem.a')).access);
    b = apiAs(t.app, (await t.login('rem.b')).access);
    const db = t.ctx.database.db;
    const company = me.company_id;
    const base = { company_id: company, national_code: '0499370899', gender: 'male', mobile: '09121234567' };
    await db.insert(drivers).values([
      {
        ...base,
        first_name: 'علی',
        last_name: 'منتظری',
        licence_expiry: inDays(-3),
        health_certificate_expiry: inDays(200),
      },
      {
        ...base,
        first_name: 'سارا',
        last_name: 'نادری',
        licence_expiry: inDays(12),
        health_certificate_expiry: inDays(5),
      },
      { ...base, first_name: 'کاوه', last_name: 'راد', licence_expiry: inDays(90) },
    ]);
    const [truck, van] = await db
      .insert(companyVehicles)
      .values([
        {
          company_id: company,
          name: 'Truck',
          license_plate: '120534567',
          inspection_expiry: inDays(2),
          third_party_insurance_expiry: inDays(-10),
        },
        { company_id: company, name: 'Van', license_plate: '451112345', body_insurance_expiry: inDays(45) },
      ])
      .returning();
    await db.insert(vehicleServices).values([
      // Superseded by the newer oil change below: never a reminder.
      {
        company_id: company,
        company_vehicle_id: truck?.id ?? 0,
        service_type: 'engineOil',
        date: inDays(-200),
        due_date: inDays(-20),
      },
      {
        company_id: company,
        company_vehicle_id: truck?.id ?? 0,
        service_type: 'engineOil',
        date: inDays(-5),
        due_date: inDays(10),
      },
      {
        company_id: company,
        company_vehicle_id: van?.id ?? 0,
        service_type: 'tyres',
        date: inDays(-300),
        due_date: inDays(20),
        notify_days_before: 7,
      },
      {
        company_id: company,
        company_vehicle_id: van?.id ?? 0,
        service_type: 'battery',
        date: inDays(-300),
        due_date: inDays(-1),
      },
    ]);
  });
  afterAll(() => t.close());

  it('lists driver documents due within 30 days or overdue, soonest first, with days left', async () => {
    const page = (await a.get('reminders/?active=drivers')).json();
    expect(page.count).toBe(3);
    expect(
      page.results.map((r: { kind: string; days_left: number; status: string }) => [
        r.kind,
        r.days_left,
        r.status,
      ]),
    ).toEqual([
      ['licence', -3, 'overdue'],
      ['health_certificate', 5, 'soon'],
      ['licence', 12, 'soon'],
    ]);
    expect(page.results[0].subject).toMatchObject({ type: 'driver', name: 'علی منتظری' });
  });

  it('lists vehicle insurance and inspection dates', async () => {
    const page = (await a.get('reminders/?active=comapny-vehicles')).json();
    expect(page.results.map((r: { kind: string; days_left: number }) => [r.kind, r.days_left])).toEqual([
      ['third_party_insurance', -10],
      ['inspection', 2],
    ]);
    expect(page.results[0].subject).toMatchObject({ type: 'vehicle', license_plate: '120534567' });
  });

  it('lists services by their own notice period, ignoring superseded ones', async () => {
    const response = await a.get('reminders/?active=company-vehicle-services');
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json();
    expect(
      page.results.map((r: { service_type: string; days_left: number }) => [r.service_type, r.days_left]),
    ).toEqual([
      ['battery', -1],
      ['engineOil', 10],
    ]);
  });

  it('keeps companies apart and refuses an unknown tab', async () => {
    expect((await b.get('reminders/?active=drivers')).json().count).toBe(0);
    expect((await a.get('reminders/?active=cats')).statusCode).toBe(400);
  });
});

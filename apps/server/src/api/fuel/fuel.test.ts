import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { apiAs } from '../../test/api-client';
import { insertVehicle, minimalDriver, signInTwoCompanies } from '../../test/fleet-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('fuel cards and transactions', () => {
  let t: TestApp;
  let a: ReturnType<typeof apiAs>;
  let aFa: ReturnType<typeof apiAs>;
  let b: ReturnType<typeof apiAs>;
  let truck: number;
  let van: number;
  let driver: number;
  let bVehicle: number;
  let card: number;

  const cardBody = (overrides: Record<string, unknown> = {}) => ({
    card_number: '6037 9912 3456 7890',
    title: 'کارت کامیون',
    company_vehicle: truck,
    driver,
    monthly_quota: 100,
    ...overrides,
  });
  const fill = (overrides: Record<string, unknown> = {}) => ({
    fuel_card: card,
    occurred_at: '2025-04-25T10:00:00+03:30',
    liters: 10,
    price_per_liter: 30_000,
    station: 'جایگاه آزادی',
    ...overrides,
  });
  const transactionCount = async () => (await a.get('fuel-card/transactions/')).json().count as number;

  beforeAll(async () => {
    t = await createTestApp();
    const signedIn = await signInTwoCompanies(t, 'Fuel');
    ({ a, aFa, b } = signedIn);
    truck = await insertVehicle(t, signedIn.companyA, 'کامیون ۱', '12345678A');
    van = await insertVehicle(t, signedIn.companyA, 'ون ۲', '22345678A');
    bVehicle = await insertVehicle(t, signedIn.companyB, 'B truck', '32345678A');
    driver = (await a.post('drivers/', minimalDriver)).json().id;
  });
  afterAll(() => t.close());

  describe('cards', () => {
    it('stores a card with its vehicle, driver and a full quota left', async () => {
      const response = await a.post('fuel-card/', cardBody({ card_number: '۶۰۳۷-۹۹۱۲-۳۴۵۶-۷۸۹۰' }));
      expect(response.statusCode).toBe(201);
      const created = response.json();
      card = created.id;
      expect(created).toMatchObject({
        card_number: '6037991234567890',
        title: 'کارت کامیون',
        company_vehicle: { id: truck, name: 'کامیون ۱', license_plate: '12345678A' },
        driver: { id: driver, first_name: 'رضا', last_name: 'کریمی' },
        monthly_quota: 100,
        is_active: true,
        used_this_month: 0,
        free_capacity: 100,
      });
      expect((await a.get(`fuel-card/${card}/`)).json()).toEqual(created);
    });

    it('rejects a wrong or repeated card number in the caller language, writing nothing', async () => {
      const wrong = await aFa.post(
        'fuel-card/',
        cardBody({ card_number: '1234', title: '', monthly_quota: '' }),
      );
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual({
        card_number: ['شماره‌ی کارت سوخت نامعتبر است'],
        title: ['عنوان الزامی است'],
        monthly_quota: ['سهمیه‌ی ماهانه (لیتر) الزامی است'],
      });
      const repeated = await a.post('fuel-card/', cardBody({ title: 'copy' }));
      expect(repeated.json()).toEqual({
        card_number: ['A fuel card with this number is already registered.'],
      });
      expect((await a.get('fuel-card/')).json().count).toBe(1);
      // Saving a card again under its own number is not a repeat.
      expect((await a.put(`fuel-card/${card}/`, cardBody({ title: 'کارت کامیون' }))).statusCode).toBe(200);
    });

    it('filters cards and lists them for select boxes', async () => {
      await a.post(
        'fuel-card/',
        cardBody({ card_number: '1111222233334444', title: 'ون', company_vehicle: van, driver: null }),
      );
      const titles = async (query: string) =>
        (await a.get(`fuel-card/?${query}`)).json().results.map((c: { title: string }) => c.title);
      expect(await titles(`company_vehicle__id__in=${van}`)).toEqual(['ون']);
      expect(await titles(`driver__id__in=${driver}`)).toEqual(['کارت کامیون']);
      expect(await titles('search=2222')).toEqual(['ون']);
      const summaries = (await a.get('fuel-card/summaries/')).json();
      expect(summaries).toHaveLength(2);
      expect(summaries[0]).toEqual({
        id: expect.any(Number),
        card_number: expect.any(String),
        title: expect.any(String),
        is_active: true,
      });
    });
  });

  describe('transactions', () => {
    it('books a fill-up to the card vehicle and totals litres × price when no total is given', async () => {
      const response = await a.post('fuel-card/transactions/', fill({ liters: '35.47' }));
      expect(response.statusCode).toBe(201);
      const booked = response.json();
      expect(booked).toMatchObject({
        fuel_card: { id: card, card_number: '6037991234567890', title: 'کارت کامیون' },
        company_vehicle: { id: truck, name: 'کامیون ۱' },
        occurred_at: '2025-04-25T06:30:00.000Z',
        liters: 35.47,
        price_per_liter: 30_000,
        paid_total: 1_064_100,
        real_cost: null,
        odometer_km: null,
      });
      expect((await a.get(`fuel-card/transactions/${booked.id}/`)).json()).toEqual(booked);
      const toVan = await a.post(
        'fuel-card/transactions/',
        fill({ liters: 1, company_vehicle: van, occurred_at: '2025-03-01T10:00:00+03:30' }),
      );
      expect(toVan.json().company_vehicle).toMatchObject({ id: van });
    });

    it('accepts a total within 1% of litres × price and explains any other', async () => {
      const close = await a.post(
        'fuel-card/transactions/',
        fill({
          occurred_at: '2025-01-05T10:00:00+03:30',
          liters: 10,
          paid_total: '302,000',
          real_cost: 310_000,
        }),
      );
      expect(close.statusCode).toBe(201);
      expect(close.json()).toMatchObject({ paid_total: 302_000, real_cost: 310_000 });
      const before = await transactionCount();
      const off = await a.post('fuel-card/transactions/', fill({ liters: 10, paid_total: 310_000 }));
      expect(off.statusCode).toBe(400);
      expect(off.json()).toEqual({
        paid_total: ['The paid total must be within 1% of litres × price per litre (300,000 rials).'],
      });
      const offFa = await aFa.post('fuel-card/transactions/', fill({ liters: 10, paid_total: 310_000 }));
      expect(offFa.json()).toEqual({
        paid_total: ['مبلغ پرداختی باید در محدوده‌ی ۱٪ از حاصل‌ضرب لیتر در قیمت هر لیتر (۳۰۰٬۰۰۰ ریال) باشد.'],
      });
      const missing = await a.post('fuel-card/transactions/', {
        fuel_card: '',
        liters: '0',
        price_per_liter: '',
      });
      expect(missing.json()).toEqual({
        fuel_card: ['Choosing Fuel card is Required'],
        occurred_at: ['Fill-up time is Required'],
        liters: ['Litres must not be less than 0.01.'],
        price_per_liter: ['Price per litre (rials) is Required'],
      });
      expect(await transactionCount()).toBe(before);
    });

    it('refuses to overdraw the quota of a Jalali month, stating what is free', async () => {
      // Farvardin 1404 ends on 2025-04-20; Ordibehesht runs 2025-04-21 to 2025-05-21 (Iran time).
      const lastOfFarvardin = await a.post(
        'fuel-card/transactions/',
        fill({ occurred_at: '2025-04-20T23:50:00+03:30', liters: 90 }),
      );
      expect(lastOfFarvardin.statusCode).toBe(201);
      const firstOfOrdibehesht = await a.post(
        'fuel-card/transactions/',
        fill({ occurred_at: '2025-04-21T00:10:00+03:30', liters: 50 }),
      );
      expect(firstOfOrdibehesht.statusCode).toBe(201);
      // Ordibehesht so far: 35.47 + 50 = 85.47 litres of 100.
      const before = await transactionCount();
      const over = await a.post(
        'fuel-card/transactions/',
        fill({ occurred_at: '2025-05-21T23:00:00+03:30', liters: 15 }),
      );
      expect(over.statusCode).toBe(400);
      expect(over.json()).toEqual({
        liters: ['Only 14.53 litres of this card’s monthly quota are left in this month.'],
      });
      const overFa = await aFa.post('fuel-card/transactions/', fill({ liters: 15 }));
      expect(overFa.json()).toEqual({
        liters: ['از سهمیه‌ی ماهانه‌ی این کارت در این ماه فقط ۱۴٫۵۳ لیتر باقی مانده است.'],
      });
      expect(await transactionCount()).toBe(before);
      expect(
        (
          await a.post(
            'fuel-card/transactions/',
            fill({ occurred_at: '2025-05-22T00:05:00+03:30', liters: 15 }),
          )
        ).statusCode,
      ).toBe(201);
      // Editing a fill-up counts the month without its old litres: 35.47 + 64.53 = 100.
      const edited = await a.put(
        `fuel-card/transactions/${firstOfOrdibehesht.json().id}/`,
        fill({ occurred_at: '2025-04-21T00:10:00+03:30', liters: 64.53 }),
      );
      expect(edited.statusCode).toBe(200);
      expect((await a.post('fuel-card/transactions/', fill({ liters: 0.01 }))).statusCode).toBe(400);
    });

    it('lets concurrent fill-ups take only what the quota holds', async () => {
      const fresh = (
        await a.post(
          'fuel-card/',
          cardBody({ card_number: '5555666677778888', title: 'موازی', monthly_quota: 100 }),
        )
      ).json().id;
      const attempts = await Promise.all(
        Array.from({ length: 5 }, () =>
          a.post(
            'fuel-card/transactions/',
            fill({ fuel_card: fresh, occurred_at: new Date().toISOString(), liters: 30 }),
          ),
        ),
      );
      expect(attempts.filter((r) => r.statusCode === 201)).toHaveLength(3);
      expect((await a.get(`fuel-card/${fresh}/`)).json()).toMatchObject({
        used_this_month: 90,
        free_capacity: 10,
      });
    });

    it('takes no new fill-ups on an inactive card but keeps its history editable', async () => {
      const spare = (
        await a.post(
          'fuel-card/',
          cardBody({ card_number: '9999000011112222', title: 'یدک', monthly_quota: 50 }),
        )
      ).json().id;
      const old = (await a.post('fuel-card/transactions/', fill({ fuel_card: spare, liters: 5 }))).json();
      await a.put(
        `fuel-card/${spare}/`,
        cardBody({ card_number: '9999000011112222', title: 'یدک', monthly_quota: 50, is_active: 'false' }),
      );
      const refused = await a.post('fuel-card/transactions/', fill({ fuel_card: spare, liters: 5 }));
      expect(refused.json()).toEqual({ fuel_card: ['This fuel card is inactive.'] });
      expect(
        (await a.put(`fuel-card/transactions/${old.id}/`, fill({ fuel_card: spare, liters: 6 }))).statusCode,
      ).toBe(200);
      expect(
        (await a.get('fuel-card/?is_active=false')).json().results.map((c: { id: number }) => c.id),
      ).toEqual([spare]);
    });

    it('filters by card, vehicle and date window', async () => {
      const dates = async (query: string) =>
        (await a.get(`fuel-card/transactions/?${query}`))
          .json()
          .results.map((r: { occurred_at: string }) => r.occurred_at);
      expect(await dates(`company_vehicle__id__in=${van}`)).toEqual(['2025-03-01T06:30:00.000Z']);
      expect(await dates(`fuel_card__id__in=${card}&start_range=2025-04-21&stop_range=2025-04-21`)).toEqual([
        '2025-04-20T20:40:00.000Z',
      ]);
      expect(await dates(`fuel_card__id__in=${card}&start_range=2025-01-01&stop_range=2025-03-31`)).toEqual([
        '2025-03-01T06:30:00.000Z',
        '2025-01-05T06:30:00.000Z',
      ]);
    });

    it('keeps a card with fill-ups from being deleted, and deletes fill-ups', async () => {
      expect((await a.delete(`fuel-card/${card}/`)).statusCode).toBe(409);
      const one = (await a.get(`fuel-card/transactions/?company_vehicle__id__in=${van}`)).json().results[0];
      expect((await a.delete(`fuel-card/transactions/${one.id}/`)).statusCode).toBe(204);
    });

    it('keeps each company to its own cards and fill-ups', async () => {
      const theirs = (await a.get('fuel-card/transactions/')).json().results[0];
      expect((await b.get('fuel-card/')).json().count).toBe(0);
      expect((await b.get('fuel-card/summaries/')).json()).toEqual([]);
      expect((await b.get('fuel-card/transactions/')).json().count).toBe(0);
      expect((await b.get(`fuel-card/transactions/?fuel_card__id__in=${card}`)).json().count).toBe(0);
      expect((await b.get(`fuel-card/${card}/`)).statusCode).toBe(404);
      expect((await b.get(`fuel-card/transactions/${theirs.id}/`)).statusCode).toBe(404);
      expect(
        (await b.put(`fuel-card/${card}/`, cardBody({ company_vehicle: bVehicle, driver: null }))).statusCode,
      ).toBe(404);
      expect((await b.put(`fuel-card/transactions/${theirs.id}/`, fill())).statusCode).toBe(404);
      expect((await b.delete(`fuel-card/transactions/${theirs.id}/`)).statusCode).toBe(404);
      expect((await b.delete(`fuel-card/${card}/`)).statusCode).toBe(404);
      const pointing = await b.post('fuel-card/', cardBody({ company_vehicle: truck, driver: null }));
      expect(pointing.json()).toEqual({ company_vehicle: ['Invalid Vehicle'] });
      const theirCard = await b.post('fuel-card/transactions/', fill());
      expect(theirCard.json()).toEqual({ fuel_card: ['Invalid Fuel card'] });
      // The same card number may exist in another company.
      const own = await b.post('fuel-card/', cardBody({ company_vehicle: bVehicle, driver: null }));
      expect(own.statusCode).toBe(201);
      expect(
        (
          await b.post('fuel-card/transactions/', fill({ fuel_card: own.json().id, company_vehicle: van }))
        ).json(),
      ).toEqual({
        company_vehicle: ['Invalid Vehicle'],
      });
      expect((await a.get(`fuel-card/transactions/${theirs.id}/`)).statusCode).toBe(200);
    });
  });
});

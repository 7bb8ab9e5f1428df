import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from '../../test/api-client';
import { minimalDriver } from '../../test/fleet-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('driver leaves', () => {
  let t: TestApp;
  let a: ReturnType<typeof apiAs>;
  let aFa: ReturnType<typeof apiAs>;
  let b: ReturnType<typeof apiAs>;
  let reza: number;
  let maryam: number;
  let bDriver: number;

  const daily = (driver: number, start: string, end: string) => ({
    driver,
    kind: 'daily',
    start,
    end,
    description: 'مرخصی استحقاقی',
  });
  const hourly = (driver: number, start: string, end: string) => ({ driver, kind: 'hourly', start, end });
  const count = async () => (await a.get('drivers/leaves/')).json().count as number;

  beforeAll(async () => {
    t = await createTestApp();
    await t.account({ company: 'Leave Co A', username: 'leave.a' });
    await t.account({ company: 'Leave Co B', username: 'leave.b' });
    const tokenA = (await t.login('leave.a')).access;
    a = apiAs(t.app, tokenA);
    aFa = apiAs(t.app, tokenA, 'fa-ir');
    b = apiAs(t.app, (await t.login('leave.b')).access);
    reza = (await a.post('drivers/', minimalDriver)).json().id;
    maryam = (
      await a.post('drivers/', {
        ...minimalDriver,
        first_name: 'مریم',
        last_name: 'احمدی',
        national_code: '0012345679',
        gender: 'female',
      })
    ).json().id;
    bDriver = (await b.post('drivers/', minimalDriver)).json().id;
  });
  afterAll(() => t.close());

  it('records a daily leave with its driver and length in days', async () => {
    const response = await a.post('drivers/leaves/', daily(reza, '2025-05-01', '2025-05-03'));
    expect(response.statusCode).toBe(201);
    const leave = response.json();
    expect(leave).toMatchObject({
      driver: { id: reza, first_name: 'رضا', last_name: 'کریمی' },
      kind: 'daily',
      start: '2025-05-01',
      end: '2025-05-03',
      duration: 3,
      approved: true,
      description: 'مرخصی استحقاقی',
    });
    expect((await a.get(`drivers/leaves/${leave.id}/`)).json()).toEqual(leave);
  });

  it('records an hourly leave with its length in hours', async () => {
    const response = await a.post(
      'drivers/leaves/',
      hourly(reza, '2025-05-10T08:00:00+03:30', '2025-05-10T10:30:00+03:30'),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      kind: 'hourly',
      start: '2025-05-10T04:30:00.000Z',
      end: '2025-05-10T07:00:00.000Z',
      duration: 2.5,
    });
  });

  it('rejects malformed and backwards leaves in the caller language, writing nothing', async () => {
    const before = await count();
    const empty = await aFa.post('drivers/leaves/', { driver: '', kind: '', start: '', end: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({
      driver: ['انتخاب راننده الزامی است'],
      kind: ['انتخاب نوع مرخصی الزامی است'],
      start: ['شروع الزامی است'],
      end: ['پایان الزامی است'],
    });
    const backwards = await a.post('drivers/leaves/', daily(reza, '2025-06-05', '2025-06-04'));
    expect(backwards.json()).toEqual({ end: ['End must not be before Start.'] });
    const backwardsFa = await aFa.post('drivers/leaves/', daily(reza, '2025-06-05', '2025-06-04'));
    expect(backwardsFa.json()).toEqual({ end: ['پایان نباید پیش از شروع باشد.'] });
    const overnight = await a.post(
      'drivers/leaves/',
      hourly(reza, '2025-06-05T22:00:00+03:30', '2025-06-06T02:00:00+03:30'),
    );
    expect(overnight.json()).toEqual({ end: ['An hourly leave must start and end on the same day.'] });
    const sameInstant = await a.post(
      'drivers/leaves/',
      hourly(reza, '2025-06-05T08:00:00+03:30', '2025-06-05T08:00:00+03:30'),
    );
    expect(sameInstant.json()).toEqual({ end: ['End must be after Start.'] });
    const dayAsHour = await a.post('drivers/leaves/', hourly(reza, '2025-06-05', '2025-06-05'));
    expect(dayAsHour.json()).toEqual({ start: ['Invalid Start'], end: ['Invalid End'] });
    expect(await count()).toBe(before);
  });

  it('refuses a leave that overlaps another of the same driver, naming its dates', async () => {
    const clash = await a.post('drivers/leaves/', daily(reza, '2025-05-03', '2025-05-04'));
    expect(clash.statusCode).toBe(400);
    expect(clash.json()).toEqual({
      non_field_errors: ['This driver already has a leave on 01/05/2025 to 03/05/2025.'],
    });
    const clashFa = await aFa.post(
      'drivers/leaves/',
      hourly(reza, '2025-05-02T09:00:00+03:30', '2025-05-02T11:00:00+03:30'),
    );
    expect(clashFa.json()).toEqual({
      non_field_errors: ['این راننده در ۱۴۰۴/۰۲/۱۱ تا ۱۴۰۴/۰۲/۱۳ مرخصی دیگری دارد.'],
    });
    const hourClash = await a.post('drivers/leaves/', daily(reza, '2025-05-10', '2025-05-10'));
    expect(hourClash.json()).toEqual({
      non_field_errors: ['This driver already has a leave on 10/05/2025 from 08:00 to 10:30.'],
    });
    // The day after the leave ends is free, and so is another driver on the same days.
    expect((await a.post('drivers/leaves/', daily(reza, '2025-05-04', '2025-05-04'))).statusCode).toBe(201);
    expect((await a.post('drivers/leaves/', daily(maryam, '2025-05-01', '2025-05-03'))).statusCode).toBe(201);
    expect(
      (
        await a.post(
          'drivers/leaves/',
          hourly(reza, '2025-05-10T10:30:00+03:30', '2025-05-10T12:00:00+03:30'),
        )
      ).statusCode,
    ).toBe(201);
  });

  it('lets a leave be changed without clashing with itself, and deleted', async () => {
    const created = (await a.post('drivers/leaves/', daily(maryam, '2025-07-01', '2025-07-02'))).json();
    const moved = await a.put(`drivers/leaves/${created.id}/`, {
      ...daily(maryam, '2025-07-02', '2025-07-05'),
      approved: false,
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({
      start: '2025-07-02',
      end: '2025-07-05',
      duration: 4,
      approved: false,
    });
    expect((await a.delete(`drivers/leaves/${created.id}/`)).statusCode).toBe(204);
    expect((await a.get(`drivers/leaves/${created.id}/`)).statusCode).toBe(404);
  });

  it('lets only one of two clashing leaves saved at once through', async () => {
    const attempts = await Promise.all(
      ['2025-08-01', '2025-08-02', '2025-08-03'].map((day) =>
        a.post('drivers/leaves/', daily(maryam, day, '2025-08-05')),
      ),
    );
    expect(attempts.map((r) => r.statusCode).sort()).toEqual([201, 400, 400]);
  });

  it('filters by driver, kind, date window and driver name', async () => {
    const starts = async (query: string) =>
      (await a.get(`drivers/leaves/?${query}`))
        .json()
        .results.map((l: { start: string }) => l.start.slice(0, 10));
    expect(await starts(`driver__id__in=${maryam}&start_range=2025-05-01&stop_range=2025-05-31`)).toEqual([
      '2025-05-01',
    ]);
    expect(await starts('kind=hourly')).toEqual(['2025-05-10', '2025-05-10']);
    // A window catches leaves that overlap it, not only those starting in it.
    expect(await starts(`driver__id__in=${reza}&start_range=2025-05-02&stop_range=2025-05-02`)).toEqual([
      '2025-05-01',
    ]);
    expect(await starts(`search=${encodeURIComponent('احمدی')}&stop_range=2025-06-30`)).toEqual([
      '2025-05-01',
    ]);
    expect((await a.get('drivers/leaves/?kind=yearly')).statusCode).toBe(400);
    expect((await a.get('drivers/leaves/?start_range=yesterday')).json()).toEqual({
      start_range: ['Enter a date as YYYY-MM-DD or an ISO date-time.'],
    });
  });

  it('keeps each company to its own leaves and drivers', async () => {
    const theirs = (await a.get('drivers/leaves/')).json().results[0];
    expect((await b.get('drivers/leaves/')).json().count).toBe(0);
    expect((await b.get(`drivers/leaves/?driver__id__in=${reza}`)).json().count).toBe(0);
    expect((await b.get(`drivers/leaves/${theirs.id}/`)).statusCode).toBe(404);
    expect(
      (await b.put(`drivers/leaves/${theirs.id}/`, daily(bDriver, '2025-09-01', '2025-09-01'))).statusCode,
    ).toBe(404);
    expect((await b.delete(`drivers/leaves/${theirs.id}/`)).statusCode).toBe(404);
    const pointing = await b.post('drivers/leaves/', daily(reza, '2025-09-01', '2025-09-01'));
    expect(pointing.statusCode).toBe(400);
    expect(pointing.json()).toEqual({ driver: ['Invalid Driver'] });
    // Company B's driver may be on leave on the very days company A's driver is.
    expect((await b.post('drivers/leaves/', daily(bDriver, '2025-05-01', '2025-05-03'))).statusCode).toBe(
      201,
    );
    expect((await a.get(`drivers/leaves/${theirs.id}/`)).statusCode).toBe(200);
  });
});

import { isoDayIn } from '@navgan/domain/calendar-day';
import { toJalali } from '@navgan/domain/jalali';
import { iranWeekdayOf } from '@navgan/domain/report-schedule';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationPreferences } from '../../db/channel-schema';
import { vehicleDailyRollups } from '../../db/motion-schema';
import { reportScheduleRuns, reportSchedules } from '../../db/report-schedule-schema';
import { users } from '../../db/schema';
import { runReportSchedules } from '../../jobs/report-schedule-job';
import { apiAs } from '../../test/api-client';
import { readWorkbook } from '../../test/read-workbook';
import { startTestSmtpServer } from '../../test/smtp-test-server';
import { createTestApp, type TestApp, testPassword } from '../../test/test-app';
import { appTestClock } from '../../test/test-clock';
import { validVehicle } from '../vehicles/vehicle-fixtures';

type Api = ReturnType<typeof apiAs>;

/** A caller signed in afresh for each request: the test moves the clock past a token's life. */
function signedIn(t: TestApp, username: string, language = 'en-us'): Api {
  const fresh = async () => apiAs(t.app, (await t.login(username)).access, language);
  return {
    get: async (url) => (await fresh()).get(url),
    post: async (url, body) => (await fresh()).post(url, body),
    put: async (url, body) => (await fresh()).put(url, body),
    delete: async (url) => (await fresh()).delete(url),
  };
}
type Smtp = Awaited<ReturnType<typeof startTestSmtpServer>>;
const quiet = { warn: () => {}, error: () => {}, info: () => {} };
const minutes = (n: number) => n * 60_000;

describe('scheduled reports', () => {
  let t: TestApp;
  let smtp: Smtp;
  let admin: Api;
  let north: Api;
  let companyId: number;
  const clock = appTestClock();
  const id: Record<string, number> = {};
  const db = () => t.ctx.database.db;
  /** One pass of the job at the clock's time (what each process's scheduler does every minute). */
  const job = () => runReportSchedules({ db: db(), log: quiet }, clock.now());
  const scheduleRow = async (scheduleId: number) =>
    (await db().select().from(reportSchedules).where(eq(reportSchedules.id, scheduleId)))[0];
  const runsOf = async (scheduleId: number) =>
    db().select().from(reportScheduleRuns).where(eq(reportScheduleRuns.schedule_id, scheduleId));
  const schedule = (overrides: Record<string, unknown>) => ({
    title: 'Daily fleet',
    report: 'daily',
    frequency: 'daily',
    hour: 8,
    language: 'fa',
    company_vehicles: [],
    company_vehicle_tags: [],
    users: [],
    emails: ['fleet@example.com'],
    ...overrides,
  });
  /** Rollups of every vehicle on a day, so any report of it has rows. */
  const driven = (day: string) =>
    db()
      .insert(vehicleDailyRollups)
      .values(
        [id.reefer, id.bus, id.south].map((vehicle, i) => ({
          company_id: companyId,
          company_vehicle_id: vehicle as number,
          day,
          distance_m: 10_000 * (i + 1),
          engine_s: 3_600,
          moving_s: 3_000,
        })),
      )
      .onConflictDoNothing();
  /** Plans a saved schedule and moves the clock to its run. */
  const toItsRun = async (scheduleId: number) => {
    await job();
    const planned = (await scheduleRow(scheduleId))?.next_run_at as Date;
    clock.set(planned);
    return planned;
  };

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    t = await createTestApp({}, { clock });
    companyId = (await t.account({ company: 'Schedule Co', username: 'sched.admin' })).company_id;
    admin = signedIn(t, 'sched.admin');
    const mail = await admin.put('notification-channels/email/', {
      host: '127.0.0.1',
      port: smtp.port,
      secure: false,
      username: '',
      password: '',
      from_address: 'navgan@example.com',
    });
    expect(mail.statusCode).toBe(200);
    id.north = (await admin.post('organizations/', { title: 'North' })).json().id;
    id.reefer = (
      await admin.post('vehicles/companies/', validVehicle('120234567', { name: 'Reefer' }))
    ).json().id;
    id.bus = (
      await admin.post('vehicles/companies/', validVehicle('450398765', { name: 'Minibus' }))
    ).json().id;
    id.south = (
      await admin.post('vehicles/companies/', validVehicle('130234567', { name: 'South van' }))
    ).json().id;
    await admin.put(`vehicles/companies/${id.reefer}/organizations/`, {
      id: id.reefer,
      organizations: [id.north],
    });
    const policy = await admin.post('users/policies/', {
      title: 'North reports',
      permissions: {
        reports: ['view', 'export'],
        vehicles: ['view'],
        report_schedules: ['view', 'add', 'change'],
      },
    });
    await admin.post('users/', {
      username: 'sched.north',
      email: 'north@example.com',
      password: testPassword,
      confirm_password: testPassword,
      organizations: [id.north],
      policies: [policy.json().id],
    });
    north = signedIn(t, 'sched.north');
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('refuses a schedule without recipients or with a bad hour, in the caller language', async () => {
    const bad = await admin.post('report-schedules/', schedule({ hour: 24, emails: [], users: [] }));
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json()).sort()).toEqual(['hour', 'users']);
    const fence = await admin.post('report-schedules/', schedule({ report: 'geofence-rules' }));
    expect(Object.keys(fence.json())).toEqual(['geofence']);
    const email = await admin.post('report-schedules/', schedule({ emails: 'not an address' }));
    expect(Object.keys(email.json())).toEqual(['emails']);
  });

  it('mails a daily report at its Iran hour with the workbook of yesterday for the chosen vehicles', async () => {
    const created = await admin.post(
      'report-schedules/',
      schedule({ company_vehicles: [id.reefer, id.bus], emails: 'fleet@example.com\nboss@example.com' }),
    );
    expect(created.statusCode).toBe(201);
    const scheduleId = created.json().id as number;
    const due = await toItsRun(scheduleId);
    // 08:00 in Iran is 04:30 UTC.
    expect(due.toISOString()).toMatch(/T04:30:00\.000Z$/);
    const yesterday = isoDayIn(new Date(due.getTime() - 86_400_000));
    await driven(yesterday);
    const before = smtp.messages.length;
    await job();
    const [mail] = (await smtp.waitFor(before + 1)).slice(before);
    expect(mail?.to.sort()).toEqual(['boss@example.com', 'fleet@example.com']);
    expect(mail?.subject).toContain('گزارش روزانه');
    const attachment = mail?.attachments[0];
    expect(attachment?.filename).toBe(
      `daily-${yesterday.replaceAll('-', '')}-${yesterday.replaceAll('-', '')}.xlsx`,
    );
    const [sheet] = readWorkbook(attachment?.content as Buffer);
    expect(sheet?.name).toBe('گزارش روزانه');
    expect(sheet?.rightToLeft).toBe(true);
    const names = sheet?.rows.slice(1).map((row) => row[0]);
    expect(names).toEqual(expect.arrayContaining(['Reefer', 'Minibus']));
    expect(names).not.toContain('South van');

    const [run] = await runsOf(scheduleId);
    expect(run).toMatchObject({ status: 'sent', attempts: 1, period_from: yesterday, period_to: yesterday });
    expect(run?.size).toBe(attachment?.content.length);
    const history = (await admin.get(`report-schedules/${scheduleId}/runs/`)).json();
    expect(history.count).toBe(1);
    expect(history.results[0]).toMatchObject({ status: 'sent', manual: false, error: '' });
    // The next run is planned for tomorrow, and the same due instant is never sent twice.
    expect((await scheduleRow(scheduleId))?.next_run_at?.getTime()).toBe(due.getTime() + 86_400_000);
    await job();
    expect(await runsOf(scheduleId)).toHaveLength(1);
    await db().update(reportSchedules).set({ active: false }).where(eq(reportSchedules.id, scheduleId));
  });

  it('runs weekly on Saturday for the Saturday–Friday week before, monthly on the 1st of the Jalali month', async () => {
    const weekly = (
      await admin.post(
        'report-schedules/',
        schedule({ title: 'Weekly', frequency: 'weekly', hour: 7, language: 'en' }),
      )
    ).json().id as number;
    const monthly = (
      await admin.post(
        'report-schedules/',
        schedule({ title: 'Monthly', frequency: 'monthly', report: 'periodic' }),
      )
    ).json().id as number;
    await job();
    const week = (await scheduleRow(weekly))?.next_run_at as Date;
    const month = (await scheduleRow(monthly))?.next_run_at as Date;
    expect(iranWeekdayOf(isoDayIn(week))).toBe(0);
    expect(toJalali(isoDayIn(month)).day).toBe(1);

    clock.set(week);
    const before = smtp.messages.length;
    await job();
    const weekMail = (await smtp.waitFor(before + 1)).at(-1);
    const [weekRun] = await runsOf(weekly);
    expect(iranWeekdayOf(weekRun?.period_from as string)).toBe(0);
    expect(iranWeekdayOf(weekRun?.period_to as string)).toBe(6);
    expect(isoDayIn(new Date(week.getTime() - 86_400_000))).toBe(weekRun?.period_to);
    expect(weekMail?.subject).toContain(`${weekRun?.period_from} – ${weekRun?.period_to}`);
    expect(readWorkbook(weekMail?.attachments[0]?.content as Buffer)[0]?.name).toBe('Daily report');

    clock.set(month);
    await job();
    const [monthRun] = await runsOf(monthly);
    expect(toJalali(monthRun?.period_from as string).day).toBe(1);
    expect(isoDayIn(new Date(month.getTime() - 86_400_000))).toBe(monthRun?.period_to);
    expect(monthRun?.status).toBe('sent');
    await db().update(reportSchedules).set({ active: false }).where(eq(reportSchedules.id, weekly));
    await db().update(reportSchedules).set({ active: false }).where(eq(reportSchedules.id, monthly));
  });

  it('never includes vehicles outside its owner’s organizations, and stops when the owner is deactivated', async () => {
    const scheduleId = (await north.post('report-schedules/', schedule({ title: 'North fleet' }))).json()
      .id as number;
    const due = await toItsRun(scheduleId);
    await driven(isoDayIn(new Date(due.getTime() - 86_400_000)));
    const before = smtp.messages.length;
    await job();
    const mail = (await smtp.waitFor(before + 1)).at(-1);
    const names = readWorkbook(mail?.attachments[0]?.content as Buffer)[0]
      ?.rows.slice(1)
      .map((row) => row[0]);
    expect(names).toContain('Reefer');
    expect(names).not.toContain('Minibus');
    expect(names).not.toContain('South van');

    await db().update(users).set({ is_active: false }).where(eq(users.username, 'sched.north'));
    clock.set((await scheduleRow(scheduleId))?.next_run_at as Date);
    await job();
    expect(await runsOf(scheduleId)).toHaveLength(1);
    await db().update(reportSchedules).set({ active: false }).where(eq(reportSchedules.id, scheduleId));
  });

  it('retries a failed send with back-off, records each attempt, and sends once the server answers', async () => {
    const scheduleId = (await admin.post('report-schedules/', schedule({ title: 'Retried' }))).json()
      .id as number;
    await toItsRun(scheduleId);
    // A mail server that is not there.
    await smtp.close();
    await job();
    let [run] = await runsOf(scheduleId);
    expect(run).toMatchObject({ status: 'retrying', attempts: 1 });
    expect(run?.error).not.toBe('');
    // Not tried again before its back-off.
    await clock.advance(minutes(1));
    await job();
    [run] = await runsOf(scheduleId);
    expect(run?.attempts).toBe(1);

    smtp = await startTestSmtpServer();
    await admin.put('notification-channels/email/', {
      host: '127.0.0.1',
      port: smtp.port,
      secure: false,
      username: '',
      password: '',
      from_address: 'navgan@example.com',
    });
    await clock.advance(minutes(5));
    await job();
    [run] = await runsOf(scheduleId);
    expect(run).toMatchObject({ status: 'sent', attempts: 2, error: '' });
    expect(await smtp.waitFor(1)).toHaveLength(1);
    await db().update(reportSchedules).set({ active: false }).where(eq(reportSchedules.id, scheduleId));
  });

  it('never sends the same run twice when two processes run the job at once', async () => {
    const scheduleId = (await admin.post('report-schedules/', schedule({ title: 'Twice' }))).json()
      .id as number;
    await toItsRun(scheduleId);
    const before = smtp.messages.length;
    await Promise.all([job(), job(), job()]);
    await smtp.waitFor(before + 1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(smtp.messages.length).toBe(before + 1);
    expect(await runsOf(scheduleId)).toHaveLength(1);
    await db().update(reportSchedules).set({ active: false }).where(eq(reportSchedules.id, scheduleId));
  });

  it('mails each user in the language of their notification settings, typed addresses in the schedule’s', async () => {
    const [person] = await db().select().from(users).where(eq(users.username, 'sched.north'));
    await db()
      .update(users)
      .set({ is_active: true })
      .where(eq(users.id, person?.id as number));
    await db()
      .insert(notificationPreferences)
      .values({ user_id: person?.id as number, company_id: companyId, language: 'en' });
    const scheduleId = (
      await admin.post('report-schedules/', schedule({ title: 'Languages', users: [person?.id] }))
    ).json().id as number;
    const before = smtp.messages.length;
    const sent = (await admin.post(`report-schedules/${scheduleId}/send/`, {})).json();
    expect(sent.status).toBe('sent');
    expect(sent.recipients.sort()).toEqual(['fleet@example.com', 'north@example.com']);
    const mails = (await smtp.waitFor(before + 2)).slice(before);
    const sheetOf = (to: string) => {
      const mail = mails.find((m) => m.to.includes(to));
      return readWorkbook(mail?.attachments[0]?.content as Buffer)[0]?.name;
    };
    expect(sheetOf('north@example.com')).toBe('Daily report');
    expect(sheetOf('fleet@example.com')).toBe('گزارش روزانه');
    expect(mails.every((m) => m.to.length === 1)).toBe(true);
  });

  it('mails the plans evaluation of the period: the plans of its vehicles on its days', async () => {
    const yesterday = isoDayIn(new Date(clock.now().getTime() - 86_400_000));
    const plan = await admin.post('plans/', {
      title: 'Morning round',
      company_vehicle: id.reefer,
      day: yesterday,
      start_time: '08:00',
      kind: 'stops',
      stops: [
        { name: 'Depot', point: [51.4, 35.7], radius_m: 100, window_from: '08:00', window_to: '09:00' },
      ],
    });
    expect(plan.statusCode).toBe(201);
    const scheduleId = (
      await admin.post('report-schedules/', schedule({ title: 'Plans', report: 'plans-evaluation' }))
    ).json().id as number;
    const before = smtp.messages.length;
    const sent = await admin.post(`report-schedules/${scheduleId}/send/`, {});
    expect(sent.json()).toMatchObject({ status: 'sent', period_from: yesterday, period_to: yesterday });
    const mail = (await smtp.waitFor(before + 1)).at(-1);
    expect(mail?.subject).toContain('ارزیابی برنامه‌ها');
    const [sheet] = readWorkbook(mail?.attachments[0]?.content as Buffer);
    expect(sheet?.name).toBe('ارزیابی برنامه‌ها');
    expect(sheet?.rows.slice(1).map((row) => row[1])).toEqual(['Morning round']);
  });

  it('sends now the last complete period, and lists the schedule with its last run', async () => {
    const scheduleId = (
      await admin.post('report-schedules/', schedule({ title: 'Now', frequency: 'weekly', language: 'en' }))
    ).json().id as number;
    const before = smtp.messages.length;
    const sent = await admin.post(`report-schedules/${scheduleId}/send/`, {});
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({ status: 'sent', manual: true, attempts: 1 });
    expect(iranWeekdayOf(sent.json().period_from)).toBe(0);
    await smtp.waitFor(before + 1);
    const list = (await admin.get('report-schedules/?search=Now')).json();
    expect(list.results[0]).toMatchObject({ title: 'Now', last_run: { status: 'sent', manual: true } });
    // Another company neither sees nor sends it.
    await t.account({ company: 'Other Co', username: 'sched.other' });
    const other = signedIn(t, 'sched.other');
    expect((await other.post(`report-schedules/${scheduleId}/send/`, {})).statusCode).toBe(404);
    expect((await other.get(`report-schedules/${scheduleId}/runs/`)).statusCode).toBe(404);
  });
});

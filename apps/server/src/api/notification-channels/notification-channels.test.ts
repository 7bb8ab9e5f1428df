import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { wallMinuteIn } from '@navgan/domain/calendar-day';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboundMessages } from '../../db/channel-schema';
import { users } from '../../db/schema';
import { VehicleCatalog } from '../../live/vehicle-catalog';
import { ChannelDispatcher } from '../../notifications/channels/channel-dispatcher';
import { deliverNotifications } from '../../notifications/deliver';
import { Evaluation } from '../../pipeline/evaluation';
import type { PositionRecord } from '../../pipeline/position-writer';
import { insertVehicle, signInTwoCompanies } from '../../test/fleet-fixtures';
import { startTestSmtpServer, type TestSmtpServer } from '../../test/smtp-test-server';
import { createTestApp, type TestApp } from '../../test/test-app';
import { TestClock } from '../../test/test-clock';

const silentLog = { error: () => {}, warn: () => {}, info: () => {} } as never;

/** A local HTTP server that records each request and answers what the test says. */
async function startRecorder(
  answer: (request: IncomingMessage, body: string) => { status: number; body: unknown },
) {
  const seen: { method: string; url: string; headers: IncomingMessage['headers']; body: string }[] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      seen.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, body });
      const reply = answer(request, body);
      response
        .writeHead(reply.status, { 'content-type': 'application/json' })
        .end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, seen, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('notification channels', () => {
  let t: TestApp;
  let s: Awaited<ReturnType<typeof signInTwoCompanies>>;
  let smtp: TestSmtpServer;
  let truck: number;
  let adminId: number;
  // Messages are queued at the database's time: the dispatcher's clock starts there and moves on.
  const clock = new TestClock();
  let dispatcher: ChannelDispatcher;

  beforeAll(async () => {
    t = await createTestApp();
    s = await signInTwoCompanies(t, 'Chan');
    truck = await insertVehicle(t, s.companyA, 'Truck 1', '112223344');
    smtp = await startTestSmtpServer({ user: 'navgan', password: 'mail-secret' });
    const [admin] = await t.ctx.database.db
      .update(users)
      .set({ email: 'dispatch@alborz.example' })
      .where(eq(users.username, 'chan.a'))
      .returning({ id: users.id });
    adminId = admin?.id ?? 0;
    dispatcher = new ChannelDispatcher(t.ctx.database, clock, silentLog, 60_000);
  });
  afterAll(async () => {
    await smtp.close();
    await t.close();
  });

  const emailSettings = (overrides: Record<string, unknown> = {}) => ({
    host: '127.0.0.1',
    port: smtp.port,
    secure: false,
    username: 'navgan',
    password: 'mail-secret',
    from_address: 'alerts@alborz.example',
    ...overrides,
  });
  /** A pass of the dispatcher at the test's time, which never runs behind the database's. */
  const drain = () => {
    clock.set(new Date(Math.max(Date.now(), clock.ms())));
    return dispatcher.drain();
  };
  const messagesOf = () =>
    t.ctx.database.db
      .select()
      .from(outboundMessages)
      .where(eq(outboundMessages.company_id, s.companyA))
      .orderBy(outboundMessages.id);

  it('stores the mail server without ever answering its password, and refuses bad settings in the caller language', async () => {
    const bad = await s.aFa.put('notification-channels/email/', {
      host: '',
      port: 70000,
      from_address: 'nope',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      host: ['سرور SMTP الزامی است'],
      port: ['درگاه نامعتبر است'],
      from_address: ['نشانی فرستنده نامعتبر است'],
    });
    const saved = await s.a.put('notification-channels/email/', emailSettings());
    expect(saved.statusCode).toBe(200);
    expect(saved.json().email).toEqual({
      enabled: true,
      host: '127.0.0.1',
      port: smtp.port,
      secure: false,
      username: 'navgan',
      from_address: 'alerts@alborz.example',
      has_password: true,
    });
    expect(JSON.stringify(saved.json())).not.toContain('mail-secret');
    // Saved again from a form that never had the password: it is kept.
    const again = await s.a.put('notification-channels/email/', emailSettings({ password: '' }));
    expect(again.json().email.has_password).toBe(true);
    expect((await s.b.get('notification-channels/')).json().email).toBeNull();
  });

  it('sends a test mail through the real SMTP server, signed in, in the caller language', async () => {
    const answer = await s.aFa.post('notification-channels/email/test/', { to: 'someone@alborz.example' });
    expect(answer.json()).toEqual({ sent: true, error: '' });
    const [mail] = await smtp.waitFor(1);
    expect(mail).toMatchObject({
      to: ['someone@alborz.example'],
      subject: 'ناوگان: پیام آزمایشی',
      user: 'navgan',
    });
    expect(mail?.text).toMatch(/زمان: [۰-۹]{4}\/[۰-۹]{2}\/[۰-۹]{2} [۰-۹]{2}:[۰-۹]{2}/);
    const wrong = await s.a.put('notification-channels/email/', emailSettings({ password: 'wrong' }));
    expect(wrong.statusCode).toBe(200);
    const refused = (await s.a.post('notification-channels/email/test/', { to: 'x@alborz.example' })).json();
    expect(refused.sent).toBe(false);
    expect(refused.error).toMatch(/auth|Invalid/i);
    await s.a.put('notification-channels/email/', emailSettings());
    const notSetUp = await s.b.post('notification-channels/sms/test/', { to: '09121234567' });
    expect(notSetUp.statusCode).toBe(400);
  });

  it("keeps each user's routes, and offers only the channels the company set up", async () => {
    const bad = await s.aFa.put('users/notification-preferences/', { mobile: '12345' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ mobile: ['شماره موبایل نامعتبر است'] });
    const halfQuiet = await s.a.put('users/notification-preferences/', { quiet_from: '22:00' });
    expect(halfQuiet.json()).toEqual({ quiet_to: ['Quiet hours until is Required'] });
    const saved = await s.a.put('users/notification-preferences/', {
      language: 'fa',
      mobile: '۰۹۱۲۱۲۳۴۵۶۷',
      routes: { vehicle: ['email', 'email'], fence: ['email'] },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      language: 'fa',
      mobile: '09121234567',
      routes: { vehicle: ['email'], fence: ['email'] },
      email: 'dispatch@alborz.example',
      available: ['email'],
    });
  });

  it('mails the Persian notification of a fired rule to whoever routed it to email', async () => {
    clock.set(new Date(Date.now() + 60_000));
    const live = new ChannelDispatcher(t.ctx.database, clock, silentLog, 60_000);
    await live.start();
    const rule = await s.a.post('rules/', {
      title: 'Speeding',
      company_vehicles: [truck],
      conditions: [{ metric: 'speed', operator: '>', threshold: 80, duration: null }],
    });
    expect(rule.statusCode).toBe(201);
    const evaluation = new Evaluation(
      t.ctx.database.db,
      new VehicleCatalog(t.ctx.database.db, 0),
      silentLog,
      t.ctx.definitionChanges,
    );
    const fixTime = new Date('2026-11-21T06:01:00Z');
    const record: PositionRecord = {
      companyId: s.companyA,
      deviceId: truck,
      vehicleId: truck,
      serverTime: fixTime,
      position: {
        deviceId: 'imei',
        fixTime,
        valid: true,
        latitude: 35.7,
        longitude: 51.4,
        speedKmh: 97,
        course: 0,
        attributes: {},
      },
    };
    const before = smtp.messages.length;
    evaluation.accept([record]);
    await evaluation.idle();
    evaluation.close();
    // The commit wakes the dispatcher through the database: no poll, no test clock step.
    const mails = await smtp.waitFor(before + 1);
    const mail = mails[before];
    const [stored] = (await s.aFa.get('notifications/')).json();
    expect(mail?.to).toEqual(['dispatch@alborz.example']);
    expect(mail?.subject).toBe('ناوگان: خودرو و قوانین');
    expect(mail?.text).toContain(stored.notification.body);
    expect(mail?.text).toContain('قانون «Speeding»');
    expect(mail?.text).toContain('۹۷');
    await live.stop();
    const [row] = (await messagesOf()).slice(-1);
    expect(row).toMatchObject({ state: 'sent', attempts: 1, channel: 'email', user_id: adminId });
  });

  it('retries a refused mail with back-off and shows it in the delivery log', async () => {
    smtp.refuseNext(1);
    const before = smtp.messages.length;
    await deliverNotifications(t.ctx.database.db, [
      {
        companyId: s.companyA,
        kind: 'vehicle',
        faBody: 'یخچال گرم شد',
        enBody: 'Reefer warmed up',
        subjectId: truck,
        vehicleId: truck,
      },
    ]);
    await drain();
    const [failedOnce] = (await messagesOf()).slice(-1);
    expect(failedOnce).toMatchObject({ state: 'queued', attempts: 1 });
    expect(failedOnce?.last_error).toMatch(/451|Try again/);
    const log = (await s.a.get('notification-channels/messages/?state=queued')).json();
    expect(log.results[0]).toMatchObject({ channel: 'email', state: 'queued', attempts: 1, user: 'chan.a' });
    expect((await s.b.get('notification-channels/messages/')).json().count).toBe(0);
    // Not before its time...
    expect(await drain()).toBe(0);
    clock.set(new Date(clock.ms() + 60_000));
    expect(await drain()).toBe(1);
    const mails = await smtp.waitFor(before + 1);
    expect(mails[before]?.text).toContain('یخچال گرم شد');
    const [sent] = (await messagesOf()).slice(-1);
    expect(sent).toMatchObject({ state: 'sent', attempts: 2, last_error: '' });
  });

  it('holds messages during the reader quiet hours (Iran time) without counting an attempt', async () => {
    clock.set(new Date(Date.now() + 60_000));
    const wall = wallMinuteIn(clock.now());
    const minute = wall.hour * 60 + wall.minute;
    const clockText = (m: number) => {
      const at = (m + 1440) % 1440;
      return `${String(Math.floor(at / 60)).padStart(2, '0')}:${String(at % 60).padStart(2, '0')}`;
    };
    await s.a.put('users/notification-preferences/', {
      language: 'en',
      quiet_from: clockText(minute - 30),
      quiet_to: clockText(minute + 28),
      routes: { vehicle: ['email'] },
    });
    await deliverNotifications(t.ctx.database.db, [
      {
        companyId: s.companyA,
        kind: 'vehicle',
        faBody: 'شب',
        enBody: 'At night',
        subjectId: truck,
        vehicleId: truck,
      },
    ]);
    await drain();
    const [held] = (await messagesOf()).slice(-1);
    expect(held).toMatchObject({
      state: 'queued',
      attempts: 0,
      language: 'en',
      subject: 'Navgan: Vehicles and rules',
    });
    expect(held?.next_attempt_at.getTime()).toBe(clock.ms() - (clock.ms() % 60_000) + 28 * 60_000);
    await s.a.put('users/notification-preferences/', { language: 'en', routes: { vehicle: ['email'] } });
  });

  it('sends texts through the Kavenegar template of a local gateway, and retries what it refuses', async () => {
    let refuse = true;
    const gateway = await startRecorder(() =>
      refuse
        ? { status: 200, body: { return: { status: 418, message: 'credit' } } }
        : { status: 200, body: { return: { status: 200 } } },
    );
    try {
      const saved = await s.a.put('notification-channels/sms/', {
        provider: 'kavenegar',
        api_key: 'KAVE-KEY',
        sender: '10004346',
        base_url: gateway.url,
      });
      expect(saved.json().sms).toMatchObject({
        provider: 'kavenegar',
        has_api_key: true,
        sender: '10004346',
      });
      await s.a.put('users/notification-preferences/', {
        language: 'fa',
        mobile: '09121234567',
        routes: { fence: ['sms'] },
      });
      await deliverNotifications(t.ctx.database.db, [
        {
          companyId: s.companyA,
          kind: 'fence',
          faBody: 'ورود به حصار',
          enBody: 'Entered',
          subjectId: null,
          vehicleId: truck,
        },
      ]);
      await drain();
      expect((await messagesOf()).slice(-1)[0]).toMatchObject({
        channel: 'sms',
        state: 'queued',
        attempts: 1,
      });
      refuse = false;
      clock.set(new Date(clock.ms() + 60_000));
      expect(await drain()).toBe(1);
      const request = gateway.seen.at(-1);
      expect(request?.method).toBe('POST');
      expect(request?.url).toBe('/v1/KAVE-KEY/sms/send.json');
      const form = new URLSearchParams(request?.body);
      expect(form.get('receptor')).toBe('09121234567');
      expect(form.get('sender')).toBe('10004346');
      expect(form.get('message')).toContain('ورود به حصار');
    } finally {
      await gateway.close();
    }
  });

  it('sends through Telegram and Bale bots on a local Bot API server', async () => {
    const botApi = await startRecorder((request) =>
      request.url?.includes('bad-token')
        ? { status: 401, body: { ok: false, description: 'Unauthorized' } }
        : { status: 200, body: { ok: true, result: { message_id: 1 } } },
    );
    try {
      await s.a.put('notification-channels/telegram/', { token: '123:tele', api_base: botApi.url });
      await s.a.put('notification-channels/bale/', { token: '456:bale', api_base: botApi.url });
      await s.a.put('users/notification-preferences/', {
        language: 'en',
        telegram_chat_id: '5551234',
        bale_chat_id: '7771234',
        routes: { driver: ['telegram', 'bale'] },
      });
      await deliverNotifications(t.ctx.database.db, [
        {
          companyId: s.companyA,
          kind: 'driver',
          faBody: 'گواهینامه',
          enBody: 'Licence expires',
          subjectId: null,
          vehicleId: null,
        },
      ]);
      expect(await drain()).toBe(2);
      const calls = botApi.seen.map((call) => ({ url: call.url, body: JSON.parse(call.body) }));
      expect(calls).toEqual(
        expect.arrayContaining([
          {
            url: '/bot123:tele/sendMessage',
            body: { chat_id: '5551234', text: expect.stringContaining('Licence expires') },
          },
          {
            url: '/bot456:bale/sendMessage',
            body: { chat_id: '7771234', text: expect.stringContaining('Licence expires') },
          },
        ]),
      );
      await s.a.put('notification-channels/telegram/', { token: 'bad-token', api_base: botApi.url });
      const refused = (await s.a.post('notification-channels/telegram/test/', { to: '5551234' })).json();
      expect(refused).toEqual({ sent: false, error: 'telegram bot API answered 401: Unauthorized' });
      // The channel's answer never carries the token.
      expect(JSON.stringify((await s.a.get('notification-channels/')).json())).not.toContain('bad-token');
    } finally {
      await botApi.close();
    }
  });

  it("links a user's Telegram chat by a code the user sends the company's bot", async () => {
    let updates: unknown[] = [];
    const botApi = await startRecorder((request) =>
      request.url?.endsWith('/getUpdates')
        ? { status: 200, body: { ok: true, result: updates } }
        : { status: 200, body: { ok: true, result: { message_id: 2 } } },
    );
    try {
      await s.a.put('notification-channels/telegram/', { token: '123:tele', api_base: botApi.url });
      const refused = await s.b.post('users/notification-preferences/link/', { channel: 'telegram' });
      expect(refused.statusCode).toBe(400);
      const link = (await s.a.post('users/notification-preferences/link/', { channel: 'telegram' })).json();
      expect(link.code).toMatch(/^[A-Z2-9]{8}$/);
      // A stranger's message and a wrong code come first; the bot is asked only while a code waits.
      updates = [
        { update_id: 41, message: { text: '/start WRONGCOD', chat: { id: 111 } } },
        { update_id: 42, message: { text: `/start ${link.code}`, chat: { id: 987654 } } },
      ];
      await dispatcher.linkChats();
      const preferences = (await s.a.get('users/notification-preferences/')).json();
      expect(preferences.telegram_chat_id).toBe('987654');
      const reply = botApi.seen.find((call) => call.url.endsWith('/sendMessage'));
      expect(JSON.parse(reply?.body ?? '{}')).toMatchObject({
        chat_id: '987654',
        text: expect.stringContaining('Navgan'),
      });
      const asked = botApi.seen.filter((call) => call.url.endsWith('/getUpdates')).length;
      await dispatcher.linkChats();
      expect(botApi.seen.filter((call) => call.url.endsWith('/getUpdates')).length).toBe(asked);
    } finally {
      await botApi.close();
    }
  });

  it('gives a message up after a day of failures, and sends it again on request', async () => {
    await s.a.put('notification-channels/email/', emailSettings({ port: 1 }));
    await s.a.put('users/notification-preferences/', { language: 'en', routes: { announcement: ['email'] } });
    await deliverNotifications(t.ctx.database.db, [
      {
        companyId: s.companyA,
        kind: 'announcement',
        faBody: 'اطلاعیه',
        enBody: 'Notice',
        subjectId: null,
        vehicleId: null,
      },
    ]);
    const [row] = (await messagesOf()).slice(-1);
    for (let i = 0; i < 40; i++) {
      await drain();
      const [now] = await t.ctx.database.db
        .select()
        .from(outboundMessages)
        .where(eq(outboundMessages.id, row?.id ?? 0));
      if (now?.state === 'failed') break;
      clock.set(new Date(Math.max(clock.ms(), (now?.next_attempt_at.getTime() ?? 0) + 1)));
      // Its age counts from when it was queued: move the stored creation back with the clock.
      await t.ctx.database.db
        .update(outboundMessages)
        .set({ created_at: new Date((now?.created_at.getTime() ?? 0) - 3_600_000) })
        .where(eq(outboundMessages.id, row?.id ?? 0));
    }
    const failed = (await s.a.get('notification-channels/messages/?state=failed')).json();
    expect(failed.results[0]).toMatchObject({ id: row?.id, state: 'failed', next_attempt_at: null });
    expect(failed.results[0].last_error).not.toBe('');
    await s.a.put('notification-channels/email/', emailSettings());
    const before = smtp.messages.length;
    const retried = await s.a.post(`notification-channels/messages/${row?.id}/retry/`, {});
    expect(retried.json()).toMatchObject({ state: 'queued', attempts: 0 });
    expect(await drain()).toBe(1);
    expect((await smtp.waitFor(before + 1))[before]?.text).toContain('Notice');
    expect((await s.b.post(`notification-channels/messages/${row?.id}/retry/`, {})).statusCode).toBe(404);
  });
});

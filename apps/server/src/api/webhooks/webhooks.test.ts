import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../../clock';
import { deviceCommands } from '../../db/device-support-schema';
import { deviceAssignments, devices } from '../../db/vehicle-schema';
import { integrationEvents } from '../../db/webhook-schema';
import { detectOffline } from '../../jobs/offline-job';
import { Evaluation } from '../../pipeline/evaluation';
import { Telematics } from '../../pipeline/telematics';
import { apiAs } from '../../test/api-client';
import { insertVehicle, signInTwoCompanies } from '../../test/fleet-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { TestClock } from '../../test/test-clock';
import { Outbox } from '../../webhooks/outbox';
import { WebhookDispatcher } from '../../webhooks/webhook-dispatcher';
import { WebhookInterest } from '../../webhooks/webhook-interest';

const log = pino({ level: 'silent' });

const depot = {
  type: 'Polygon',
  coordinates: [
    [
      [51.33, 35.69],
      [51.35, 35.69],
      [51.35, 35.71],
      [51.33, 35.71],
      [51.33, 35.69],
    ],
  ],
};

interface Received {
  at: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  json: { id: string; type: string; occurred_at: string; company_id: number; data: Record<string, unknown> };
  status: number;
}

/** A receiver on a real socket: answers each request with the next planned status (200 when none is left). */
async function startReceiver() {
  const received: Received[] = [];
  const plan: number[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const status = plan.shift() ?? 200;
      received.push({ at: Date.now(), headers: request.headers, body, json: JSON.parse(body), status });
      response.writeHead(status, { 'content-type': 'text/plain' }).end(status === 200 ? 'thanks' : 'broken');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  return {
    url,
    received,
    plan,
    async waitFor(test: (all: Received[]) => boolean, ms = 8_000) {
      const deadline = Date.now() + ms;
      while (!test(received)) {
        if (Date.now() > deadline)
          throw new Error(`receiver still waits; got ${received.map((r) => r.json.type)}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The receiver's check exactly as docs/webhooks.md shows it. */
function verify(secret: string, headers: Received['headers'], body: string): boolean {
  const timestamp = String(headers['webhook-timestamp']);
  const expected = `v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
  const given = String(headers['webhook-signature']);
  return given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));
}

describe('webhooks', () => {
  let t: TestApp;
  let s: Awaited<ReturnType<typeof signInTwoCompanies>>;
  let telematics: Telematics;
  let evaluation: Evaluation;
  let dispatcher: WebhookDispatcher;
  let osmand: string;
  let truck: number;
  let foreignTruck: number;
  let fixSecond = Math.floor(Date.now() / 1000) - 3_600;

  /** A position of a tracker through the real OsmAnd listener; resolves once it is stored. */
  const drive = async (imei: string, lat: number, lon: number) => {
    fixSecond += 10;
    const response = await fetch(
      `${osmand}/?id=${imei}&lat=${lat}&lon=${lon}&timestamp=${fixSecond}&speed=20`,
      {
        method: 'POST',
      },
    );
    expect(response.status).toBe(200);
  };
  const inside = (imei = 'hook-a') => drive(imei, 35.7, 51.34);
  const outside = (imei = 'hook-a') => drive(imei, 35.8, 51.5);

  beforeAll(async () => {
    t = await createTestApp();
    s = await signInTwoCompanies(t, 'Hook');
    const db = t.ctx.database.db;
    truck = await insertVehicle(t, s.companyA, 'Truck A', '112223344');
    foreignTruck = await insertVehicle(t, s.companyB, 'Truck B', '552223344');
    const [deviceA, deviceB] = await db
      .insert(devices)
      .values([
        { company_id: s.companyA, imei: 'hook-a', protocol: 'osmand' },
        { company_id: s.companyB, imei: 'hook-b', protocol: 'osmand' },
      ])
      .returning({ id: devices.id });
    await db.insert(deviceAssignments).values([
      { company_id: s.companyA, company_vehicle_id: truck, device_id: deviceA?.id ?? 0 },
      { company_id: s.companyB, company_vehicle_id: foreignTruck, device_id: deviceB?.id ?? 0 },
    ]);
    expect(
      (await s.a.post('geofences/', { title: 'Depot', color: '#1E88E5', shape: depot })).statusCode,
    ).toBe(201);
    telematics = new Telematics(
      t.ctx.database,
      log,
      t.ctx.liveStates,
      t.ctx.deviceSupport,
      systemClock,
      t.ctx.outbox,
    );
    evaluation = new Evaluation(db, t.ctx.catalog, log, t.ctx.definitionChanges, t.ctx.outbox);
    telematics.onCommitted((records) => evaluation.accept(records));
    const ports = await telematics.start('127.0.0.1', { teltonika: 0, teltonikaUdp: 0, gt06: 0, osmand: 0 });
    osmand = `http://127.0.0.1:${ports.osmand}`;
    dispatcher = new WebhookDispatcher(t.ctx.database, t.ctx.outbox.interest, log, systemClock, {
      retryBaseMs: 300,
      maxRetryMs: 600,
    });
    await dispatcher.start();
  });
  afterAll(async () => {
    await dispatcher.stop();
    await telematics.stop();
    await evaluation.idle();
    evaluation.close();
    await t.close();
  });

  const subscribe = async (url: string, event_types: string[], api = s.a) => {
    const created = await api.post('webhooks/', { url, event_types, description: 'test' });
    expect(created.statusCode).toBe(201);
    return created.json() as { id: number; secret: string };
  };

  it('delivers a signed fence entry within 5 s of its position, again with the same id after a 500, and logs both', async () => {
    const receiver = await startReceiver();
    const hook = await subscribe(receiver.url, ['fence.entered']);
    expect(hook.secret).toMatch(/^whsec_/);
    receiver.plan.push(500);
    await outside();
    const sent = Date.now();
    await inside();
    await receiver.waitFor((all) => all.length >= 2);
    const [first, second] = receiver.received as [Received, Received];
    expect(first.at - sent).toBeLessThan(5_000);
    expect(first.json).toMatchObject({
      type: 'fence.entered',
      company_id: s.companyA,
      data: { vehicle_id: truck, kind: 'enter', geofence: { title: 'Depot' } },
    });
    expect(first.status).toBe(500);
    expect(second.headers['webhook-id']).toBe(first.json.id);
    expect(second.json.id).toBe(first.json.id);
    expect(second.body).toBe(first.body);
    for (const request of [first, second])
      expect(verify(hook.secret, request.headers, request.body)).toBe(true);
    expect(verify('whsec_other', first.headers, first.body)).toBe(false);

    await dispatcher.idle();
    const log = (await s.a.get(`webhooks/${hook.id}/attempts/`)).json();
    expect(log.count).toBe(2);
    expect(log.results).toMatchObject([
      {
        attempt: 2,
        status_code: 200,
        succeeded: true,
        response_excerpt: 'thanks',
        delivery_state: 'delivered',
      },
      {
        attempt: 1,
        status_code: 500,
        succeeded: false,
        response_excerpt: 'broken',
        delivery_state: 'delivered',
      },
    ]);
    expect((await s.a.delete(`webhooks/${hook.id}/`)).statusCode).toBe(204);
    await receiver.close();
  });

  it("keeps a vehicle's events in order while an earlier one is retried", async () => {
    const receiver = await startReceiver();
    await subscribe(receiver.url, ['fence.entered', 'fence.exited']);
    receiver.plan.push(500, 500);
    await outside();
    await inside();
    await outside();
    await receiver.waitFor((all) => all.filter((r) => r.status === 200).length >= 3);
    expect(receiver.received.map((r) => [r.json.type, r.status])).toEqual([
      ['fence.exited', 500],
      ['fence.exited', 500],
      ['fence.exited', 200],
      ['fence.entered', 200],
      ['fence.exited', 200],
    ]);
    await receiver.close();
  });

  it("never sends one company's events to another company's webhook", async () => {
    const forA = await startReceiver();
    const forB = await startReceiver();
    const hookA = await subscribe(forA.url, ['positions.batch']);
    const hookB = await subscribe(forB.url, ['positions.batch'], s.b);
    await drive('hook-b', 35.75, 51.45);
    await drive('hook-a', 35.75, 51.45);
    await forA.waitFor((all) => all.length >= 1);
    await forB.waitFor((all) => all.length >= 1);
    const vehiclesIn = (all: Received[]) =>
      new Set(
        all.flatMap((r) => (r.json.data.positions as { vehicle_id: number }[]).map((p) => p.vehicle_id)),
      );
    expect(forA.received.every((r) => r.json.company_id === s.companyA)).toBe(true);
    expect([...vehiclesIn(forA.received)]).toEqual([truck]);
    expect(forB.received.every((r) => r.json.company_id === s.companyB)).toBe(true);
    expect([...vehiclesIn(forB.received)]).toEqual([foreignTruck]);
    // Nor may the other company read, log, ping or redeliver it.
    for (const url of [
      `webhooks/${hookA.id}/`,
      `webhooks/${hookA.id}/attempts/`,
      `webhooks/${hookA.id}/secret/`,
    ])
      expect((await s.b.get(url)).statusCode).toBe(404);
    expect((await s.b.post(`webhooks/${hookA.id}/ping/`, {})).statusCode).toBe(404);
    expect((await s.a.get('webhooks/')).json().results.map((w: { id: number }) => w.id)).not.toContain(
      hookB.id,
    );
    await Promise.all([s.a.delete(`webhooks/${hookA.id}/`), s.b.delete(`webhooks/${hookB.id}/`)]);
    await Promise.all([forA.close(), forB.close()]);
  });

  it('hears of command state changes through the trigger, only while subscribed', async () => {
    const db = t.ctx.database.db;
    const [device] = await db.select({ id: devices.id }).from(devices).where(eq(devices.imei, 'hook-a'));
    const [command] = await db
      .insert(deviceCommands)
      .values({
        company_id: s.companyA,
        device_id: device?.id ?? 0,
        type: 'reboot',
        expires_at: new Date(Date.now() + 60_000),
      })
      .returning({ id: deviceCommands.id });
    const recorded = async () =>
      (await db.select().from(integrationEvents).where(eq(integrationEvents.type, 'command.state_changed')))
        .length;
    expect(await recorded()).toBe(0);
    const receiver = await startReceiver();
    const hook = await subscribe(receiver.url, ['command.state_changed']);
    await db
      .update(deviceCommands)
      .set({ state: 'sent' })
      .where(eq(deviceCommands.id, command?.id ?? 0));
    await receiver.waitFor((all) => all.length === 1);
    expect(receiver.received[0]?.json).toMatchObject({
      type: 'command.state_changed',
      company_id: s.companyA,
      data: {
        command_id: command?.id,
        vehicle_id: truck,
        state: 'sent',
        previous_state: 'queued',
        type: 'reboot',
      },
    });
    await s.a.delete(`webhooks/${hook.id}/`);
    await receiver.close();
  });

  it('records a job’s event in the job’s own transaction, with nothing known of the company yet', async () => {
    const receiver = await startReceiver();
    const hook = await subscribe(receiver.url, ['vehicle.offline']);
    // A process that has not heard of any webhook: what the company wants is read inside the
    // notification's transaction (on PGlite's one connection, reading outside it would wait forever).
    const outbox = new Outbox(new WebhookInterest(t.ctx.database.db));
    const later = new Date(Date.now() + 2 * 3_600_000);
    await detectOffline(t.ctx.database.db, t.ctx.liveStates, t.ctx.catalog, 3_600_000, later, outbox);
    await receiver.waitFor((all) => all.length === 1);
    expect(receiver.received[0]?.json).toMatchObject({
      type: 'vehicle.offline',
      company_id: s.companyA,
      data: { vehicle_id: truck },
    });
    await s.a.delete(`webhooks/${hook.id}/`);
    await receiver.close();
  });

  it('answers bad addresses and events with a 400 in the caller’s language', async () => {
    for (const url of ['ftp://example.com/hook', 'not a url', 'http://user:pw@example.com/', 'https://'])
      expect((await s.aFa.post('webhooks/', { url, event_types: ['rule.fired'] })).json()).toEqual({
        url: ['آدرس باید با http:// یا https:// شروع شود و نام میزبان داشته باشد.'],
      });
    const noEvents = await s.a.post('webhooks/', { url: 'https://example.com/', event_types: [] });
    expect(noEvents.statusCode).toBe(400);
    expect(Object.keys(noEvents.json())).toEqual(['event_types']);
    expect(
      (await s.a.post('webhooks/', { url: 'https://example.com/', event_types: ['ping'] })).statusCode,
    ).toBe(400);
    expect((await s.a.post('webhooks/', { url: '', event_types: ['rule.fired'] })).json().url).toHaveLength(
      1,
    );
  });

  it('lets a person pause, resume, ping and redeliver', async () => {
    const receiver = await startReceiver();
    const hook = await subscribe(receiver.url, ['rule.fired']);
    const paused = (await s.a.post(`webhooks/${hook.id}/pause/`, {})).json();
    expect(paused).toMatchObject({ active: false, paused_reason: 'manual' });
    const ping = await s.a.post(`webhooks/${hook.id}/ping/`, {});
    expect(ping.statusCode).toBe(202);
    await receiver.waitFor((all) => all.length === 1);
    expect(receiver.received[0]?.json).toMatchObject({ type: 'ping', data: { webhook_id: hook.id } });
    await dispatcher.idle();
    const again = await s.a.post(`webhooks/${hook.id}/deliveries/${ping.json().delivery_id}/redeliver/`, {});
    expect(again.statusCode).toBe(202);
    await receiver.waitFor((all) => all.length === 2);
    expect(receiver.received[1]?.json.id).toBe(receiver.received[0]?.json.id);
    expect((await s.a.post(`webhooks/${hook.id}/resume/`, {})).json()).toMatchObject({
      active: true,
      paused_reason: null,
    });
    const secret = (await s.a.get(`webhooks/${hook.id}/secret/`)).json().secret;
    expect(secret).toBe(hook.secret);
    await s.a.delete(`webhooks/${hook.id}/`);
    await receiver.close();
  });
});

describe('a webhook failing for a day', () => {
  // An hour ahead: the accounts' passwords, set by the database's clock, predate every token.
  const start = new Date(Math.floor(Date.now() / 1000) * 1000 + 3_600_000);
  const clock = new TestClock(start);
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({}, { clock });
  });
  afterAll(() => t.close());

  /** A webhook of `api`'s company on a receiver that answers 500 to its first `failures` requests. */
  async function hookFailing(api: ReturnType<typeof apiAs>, failures: number) {
    const receiver = await startReceiver();
    receiver.plan.push(...Array(failures).fill(500));
    const hook = (
      await api.post('webhooks/', { url: receiver.url, event_types: ['vehicle.offline'] })
    ).json();
    return { receiver, hook };
  }

  it('is paused, its creator is told, and resuming delivers what waits', async () => {
    const owner = await t.account({ company: 'Failing Co', username: 'failing.owner' });
    await t.account({ company: 'Failing Co', username: 'failing.other' });
    let api = apiAs(t.app, (await t.login('failing.owner')).access);
    const { receiver, hook } = await hookFailing(api, 10);
    const dispatcher = new WebhookDispatcher(t.ctx.database, t.ctx.outbox.interest, log, clock);

    await api.post(`webhooks/${hook.id}/ping/`, {});
    await dispatcher.runOnce();
    expect((await api.get(`webhooks/${hook.id}/`)).json()).toMatchObject({
      active: true,
      failing_since: start.toISOString(),
    });

    clock.set(new Date(start.getTime() + 25 * 3_600_000));
    api = apiAs(t.app, (await t.login('failing.owner')).access);
    const other = apiAs(t.app, (await t.login('failing.other')).access);
    await api.post(`webhooks/${hook.id}/ping/`, {});
    await dispatcher.runOnce();
    expect((await api.get(`webhooks/${hook.id}/`)).json()).toMatchObject({
      active: false,
      paused_reason: 'failing',
      pending: 1,
    });
    const notes = (await api.get('notifications/')).json() as {
      notification: { type: { en_title: string }; en_body: string };
    }[];
    expect(
      notes.filter((n) => n.notification.type.en_title === 'webhook').map((n) => n.notification.en_body),
    ).toEqual([
      `The webhook ${receiver.url} was paused: none of its deliveries has succeeded for a day. Resume it once the receiver is fixed.`,
    ]);
    expect(((await other.get('notifications/')).json() as unknown[]).length).toBe(0);

    receiver.plan.length = 0;
    await api.post(`webhooks/${hook.id}/resume/`, {});
    await dispatcher.runOnce();
    expect((await api.get(`webhooks/${hook.id}/`)).json()).toMatchObject({
      active: true,
      failing_since: null,
      pending: 0,
    });
    const attempts = (await api.get(`webhooks/${hook.id}/attempts/`)).json();
    expect(attempts.results[0]).toMatchObject({ succeeded: true, delivery_state: 'delivered' });
    expect(owner.company_id).toBeGreaterThan(0);
    await receiver.close();
  });
  it('logs every failed attempt when a broken receiver fails many deliveries at the same moment', async () => {
    await t.account({ company: 'Broken Co', username: 'broken.owner' });
    const api = apiAs(t.app, (await t.login('broken.owner')).access);
    const { receiver, hook } = await hookFailing(api, 16);
    for (let ping = 0; ping < 16; ping++) await api.post(`webhooks/${hook.id}/ping/`, {});
    // Eight at a time, as in production: on PostgreSQL their settlements meet on the webhook's row.
    await new WebhookDispatcher(t.ctx.database, t.ctx.outbox.interest, log, clock).runOnce();
    const attempts = (await api.get(`webhooks/${hook.id}/attempts/?page_size=50`)).json();
    expect(attempts.count).toBe(16);
    expect((await api.get(`webhooks/${hook.id}/`)).json()).toMatchObject({ active: true, pending: 16 });
    await receiver.close();
  });
});

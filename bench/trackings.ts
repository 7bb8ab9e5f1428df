import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { deviceAssignments, devices } from '../apps/server/src/db/vehicle-schema';
import { seedDemoFleet } from '../apps/server/src/demo/seed-demo';
import type { PositionRecord } from '../apps/server/src/pipeline/position-writer';
import { createTestApp } from '../apps/server/src/test/test-app';
import { percentile, report, timeEach } from './stats';

/**
 * Times each call twice: the server time, Fastify's `elapsedTime` when the response payload is
 * ready to be written (onSend: authentication, handler, serialisation and compression done), and
 * the round trip of the request. Hooks must be added before the first request. The requests go
 * over a real socket: inject copies a 6 MB payload and decodes it to a string, whose garbage
 * costs more than the server's work and lands in the next requests' figures.
 */
function serverTimer(app: FastifyInstance) {
  let last = Number.NaN;
  app.addHook('onSend', async (_request, reply, payload) => {
    last = reply.elapsedTime;
    return payload;
  });
  /** `prepare` runs before each timed call, outside its figures (a change to the fleet, a wait). */
  return async (
    count: number,
    work: () => Promise<unknown>,
    prepare?: () => Promise<unknown> | undefined,
  ) => {
    const server: number[] = [];
    const roundTrip: number[] = [];
    for (let i = 0; i < count; i++) {
      await prepare?.();
      const start = performance.now();
      await work();
      roundTrip.push(performance.now() - start);
      server.push(last);
    }
    return {
      server: percentile(server, 95),
      roundTrip: percentile(roundTrip, 95),
      serverMedian: percentile(server, 50),
    };
  };
}

/** A GET over a real socket whose body is drained as bytes (never decoded): the client's share stays small. */
function socketGet(port: number, path: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path, headers, agent: keepAlive }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      response.on('end', () => resolve(bytes));
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}
const keepAlive = new http.Agent({ keepAlive: true, maxSockets: 1 });

const vehicles = Number(process.env.BENCH_LIVE_VEHICLES ?? 10_000);

/**
 * `trackings/` of a company with 10,000 live vehicles (the demo fleet generator, every tracker
 * with a fresh fix in live state): p95 of the whole list (plain, and compressed as a browser asks
 * for it), of a status-filtered list and of `customer/v1/car-live-state/`, each as server time and
 * as HTTP round trip over a socket, against the `select 1` request through the same app; then the whole list
 * while positions keep arriving, and what rebuilding an answer costs.
 */
export async function trackings(): Promise<void> {
  // LIVE_ANSWER_WARM_KEYS=0 measures answers built on request only (no background refresh).
  const t = await createTestApp({ LIVE_ANSWER_WARM_KEYS: process.env.LIVE_ANSWER_WARM_KEYS ?? '4' });
  const time = serverTimer(t.app);
  try {
    const me = await t.account({ company: 'Live Bench Co', username: 'live.bench' });
    const { access } = await t.login('live.bench');
    const db = t.ctx.database.db;
    await seedDemoFleet(db, me.company_id, vehicles);
    const rows = await db
      .select({ id: devices.id })
      .from(devices)
      .where(eq(devices.company_id, me.company_id));
    const now = new Date();
    const vehicleOf = new Map(
      (
        await db
          .select({ device: deviceAssignments.device_id, vehicle: deviceAssignments.company_vehicle_id })
          .from(deviceAssignments)
          .where(eq(deviceAssignments.company_id, me.company_id))
      ).map((r) => [r.device, r.vehicle]),
    );
    const records: PositionRecord[] = rows.map((row, i) => ({
      companyId: me.company_id,
      deviceId: row.id,
      vehicleId: vehicleOf.get(row.id) ?? null,
      serverTime: now,
      position: {
        deviceId: String(row.id),
        fixTime: now,
        valid: true,
        latitude: 35.6 + (i % 100) / 500,
        longitude: 51.2 + Math.floor(i / 100) / 500,
        speedKmh: i % 3 === 0 ? 0 : 40 + (i % 50),
        course: (i * 37) % 360,
        attributes: {
          ignition: i % 5 !== 0,
          fuel: 30 + (i % 60),
          ...(i % 12 === 0 ? { temperatures: [-18] } : {}),
        },
      },
    }));
    t.ctx.liveStates.apply(records);

    const rounds = Number(process.env.BENCH_ROUNDS ?? 300);
    const browser = { 'accept-encoding': 'gzip, deflate, br, zstd' };
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (t.app.server.address() as AddressInfo).port;
    const auth = { authorization: `Bearer ${access}` };
    const get = (path: string, headers: Record<string, string> = {}) =>
      socketGet(port, path, { ...auth, ...headers });
    const list = () => get('/api/v1/trackings/');
    const first = await t.get('/api/v1/trackings/', access);
    const count = (first.json() as unknown[]).length;
    const compressed = await t.get('/api/v1/trackings/', access, browser);
    await timeEach(30, list);
    await timeEach(200, () => get('/api/health'));
    const baseline = await time(rounds, () => get('/api/health'));
    const all = await time(rounds, list);
    const allBrowser = await time(rounds, () => get('/api/v1/trackings/', browser));
    const moving = await time(rounds, () => get('/api/v1/trackings/?traffic_status__in=moving'));
    const pie = await time(rounds, () => get('/api/v1/customer/v1/car-live-state/'));
    // Steady ingest: 100 new fixes before every request (a fleet reporting every few seconds).
    let tick = 0;
    const moved = (count = 100) => {
      tick++;
      const at = new Date();
      const from = (tick * count) % records.length;
      t.ctx.liveStates.apply(
        records.slice(from, from + count).map((r) => ({
          ...r,
          serverTime: at,
          position: { ...r.position, fixTime: at, latitude: r.position.latitude + tick / 1e5 },
        })),
      );
    };
    const ingesting = await time(rounds, async () => {
      moved();
      await get('/api/v1/trackings/', browser);
    });
    // A rebuilt answer: a filter asked for the first time (every row joined and encoded anew).
    const rebuilt = await time(30, () => {
      moved();
      return get(`/api/v1/trackings/?id__in=${tick}`, browser);
    });
    // The last answer is over 1 s old (what a map polling every 10 s under ingest always gets):
    // with 100 new fixes, and with every vehicle moved since (full churn). Kept warm (the
    // default), the answer was rebuilt in the background before the poll; with
    // LIVE_ANSWER_WARM_KEYS=0 the poll pays the rebuild.
    const afterChange = (count: number) => async () => {
      moved(count);
      await new Promise((resolve) => setTimeout(resolve, 1_050));
    };
    const rebuildRounds = Number(process.env.BENCH_REBUILD_ROUNDS ?? 20);
    const listBrowser = () => get('/api/v1/trackings/', browser);
    const rebuiltAll = await time(rebuildRounds, listBrowser, afterChange(100));
    const churned = await time(rebuildRounds, listBrowser, afterChange(records.length));
    const churnedGzip = await time(
      rebuildRounds,
      () => get('/api/v1/trackings/', { 'accept-encoding': 'gzip' }),
      afterChange(records.length),
    );
    console.log(
      `trackings: ${count} live vehicles, ${(first.rawPayload.length / 1e6).toFixed(1)} MB per full answer, ` +
        `${(compressed.rawPayload.length / 1e3).toFixed(0)} kB as ${compressed.headers['content-encoding']}`,
    );
    console.log(
      'server = Fastify elapsedTime when the payload is ready (onSend); socket = HTTP round trip over 127.0.0.1, body drained as bytes',
    );
    const mode = process.env.LIVE_ANSWER_WARM_KEYS === '0' ? 'built on request' : 'kept warm';
    const lines: [string, { server: number; roundTrip: number; serverMedian: number }][] = [
      ['trackings/ (every vehicle)', all],
      ['trackings/ (every vehicle, br as a browser asks)', allBrowser],
      ['trackings/?traffic_status__in=moving', moving],
      ['car-live-state', pie],
      ['trackings/ (every vehicle, br) with 100 new fixes before each', ingesting],
      [`trackings/ 1 s after 100 new fixes (${mode}, br)`, rebuiltAll],
      [`trackings/ 1 s after every vehicle moved (${mode}, br)`, churned],
      [`trackings/ 1 s after every vehicle moved (${mode}, gzip)`, churnedGzip],
    ];
    for (const [name, figures] of lines) {
      report(`${name} server p95`, figures.server, 'select-1 server p95', baseline.server);
      report(`${name} socket p95`, figures.roundTrip, 'select-1 socket p95', baseline.roundTrip);
    }
    // A rebuild's typical cost, apart from the requests that meet the catalogue's refresh (every
    // 15 s: its queries and 10,000 rows parsed on the main thread, in-process under PGlite).
    for (const [name, figures] of lines.slice(-3)) {
      report(`${name} server p50`, figures.serverMedian, 'select-1 server p95', baseline.server);
    }
    report(
      'trackings/?id__in=<new> (filter never seen: built) server p95',
      rebuilt.server,
      'select-1 server p95',
      baseline.server,
    );
  } finally {
    await t.close();
  }
}

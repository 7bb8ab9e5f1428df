import { appendFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RegisteredRoute } from '../access/enforce-permissions';
import { permissionOf } from '../access/route-permissions';
import { fleetResources } from '../api/fleet-resources';
import { rowsOf } from '../db/sql-helpers';
import { defaultDemoPassword, demoUsername, seedDemo, seedDemoFleet } from '../demo/seed-demo';
import { ensurePositionStorage } from '../pipeline/position-storage';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * Every GET/POST/PUT route of the permission table × a corpus of bad values: never a 5xx, and not
 * one row of any table changed. Driven by the registered routes, so a new route is covered
 * without a new test. Bodies start from a real record of the route (what its GET answers) and
 * spoil one field at a time, so a lenient field cannot hide behind a strict neighbour.
 */

/** Values no field of any route may accept. */
const alwaysBad: unknown[] = [[[[[7]]]], 1e300, 2 ** 31, 'a\u0000b', { $gt: 1 }, 'x'.repeat(1024 * 1024)];
/** Extra values for fields whose current value is a date (or an instant). */
const badDays = ['2024-02-30', '1404-12-30', '9999-12-31'];
const badInstants = ['2024-02-30T10:00:00Z', '9999-12-31T23:59:00Z'];
/** Extra values for fields whose current value is a number or a record reference. */
const badNumbers = ['99999999999999999999', '1e300', true];

/** Query strings every GET is tried with (ids beyond 32 bits, NUL, impossible or far days, pages). */
const badQueries = [
  'p=1e300',
  'p=99999999999999999999',
  'p=-1',
  'search=%00',
  'search=a%00b',
  'search=%FF%FE',
  'search=%C0%AF',
  `search=${'x'.repeat(20_000)}`,
  'start_range=2024-02-30&stop_range=2024-03-01',
  'start_range=9999-01-01&stop_range=9999-12-31',
  'start_range=1000-01-01&stop_range=9000-12-31',
  'start_range=0001-01-01&stop_range=0001-01-02',
  'start_range=2024-01-01T00:00:00Z&stop_range=9999-12-31T23:59:59Z',
  'day=2024-02-30',
  'day=9999-12-31',
  'company_vehicle__id__in=2147483648',
  'company_vehicle__id__in=1,99999999999999999999&start_range=2024-01-01&stop_range=2024-01-02',
  'company_vehicle_tags__id__in=1e300',
  'id__in=2147483648',
  'driver__id__in=-1',
  'company_vehicle__vehicle__id__in=2147483648',
  'company_vehicle__organizations__id__in=2147483648',
  'resource=vehicles&record_id=2147483648',
  'hours=1e300',
  'minutes=99999999999',
  'kind=%00',
  'active=%00',
];

/** Path ids that cannot name a record. */
const badIds = ['2147483648', '99999999999999999999', '1e3', '%00'];

describe('bad input on every route', () => {
  let t: TestApp;
  const registered: RegisteredRoute[] = [];
  let auth: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp({}, { protectedRoutes: registered });
    await ensurePositionStorage(t.ctx.database.db);
    const demo = await seedDemo(t.ctx.database.db);
    await seedDemoFleet(t.ctx.database.db, demo.companyId, 4);
    const access = (await t.login(demoUsername, defaultDemoPassword)).access;
    auth = { authorization: `Bearer ${access}`, 'accept-language': 'en' };
  });
  afterAll(() => t.close());

  const send = (app: FastifyInstance, options: InjectOptions) =>
    app.inject({ ...options, headers: { ...auth, ...(options.headers ?? {}) } });

  /** A digest of every table, to show that nothing was written. */
  const digest = async () => {
    const tables = rowsOf<{ name: string }>(
      await t.ctx.database.db.execute(
        sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
      ),
    );
    const out: Record<string, string> = {};
    for (const { name } of tables) {
      const [row] = rowsOf<{ n: number; sum: string | null }>(
        await t.ctx.database.db.execute(
          sql.raw(
            `select count(*)::int as n, md5(string_agg(x::text, '|' order by x::text)) as sum from "${name}" x`,
          ),
        ),
      );
      out[name] = `${row?.n}:${row?.sum}`;
    }
    return out;
  };

  /** An existing record's id and representation under a collection path, when it has any. */
  const sampleOf = async (collection: string): Promise<Record<string, unknown> | undefined> => {
    const response = await send(t.app, { method: 'GET', url: collection });
    if (response.statusCode !== 200 || !String(response.headers['content-type']).includes('json'))
      return undefined;
    const body = response.json() as unknown;
    const list = Array.isArray(body) ? body : (body as { results?: unknown[] } | null)?.results;
    const first = Array.isArray(list) ? list[0] : undefined;
    return first && typeof first === 'object' ? (first as Record<string, unknown>) : undefined;
  };

  const inputKeys = new Map(
    fleetResources.map((def) => [
      def.path,
      Object.keys((def.input as { shape?: Record<string, unknown> }).shape ?? {}),
    ]),
  );

  /**
   * Bodies for one write route: every field spoilt by a value of the corpus in turn (field i takes
   * value i, i + 1 ...), dates and numbers also by their own bad values, and every field at once
   * by each value. Enough to reach every field's parser without a request per field and value.
   */
  const bodiesFor = (base: Record<string, unknown>, keys: string[]) => {
    const bodies: unknown[] = [];
    const fields = keys.length > 0 ? keys : Object.keys(base).filter((key) => key !== 'id');
    // One field at a time only where the route's fields are known (the resource's schema): a key
    // of a GET answer that the write ignores would be a legitimate save.
    (keys.length > 0 ? fields : []).forEach((key, index) => {
      const current = base[key];
      const values = [alwaysBad[index % alwaysBad.length], alwaysBad[(index + 1) % alwaysBad.length]];
      if (typeof current === 'number') values.push(badNumbers[index % badNumbers.length]);
      if (typeof current === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(current))
        values.push(badDays[index % badDays.length]);
      if (typeof current === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(current))
        values.push(badInstants[index % badInstants.length]);
      for (const value of values) bodies.push({ ...base, [key]: value });
    });
    // Spoiling no field is no spoil: `{}` is a valid body where every field is optional.
    for (const value of fields.length > 0 ? alwaysBad : [])
      bodies.push({ ...base, ...Object.fromEntries(fields.map((key) => [key, value])) });
    return bodies;
  };

  /** Whole-body attacks: not JSON objects, invalid UTF-8, deep nesting, too large. */
  const rawBodies: { payload: string | Buffer; status?: number }[] = [
    { payload: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]) },
    { payload: Buffer.from('{"fa_title":"\xc0\xaf"}', 'latin1') },
    { payload: `${'['.repeat(5000)}${']'.repeat(5000)}` },
    { payload: `${'{"a":'.repeat(200)}1${'}'.repeat(200)}` },
    { payload: '[]' },
    { payload: '7' },
    { payload: '"text"' },
    { payload: 'null' },
    { payload: '{"a":"\\u0000"}' },
    { payload: JSON.stringify({ x: 'y'.repeat(6 * 1024 * 1024) }), status: 413 },
  ];

  it('answers no 5xx and writes nothing, whatever a GET, POST or PUT is sent', async () => {
    const failures: string[] = [];
    const note = (what: string, status: number, body: string) => {
      if (status >= 500) failures.push(`${what} → ${status} ${body.slice(0, 160)}`);
    };
    const routes = registered.filter((route) => {
      const [method, url] = route.split(' ') as [string, string];
      return ['GET', 'POST', 'PUT'].includes(method) && permissionOf(method, url) !== undefined;
    });
    expect(routes.length).toBeGreaterThan(80);

    // Marking every notification read is the one write that needs no body: done before the digest.
    await send(t.app, { method: 'POST', url: '/api/v1/notifications/read/' });
    const before = await digest();
    const started = Date.now();
    let requests = 0;
    for (const [routeIndex, route] of routes.entries()) {
      const [method, pattern] = route.split(' ') as ['GET' | 'POST' | 'PUT', string];
      const collection = pattern.includes(':id') ? pattern.slice(0, pattern.indexOf(':id')) : pattern;
      const sample = await sampleOf(collection);
      const realId = typeof sample?.id === 'number' ? String(sample.id) : '1';
      const urls = pattern.includes(':id')
        ? [realId, ...badIds].map((id) => pattern.replace(':id', id))
        : [pattern];
      const calls: InjectOptions[] = [];
      if (method === 'GET') {
        for (const url of urls) calls.push({ method, url });
        // Each route takes a share of the queries in turn; every query reaches a score of routes.
        for (let k = 0; k < 4; k++) {
          const query = badQueries[(routeIndex * 4 + k) % badQueries.length];
          calls.push({ method, url: `${urls[0]}?${query}` });
        }
      } else {
        const itemBase = pattern.includes(':id')
          ? await send(t.app, { method: 'GET', url: urls[0] as string })
          : undefined;
        const itemJson =
          itemBase?.statusCode === 200 && String(itemBase.headers['content-type']).includes('json')
            ? (itemBase.json() as unknown)
            : undefined;
        const record = (value: unknown) =>
          value && typeof value === 'object' && !Array.isArray(value) && !('results' in value)
            ? (value as Record<string, unknown>)
            : undefined;
        const base = record(itemJson) ?? (pattern.includes(':id') ? {} : (sample ?? {}));
        // The resource's own routes only (`path` and `path:id/`), not others under the same path.
        const resourcePath = pattern.replace('/api/v1/', '').replace(/:id\/$/, '');
        const keys = inputKeys.get(resourcePath) ?? [];
        for (const url of urls.slice(1)) calls.push({ method, url, payload: base as object });
        for (const payload of bodiesFor(base, keys))
          calls.push({ method, url: urls[0] as string, payload: payload as object });
        for (const raw of rawBodies)
          calls.push({
            method,
            url: urls[0] as string,
            payload: raw.payload,
            headers: { 'content-type': 'application/json' },
          });
      }
      for (const call of calls) {
        const t0 = Date.now();
        const response = await send(t.app, call);
        requests += 1;
        if (process.env.BAD_INPUT_TRACE && Date.now() - t0 > 300)
          console.info(
            `slow ${Date.now() - t0} ms ${call.method} ${String(call.url).slice(0, 140)} ${response.statusCode}`,
          );
        const shown = typeof call.payload === 'string' ? call.payload.slice(0, 60) : '';
        const body = typeof call.payload === 'object' ? JSON.stringify(call.payload).slice(0, 120) : shown;
        if (process.env.BAD_INPUT_TRACE && response.statusCode >= 500)
          console.info(
            `5xx ${call.method} ${String(call.url).slice(0, 140)} ${body.slice(0, 100)} ${response.body.slice(0, 150)}`,
          );
        note(`${call.method} ${String(call.url).slice(0, 100)} ${body}`, response.statusCode, response.body);
        if (process.env.BAD_INPUT_TRACE && call.method !== 'GET' && response.statusCode < 300)
          appendFileSync(
            process.env.BAD_INPUT_TRACE,
            `${call.method} ${call.url} ${body.slice(0, 200)} ${response.statusCode}\n`,
          );
        const resourceRoute = inputKeys.has(pattern.replace('/api/v1/', '').replace(/:id\/$/, ''));
        if (call.method !== 'GET' && response.statusCode < 300 && resourceRoute)
          failures.push(`${call.method} ${call.url} ${body} → ${response.statusCode} accepted`);
      }
    }
    const after = await digest();
    const changed = Object.keys(before).filter((name) => before[name] !== after[name]);
    console.info(`bad input: ${requests} requests on ${routes.length} routes in ${Date.now() - started} ms`);
    expect(failures).toEqual([]);
    expect(changed).toEqual([]);
  }, 1_800_000);
});

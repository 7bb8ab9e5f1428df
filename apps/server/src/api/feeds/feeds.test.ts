import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { createContext } from '../../create-context';
import { organizations, recordOrganizations } from '../../db/access-schema';
import type { Db } from '../../db/database';
import { fuelCards, fuelTransactions } from '../../db/fuel-schema';
import { trips } from '../../db/motion-schema';
import { rowsOf } from '../../db/sql-helpers';
import { ensurePositionStorage } from '../../pipeline/position-storage';
import { insertPositions, type PositionRecord } from '../../pipeline/position-writer';
import { apiKeyAs } from '../../test/api-client';
import { insertVehicle, signInTwoCompanies } from '../../test/fleet-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { appTestClock } from '../../test/test-clock';
import { tripFeed } from './feed-queries';

type Caller = ReturnType<typeof apiKeyAs>;
type FeedAnswer<T> = { results: T[]; next_cursor: string | null; has_more: boolean };

const start = Date.UTC(2026, 10, 20, 8);

const trip = (companyId: number, vehicleId: number, minute: number) => ({
  company_id: companyId,
  company_vehicle_id: vehicleId,
  started_at: new Date(start + minute * 60_000),
  ended_at: new Date(start + (minute + 1) * 60_000),
  start_latitude: 35.7,
  start_longitude: 51.4,
  end_latitude: 35.71,
  end_longitude: 51.41,
  distance_m: 1000 + minute,
  moving_s: 60,
  idle_s: 0,
  max_speed_kmh: 50,
  mean_speed_kmh: 40,
});

const position = (
  companyId: number,
  deviceId: number,
  vehicleId: number | null,
  second: number,
): PositionRecord => ({
  companyId,
  deviceId,
  vehicleId,
  serverTime: new Date(start + second * 1000),
  position: {
    deviceId: String(deviceId),
    fixTime: new Date(start + second * 1000 + 123),
    valid: true,
    latitude: 35.7 + second / 10_000,
    longitude: 51.4,
    speedKmh: 30,
    course: 90,
    attributes: {},
  },
});

/**
 * Waits until every transaction running now has ended. On a PostgreSQL server other sessions
 * (other test files) hold the horizon back for a moment: the feed then gives rows a little later,
 * never fewer.
 */
let database: Db;

async function settle(db: Db): Promise<void> {
  const [now] = rowsOf<{ xmax: string }>(
    await db.execute(sql`select pg_snapshot_xmax(pg_current_snapshot())::text as xmax`),
  );
  for (let attempt = 0; attempt < 400; attempt++) {
    const [state] = rowsOf<{ done: boolean }>(
      await db.execute(sql`select pg_snapshot_xmin(pg_current_snapshot()) >= ${now?.xmax}::xid8 as done`),
    );
    if (state?.done) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('a transaction stayed open for ten seconds');
}

/** Every row of a feed from `after` on, page by page, and the cursor after the last. */
async function readAll<T>(api: Caller, kind: string, limit: number, after?: string, settled = true) {
  if (settled) await settle(database);
  const rows: T[] = [];
  let cursor = after;
  for (let page = 0; page < 100; page++) {
    const query = new URLSearchParams({ limit: String(limit), ...(cursor ? { after: cursor } : {}) });
    const answer = await api.get(`feeds/${kind}/?${query}`);
    expect(answer.statusCode, answer.body).toBe(200);
    const body = answer.json() as FeedAnswer<T>;
    rows.push(...body.results);
    cursor = body.next_cursor ?? undefined;
    if (!body.has_more) return { rows, cursor };
  }
  throw new Error('the feed never ended');
}

describe('change feeds', () => {
  let t: TestApp;
  const clock = appTestClock();
  let s: Awaited<ReturnType<typeof signInTwoCompanies>>;
  let db: Db;
  let key: Caller;
  let keyText: string;
  let vehicleA: number;
  let vehicleB: number;

  const newKey = async (body: Record<string, unknown>) => {
    const policies = (await s.a.get('users/policies/')).json() as { id: number; permissions: object }[];
    const admin = policies[0] as { id: number };
    const created = await s.a.post('api-keys/', { name: 'Feed reader', policy: admin.id, ...body });
    expect(created.statusCode, created.body).toBe(201);
    return created.json().key as string;
  };

  beforeAll(async () => {
    t = await createTestApp({}, { clock });
    db = t.ctx.database.db;
    database = db;
    await ensurePositionStorage(db, new Date(start));
    s = await signInTwoCompanies(t, 'Feed');
    vehicleA = await insertVehicle(t, s.companyA, 'A1', '11ب111-11');
    vehicleB = await insertVehicle(t, s.companyB, 'B1', '22ب222-22');
    keyText = await newKey({});
    key = apiKeyAs(t.app, keyText);
  });
  afterAll(() => t.close());

  it('pages through every trip exactly once, in write order, never another company’s', async () => {
    // Several transactions, some writing many rows at once, and the other company in between.
    for (let batch = 0; batch < 5; batch++) {
      await db.insert(trips).values([0, 1, 2, 3].map((i) => trip(s.companyA, vehicleA, batch * 10 + i)));
      await db.insert(trips).values(trip(s.companyB, vehicleB, batch * 10));
    }
    const expected = rowsOf<{ id: number }>(
      await db.execute(sql`select id from trips where company_id = ${s.companyA} order by tx, id`),
    ).map((r) => r.id);
    const { rows, cursor } = await readAll<{ id: number; vehicle: number }>(key, 'trips', 3);
    expect(rows.map((r) => r.id)).toEqual(expected);
    expect(new Set(rows.map((r) => r.vehicle))).toEqual(new Set([vehicleA]));
    // Nothing new: the same cursor comes back, and new rows follow it.
    const idle = (await key.get(`feeds/trips/?after=${cursor}`)).json() as FeedAnswer<unknown>;
    expect(idle).toEqual({ results: [], next_cursor: cursor, has_more: false });
    await db.insert(trips).values(trip(s.companyA, vehicleA, 100));
    const more = await readAll<{ id: number }>(key, 'trips', 3, cursor);
    expect(more.rows).toHaveLength(1);
  });

  it('keeps a cursor across a restart of the app', async () => {
    const first = (await key.get('feeds/trips/?limit=2')).json() as FeedAnswer<{ id: number }>;
    const restarted = await buildApp(createContext(t.ctx.config, t.ctx.database, clock));
    try {
      const { rows } = await readAll<{ id: number }>(
        apiKeyAs(restarted, keyText),
        'trips',
        50,
        first.next_cursor ?? '',
      );
      const all = await readAll<{ id: number }>(key, 'trips', 50);
      expect([...first.results, ...rows].map((r) => r.id)).toEqual(all.rows.map((r) => r.id));
    } finally {
      await restarted.close();
    }
  });

  it('never feeds a row of a transaction still running, so a late commit is not skipped', async () => {
    // The feed read inside a writer's open transaction cannot see that transaction's row: it is
    // at the horizon, not below it. (The test with two real connections is below, on PostgreSQL.)
    const { cursor } = await readAll<unknown>(key, 'trips', 100);
    await db.transaction(async (tx) => {
      await tx.insert(trips).values(trip(s.companyA, vehicleA, 200));
      const inside = await tripFeed(
        tx as unknown as Db,
        { companyId: s.companyA, userId: 0 },
        {
          after: undefined,
          limit: 1000,
        },
      );
      expect(inside.results.some((r) => r.started_at === new Date(start + 200 * 60_000).toISOString())).toBe(
        false,
      );
    });
    expect((await readAll<unknown>(key, 'trips', 100, cursor)).rows).toHaveLength(1);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'waits for an earlier writer that commits after a later one, then gives both in order',
    async () => {
      const { cursor } = await readAll<unknown>(key, 'trips', 100);
      let releaseEarly: () => void = () => {};
      const early = new Promise<void>((resolve) => {
        releaseEarly = resolve;
      });
      let earlyWrote: () => void = () => {};
      const wrote = new Promise<void>((resolve) => {
        earlyWrote = resolve;
      });
      // The early writer takes its transaction id first and holds its transaction open…
      const earlyWriter = db.transaction(async (tx) => {
        await tx.insert(trips).values(trip(s.companyA, vehicleA, 300));
        earlyWrote();
        await early;
      });
      await wrote;
      // …while a later writer commits.
      await db.insert(trips).values(trip(s.companyA, vehicleA, 301));
      const during = await readAll<{ started_at: string }>(key, 'trips', 100, cursor, false);
      expect(during.rows).toEqual([]);
      releaseEarly();
      await earlyWriter;
      const after = await readAll<{ started_at: string }>(key, 'trips', 100, during.cursor);
      expect(after.rows.map((r) => r.started_at)).toEqual([
        new Date(start + 300 * 60_000).toISOString(),
        new Date(start + 301 * 60_000).toISOString(),
      ]);
    },
  );

  it('feeds positions once each across pages that split a batch, limited to an organization’s vehicles', async () => {
    const [north] = await db
      .insert(organizations)
      .values({ company_id: s.companyA, title: 'North' })
      .returning();
    const northVehicle = await insertVehicle(t, s.companyA, 'N1', '33ب333-33');
    await db.insert(recordOrganizations).values({
      company_id: s.companyA,
      resource: 'vehicles',
      record_id: northVehicle,
      organization_id: north?.id as number,
    });
    for (let batch = 0; batch < 3; batch++) {
      const records = [0, 1, 2, 3, 4].flatMap((i) => [
        position(s.companyA, 900, vehicleA, batch * 10 + i),
        position(s.companyA, 901, northVehicle, batch * 10 + i),
        position(s.companyB, 902, vehicleB, batch * 10 + i),
      ]);
      await insertPositions(db, records);
    }
    type Fix = { device: number; vehicle: number; fix_time: string };
    const whole = await readAll<Fix>(key, 'positions', 4);
    expect(whole.rows).toHaveLength(30);
    expect(new Set(whole.rows.map((r) => `${r.device}@${r.fix_time}`)).size).toBe(30);
    expect(whole.rows.some((r) => r.device === 902)).toBe(false);

    const northKey = apiKeyAs(t.app, await newKey({ organizations: [north?.id] }));
    const limited = await readAll<Fix>(northKey, 'positions', 4);
    expect(limited.rows).toHaveLength(15);
    expect(new Set(limited.rows.map((r) => r.vehicle))).toEqual(new Set([northVehicle]));
    expect((await readAll<{ vehicle: number }>(northKey, 'trips', 100)).rows).toEqual([]);
  });

  it('refuses a cursor it did not give, in the caller’s language', async () => {
    const answer = await key.get('feeds/trips/?after=not-a-cursor');
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toHaveProperty('after');
    const wrongKind = (await key.get('feeds/trips/?limit=1')).json().next_cursor;
    expect((await key.get(`feeds/positions/?after=${wrongKind}`)).statusCode).toBe(400);
    expect((await key.get('feeds/events/?limit=0')).statusCode).toBe(400);
  });

  it('feeds a changed fill-up again, after the rows written before the change', async () => {
    expect((await key.get('feeds/fuel-transactions/')).json()).toEqual({
      results: [],
      next_cursor: null,
      has_more: false,
    });
    const [card] = await db
      .insert(fuelCards)
      .values({ company_id: s.companyA, card_number: '6037990000000001', title: 'Card', monthly_quota: 400 })
      .returning();
    const fillUp = (liters: number) => ({
      company_id: s.companyA,
      fuel_card_id: card?.id as number,
      company_vehicle_id: vehicleA,
      occurred_at: new Date(start),
      liters,
      price_per_liter: 30_000,
      paid_total: liters * 30_000,
    });
    const [first] = await db.insert(fuelTransactions).values(fillUp(40)).returning();
    await db.insert(fuelTransactions).values(fillUp(50));
    const before = await readAll<{ id: number; liters: number }>(key, 'fuel-transactions', 10);
    expect(before.rows.map((r) => r.liters)).toEqual([40, 50]);
    await db
      .update(fuelTransactions)
      .set({ liters: 45 })
      .where(eq(fuelTransactions.id, first?.id as number));
    const changed = await readAll<{ id: number; liters: number }>(
      key,
      'fuel-transactions',
      10,
      before.cursor,
    );
    expect(changed.rows).toEqual([expect.objectContaining({ id: first?.id, liters: 45 })]);
    expect((await key.get('feeds/events/')).statusCode).toBe(200);
  });
});

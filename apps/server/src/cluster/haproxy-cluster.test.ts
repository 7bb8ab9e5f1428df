import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { isoDayIn } from '@navgan/domain/calendar-day';
import type { LiveFeature } from '@navgan/domain/live-feature';
import { sql } from 'drizzle-orm';
import { chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginThrottle } from '../auth/login-throttle';
import { repoRoot } from '../config';
import { openPostgres } from '../db/database';
import { rowsOf } from '../db/sql-helpers';
import { rebuildRollups } from '../derive/rebuild-rollups';
import {
  eventually,
  expectAcknowledgedStoredOnce,
  type FleetDevice,
  fleetPassword,
  StreamingTracker,
  seedClusterFleet,
} from '../test/cluster-fleet';
import type { ClusterNode } from '../test/cluster-nodes';
import {
  type HaproxiedCluster,
  haproxyTestsEnabled,
  nodeNames,
  startHaproxiedCluster,
} from '../test/haproxied-cluster';

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
/** The browser check needs Chromium and the built panel (npm test builds it before this run). */
const browserReady = existsSync(chromiumPath) && existsSync(path.join(repoRoot, 'apps/web/dist/index.html'));
if (haproxyTestsEnabled && !browserReady)
  console.warn('cluster browser check skipped: no Chromium, or the web app is not built (npm run build)');
const screenshotDir = path.join(repoRoot, 'e2e/.artifacts/screenshots');
mkdirSync(screenshotDir, { recursive: true });

/**
 * Three nodes behind HAProxy with the configuration of docs/deploy-cluster.md: trackers of several
 * protocols connect to HAProxy's ports only, and the panel is asked through HAProxy too.
 */
describe.runIf(haproxyTestsEnabled)('a cluster behind HAProxy', () => {
  let cluster: HaproxiedCluster;
  let fleet: FleetDevice[] = [];
  let username = '';
  let sourceAddress = 0;
  const trackers: StreamingTracker[] = [];

  const connect = (device: FleetDevice) => {
    sourceAddress++;
    const tracker = new StreamingTracker(device, {
      host: '127.0.0.1',
      ports: cluster.ports,
      localAddress: `127.0.2.${sourceAddress}`,
    });
    trackers.push(tracker);
    return tracker;
  };

  /** The fleet manager's access token, signed in through HAProxy. */
  const accessThroughHaproxy = async () => {
    const login = await fetch(cluster.haproxy.url('/api/v1/users/token/'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password: fleetPassword }),
    });
    expect(login.status).toBe(200);
    return ((await login.json()) as { access: string }).access;
  };

  /** Signs in through HAProxy; answers a function that POSTs JSON to the API with the token. */
  const signedInThroughHaproxy = async () => {
    const access = await accessThroughHaproxy();
    return (route: string, body: unknown) =>
      fetch(cluster.haproxy.url(`/api/v1/${route}`), {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${access}` },
        body: JSON.stringify(body),
      });
  };

  beforeAll(async () => {
    cluster = await startHaproxiedCluster(async (url) => {
      ({ username, devices: fleet } = await seedClusterFleet(url, {
        teltonika: 9,
        gt06: 8,
        h02: 8,
        jt808: 2,
        osmand: 3,
      }));
    });
  }, 120_000);
  afterAll(async () => {
    for (const tracker of trackers) tracker.link.close();
    await cluster?.stop();
  });

  it('spreads trackers of every protocol over the nodes and stores every acknowledged position', async () => {
    const streaming = fleet.filter((device) => device.vehicle !== 'teltonika 1').map(connect);
    for (let round = 0; round < 5; round++) {
      for (const tracker of streaming) tracker.next();
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await eventually(
      () => streaming.every((tracker) => tracker.allAcknowledged),
      20_000,
      () =>
        streaming
          .filter((tracker) => !tracker.allAcknowledged)
          .map((tracker) => `${tracker.device.vehicle} ${tracker.link.counters.acknowledged}/5`)
          .join(', '),
    );
    // Every node holds some of the trackers' connections (source hashing over 26 addresses).
    const sessions = await cluster.trackerSessions();
    for (const name of nodeNames) expect(sessions[name], `tracker connections on ${name}`).toBeGreaterThan(0);
    await expectAcknowledgedStoredOnce(cluster.databaseUrl, streaming);
  }, 40_000);

  it('shows every vehicle live through HAProxy, whichever node its tracker is connected to', async () => {
    const streaming = trackers.filter((tracker) => tracker.sent.length > 0);
    // The map's data, asked through HAProxy: round robin, so three asks in a row reach all three
    // nodes, and each must know the positions the other two took.
    const access = await accessThroughHaproxy();
    const expected = Object.fromEntries(
      streaming.map((tracker) => {
        const last = tracker.sent.at(-1);
        return [
          tracker.device.vehicle,
          [Number(last?.longitude.toFixed(4)), Number(last?.latitude.toFixed(4))],
        ];
      }),
    );
    let seen: Record<string, unknown> = {};
    await eventually(
      async () => {
        for (let ask = 0; ask < 3; ask++) {
          const answer = await fetch(cluster.haproxy.url('/api/v1/trackings/'), {
            headers: { authorization: `Bearer ${access}` },
          });
          const features = (await answer.json()) as LiveFeature[];
          seen = Object.fromEntries(
            features
              .filter((feature) => feature.properties.name in expected)
              .map((feature) => [
                feature.properties.name,
                feature.geometry?.coordinates.map((value) => Number(value.toFixed(4))) ?? null,
              ]),
          );
          if (JSON.stringify(Object.entries(seen).sort()) !== JSON.stringify(Object.entries(expected).sort()))
            return false;
        }
        return true;
      },
      15_000,
      () => `live positions: ${JSON.stringify(seen)}`,
    );
  }, 60_000);

  it.runIf(browserReady)(
    'shows every vehicle live in a browser on node 1, in fa and en',
    async () => {
      const node1 = cluster.nodes[0] as ClusterNode;
      const login = await fetch(node1.url('/api/v1/users/token/'), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username, password: fleetPassword }),
      });
      const session = (await login.json()) as { access: string; refresh: string };
      // What node 1 answers holds every streaming vehicle (the previous test); the map must show them all.
      const features = (await (
        await fetch(node1.url('/api/v1/trackings/'), {
          headers: { authorization: `Bearer ${session.access}` },
        })
      ).json()) as LiveFeature[];
      // Every vehicle of the company is listed; those with a fix are on the map.
      const shown = features.length;
      expect(features.filter((feature) => feature.geometry).length).toBeGreaterThanOrEqual(
        trackers.filter((tracker) => tracker.sent.length > 0).length,
      );
      const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
      let page: Page | undefined;
      try {
        page = await browser.newPage({
          baseURL: node1.url(''),
          viewport: { width: 1280, height: 800 },
        });
        await page.addInitScript(
          ([access, refresh, name]) => {
            localStorage.setItem('access', access);
            localStorage.setItem('refresh', refresh);
            localStorage.setItem('user_name', name);
          },
          [session.access, session.refresh, username] as const,
        );
        await page.goto('/fa/reports/realtime');
        await page
          .getByText(`${shown.toLocaleString('fa-IR')} خودرو`)
          .first()
          .waitFor({ timeout: 30_000 });
        // The map's tiles draw after the count shows: a moment for the picture to be whole.
        await page.waitForTimeout(1_500);
        await page.screenshot({ path: path.join(screenshotDir, 'cluster-live-map-fa.png') });
        await page.goto('/en/reports/realtime');
        await page.getByText(`${shown} vehicles`).first().waitFor({ timeout: 30_000 });
        await page.waitForTimeout(1_500);
        await page.screenshot({ path: path.join(screenshotDir, 'cluster-live-map-en.png') });
      } catch (error) {
        await page?.screenshot({ path: path.join(screenshotDir, 'cluster-live-map-failed.png') });
        throw error;
      } finally {
        await browser.close();
      }
    },
    90_000,
  );

  it('holds back a password guesser sent round robin over the nodes as one node alone would', async () => {
    const target = 'guess.target';
    // How many failures one process lets through before it answers "wait".
    const alone = new LoginThrottle();
    let free = 0;
    while (alone.retryAfterSeconds(target, 'one address') === 0) {
      alone.recordFailure(target, 'one address');
      free += 1;
    }
    const statuses: number[] = [];
    for (let i = 0; i <= free; i++) {
      const answer = await fetch(cluster.haproxy.url('/api/v1/users/token/'), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: target, password: `not-it-${i}` }),
      });
      statuses.push(answer.status);
      // A guesser's next try is a network round trip away; the news of a failure travels in less.
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(statuses).toEqual([...Array<number>(free).fill(401), 429]);
  });

  it('moves a tracker to another node when its node is killed mid-stream: no fix lost or doubled, its trip, stop, fence and rule notices once', async () => {
    const device = fleet.find((candidate) => candidate.vehicle === 'teltonika 1') as FleetDevice;
    const database = await openPostgres(cluster.databaseUrl, 1);
    try {
      const [vehicle] = rowsOf<{ id: number; company_id: number }>(
        await database.db.execute(
          sql`select id, company_id from company_vehicles where name = ${device.vehicle}`,
        ),
      );
      const { id: vehicleId, company_id: companyId } = vehicle as { id: number; company_id: number };
      // Drives for a minute, stands four minutes, drives on: a fix a second. The stand is inside a
      // forbidden fence and fires a "stood two minutes" rule; the node holding the tracker is
      // killed a minute into the stand, so the rule fires, the stand ends and the fence is left
      // after the move.
      const standFrom = 60;
      const standUntil = 300;
      const total = 360;
      const api = await signedInThroughHaproxy();
      expect(
        (
          await api('geofences/', {
            title: 'Yard',
            color: '#d32f2f',
            shape: {
              type: 'Circle',
              center: [51.4 + standFrom * 0.0001, 35.7 + standFrom * 0.0001],
              radius: 150,
            },
            forbidden: true,
          })
        ).status,
      ).toBe(201);
      expect(
        (
          await api('rules/', {
            title: 'Stood',
            company_vehicles: [vehicleId],
            conditions: [{ metric: 'speed', operator: '<', threshold: 5, duration: 2 }],
          })
        ).status,
      ).toBe(201);

      const before = await cluster.trackerSessions();
      const tracker = new StreamingTracker(
        device,
        { host: '127.0.0.1', ports: cluster.ports, localAddress: '127.0.2.200' },
        { speedAt: (n) => (n < standFrom || n >= standUntil ? 40 : 0), startAgoMs: 7 * 60_000 },
      );
      trackers.push(tracker);
      tracker.next();
      await eventually(
        () => tracker.allAcknowledged,
        10_000,
        () => 'first fix not acknowledged',
      );
      // The node whose tracker sessions grew by one holds it.
      const after = await cluster.trackerSessions();
      const holder = nodeNames.findIndex((name) => (after[name] ?? 0) === (before[name] ?? 0) + 1);
      expect(
        holder,
        `sessions before ${JSON.stringify(before)}, after ${JSON.stringify(after)}`,
      ).toBeGreaterThanOrEqual(0);

      // A fix every 100 ms (about what one acknowledgement takes); the holder is killed while they flow.
      const streaming = setInterval(() => {
        if (tracker.sent.length < total) tracker.next();
      }, 100);
      try {
        await eventually(
          () => tracker.link.counters.acknowledged >= standFrom + 60,
          30_000,
          () => `stream not flowing: ${tracker.link.counters.acknowledged} acknowledged`,
        );
        await cluster.nodes[holder]?.kill('SIGKILL');
        const acknowledgedAtKill = tracker.link.counters.acknowledged;
        await eventually(
          () =>
            tracker.link.counters.connects >= 2 &&
            tracker.link.counters.acknowledged > acknowledgedAtKill + 20,
          20_000,
          () =>
            `connects ${tracker.link.counters.connects}, acknowledged ${tracker.link.counters.acknowledged}`,
        );
        await eventually(
          () => tracker.sent.length === total && tracker.allAcknowledged,
          40_000,
          () =>
            `the last fixes not acknowledged: ${JSON.stringify(tracker.link.counters)}, sent ${tracker.sent.length}, pending ${tracker.link.pending}\n${cluster.haproxy.output().slice(-3000)}`,
        );
      } finally {
        clearInterval(streaming);
      }
      const sessions = await cluster.trackerSessions();
      expect(sessions[nodeNames[holder] as string]).toBe(0);
      await expectAcknowledgedStoredOnce(cluster.databaseUrl, [tracker]);

      // The derivation reaches the last fix; the trip before the stand, the stand and the fence
      // and rule outcomes are each there once, as a rebuild from the stored positions finds them.
      const lastFix = (tracker.sent.at(-1) as { time: Date }).time.toISOString();
      await eventually(
        async () =>
          rowsOf(
            await database.db.execute(
              sql`select 1 from motion_states where company_vehicle_id = ${vehicleId} and last_fix_time = ${lastFix}`,
            ),
          ).length === 1,
        30_000,
        () => 'the derivation did not reach the last fix',
      );
      const derived = async () => ({
        trips: rowsOf(
          await database.db.execute(sql`select started_at, ended_at, round(distance_m::numeric, 1) as d
            from trips where company_vehicle_id = ${vehicleId} order by started_at`),
        ),
        stops: rowsOf(
          await database.db.execute(sql`select started_at, ended_at
            from stops where company_vehicle_id = ${vehicleId} order by started_at`),
        ),
      });
      const live = await derived();
      expect(live.trips).toHaveLength(1);
      expect(live.stops.length).toBeGreaterThanOrEqual(1);
      const first = tracker.sent[0]?.time as Date;
      await rebuildRollups(database.db, companyId, isoDayIn(first), isoDayIn(new Date(lastFix)));
      expect(await derived()).toEqual(live);

      await eventually(
        async () =>
          rowsOf(
            await database.db.execute(
              sql`select 1 from fence_events where company_vehicle_id = ${vehicleId} and kind = 'exit'`,
            ),
          ).length > 0,
        15_000,
        () => 'the fence was never left',
      );
      const fenceKinds = rowsOf<{ kind: string }>(
        await database.db.execute(
          sql`select kind from fence_events where company_vehicle_id = ${vehicleId} order by kind`,
        ),
      ).map((row) => row.kind);
      expect(fenceKinds).toEqual(['enter', 'exit', 'forbidden']);
      const announced = rowsOf<{ en_body: string }>(
        await database.db.execute(
          sql`select en_body from notifications where company_id = ${companyId} and subject_id = ${vehicleId}
            order by id`,
        ),
      ).map((row) => row.en_body);
      expect(announced.filter((body) => body.includes('"Stood"'))).toHaveLength(1);
      expect(announced.filter((body) => body.includes('Yard'))).toHaveLength(1);
    } finally {
      await database.close();
    }
  }, 150_000);
});

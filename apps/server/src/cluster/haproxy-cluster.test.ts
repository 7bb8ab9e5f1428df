import type { LiveFeature } from '@navgan/domain/live-feature';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  eventually,
  expectAcknowledgedStoredOnce,
  type FleetDevice,
  fleetPassword,
  StreamingTracker,
  seedClusterFleet,
} from '../test/cluster-fleet';
import {
  type HaproxiedCluster,
  haproxyTestsEnabled,
  nodeNames,
  startHaproxiedCluster,
} from '../test/haproxied-cluster';

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
    const login = await fetch(cluster.haproxy.url('/api/v1/users/token/'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password: fleetPassword }),
    });
    expect(login.status).toBe(200);
    const { access } = (await login.json()) as { access: string };
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

  it('moves a tracker to another node when its node is killed mid-stream, losing and doubling nothing', async () => {
    const device = fleet.find((candidate) => candidate.vehicle === 'teltonika 1') as FleetDevice;
    const before = await cluster.trackerSessions();
    const tracker = connect(device);
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
    const streaming = setInterval(() => tracker.next(), 100);
    try {
      await eventually(
        () => tracker.link.counters.acknowledged >= 20,
        10_000,
        () => 'stream not flowing',
      );
      await cluster.nodes[holder]?.kill('SIGKILL');
      const acknowledgedAtKill = tracker.link.counters.acknowledged;
      await eventually(
        () =>
          tracker.link.counters.connects >= 2 && tracker.link.counters.acknowledged > acknowledgedAtKill + 20,
        20_000,
        () =>
          `connects ${tracker.link.counters.connects}, acknowledged ${tracker.link.counters.acknowledged}`,
      );
    } finally {
      clearInterval(streaming);
    }
    await eventually(
      () => tracker.allAcknowledged,
      15_000,
      () =>
        `the last fixes not acknowledged: ${JSON.stringify(tracker.link.counters)}, sent ${tracker.sent.length}, pending ${tracker.link.pending}\n${cluster.haproxy.output().slice(-3000)}`,
    );
    const sessions = await cluster.trackerSessions();
    expect(sessions[nodeNames[holder] as string]).toBe(0);
    await expectAcknowledgedStoredOnce(cluster.databaseUrl, [tracker]);
    expect(tracker.sent.length).toBeGreaterThan(40);
  }, 60_000);
});

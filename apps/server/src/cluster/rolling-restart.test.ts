import { afterAll, beforeAll, describe, it } from 'vitest';
import {
  eventually,
  expectAcknowledgedStoredOnce,
  type FleetDevice,
  StreamingTracker,
  seedClusterFleet,
} from '../test/cluster-fleet';
import { type HaproxiedCluster, haproxyTestsEnabled, startHaproxiedCluster } from '../test/haproxied-cluster';

/**
 * The upgrade of docs/deploy-cluster.md: one node at a time is stopped (SIGTERM), started again
 * and waited for until HAProxy sends to it, while trackers keep reporting through HAProxy.
 */
describe.runIf(haproxyTestsEnabled)('a rolling restart behind HAProxy', () => {
  let cluster: HaproxiedCluster;
  let fleet: FleetDevice[] = [];
  const trackers: StreamingTracker[] = [];

  beforeAll(async () => {
    cluster = await startHaproxiedCluster(async (url) => {
      ({ devices: fleet } = await seedClusterFleet(url, { teltonika: 4, gt06: 3, jt808: 2, osmand: 2 }));
    });
  }, 120_000);
  afterAll(async () => {
    for (const tracker of trackers) tracker.link.close();
    await cluster?.stop();
  });

  it('loses no acknowledged position while every node is restarted in turn', async () => {
    for (const [index, device] of fleet.entries())
      trackers.push(
        new StreamingTracker(device, {
          host: '127.0.0.1',
          ports: cluster.ports,
          localAddress: `127.0.3.${index + 1}`,
        }),
      );
    const streaming = setInterval(() => {
      for (const tracker of trackers) tracker.next();
    }, 250);
    const acknowledgedNow = () => trackers.map((tracker) => tracker.link.counters.acknowledged);
    try {
      for (const index of [0, 1, 2]) {
        const before = acknowledgedNow();
        await eventually(
          () => acknowledgedNow().every((count, i) => count > (before[i] ?? 0) + 2),
          15_000,
          () => `before restarting node ${index + 1}, acknowledged ${acknowledgedNow()} (was ${before})`,
        );
        await cluster.nodes[index]?.kill('SIGTERM');
        await cluster.restart(index);
      }
      // Every tracker still reports after the last restart.
      const after = acknowledgedNow();
      await eventually(
        () => acknowledgedNow().every((count, i) => count > (after[i] ?? 0) + 2),
        15_000,
        () => `after the restarts, acknowledged ${acknowledgedNow()} (was ${after})`,
      );
    } finally {
      clearInterval(streaming);
    }
    await eventually(
      () => trackers.every((tracker) => tracker.allAcknowledged),
      15_000,
      () => trackers.map((tracker) => `${tracker.device.vehicle} ${tracker.link.pending} pending`).join(', '),
    );
    await expectAcknowledgedStoredOnce(cluster.databaseUrl, trackers);
    // Three node starts: about 10 s each on an idle machine, 30 s on a busy one.
  }, 150_000);
});

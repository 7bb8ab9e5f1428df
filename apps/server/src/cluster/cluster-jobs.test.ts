import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ClusterNode,
  clusterTestsEnabled,
  freshClusterDatabase,
  startClusterNode,
  valueWithin,
} from '../test/cluster-nodes';

const jobsStartedHere = '"msg":"background jobs run on this node"';

const until = <T>(what: string, check: () => Promise<T | undefined>, timeoutMs = 20_000) =>
  valueWithin(what, check, timeoutMs);

describe.skipIf(!clusterTestsEnabled)('background jobs in a cluster (real PostgreSQL and NATS)', () => {
  let database: Awaited<ReturnType<typeof freshClusterDatabase>>;
  let sql: pg.Client;
  const nodes: ClusterNode[] = [];
  beforeAll(async () => {
    database = await freshClusterDatabase();
    sql = new pg.Client({ connectionString: database.url });
    await sql.connect();
  });
  afterAll(async () => {
    await Promise.all(nodes.map((node) => node.kill()));
    await sql?.end();
    await database?.drop();
  });

  const jobsHolder = async () =>
    (await sql.query(`select holder from cluster_leases where name = 'jobs' and expires_at > now()`)).rows[0]
      ?.holder as string | undefined;
  const offlineNotifications = async (vehicleId: number) =>
    Number(
      (
        await sql.query(
          `select count(*) as n from notifications where subject_id = $1 and en_body like 'No data from %'`,
          [vehicleId],
        )
      ).rows[0].n,
    );
  /** One OsmAnd fix, sent to the node's own tracker listener. */
  const sendFix = async (node: ClusterNode, device: { imei: string; key: string | null }) => {
    const key = device.key ? `&key=${device.key}` : '';
    const timestamp = Math.floor(Date.now() / 1000);
    const answer = await fetch(
      `http://127.0.0.1:${node.ports.osmand}/?id=${device.imei}&lat=35.7&lon=51.4&timestamp=${timestamp}${key}`,
      { method: 'POST' },
    );
    expect(answer.status).toBe(200);
  };

  it('runs the jobs on one worker at a time, and on a survivor once that one is killed', async () => {
    const env = {
      NAVGAN_DEMO: '1',
      SIMULATOR: '0',
      SIMULATOR_VEHICLES: '2',
      OFFLINE_AFTER_SECONDS: '2',
      OFFLINE_CHECK_SECONDS: '1',
      LOG_LEVEL: 'info',
    };
    nodes.push(
      ...(await Promise.all(
        ['a', 'b', 'c'].map((id) => startClusterNode({ id, databaseUrl: database.url, env })),
      )),
    );
    await Promise.all(nodes.map((node) => node.ready()));
    const trackers = (
      await sql.query(`
        select d.imei, d.ingest_key as key, a.company_vehicle_id as vehicle from devices d
          join device_assignments a on a.device_id = d.id and a.until_at is null order by d.id`)
    ).rows as { imei: string; key: string | null; vehicle: number }[];
    expect(trackers).toHaveLength(2);
    const [first, second] = trackers as [(typeof trackers)[0], (typeof trackers)[0]];

    // The fix goes to a node that does not run the jobs: the live feed tells the one that does.
    const leader = await until('a jobs holder', jobsHolder);
    const leaderNode = nodes.find((node) => node.id === leader) as ClusterNode;
    const bystander = nodes.find((node) => node !== leaderNode) as ClusterNode;
    await sendFix(bystander, first);
    await until('the first offline notification', async () =>
      (await offlineNotifications(first.vehicle)) > 0 ? true : undefined,
    );
    // A few more runs of the once-a-second check add nothing.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(await offlineNotifications(first.vehicle)).toBe(1);
    expect(nodes.filter((node) => node.output().includes(jobsStartedHere)).map((node) => node.id)).toEqual([
      leader,
    ]);

    const killedAt = Date.now();
    await leaderNode.kill('SIGKILL');
    const survivors = nodes.filter((node) => node !== leaderNode);
    await sendFix(survivors[0] as ClusterNode, second);
    await until('the second offline notification', async () =>
      (await offlineNotifications(second.vehicle)) > 0 ? true : undefined,
    );
    const successor = await jobsHolder();
    expect(survivors.map((node) => node.id)).toContain(successor);
    expect(Date.now() - killedAt).toBeLessThan(15_000);
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(await offlineNotifications(second.vehicle)).toBe(1);
    expect(await offlineNotifications(first.vehicle)).toBe(1);
    expect(
      survivors.filter((node) => node.output().includes(jobsStartedHere)).map((node) => node.id),
    ).toEqual([successor]);
  }, 120_000);
});

import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ClusterNode,
  clusterTestsEnabled,
  freshClusterDatabase,
  startClusterNode,
} from '../test/cluster-nodes';

describe.skipIf(!clusterTestsEnabled)('cluster nodes starting together (real PostgreSQL and NATS)', () => {
  let database: Awaited<ReturnType<typeof freshClusterDatabase>>;
  const nodes: ClusterNode[] = [];
  beforeAll(async () => {
    database = await freshClusterDatabase();
  });
  afterAll(async () => {
    await Promise.all(nodes.map((node) => node.kill()));
    await database?.drop();
  });

  it('brings three nodes up at once on one fresh database, with one demo company between them', async () => {
    const demo = { NAVGAN_DEMO: '1', SIMULATOR: '0' };
    const started = await Promise.all(
      ['one', 'two', 'three'].map((id) => startClusterNode({ id, databaseUrl: database.url, env: demo })),
    );
    nodes.push(...started);
    await Promise.all(started.map((node) => node.ready()));
    for (const node of started) {
      const health = await fetch(node.url('/api/health'));
      expect(health.status).toBe(200);
      expect(await health.json()).toEqual({
        status: 'ok',
        node: node.id,
        roles: ['api', 'gateway', 'worker'],
        database: { engine: 'postgres', reachable: true },
        bus: { reachable: true },
      });
    }
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const companies = await client.query('select count(*)::int as n from companies');
      expect(companies.rows[0].n).toBe(1);
      const live = await client.query('select node_id from cluster_nodes order by node_id');
      expect(live.rows.map((row) => row.node_id)).toEqual(['one', 'three', 'two']);
    } finally {
      await client.end();
    }
    // The demo admin signs in on any node.
    const signIn = await fetch(started[2]?.url('/api/v1/users/token/') as string, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'navgan-demo' }),
    });
    expect(signIn.status).toBe(200);
  }, 120_000);

  it('answers only the probes on a node without the api role', async () => {
    const gateway = await startClusterNode({
      id: 'gateway-only',
      databaseUrl: database.url,
      roles: 'gateway',
    });
    nodes.push(gateway);
    await gateway.ready();
    const health = await fetch(gateway.url('/api/health'));
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({
      node: 'gateway-only',
      roles: ['gateway'],
      bus: { reachable: true },
    });
    expect((await fetch(gateway.url('/api/v1/users/token/'), { method: 'POST' })).status).toBe(404);
    expect((await fetch(gateway.url('/api/v1/openapi.json'))).status).toBe(404);
  }, 60_000);
});

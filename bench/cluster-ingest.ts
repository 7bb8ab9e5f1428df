import { sql } from 'drizzle-orm';
import { openPostgres } from '../apps/server/src/db/database';
import { seedReferenceData } from '../apps/server/src/db/seed-reference';
import { rowsOf } from '../apps/server/src/db/sql-helpers';
import {
  type ClusterNode,
  freshClusterDatabase,
  startClusterNode,
} from '../apps/server/src/test/cluster-nodes';
import { migrationsDir } from '../apps/server/src/test/test-database';
import { benchImeiBase, registerTeltonikaFleet, runLoadProcess } from './ingest-fleet';
import { percentile } from './stats';

/**
 * Ingest across processes (cluster mode): the same simulated Teltonika fleet, split evenly over
 * 1, 2 and 3 node processes (gateway and worker roles, sharing one PostgreSQL database and the
 * NATS bus), each node fed by its own load process. Figures: positions/s committed and
 * acknowledged, and p99 send→ack. The baseline is one process without the bus (NATS_URL unset)
 * on the same database server: the difference with one cluster node is the cost of the bus hop
 * (publishing each commit to the shard owners and working it there).
 * Needs TEST_DATABASE_URL and TEST_NATS_URL.
 */
export async function clusterIngest(
  connections = Number(process.env.BENCH_CONNECTIONS ?? 3000),
): Promise<void> {
  if (!process.env.TEST_DATABASE_URL || !process.env.TEST_NATS_URL) {
    console.log('cluster ingest: needs TEST_DATABASE_URL and TEST_NATS_URL (PostgreSQL and NATS); skipped');
    return;
  }
  const seconds = Number(process.env.BENCH_SECONDS ?? 20);
  const baseline = await run(1, false, connections, seconds);
  report('1 process, no bus (baseline)', baseline, baseline);
  for (const count of [1, 2, 3])
    report(
      `${count} cluster node${count > 1 ? 's' : ''}`,
      await run(count, true, connections, seconds),
      baseline,
    );
  const one = await run(1, true, connections, seconds);
  const hopUs = (1e6 / one.rate - 1e6 / baseline.rate).toFixed(1);
  console.log(
    `cluster ingest: the bus hop costs ${hopUs} µs of the whole machine per position (1 node with the bus again vs without)`,
  );
}

interface RunResult {
  rate: number;
  p50: number;
  p99: number;
  derivedLagMs: number;
}

function report(label: string, result: RunResult, baseline: RunResult): void {
  console.log(
    `cluster ingest, ${label}: ${result.rate.toFixed(0)} positions/s committed+acked, p50 ${result.p50.toFixed(0)} ms, p99 ${result.p99.toFixed(0)} ms send→ack, derivation caught up ${result.derivedLagMs.toFixed(0)} ms after the load | baseline ${baseline.rate.toFixed(0)} positions/s | ratio ${(result.rate / baseline.rate).toFixed(3)}`,
  );
}

async function run(
  count: number,
  cluster: boolean,
  connections: number,
  seconds: number,
): Promise<RunResult> {
  const fresh = await freshClusterDatabase();
  const database = await openPostgres(fresh.url, 2);
  const nodes: ClusterNode[] = [];
  try {
    await database.migrate(migrationsDir);
    await seedReferenceData(database.db);
    await registerTeltonikaFleet(database.db, connections);
    for (let i = 0; i < count; i++)
      nodes.push(
        await startClusterNode({
          id: `bench-${i}`,
          databaseUrl: fresh.url,
          roles: 'gateway,worker',
          env: {
            LOG_LEVEL: 'error',
            NAVGAN_CLUSTER: `bench${process.pid}`,
            ...(cluster ? {} : { NATS_URL: '' }),
          },
        }),
      );
    await Promise.all(nodes.map((node) => node.ready()));
    const share = Math.floor(connections / count);
    const durationMs = seconds * 1000;
    const loads = await Promise.all(
      nodes.map((node, i) =>
        runLoadProcess([node.ports.teltonika, benchImeiBase + i * share, share, 10, durationMs, 5000, 0]),
      ),
    );
    const loadEnded = Date.now();
    // The derivation has caught up once the vehicles' saved states stop moving (flushes are every 5 s).
    let caughtUp = loadEnded;
    let last = '';
    while (Date.now() - caughtUp < 6_000 && Date.now() - loadEnded < 120_000) {
      const [row] = rowsOf<{ s: string }>(
        await database.db.execute(
          sql`select coalesce(sum(extract(epoch from last_fix_time)), 0)::text as s from motion_states`,
        ),
      );
      if (row?.s !== last) {
        last = row?.s ?? '';
        caughtUp = Date.now();
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const latencies = loads.flatMap((load) => load.latenciesMs);
    return {
      rate: loads.reduce((sum, load) => sum + load.steadyRecords, 0) / seconds,
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      derivedLagMs: caughtUp - loadEnded,
    };
  } finally {
    await Promise.all(nodes.map((node) => node.kill('SIGTERM')));
    await database.close();
    await fresh.drop();
  }
}

import {
  type ClusterNode,
  clusterTestsEnabled,
  freeNodePorts,
  freePort,
  freshClusterDatabase,
  type NodePorts,
  startClusterNode,
} from './cluster-nodes';
import { findHaproxy, type RunningHaproxy, startHaproxy } from './haproxy';

/** Cluster tests through HAProxy run when cluster tests do and an haproxy executable is found. */
export const haproxyBinary = clusterTestsEnabled ? findHaproxy() : undefined;
export const haproxyTestsEnabled = Boolean(haproxyBinary);
if (clusterTestsEnabled && !haproxyBinary)
  console.warn(
    '\n*** SKIPPED: the cluster tests through HAProxy need haproxy (install it, or set HAPROXY to its path) ***\n',
  );

/** The backend of the tracker ports and its servers' names, as in deploy/haproxy/navgan.cfg. */
export const trackerBackend = 'trackers';
export const nodeNames = ['node1', 'node2', 'node3'] as const;

export interface HaproxiedCluster {
  databaseUrl: string;
  /** The ports HAProxy listens on at 127.0.0.1, which the nodes also listen on at their own addresses. */
  ports: NodePorts;
  haproxy: RunningHaproxy;
  nodes: ClusterNode[];
  /** Starts node `index` again (after it ended) and waits until it is ready and HAProxy sends to it. */
  restart: (index: number) => Promise<ClusterNode>;
  /** Tracker sessions HAProxy holds open to each node, by server name. */
  trackerSessions: () => Promise<Record<string, number>>;
  stop: () => Promise<void>;
}

/**
 * Three nodes running every role on 127.0.1.1-3 (sharing one set of port numbers, as hosts of a
 * real cluster do), a fresh database, `seed` run once they are ready, and HAProxy with the
 * shipped configuration in front, every server up.
 */
export async function startHaproxiedCluster(
  seed: (databaseUrl: string) => Promise<void>,
): Promise<HaproxiedCluster> {
  const database = await freshClusterDatabase();
  const ports = await freeNodePorts();
  const addresses = ['127.0.1.1', '127.0.1.2', '127.0.1.3'] as const;
  const start = (index: number) =>
    startClusterNode({
      id: nodeNames[index] as string,
      databaseUrl: database.url,
      ports,
      host: addresses[index],
    });
  const nodes: ClusterNode[] = [];
  let haproxy: RunningHaproxy | undefined;
  const stop = async () => {
    await haproxy?.stop();
    await Promise.all(nodes.map((node) => node.kill()));
    await database.drop();
  };
  try {
    // Started together: the first to take the migration lock migrates, the others wait for it.
    for (const index of [0, 1, 2]) nodes[index] = await start(index);
    await Promise.all(nodes.map((node) => node.ready()));
    await seed(database.url);
    haproxy = await startHaproxy({
      binary: haproxyBinary as string,
      nodes: [...addresses],
      ports,
      httpPort: await freePort(),
      statsPort: await freePort(),
    });
    const running = haproxy;
    for (const backend of ['api', 'osmand', trackerBackend])
      await running.waitFor(backend, [...nodeNames], 'UP');
    return {
      databaseUrl: database.url,
      ports,
      haproxy: running,
      nodes,
      async restart(index) {
        const node = await start(index);
        nodes[index] = node;
        await node.ready();
        await running.waitFor(trackerBackend, [nodeNames[index] as string], 'UP');
        return node;
      },
      async trackerSessions() {
        const rows = await running.stats();
        return Object.fromEntries(
          rows
            .filter(
              (row) =>
                row.backend === trackerBackend && (nodeNames as readonly string[]).includes(row.server),
            )
            .map((row) => [row.server, row.current]),
        );
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

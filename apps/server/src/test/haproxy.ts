import { type ChildProcess, spawn } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../config';
import { type NodePorts, portEnvironment, watchChild } from './cluster-nodes';

/** The HAProxy configuration the deployment guide ships; tests run the same file. */
export const haproxyConfig = path.join(repoRoot, 'deploy/haproxy/navgan.cfg');

/** The haproxy executable: HAPROXY, else the first on PATH or in the sbin folders packages install to. */
export function findHaproxy(): string | undefined {
  if (process.env.HAPROXY) return process.env.HAPROXY;
  const folders = [...(process.env.PATH ?? '').split(path.delimiter), '/usr/sbin', '/usr/local/sbin'];
  for (const folder of folders.filter(Boolean)) {
    const candidate = path.join(folder, 'haproxy');
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not here
    }
  }
  return undefined;
}

/** One row of HAProxy's statistics: a frontend, a backend, or one server of a backend. */
export interface ProxyStat {
  backend: string;
  server: string;
  /** Sessions open now. */
  current: number;
  /** Sessions since start. */
  total: number;
  status: string;
}

export interface RunningHaproxy {
  /** HAProxy's own port for the panel and API. */
  httpPort: number;
  url: (route: string) => string;
  output: () => string;
  stats: () => Promise<ProxyStat[]>;
  /** Waits until the rows `servers` of `backend` have `status` (UP or DOWN; OPEN for a FRONTEND). */
  waitFor: (
    backend: string,
    servers: string[],
    status: 'UP' | 'DOWN' | 'OPEN',
    timeoutMs?: number,
  ) => Promise<void>;
  stop: () => Promise<void>;
}

/**
 * Runs the shipped configuration in the foreground, listening on 127.0.0.1 at the nodes' own
 * port numbers (the nodes listen on other loopback addresses), in front of `nodes` (addresses).
 */
export async function startHaproxy(options: {
  binary: string;
  nodes: [string, string, string];
  ports: NodePorts;
  httpPort: number;
  statsPort: number;
}): Promise<RunningHaproxy> {
  const child: ChildProcess = spawn(options.binary, ['-f', haproxyConfig, '-db'], {
    env: {
      PATH: process.env.PATH,
      NAVGAN_NODE1: options.nodes[0],
      NAVGAN_NODE2: options.nodes[1],
      NAVGAN_NODE3: options.nodes[2],
      NAVGAN_LB_ADDRESS: '127.0.0.1',
      NAVGAN_LB_HTTP_PORT: String(options.httpPort),
      NAVGAN_LB_STATS: `127.0.0.1:${options.statsPort}`,
      NAVGAN_LB_MAXCONN: '2000',
      ...portEnvironment(options.ports),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const { output, ended, exited } = watchChild(child);

  const stats = async (): Promise<ProxyStat[]> => {
    const csv = await (await fetch(`http://127.0.0.1:${options.statsPort}/;csv`)).text();
    const [header = '', ...lines] = csv.trim().split('\n');
    const columns = header.replace(/^# /, '').split(',');
    const at = (name: string) => columns.indexOf(name);
    return lines.map((line) => {
      const cells = line.split(',');
      return {
        backend: cells[at('pxname')] ?? '',
        server: cells[at('svname')] ?? '',
        current: Number(cells[at('scur')]),
        total: Number(cells[at('stot')]),
        status: cells[at('status')] ?? '',
      };
    });
  };

  const running: RunningHaproxy = {
    httpPort: options.httpPort,
    url: (route) => `http://127.0.0.1:${options.httpPort}${route}`,
    output,
    stats,
    async waitFor(backend, servers, status, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        if (ended()) throw new Error(`haproxy ended:\n${output()}`);
        const rows = await stats().catch(() => []);
        const wanted = rows.filter((row) => row.backend === backend && servers.includes(row.server));
        if (wanted.length === servers.length && wanted.every((row) => row.status.startsWith(status))) return;
        if (Date.now() > deadline)
          throw new Error(
            `${backend} ${servers.join(' ')} not ${status}: ${JSON.stringify(wanted)}\n${output()}`,
          );
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    },
    async stop() {
      if (!ended()) child.kill('SIGTERM');
      await exited;
    },
  };
  await running.waitFor('stats', ['FRONTEND'], 'OPEN', 10_000);
  return running;
}

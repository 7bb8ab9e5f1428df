import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import path from 'node:path';
import { withAdminClient } from './admin-client';

/**
 * Cluster-mode test harness: a fresh PostgreSQL database and real Navgan processes (the entry
 * point through tsx) sharing it and the NATS server of TEST_NATS_URL. Tests using it run only
 * when TEST_DATABASE_URL and TEST_NATS_URL are both set (`clusterTestsEnabled`).
 */
export const clusterTestsEnabled = Boolean(process.env.TEST_DATABASE_URL && process.env.TEST_NATS_URL);

const serverDir = path.resolve(import.meta.dirname, '../..');

const handedOut = new Set<number>();

/**
 * A port free now on 127.0.0.1, drawn below the kernel's ephemeral range (32768 and up): a port
 * the kernel picked for us could be given to another socket before the node binds it.
 */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = 12_000 + Math.floor(Math.random() * 20_000);
    if (handedOut.has(port)) continue;
    const free = await new Promise<boolean>((resolve) => {
      const server = createServer();
      server.once('error', () => resolve(false));
      server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
    });
    if (!free) continue;
    handedOut.add(port);
    return port;
  }
}

/**
 * The entry point a node runs: the server as `npm test` has just built it when it says so
 * (NAVGAN_TEST_BUILT_SERVER=1: a node then starts in a fraction of the time), else the sources.
 */
const nodeEntry =
  process.env.NAVGAN_TEST_BUILT_SERVER === '1' ? ['dist/main.js'] : ['--import', 'tsx', 'src/main.ts'];

/** An empty database on the test PostgreSQL server; `drop()` removes it. */
export async function freshClusterDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const admin = process.env.TEST_DATABASE_URL as string;
  const name = `navgan_cluster_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  await withAdminClient(admin, (client) => client.query(`create database "${name}"`));
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () =>
      withAdminClient(admin, (client) => client.query(`drop database if exists "${name}" with (force)`)).then(
        () => undefined,
      ),
  };
}

/** The ports a node listens on: HTTP and one per tracker listener. */
export interface NodePorts {
  http: number;
  teltonika: number;
  gt06: number;
  osmand: number;
  auto: number;
  h02: number;
  tk103: number;
  jt808: number;
  wialon: number;
  queclink: number;
  meitrack: number;
  ruptela: number;
}

export async function freeNodePorts(): Promise<NodePorts> {
  const names = [
    'http',
    'teltonika',
    'gt06',
    'osmand',
    'auto',
    'h02',
    'tk103',
    'jt808',
    'wialon',
    'queclink',
    'meitrack',
    'ruptela',
  ] as const;
  const ports = {} as NodePorts;
  for (const name of names) ports[name] = await freePort();
  return ports;
}

export interface ClusterNode {
  id: string;
  host: string;
  ports: NodePorts;
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
  /** Resolves when `/api/ready` answers 200 (rejects if the process ends first or after `timeoutMs`). */
  ready: (timeoutMs?: number) => Promise<void>;
  url: (route: string) => string;
  kill: (signal?: NodeJS.Signals) => Promise<void>;
}

export interface NodeOptions {
  id: string;
  databaseUrl: string;
  ports?: NodePorts;
  roles?: string;
  /** The address it listens on (default 127.0.0.1); nodes on distinct loopback addresses can share port numbers. */
  host?: string;
  env?: Record<string, string>;
}

/** The environment that puts a node's listeners on `ports` (HAProxy's file reads the same names). */
export function portEnvironment(ports: NodePorts): Record<string, string> {
  return {
    PORT: String(ports.http),
    TELTONIKA_PORT: String(ports.teltonika),
    GT06_PORT: String(ports.gt06),
    OSMAND_PORT: String(ports.osmand),
    AUTO_PORT: String(ports.auto),
    H02_PORT: String(ports.h02),
    TK103_PORT: String(ports.tk103),
    JT808_PORT: String(ports.jt808),
    WIALON_PORT: String(ports.wialon),
    QUECLINK_PORT: String(ports.queclink),
    MEITRACK_PORT: String(ports.meitrack),
    RUPTELA_PORT: String(ports.ruptela),
  };
}

/** What a child process printed (stdout and stderr), whether it ended, and its exit code. */
export function watchChild(child: ChildProcess) {
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk;
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  let ended = false;
  const exited = new Promise<number | null>((resolve) =>
    child.on('exit', (code) => {
      ended = true;
      resolve(code);
    }),
  );
  return { output: () => output, ended: () => ended, exited };
}

/** Starts one node of the cluster as its own process. */
export async function startClusterNode(options: NodeOptions): Promise<ClusterNode> {
  const ports = options.ports ?? (await freeNodePorts());
  const host = options.host ?? '127.0.0.1';
  const child = spawn(process.execPath, nodeEntry, {
    cwd: serverDir,
    env: {
      ...process.env,
      DATABASE_URL: options.databaseUrl,
      NATS_URL: process.env.TEST_NATS_URL,
      NAVGAN_NODE_ID: options.id,
      // The database's name keeps this cluster's subjects apart from other tests' on the same NATS.
      NAVGAN_CLUSTER: new URL(options.databaseUrl).pathname.slice(1),
      ...(options.roles ? { NAVGAN_ROLES: options.roles } : {}),
      NAVGAN_DEMO: '0',
      JWT_SECRET: 'cluster-test-secret-of-enough-length-0123456789',
      HOST: host,
      LOG_LEVEL: 'warn',
      ...portEnvironment(ports),
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const { output, ended, exited } = watchChild(child);
  const url = (route: string) => `http://${host}:${ports.http}${route}`;
  return {
    id: options.id,
    host,
    ports,
    child,
    output,
    exited,
    url,
    async ready(timeoutMs = 90_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        if (ended()) throw new Error(`node ${options.id} ended before it was ready:\n${output()}`);
        if (Date.now() > deadline) throw new Error(`node ${options.id} not ready in time:\n${output()}`);
        try {
          const answer = await fetch(url('/api/ready'));
          if (answer.status === 200) return;
        } catch {
          // not listening yet
        }
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    },
    async kill(signal = 'SIGKILL') {
      if (!ended()) child.kill(signal);
      await exited;
    },
  };
}

/** Polls `read` until it answers something other than undefined, and answers that; fails after `timeoutMs`. */
export async function valueWithin<T>(
  what: string,
  read: () => Promise<T | undefined>,
  timeoutMs: number,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

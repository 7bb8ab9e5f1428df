import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { hostname } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { osmRasterTiles } from '@navgan/domain/base-map';
import { motionThresholds } from '@navgan/domain/motion';

/** How many vehicles the demo fleet has unless SIMULATOR_VEHICLES says otherwise. */
export const defaultDemoFleetSize = 36;

export const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The repository root: two levels above apps/server (same from src/ and from dist/). */
export const repoRoot = path.resolve(serverRoot, '../..');

export interface Config {
  host: string;
  port: number;
  /** PostgreSQL connection string; when absent the embedded PGlite database in dataDir is used. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** Seed the demo company, admin and fleet on first start. Defaults to on only for the embedded database. */
  demo: boolean;
  /** More demo companies without a fleet, one per name, admin `admin.<name>` (NAVGAN_DEMO_COMPANIES, comma-separated; for tests). */
  demoCompanies: string[];
  jwtSecret: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  ports: {
    teltonika: number;
    teltonikaUdp: number;
    gt06: number;
    osmand: number;
    /** The other framed protocols, by name (TCP, and UDP on the same number where spoken). */
    framed: Record<FramedPortName, number>;
    /** The port that recognises every TCP protocol from a connection's first bytes. */
    auto: number;
  };
  mqttUrl: string | undefined;
  mqttTopic: string;
  /** MQTT session id (MQTT_CLIENT_ID); unset: one of this process alone (see mqtt-ingest.ts). */
  mqttClientId: string | undefined;
  /** Shared-subscription group (MQTT_SHARE_GROUP) for several processes reading one topic. */
  mqttShareGroup: string | undefined;
  /** What this process runs (NAVGAN_ROLES, comma-separated; default all three). */
  roles: ReadonlySet<NodeRole>;
  /** This process's name in the cluster, its health answer and its leases (NAVGAN_NODE_ID). */
  nodeId: string;
  /** The NATS server of cluster mode (NATS_URL); unset: one process, nothing shared but the database. */
  natsUrl: string | undefined;
  /**
   * What every subject on the bus begins with (NAVGAN_CLUSTER, default "navgan"): clusters sharing
   * one NATS server stay apart.
   */
  clusterName: string;
  /** The demo fleet driven over the tracker protocols (demo mode only); 0 vehicles = a demo company without a fleet. */
  simulator: { enabled: boolean; vehicles: number; speedup: number; silentAfterSeconds: number | undefined };
  /**
   * Days of simulated past made once for a fresh demo fleet (DEMO_HISTORY_DAYS, 0 = none), and
   * the most recent of them whose raw positions are kept (DEMO_HISTORY_POSITION_DAYS).
   */
  demoHistory: { days: number; positionDays: number };
  mapStyleUrl: string | undefined;
  /**
   * Origins the browser may load map styles, tiles, glyphs and sprites from (Content-Security-Policy):
   * the origin of MAP_STYLE_URL (OpenStreetMap's tiles when it is unset) and those in CSP_MAP_ORIGINS.
   */
  mapOrigins: string[];
  /**
   * TRUSTED_PROXIES: the load balancers' addresses (or CIDR ranges) whose X-Forwarded-For names the
   * client; from any other peer the header is ignored. Empty: the peer is the client.
   */
  trustedProxies: string[];
  /** PUBLIC_URL: the address clients use (https://fleet.example); absolute links start with it. */
  publicUrl: string | undefined;
  /** The support line the app shows users (SUPPORT_PHONE); unset hides it. */
  supportPhone: string | undefined;
  webDist: string;
  migrationsDir: string;
  logLevel: string;
  /** No data for this long: the vehicle is offline (background job, one notification per episode). */
  offlineAfterMs: number;
  /** How often the offline job looks for silent vehicles (OFFLINE_CHECK_SECONDS, a minute by default). */
  offlineCheckMs: number;
  /** Requests per minute of one signed-in user and of one API key (RATE_LIMIT_USER / RATE_LIMIT_KEY; 0 = no limit). */
  rateLimits: { userPerMinute: number; keyPerMinute: number };
  /** How many `trackings/` answers (filters being polled) are kept fresh in the background; 0: built on request only. */
  liveAnswerWarmKeys: number;
  /** POSITION_RETENTION_DAYS: positions older than this are dropped a month partition at a time; 0 keeps all. */
  positionRetentionDays: number;
}

type Env = Record<string, string | undefined>;

function intFrom(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number, got "${raw}"`);
  return value;
}

function boolFrom(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name]?.toLowerCase();
  if (raw === undefined || raw === '') return fallback;
  return ['1', 'true', 'yes', 'on'].includes(raw);
}

/**
 * JWT secret: JWT_SECRET when set; otherwise a random one kept in the data directory so tokens
 * survive restarts of an embedded install. A server on PostgreSQL must be given one, because
 * several processes have to agree on it.
 */
function jwtSecretFrom(env: Env, dataDir: string, usesPostgres: boolean): string {
  const given = env.JWT_SECRET;
  if (given) {
    if (given.length < 32) throw new Error('JWT_SECRET must be at least 32 characters');
    return given;
  }
  if (usesPostgres && env.NODE_ENV === 'production') {
    throw new Error('JWT_SECRET is required when DATABASE_URL is set in production');
  }
  const file = path.join(dataDir, 'jwt-secret');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(48).toString('base64url');
    writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}

/** A share group name is one topic level: no '/', '+', '#'. */
function shareGroupFrom(env: Env): string | undefined {
  const group = env.MQTT_SHARE_GROUP;
  if (!group) return undefined;
  if (/[/+#]/.test(group)) throw new Error(`MQTT_SHARE_GROUP must not contain / + or #, got "${group}"`);
  return group;
}

/** A style names its tile, glyph and sprite hosts itself: those beyond its own go in CSP_MAP_ORIGINS. */
function mapOriginsFrom(env: Env): string[] {
  const style = env.MAP_STYLE_URL || osmRasterTiles;
  // A style on the panel's own address (/map/style.json) needs no entry.
  const origins = new Set(style.startsWith('/') ? [] : [originOf('MAP_STYLE_URL', style)]);
  for (const entry of (env.CSP_MAP_ORIGINS ?? '').split(/[\s,]+/).filter(Boolean)) {
    origins.add(originOf('CSP_MAP_ORIGINS', entry));
  }
  return [...origins];
}

function originOf(name: string, raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`${name} must hold absolute http(s) addresses, got "${raw}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`${name} must hold absolute http(s) addresses, got "${raw}"`);
  return url.origin;
}

function trustedProxiesFrom(env: Env): string[] {
  const entries = (env.TRUSTED_PROXIES ?? '').split(/[\s,]+/).filter(Boolean);
  for (const entry of entries) {
    const [address = '', prefix] = entry.split('/');
    if (!isIP(address) || (prefix !== undefined && !/^\d{1,3}$/.test(prefix)))
      throw new Error(`TRUSTED_PROXIES must hold addresses or CIDR ranges, got "${entry}"`);
  }
  return entries;
}

function publicUrlFrom(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  const url = new URL(raw);
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`PUBLIC_URL must be an http(s) URL, got "${raw}"`);
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

/** The parts a process may run: the HTTP API and panel, the tracker listeners, the background work. */
export const nodeRoles = ['api', 'gateway', 'worker'] as const;
export type NodeRole = (typeof nodeRoles)[number];

function rolesFrom(env: Env): ReadonlySet<NodeRole> {
  const named = (env.NAVGAN_ROLES ?? '')
    .split(',')
    .map((role) => role.trim())
    .filter(Boolean);
  if (named.length === 0) return new Set(nodeRoles);
  for (const role of named)
    if (!(nodeRoles as readonly string[]).includes(role))
      throw new Error(`NAVGAN_ROLES may name ${nodeRoles.join(', ')}; got "${role}"`);
  return new Set(named as NodeRole[]);
}

function natsUrlFrom(env: Env, databaseUrl: string | undefined): string | undefined {
  const url = env.NATS_URL || undefined;
  if (url && !databaseUrl)
    throw new Error(
      'Cluster mode (NATS_URL) needs a PostgreSQL database shared by the nodes: set DATABASE_URL',
    );
  return url;
}

function clusterNameFrom(env: Env): string {
  const name = env.NAVGAN_CLUSTER || 'navgan';
  // One token of a NATS subject.
  if (!/^[A-Za-z0-9_-]+$/.test(name))
    throw new Error(`NAVGAN_CLUSTER may hold letters, digits, "_" and "-"; got "${name}"`);
  return name;
}

export function loadConfig(env: Env = process.env): Config {
  const databaseUrl = env.DATABASE_URL || undefined;
  const dataDir = path.resolve(env.NAVGAN_DATA_DIR ?? path.join(repoRoot, 'data'));
  return {
    host: env.HOST ?? '0.0.0.0',
    port: intFrom(env, 'PORT', 8080),
    databaseUrl,
    dataDir,
    demo: boolFrom(env, 'NAVGAN_DEMO', !databaseUrl),
    demoCompanies: (env.NAVGAN_DEMO_COMPANIES ?? '')
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
    jwtSecret: jwtSecretFrom(env, dataDir, Boolean(databaseUrl)),
    offlineAfterMs: intFrom(env, 'OFFLINE_AFTER_SECONDS', motionThresholds.offlineAfterMs / 1000) * 1000,
    offlineCheckMs: Math.max(1, intFrom(env, 'OFFLINE_CHECK_SECONDS', 60)) * 1000,
    liveAnswerWarmKeys: intFrom(env, 'LIVE_ANSWER_WARM_KEYS', 4),
    positionRetentionDays: intFrom(env, 'POSITION_RETENTION_DAYS', 0),
    rateLimits: {
      userPerMinute: intFrom(env, 'RATE_LIMIT_USER', 600),
      keyPerMinute: intFrom(env, 'RATE_LIMIT_KEY', 1200),
    },
    accessTokenTtlSeconds: intFrom(env, 'ACCESS_TOKEN_TTL', 15 * 60),
    refreshTokenTtlSeconds: intFrom(env, 'REFRESH_TOKEN_TTL', 7 * 24 * 3600),
    ports: {
      teltonika: intFrom(env, 'TELTONIKA_PORT', 5027),
      // UDP on the TCP port's number unless told otherwise, as devices are usually configured.
      teltonikaUdp: intFrom(env, 'TELTONIKA_UDP_PORT', intFrom(env, 'TELTONIKA_PORT', 5027)),
      gt06: intFrom(env, 'GT06_PORT', 5023),
      osmand: intFrom(env, 'OSMAND_PORT', 5055),
      framed: framedPortsFrom(env),
      auto: intFrom(env, 'AUTO_PORT', 5099),
    },
    mqttUrl: env.MQTT_URL || undefined,
    mqttTopic: env.MQTT_TOPIC || 'navgan/+/position',
    mqttClientId: env.MQTT_CLIENT_ID || undefined,
    mqttShareGroup: shareGroupFrom(env),
    roles: rolesFrom(env),
    nodeId: env.NAVGAN_NODE_ID || `${hostname()}-${process.pid}`,
    natsUrl: natsUrlFrom(env, databaseUrl),
    clusterName: clusterNameFrom(env),
    simulator: {
      enabled: boolFrom(env, 'SIMULATOR', true),
      vehicles: intFrom(env, 'SIMULATOR_VEHICLES', defaultDemoFleetSize),
      speedup: Math.max(1, intFrom(env, 'SIMULATOR_SPEEDUP', 1)),
      // When the demo's offline vehicle goes silent; browser tests shorten the four minutes.
      silentAfterSeconds: env.SIMULATOR_SILENT_AFTER_SECONDS
        ? intFrom(env, 'SIMULATOR_SILENT_AFTER_SECONDS', 0)
        : undefined,
    },
    demoHistory: {
      days: intFrom(env, 'DEMO_HISTORY_DAYS', 90),
      positionDays: intFrom(env, 'DEMO_HISTORY_POSITION_DAYS', 3),
    },
    mapStyleUrl: env.MAP_STYLE_URL || undefined,
    mapOrigins: mapOriginsFrom(env),
    publicUrl: publicUrlFrom(env.PUBLIC_URL),
    trustedProxies: trustedProxiesFrom(env),
    supportPhone: env.SUPPORT_PHONE || undefined,
    webDist: path.resolve(env.NAVGAN_WEB_DIST ?? path.join(repoRoot, 'apps/web/dist')),
    migrationsDir: path.join(serverRoot, 'drizzle'),
    logLevel: env.LOG_LEVEL ?? 'info',
  };
}

/**
 * The default port of each framed protocol, and the variable that moves it: the numbers installers
 * commonly configure these trackers with (docs/telemetry-<protocol>.md).
 */
export const framedPortDefaults = {
  h02: { variable: 'H02_PORT', port: 5013 },
  tk103: { variable: 'TK103_PORT', port: 5002 },
  jt808: { variable: 'JT808_PORT', port: 5015 },
  wialon: { variable: 'WIALON_PORT', port: 20332 },
  queclink: { variable: 'QUECLINK_PORT', port: 5004 },
  meitrack: { variable: 'MEITRACK_PORT', port: 5020 },
  ruptela: { variable: 'RUPTELA_PORT', port: 5046 },
} as const;
export type FramedPortName = keyof typeof framedPortDefaults;

function framedPortsFrom(env: Env): Record<FramedPortName, number> {
  const ports = {} as Record<FramedPortName, number>;
  for (const [name, { variable, port }] of Object.entries(framedPortDefaults))
    ports[name as FramedPortName] = intFrom(env, variable, port);
  return ports;
}

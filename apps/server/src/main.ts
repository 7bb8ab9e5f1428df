import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { buildApp, buildProbeApp } from './app';
import type { AppContext } from './app-context';
import { Bus } from './cluster/bus';
import { shareDefinitionChanges } from './cluster/definition-signals';
import { answerDeviceSupport } from './cluster/device-support-relay';
import { LeaseKeeper } from './cluster/lease-keeper';
import { Leases } from './cluster/leases';
import { LiveFeed } from './cluster/live-feed';
import { Membership } from './cluster/membership';
import { ShardOwnership } from './cluster/shard-ownership';
import { shareSignInOutcomes } from './cluster/sign-in-signals';
import { shardOf } from './cluster/vehicle-shards';
import { ShardLeaseOwnership, VehicleWork } from './cluster/vehicle-work';
import { WorkPublisher } from './cluster/work-publisher';
import { type Config, loadConfig, nodeRoles } from './config';
import { createContext } from './create-context';
import type { Database, Db } from './db/database';
import { openConfiguredDatabase } from './db/open-database';
import { seedReferenceData } from './db/seed-reference';
import { demoHistoryOnce, demoHistoryPending } from './demo/demo-history';
import { type DemoLogin, seedDemo, seedDemoCompanies, seedDemoFleet } from './demo/seed-demo';
import { Simulator } from './demo/simulator/simulator';
import { MotionDeriver } from './derive/motion-deriver';
import { backgroundJobs, sessionPolling, timeRulesJob } from './jobs/background-jobs';
import type { Scheduler } from './jobs/scheduler';
import { createLogger } from './logging/logger';
import { ChannelDispatcher } from './notifications/channels/channel-dispatcher';
import { Evaluation } from './pipeline/evaluation';
import { ensurePositionStorage } from './pipeline/position-storage';
import { type BoundPorts, Telematics } from './pipeline/telematics';
import { WebhookDispatcher } from './webhooks/webhook-dispatcher';

/** How often a cluster node writes its heartbeat (membership.ts says when the others give up on it). */
const heartbeatMs = 2_000;
/** The `jobs` lease: renewed every 2 s for 6 s, so a dead leader's jobs move within about 10 s. */
const jobsLease = { name: 'jobs', everyMs: 2_000, ttlMs: 6_000 };

/**
 * Starts one Navgan node: what every node shares (configuration, database, migrations, seeds,
 * context, the bus in cluster mode), then the parts of its roles — `api` (the API and the panel),
 * `gateway` (the tracker listeners), `worker` (derivation, evaluation, jobs, dispatchers). One
 * process with every role and no NATS_URL is the embedded install.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const database = await openConfiguredDatabase(config);
  logger.info({ engine: database.engine, node: config.nodeId, roles: [...config.roles] }, 'database opened');
  const running: Running = { database, logger };
  onStopSignal(logger, (signal) => stopNode(running, signal));

  const node = await startCommon(config, logger, database);
  running.common = node;
  running.http = config.roles.has('api') ? await startApi(node) : await startProbes(node);
  // Listeners are bound last, once derivation and evaluation hear every committed batch.
  const gateway = config.roles.has('gateway') ? prepareGateway(node) : undefined;
  running.gateway = gateway;
  running.worker = config.roles.has('worker') ? await startWorker(node, gateway) : undefined;
  const trackerPorts = gateway ? await gateway.listen() : undefined;
  if (gateway && trackerPorts) startDemoSimulator(node, gateway, trackerPorts);
  // Last: the replay of the demo's past is heavy and must not hold the listeners back.
  await running.worker?.startDemoHistory();
  node.ctx.readiness.markReady();
  printStartup(node, trackerPorts, gateway);
}

/** What is running, filled in as the node starts, so a signal at any moment stops what exists. */
interface Running {
  database: Database;
  logger: FastifyBaseLogger;
  common?: CommonPart;
  http?: FastifyInstance;
  gateway?: GatewayPart;
  worker?: WorkerPart;
}

interface CommonPart {
  config: Config;
  logger: FastifyBaseLogger;
  database: Database;
  ctx: AppContext;
  /** The demo company's login (demo mode). */
  demo: DemoLogin | undefined;
  /** Whether a fresh demo fleet still needs its past (asked before anything live is derived). */
  demoHistoryDue: boolean;
  /** When the live demo takes over from its history. */
  takeover: Date;
  /** Cluster mode: this node's leases and heartbeat. */
  cluster: { leases: Leases; membership: Membership; heartbeat: NodeJS.Timeout } | undefined;
  /** Cluster mode: the live states of every node's devices, and where this node's go out. */
  liveFeed: LiveFeed | undefined;
}

/** Every node: migrations, reference data, the demo seed, the context, the bus and the heartbeat. */
async function startCommon(
  config: Config,
  logger: FastifyBaseLogger,
  database: Database,
): Promise<CommonPart> {
  await database.migrate(config.migrationsDir);
  // The positions' current months exist before a listener writes or a worker replays them.
  await ensurePositionStorage(database.db);
  // Nodes starting together seed one after the other: the later ones find the data there.
  const demo = await database.exclusively(async (db) => {
    if (await seedReferenceData(db)) logger.info('reference data seeded');
    return seedDemoData(config, logger, db);
  });
  const demoHistoryDue =
    demo && config.simulator.enabled && config.simulator.vehicles > 0 && config.demoHistory.days > 0
      ? await demoHistoryPending(database.db, demo.companyId)
      : false;
  const takeover = new Date();
  const bus = config.natsUrl
    ? await Bus.open(config.natsUrl, config.nodeId, logger, config.clusterName)
    : undefined;
  const ctx = createContext(config, database, undefined, bus);
  // Vehicle, driver, tag and SIM edits reach the live answers at once, whichever process made them.
  await ctx.catalog.follow(database);
  let liveFeed: LiveFeed | undefined;
  if (bus) {
    shareDefinitionChanges(bus, ctx.definitionChanges, config.nodeId);
    // A password guesser sent round robin over the api nodes meets one throttle, not one per node.
    shareSignInOutcomes(bus, ctx.loginThrottle, config.nodeId);
    liveFeed = new LiveFeed(bus, ctx.liveStates, config.nodeId, logger);
    // Every device's live state, whichever node holds its connection, before the first request
    // (the live answers) or job (offline and time rules); a gateway-only node only publishes.
    if (config.roles.has('api') || config.roles.has('worker')) await liveFeed.follow();
  }
  // What the companies' webhooks want is in memory before the first position or write arrives.
  await ctx.outbox.interest.follow(database);
  const cluster = config.natsUrl ? await joinCluster(config, logger, database) : undefined;
  return { config, logger, database, ctx, demo, demoHistoryDue, takeover, cluster, liveFeed };
}

/** Demo mode: the demo company, its admin and its fleet, and the extra demo companies (each once). */
async function seedDemoData(
  config: Config,
  logger: FastifyBaseLogger,
  db: Db,
): Promise<DemoLogin | undefined> {
  if (!config.demo) return undefined;
  const demo = await seedDemo(db, process.env.NAVGAN_DEMO_PASSWORD || undefined);
  if (config.demoCompanies.length > 0) await seedDemoCompanies(db, config.demoCompanies, demo.password);
  if (config.simulator.vehicles > 0) {
    const added = await seedDemoFleet(db, demo.companyId, config.simulator.vehicles);
    if (added > 0) logger.info({ added }, 'demo fleet seeded');
  }
  return demo;
}

/** Cluster mode: this node's heartbeat, written now and every 2 s until it leaves. */
async function joinCluster(config: Config, logger: FastifyBaseLogger, database: Database) {
  const membership = new Membership(database.db, config.nodeId, config.roles);
  await membership.beat();
  const heartbeat = setInterval(() => {
    membership.beat().catch((error) => logger.warn({ err: error }, 'cluster heartbeat failed'));
  }, heartbeatMs);
  heartbeat.unref();
  return { leases: new Leases(database.db, config.nodeId), membership, heartbeat };
}

/** `api`: the API and the panel on PORT, with sessions revoked elsewhere followed in memory. */
async function startApi(node: CommonPart): Promise<FastifyInstance> {
  const { ctx, config, database, logger } = node;
  // Revoked sessions are known before the first request is answered.
  await ctx.sessions.sync();
  // PGlite has one process (its data directory is locked); on PostgreSQL others revoke too.
  const pollMs = database.engine === 'postgres' ? 2_000 : 3_600_000;
  const polling = sessionPolling(ctx.sessions, pollMs, { log: logger, clock: ctx.clock });
  polling.start();
  const app = await buildApp(ctx, { logger, serveWeb: true });
  app.addHook('onClose', () => polling.stop());
  await app.listen({ host: config.host, port: config.port });
  return app;
}

/** A node without `api` still answers the load balancer's probes on PORT. */
async function startProbes(node: CommonPart): Promise<FastifyInstance> {
  const app = await buildProbeApp(node.ctx, { logger: node.logger });
  await app.listen({ host: node.config.host, port: node.config.port });
  return app;
}

interface GatewayPart {
  telematics: Telematics;
  listen(): Promise<BoundPorts>;
  simulator?: LeaseKeeper | Simulator;
  stop(): Promise<void>;
}

/** `gateway`: the tracker listeners (and MQTT), built now and bound by `listen`. */
function prepareGateway(node: CommonPart): GatewayPart {
  const { ctx, config, database, logger } = node;
  const telematics = new Telematics(
    database,
    logger,
    ctx.liveStates,
    ctx.deviceSupport,
    ctx.clock,
    ctx.outbox,
  );
  if (node.liveFeed) telematics.onLiveChanged(node.liveFeed.publish);
  // In a cluster the owner of each vehicle's shard works its positions (cluster/vehicle-work.ts).
  if (node.cluster && ctx.bus) telematics.onCommitted(new WorkPublisher(ctx.bus, config.nodeId).publish);
  // The support panel of any api node asks every gateway for a device's frames and connection.
  const stopAnswering = ctx.bus ? answerDeviceSupport(ctx.bus, ctx.deviceSupport) : undefined;
  const part: GatewayPart = {
    telematics,
    async listen() {
      const ports = await telematics.start(config.host, config.ports);
      if (config.mqttUrl)
        telematics.startMqtt({
          url: config.mqttUrl,
          topic: config.mqttTopic,
          ...(config.mqttClientId ? { clientId: config.mqttClientId } : {}),
          ...(config.mqttShareGroup ? { shareGroup: config.mqttShareGroup } : {}),
        });
      return ports;
    },
    async stop() {
      stopAnswering?.();
      await part.simulator?.stop();
      await telematics.stop();
    },
  };
  return part;
}

/**
 * Demo mode: the demo fleet driven over this node's own listeners (real sockets), by one gateway
 * node of a cluster at a time (lease `demo-simulator`), since two would send each fix twice.
 */
function startDemoSimulator(node: CommonPart, gateway: GatewayPart, ports: BoundPorts): void {
  const { config, logger, demo } = node;
  if (!demo || !config.simulator.enabled || config.simulator.vehicles <= 0) return;
  const simulator = () =>
    new Simulator({
      host: config.host,
      ports,
      vehicles: config.simulator.vehicles,
      speedup: config.simulator.speedup,
      silentAfterS: config.simulator.silentAfterSeconds,
      start: node.takeover,
      log: logger,
    });
  if (!node.cluster) {
    const only = simulator();
    gateway.simulator = only;
    only.start();
    return;
  }
  let driving: Simulator | undefined;
  const keeper = new LeaseKeeper(node.cluster.leases, 'demo-simulator', {
    everyMs: jobsLease.everyMs,
    ttlMs: jobsLease.ttlMs,
    log: logger,
    onGained: () => {
      driving = simulator();
      driving.start();
    },
    onLost: () => {
      driving?.stop();
      driving = undefined;
    },
  });
  gateway.simulator = keeper;
  void keeper.start();
}

interface WorkerPart {
  /** Demo mode: makes a fresh demo fleet's past in the background (once the node is otherwise up). */
  startDemoHistory(): Promise<void>;
  /** Stops what starts work on its own: demo history, jobs, channel and webhook dispatchers. */
  stopBackground(): Promise<void>;
  /** Derives and evaluates what the gateway committed before it stopped, then ends. */
  stopDerivation(): Promise<void>;
}

/**
 * `worker`: motion derivation and fence/rule evaluation of this node's committed positions, the
 * background jobs (cluster-wide once: on the node holding the `jobs` lease), and the channel and
 * webhook dispatchers.
 */
async function startWorker(node: CommonPart, gateway: GatewayPart | undefined): Promise<WorkerPart> {
  const { ctx, config, database, logger } = node;
  const outbox = ctx.outbox;
  // In a cluster each vehicle's positions are worked by the owner of its shard, whichever node's
  // gateway stored them; alone, this node works what its own gateway commits.
  const ownership = node.cluster && ctx.bus ? new ShardLeaseOwnership(config.nodeId) : undefined;
  const motion = new MotionDeriver(database.db, logger, {}, outbox, ownership);
  const evaluation = new Evaluation(
    database.db,
    ctx.catalog,
    logger,
    ctx.definitionChanges,
    outbox,
    ownership,
  );
  if (!ownership) {
    gateway?.telematics.onCommitted(motion.accept);
    gateway?.telematics.onCommitted((records) => evaluation.accept(records));
  }
  await motion.start({ replay: !ownership });
  let shards: ShardOwnership | undefined;
  let timeRules: Scheduler | undefined;
  if (ownership && node.cluster && ctx.bus) {
    const work = new VehicleWork(database.db, ctx.bus, motion, evaluation, ownership, logger);
    const owned = new ShardOwnership(node.cluster.leases, node.cluster.membership, work, logger);
    shards = owned;
    await owned.start();
    timeRules = timeRulesJob(
      {
        db: database.db,
        catalog: ctx.catalog,
        liveStates: ctx.liveStates,
        motion: evaluation.motion,
        log: logger,
        clock: ctx.clock,
        outbox,
      },
      (vehicleId) => owned.owns(shardOf(vehicleId)),
    );
    timeRules.start();
  }
  const jobs = startJobs(node, evaluation);
  await jobs.start();
  // Email, SMS and bot messages of notifications, sent after they are committed.
  const channels = new ChannelDispatcher(database, ctx.clock, logger);
  await channels.start();
  // Webhooks: the outbox's events POSTed to the companies' receivers.
  const webhooks = new WebhookDispatcher(database, outbox.interest, logger, ctx.clock);
  await webhooks.start();
  let history: { stop(): Promise<void> } | undefined;
  return {
    async startDemoHistory() {
      history = await startDemoHistory(node);
    },
    async stopBackground() {
      await history?.stop();
      await timeRules?.stop();
      await jobs.stop();
      await channels.stop();
      await webhooks.stop();
    },
    async stopDerivation() {
      // Each shard's work is stored and its lease given up, so the others take it at once.
      await shards?.stop();
      await motion.stop();
      await evaluation.idle();
      evaluation.close();
    },
  };
}

/** The background jobs: here at once in the embedded install; in a cluster while this node holds `jobs`. */
function startJobs(
  node: CommonPart,
  evaluation: Evaluation,
): { start(): Promise<void>; stop(): Promise<void> } {
  const { ctx, config, database, logger } = node;
  const scheduler = (): Scheduler =>
    backgroundJobs({
      db: database.db,
      catalog: ctx.catalog,
      liveStates: ctx.liveStates,
      motion: evaluation.motion,
      offlineAfterMs: config.offlineAfterMs,
      offlineCheckMs: config.offlineCheckMs,
      log: logger,
      clock: ctx.clock,
      sessions: ctx.sessions,
      outbox: ctx.outbox,
      positionRetentionDays: config.positionRetentionDays,
      timeRulesElsewhere: Boolean(node.cluster),
    });
  if (!node.cluster) {
    const jobs = scheduler();
    return {
      start: async () => jobs.start(),
      stop: () => jobs.stop(),
    };
  }
  let jobs: Scheduler | undefined;
  const keeper = new LeaseKeeper(node.cluster.leases, jobsLease.name, {
    everyMs: jobsLease.everyMs,
    ttlMs: jobsLease.ttlMs,
    log: logger,
    onGained: () => {
      logger.info({ node: config.nodeId }, 'background jobs run on this node');
      jobs = scheduler();
      jobs.start();
    },
    onLost: async () => {
      await jobs?.stop();
      jobs = undefined;
    },
  });
  return { start: () => keeper.start(), stop: () => keeper.stop() };
}

/**
 * Demo mode: a fresh demo fleet's past, made once in the background (in a cluster by the one
 * worker that takes the `demo-history` lease first).
 */
async function startDemoHistory(node: CommonPart): Promise<{ stop(): Promise<void> }> {
  const { config, database, logger, demo, ctx } = node;
  if (!demo || !node.demoHistoryDue) return { stop: async () => undefined };
  if (node.cluster && !(await node.cluster.leases.take(['demo-history'], 3_600_000)).has('demo-history'))
    return { stop: async () => undefined };
  logger.info(
    { days: config.demoHistory.days },
    "demo history: replaying the fleet's past in the background",
  );
  const abort = new AbortController();
  const done = demoHistoryOnce(database.db, {
    companyId: demo.companyId,
    vehicles: config.simulator.vehicles,
    days: config.demoHistory.days,
    positionDays: config.demoHistory.positionDays,
    until: node.takeover,
    log: logger,
    signal: abort.signal,
    catalog: ctx.catalog,
    definitionChanges: ctx.definitionChanges,
  })
    .then((summary) => summary && logger.info(summary, 'demo history: done'))
    .catch((error) => logger.error({ err: error }, 'demo history failed'));
  return {
    async stop() {
      abort.abort();
      await done;
    },
  };
}

function onStopSignal(logger: FastifyBaseLogger, stop: (signal: string) => Promise<void>): void {
  let stopping = false;
  const handle = (signal: string) => {
    if (stopping) {
      logger.warn('second signal: exiting now');
      process.exit(1);
    }
    stopping = true;
    void stop(signal);
  };
  process.on('SIGINT', () => handle('SIGINT'));
  process.on('SIGTERM', () => handle('SIGTERM'));
}

/**
 * Stops in the reverse order of the work's flow: not ready (the load balancer drains the node),
 * background work, the listeners (what they accepted is written), derivation of what was
 * committed, HTTP, the cluster's heartbeat and bus, and the database last.
 */
async function stopNode(running: Running, signal: string): Promise<void> {
  const { logger, database, common } = running;
  logger.info({ signal }, 'shutting down');
  common?.ctx.readiness.markStopping();
  try {
    await running.worker?.stopBackground();
    await running.gateway?.stop();
    await running.worker?.stopDerivation();
    await running.http?.close();
    common?.liveFeed?.stop();
    await common?.ctx.catalog.stop();
    await common?.ctx.outbox.interest.stop();
    if (common?.cluster) {
      clearInterval(common.cluster.heartbeat);
      await common.cluster.membership
        .leave()
        .catch((error) => logger.warn({ err: error }, 'leaving the cluster failed'));
    }
    await common?.ctx.bus?.close();
  } finally {
    await database.close();
    logger.info('database closed cleanly');
    process.exit(0);
  }
}

function printStartup(
  node: CommonPart,
  ports: BoundPorts | undefined,
  gateway: GatewayPart | undefined,
): void {
  const { config, database, demo } = node;
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const roles = nodeRoles.filter((role) => config.roles.has(role));
  const lines = [
    '',
    config.roles.has('api')
      ? `  Navgan is running:  http://${shownHost}:${config.port}/`
      : `  Navgan is running:  health and readiness on http://${shownHost}:${config.port}/api/health`,
    `  Node:               ${config.nodeId} (${roles.join(', ')})${config.natsUrl ? ', cluster mode' : ''}`,
    `  Database:           ${database.engine === 'pglite' ? `embedded (${config.dataDir})` : 'PostgreSQL'}`,
  ];
  if (ports)
    lines.push(
      `  Trackers:           Teltonika tcp/${ports.teltonika} udp/${ports.teltonikaUdp}  GT06 tcp/${ports.gt06}  OsmAnd http/${ports.osmand}`,
      `                      ${Object.entries(ports.framed)
        .map(([name, port]) => `${name} ${port}`)
        .join('  ')}  any protocol (auto-detected) tcp/${ports.auto}`,
    );
  if (ports && config.mqttUrl)
    lines.push(
      `  MQTT:               subscribed to ${config.mqttShareGroup ? `$share/${config.mqttShareGroup}/` : ''}${config.mqttTopic}`,
    );
  if (gateway?.simulator)
    lines.push(
      `  Simulator:          ${config.simulator.vehicles} demo vehicles driving${node.cluster ? ' (on one gateway node at a time)' : ''} (SIMULATOR=0 turns it off)`,
    );
  if (demo) lines.push(`  Demo login:         username "${demo.username}"  password "${demo.password}"`);
  lines.push('  Stop with Ctrl-C.', '');
  process.stdout.write(`${lines.join('\n')}\n`);
}

main().catch((error) => {
  process.stderr.write(`Navgan failed to start: ${error instanceof Error ? error.message : String(error)}\n`);
  if (process.env.LOG_LEVEL === 'debug' && error instanceof Error) process.stderr.write(`${error.stack}\n`);
  process.exit(1);
});

import { buildApp } from './app';
import { Bus } from './cluster/bus';
import { shareDefinitionChanges } from './cluster/definition-signals';
import { LiveFeed } from './cluster/live-feed';
import { loadConfig } from './config';
import { createContext } from './create-context';
import { openConfiguredDatabase } from './db/open-database';
import { seedReferenceData } from './db/seed-reference';
import { demoHistoryOnce, demoHistoryPending } from './demo/demo-history';
import { seedDemo, seedDemoCompanies, seedDemoFleet } from './demo/seed-demo';
import { Simulator } from './demo/simulator/simulator';
import { MotionDeriver } from './derive/motion-deriver';
import { backgroundJobs } from './jobs/background-jobs';
import type { Scheduler } from './jobs/scheduler';
import { createLogger } from './logging/logger';
import { ChannelDispatcher } from './notifications/channels/channel-dispatcher';
import { Evaluation } from './pipeline/evaluation';
import { Telematics } from './pipeline/telematics';
import { WebhookDispatcher } from './webhooks/webhook-dispatcher';
import type { WebhookInterest } from './webhooks/webhook-interest';

/** Starts the Navgan server: database, migrations, reference data, demo seed, HTTP. */
async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const database = await openConfiguredDatabase(config);
  logger.info({ engine: database.engine }, 'database opened');

  let shuttingDown = false;
  const shutdown = async (signal: string) => {
    if (shuttingDown) {
      logger.warn('second signal: exiting now');
      process.exit(1);
    }
    shuttingDown = true;
    logger.info({ signal }, 'shutting down');
    try {
      stopHistory.abort();
      await historyDone;
      await jobs?.stop();
      await channels?.stop();
      await webhooks?.stop();
      await webhookInterest?.stop();
      simulator?.stop();
      await telematics?.stop();
      await motion?.stop();
      await evaluation?.idle();
      evaluation?.close();
      await app?.close();
      liveFeed?.stop();
      await ctx?.catalog.stop();
      await bus?.close();
    } finally {
      await database.close();
      logger.info('database closed cleanly');
      process.exit(0);
    }
  };
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  let telematics: Telematics | undefined;
  let motion: MotionDeriver | undefined;
  let evaluation: Evaluation | undefined;
  let jobs: Scheduler | undefined;
  let channels: ChannelDispatcher | undefined;
  let webhooks: WebhookDispatcher | undefined;
  let webhookInterest: WebhookInterest | undefined;
  let simulator: Simulator | undefined;
  let bus: Bus | undefined;
  let liveFeed: LiveFeed | undefined;
  let ctx: ReturnType<typeof createContext> | undefined;
  const stopHistory = new AbortController();
  let historyDone: Promise<unknown> = Promise.resolve();
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await database.migrate(config.migrationsDir);
  if (await seedReferenceData(database.db)) logger.info('reference data seeded');
  const demo = config.demo
    ? await seedDemo(database.db, process.env.NAVGAN_DEMO_PASSWORD || undefined)
    : undefined;
  if (demo && config.demoCompanies.length > 0)
    await seedDemoCompanies(database.db, config.demoCompanies, demo.password);
  if (demo && config.simulator.vehicles > 0) {
    const added = await seedDemoFleet(database.db, demo.companyId, config.simulator.vehicles);
    if (added > 0) logger.info({ added }, 'demo fleet seeded');
  }
  // Asked before anything live is derived: a fresh demo fleet gets its past once, later, in the background.
  const history =
    demo && config.simulator.enabled && config.simulator.vehicles > 0 && config.demoHistory.days > 0
      ? await demoHistoryPending(database.db, demo.companyId)
      : false;
  const takeover = new Date();

  ctx = createContext(config, database);
  // Vehicle, driver, tag and SIM edits reach the live answers at once, whichever process made them.
  await ctx.catalog.follow(database);
  if (config.natsUrl) {
    bus = await Bus.open(config.natsUrl, config.nodeId, logger, config.clusterName);
    shareDefinitionChanges(bus, ctx.definitionChanges, config.nodeId);
    // Every device's live state, whichever node holds its connection, before the first request.
    liveFeed = new LiveFeed(bus, ctx.liveStates, config.nodeId, logger);
    await liveFeed.follow();
  }
  const outbox = ctx.outbox;
  webhookInterest = outbox.interest;
  // What the companies' webhooks want is in memory before the first position arrives.
  await webhookInterest.follow(database);
  // Revoked sessions are known before the first request is answered.
  await ctx.sessions.sync();
  app = await buildApp(ctx, { logger, serveWeb: true });
  await app.listen({ host: config.host, port: config.port });
  telematics = new Telematics(database, logger, ctx.liveStates, ctx.deviceSupport, ctx.clock, outbox);
  motion = new MotionDeriver(database.db, logger, {}, outbox);
  if (liveFeed) telematics.onLiveChanged(liveFeed.publish);
  telematics.onCommitted(motion.accept);
  const catalog = ctx.catalog;
  const evaluating = new Evaluation(database.db, catalog, logger, ctx.definitionChanges, outbox);
  evaluation = evaluating;
  telematics.onCommitted((records) => evaluating.accept(records));
  const trackerPorts = await telematics.start(config.host, config.ports);
  await motion.start();
  jobs = backgroundJobs({
    db: database.db,
    catalog,
    liveStates: ctx.liveStates,
    motion: evaluating.motion,
    offlineAfterMs: config.offlineAfterMs,
    log: logger,
    clock: ctx.clock,
    // PGlite has one process (its data directory is locked); PostgreSQL may have several.
    sessions: { revocations: ctx.sessions, pollMs: database.engine === 'postgres' ? 2_000 : 3_600_000 },
    outbox,
    positionRetentionDays: config.positionRetentionDays,
  });
  jobs.start();
  // Email, SMS and bot messages of notifications, sent after they are committed.
  channels = new ChannelDispatcher(database, ctx.clock, logger);
  await channels.start();
  // Webhooks: the outbox's events POSTed to the companies' receivers.
  webhooks = new WebhookDispatcher(database, outbox.interest, logger, ctx.clock);
  await webhooks.start();
  if (config.mqttUrl)
    telematics.startMqtt({
      url: config.mqttUrl,
      topic: config.mqttTopic,
      ...(config.mqttClientId ? { clientId: config.mqttClientId } : {}),
      ...(config.mqttShareGroup ? { shareGroup: config.mqttShareGroup } : {}),
    });
  // In the same process: the fleet is small by default, and it still goes through real sockets.
  if (demo && config.simulator.enabled && config.simulator.vehicles > 0) {
    simulator = new Simulator({
      host: config.host,
      ports: trackerPorts,
      vehicles: config.simulator.vehicles,
      speedup: config.simulator.speedup,
      silentAfterS: config.simulator.silentAfterSeconds,
      start: takeover,
      log: logger,
    });
    simulator.start();
  }
  if (demo && history) {
    logger.info(
      { days: config.demoHistory.days },
      "demo history: replaying the fleet's past in the background",
    );
    historyDone = demoHistoryOnce(database.db, {
      companyId: demo.companyId,
      vehicles: config.simulator.vehicles,
      days: config.demoHistory.days,
      positionDays: config.demoHistory.positionDays,
      until: takeover,
      log: logger,
      signal: stopHistory.signal,
      catalog,
      definitionChanges: ctx.definitionChanges,
    })
      .then((summary) => summary && logger.info(summary, 'demo history: done'))
      .catch((error) => logger.error({ err: error }, 'demo history failed'));
  }

  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const lines = [
    '',
    `  Navgan is running:  http://${shownHost}:${config.port}/`,
    `  Database:           ${database.engine === 'pglite' ? `embedded (${config.dataDir})` : 'PostgreSQL'}`,
    `  Trackers:           Teltonika tcp/${trackerPorts.teltonika} udp/${trackerPorts.teltonikaUdp}  GT06 tcp/${trackerPorts.gt06}  OsmAnd http/${trackerPorts.osmand}`,
    `                      ${Object.entries(trackerPorts.framed)
      .map(([name, port]) => `${name} ${port}`)
      .join('  ')}  any protocol (auto-detected) tcp/${trackerPorts.auto}`,
  ];
  if (config.mqttUrl)
    lines.push(
      `  MQTT:               subscribed to ${config.mqttShareGroup ? `$share/${config.mqttShareGroup}/` : ''}${config.mqttTopic}`,
    );
  if (simulator)
    lines.push(
      `  Simulator:          ${config.simulator.vehicles} demo vehicles driving (SIMULATOR=0 turns it off)`,
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

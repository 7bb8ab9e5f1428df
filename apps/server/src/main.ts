import pino from 'pino';
import { buildApp } from './app';
import { loadConfig } from './config';
import { createContext } from './create-context';
import { openConfiguredDatabase } from './db/open-database';
import { seedDemo } from './db/seed-demo';
import { seedReferenceData } from './db/seed-reference';
import { MotionDeriver } from './derive/motion-deriver';
import { Telematics } from './pipeline/telematics';

/** Starts the Navgan server: database, migrations, reference data, demo seed, HTTP. */
async function main(): Promise<void> {
  const config = loadConfig();
  const logger = pino({ level: config.logLevel });
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
      await telematics?.stop();
      await motion?.stop();
      await app?.close();
    } finally {
      await database.close();
      logger.info('database closed cleanly');
      process.exit(0);
    }
  };
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  let telematics: Telematics | undefined;
  let motion: MotionDeriver | undefined;
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await database.migrate(config.migrationsDir);
  if (await seedReferenceData(database.db)) logger.info('reference data seeded');
  const demo = config.demo
    ? await seedDemo(database.db, process.env.NAVGAN_DEMO_PASSWORD || undefined)
    : undefined;

  const ctx = createContext(config, database);
  app = await buildApp(ctx, { logger, serveWeb: true });
  await app.listen({ host: config.host, port: config.port });
  telematics = new Telematics(database.db, logger, ctx.liveStates);
  motion = new MotionDeriver(database.db, logger);
  telematics.onCommitted(motion.accept);
  const trackerPorts = await telematics.start(config.host, config.ports);
  await motion.start();

  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const lines = [
    '',
    `  Navgan is running:  http://${shownHost}:${config.port}/`,
    `  Database:           ${database.engine === 'pglite' ? `embedded (${config.dataDir})` : 'PostgreSQL'}`,
    `  Trackers:           Teltonika tcp/${trackerPorts.teltonika}  GT06 tcp/${trackerPorts.gt06}  OsmAnd http/${trackerPorts.osmand}`,
  ];
  if (demo) lines.push(`  Demo login:         username "${demo.username}"  password "${demo.password}"`);
  lines.push('  Stop with Ctrl-C.', '');
  process.stdout.write(`${lines.join('\n')}\n`);
}

main().catch((error) => {
  process.stderr.write(`Navgan failed to start: ${error instanceof Error ? error.message : String(error)}\n`);
  if (process.env.LOG_LEVEL === 'debug' && error instanceof Error) process.stderr.write(`${error.stack}\n`);
  process.exit(1);
});

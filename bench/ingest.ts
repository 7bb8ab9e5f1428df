import pino from 'pino';
import { loadConfig } from '../apps/server/src/config';
import { MotionDeriver } from '../apps/server/src/derive/motion-deriver';
import { Telematics } from '../apps/server/src/pipeline/telematics';
import { openTestDatabase } from '../apps/server/src/test/test-database';
import { benchImeiBase, registerTeltonikaFleet, runLoadProcess } from './ingest-fleet';
import { rawCopyRate } from './raw-copy';
import { percentile } from './stats';

/**
 * Ingest end to end: 5,000 simulated Teltonika connections stream packets of 10 records over
 * real sockets; every record is decoded, committed and acknowledged. Figures: records/s
 * sustained and p99 send→ack latency, against a raw COPY of the same number of rows.
 */
export async function ingest(connections = Number(process.env.BENCH_CONNECTIONS ?? 5000)): Promise<void> {
  const database = await openTestDatabase();
  try {
    await database.migrate(loadConfig({ JWT_SECRET: 'x'.repeat(40) }).migrationsDir);
    await registerTeltonikaFleet(database.db, connections);
    const imeiBase = benchImeiBase;
    const log = pino({ level: 'silent' });
    const telematics = new Telematics(database, log);
    // BENCH_DERIVE=1 runs the motion derivation on every committed batch, as the server does.
    const derive = process.env.BENCH_DERIVE === '1';
    const motion = derive ? new MotionDeriver(database.db, log) : undefined;
    if (motion) telematics.onCommitted(motion.accept);
    const ports = await telematics.start('127.0.0.1', { teltonika: 0, teltonikaUdp: 0, gt06: 0, osmand: 0 });
    await motion?.start();
    const durationMs = Number(process.env.BENCH_SECONDS ?? 20) * 1000;
    const spreadMs = 5000;
    // Paced: every device sends 10 records every BENCH_INTERVAL_MS (2,500 ms → 4 records/s per
    // device, 20,000/s for 5,000 devices), so latency is measured at that rate; 0 = flat out.
    const intervalMs = Number(process.env.BENCH_INTERVAL_MS ?? 0);
    const load = await runLoadProcess([
      ports.teltonika,
      imeiBase,
      connections,
      10,
      durationMs,
      spreadMs,
      intervalMs,
    ]);
    await telematics.stop();
    const derivedIn = performance.now();
    await motion?.stop();
    const drainMs = performance.now() - derivedIn;
    if (motion) {
      const s = motion.stats;
      console.log(
        `motion derivation: ${s.fixes} fixes in ${s.flushes} flushes; machines ${s.deriveMs.toFixed(0)} ms (${((s.deriveMs * 1000) / Math.max(1, s.fixes)).toFixed(1)} µs/fix), writes ${s.writeMs.toFixed(0)} ms (${(s.writeMs / Math.max(1, s.flushes)).toFixed(0)} ms/flush)`,
      );
    }
    const rate = load.steadyRecords / (durationMs / 1000);
    const engine = database.engine === 'postgres' ? 'PostgreSQL' : 'PGlite';
    const baseline = await rawCopyRate(database, Math.min(load.acknowledgedRecords, 200_000));
    console.log(
      `ingest ${engine}, ${connections} Teltonika connections${intervalMs ? `, paced ${intervalMs} ms` : ', flat out'}${derive ? `, with motion derivation (${drainMs.toFixed(0)} ms to drain at stop)` : ''}: ${rate.toFixed(0)} positions/s committed+acked | baseline raw ${baseline.method} ${baseline.rowsPerSecond.toFixed(0)} rows/s | ratio ${(rate / baseline.rowsPerSecond).toFixed(3)}`,
    );
    console.log(
      `ingest ${engine} latency send→ack: p50 ${percentile(load.latenciesMs, 50).toFixed(0)} ms, p99 ${percentile(load.latenciesMs, 99).toFixed(0)} ms (${load.latenciesMs.length} packets, ${load.refusedHandshakes} refused)`,
    );
  } finally {
    await database.close();
  }
}

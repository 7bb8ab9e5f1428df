import { execFile } from 'node:child_process';
import path from 'node:path';
import pino from 'pino';
import { loadConfig } from '../apps/server/src/config';
import { companies } from '../apps/server/src/db/schema';
import { devices } from '../apps/server/src/db/vehicle-schema';
import { Telematics } from '../apps/server/src/pipeline/telematics';
import { openTestDatabase } from '../apps/server/src/test/test-database';
import type { LoadResult } from './ingest-load';
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
    const [company] = await database.db.insert(companies).values({ name: 'Ingest bench' }).returning();
    const imeiBase = 350_000_000_000_000;
    const imeis = Array.from({ length: connections }, (_, i) => String(imeiBase + i));
    for (let i = 0; i < imeis.length; i += 1000) {
      await database.db
        .insert(devices)
        .values(
          imeis
            .slice(i, i + 1000)
            .map((imei) => ({ company_id: company?.id ?? 0, imei, protocol: 'teltonika' })),
        );
    }
    const telematics = new Telematics(database.db, pino({ level: 'silent' }));
    const ports = await telematics.start('127.0.0.1', { teltonika: 0, gt06: 0, osmand: 0 });
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
    const rate = load.steadyRecords / (durationMs / 1000);
    const engine = database.engine === 'postgres' ? 'PostgreSQL' : 'PGlite';
    const baseline = await rawCopyRate(database, Math.min(load.acknowledgedRecords, 200_000));
    console.log(
      `ingest ${engine}, ${connections} Teltonika connections${intervalMs ? `, paced ${intervalMs} ms` : ', flat out'}: ${rate.toFixed(0)} positions/s committed+acked | baseline raw ${baseline.method} ${baseline.rowsPerSecond.toFixed(0)} rows/s | ratio ${(rate / baseline.rowsPerSecond).toFixed(3)}`,
    );
    console.log(
      `ingest ${engine} latency send→ack: p50 ${percentile(load.latenciesMs, 50).toFixed(0)} ms, p99 ${percentile(load.latenciesMs, 99).toFixed(0)} ms (${load.latenciesMs.length} packets, ${load.refusedHandshakes} refused)`,
    );
  } finally {
    await database.close();
  }
}

/** The simulated devices run in their own process, as devices are not inside the server. */
function runLoadProcess(args: number[]): Promise<LoadResult> {
  const tsx = path.resolve(import.meta.dirname, '../node_modules/.bin/tsx');
  return new Promise((resolve, reject) => {
    execFile(
      tsx,
      [path.resolve(import.meta.dirname, 'ingest-load.ts'), ...args.map(String)],
      { maxBuffer: 256 * 1024 * 1024 },
      (error, stdout) => {
        if (error) reject(error);
        else resolve(JSON.parse(stdout) as LoadResult);
      },
    );
  });
}

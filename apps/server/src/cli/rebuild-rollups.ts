import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openConfiguredDatabase } from '../db/open-database';
import { rebuildRollups } from '../derive/rebuild-rollups';
import { ApiError } from '../http/api-error';
import { rebuildWindow } from '../jobs/rebuild-jobs';
import { ensurePositionStorage } from '../pipeline/position-storage';

const usage = `Recomputes a company's trips, stops, events and daily rollups from its stored positions.

  npm run rollups:rebuild -- --company <id> --from <YYYY-MM-DD> --to <YYYY-MM-DD>

Days are Iran's calendar days, both included. Uses DATABASE_URL when set, otherwise the embedded
database in the data directory (stop the server first: one process per embedded database).`;

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      company: { type: 'string' },
      from: { type: 'string' },
      to: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const companyId = Number(values.company);
  if (values.help || !Number.isInteger(companyId) || companyId <= 0 || !values.from || !values.to) {
    process.stdout.write(`${usage}\n`);
    process.exitCode = values.help ? 0 : 2;
    return;
  }
  let window: { from: string; to: string };
  try {
    window = rebuildWindow({ start_range: values.from, stop_range: values.to });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    for (const [field, messages] of Object.entries(error.body('en')))
      process.stderr.write(`${field === 'start_range' ? '--from' : '--to'}: ${String(messages)}\n`);
    process.exitCode = 2;
    return;
  }
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  try {
    await database.migrate(config.migrationsDir);
    await ensurePositionStorage(database.db);
    const started = Date.now();
    const summary = await rebuildRollups(database.db, companyId, window.from, window.to);
    process.stdout.write(
      `Rebuilt ${window.from}..${window.to} of company ${companyId} in ${((Date.now() - started) / 1000).toFixed(1)} s: ` +
        `${summary.positions} positions of ${summary.vehicles} vehicles → ${summary.vehicle_days} vehicle-days, ` +
        `${summary.driver_days} driver-days, ${summary.trips} trips, ${summary.stops} stops, ${summary.events} events.\n`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  process.stderr.write(`rollups:rebuild failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});

import { sql } from 'drizzle-orm';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { Database } from '../apps/server/src/db/database';

/**
 * The ceiling the ingest is compared with: the same number of position rows written the fastest
 * way the engine offers, with no decoding, sockets or acknowledgements. On PostgreSQL a COPY into
 * a table of the same shape; on PGlite, which has no COPY from a client stream, one multi-row
 * INSERT per 5,000 rows.
 */
export async function rawCopyRate(
  database: Database,
  rows: number,
): Promise<{ method: string; rowsPerSecond: number }> {
  await database.db.execute(sql`drop table if exists positions_copy_bench`);
  await database.db.execute(sql`create table positions_copy_bench (like positions including defaults)`);
  const line = (i: number) =>
    `1\t${i % 5000}\t\\N\t${new Date(Date.UTC(2026, 0, 1) + i * 1000).toISOString()}\t${new Date().toISOString()}\tt\t35.7\t51.4\t\\N\t50\t90\t\\N\t{"ignition":true,"motion":true}\n`;
  const start = performance.now();
  if (database.engine === 'postgres' && process.env.TEST_DATABASE_URL) {
    const url = new URL(process.env.TEST_DATABASE_URL);
    const current = await database.db.execute(sql`select current_database() as name`);
    url.pathname = `/${(current as unknown as { rows: { name: string }[] }).rows[0]?.name}`;
    const client = new pg.Client({ connectionString: url.toString() });
    // A failed COPY rejects below; the connection's own error must not crash the run meanwhile.
    client.on('error', () => {});
    await client.connect();
    await new Promise<void>((resolve, reject) => {
      // The columns a tracker's row fills; the others (the content hash, the feed's transaction) take their defaults.
      const stream = client.query(
        copyFrom(
          'copy positions_copy_bench (company_id, device_id, company_vehicle_id, fix_time, server_time, valid, latitude, longitude, altitude, speed_kmh, course, satellites, attributes) from stdin',
        ),
      );
      stream.on('finish', resolve).on('error', reject);
      let i = 0;
      const pump = () => {
        while (i < rows) {
          if (!stream.write(line(i++))) return void stream.once('drain', pump);
        }
        stream.end();
      };
      pump();
    }).finally(() => client.end());
    return { method: 'COPY', rowsPerSecond: rows / ((performance.now() - start) / 1000) };
  }
  for (let done = 0; done < rows; done += 5000) {
    const count = Math.min(5000, rows - done);
    await database.db.execute(
      sql.raw(
        `insert into positions_copy_bench (company_id, device_id, fix_time, server_time, valid, latitude, longitude, speed_kmh, course, attributes) select 1, g % 5000, timestamptz '2026-01-01' + (g || ' seconds')::interval, now(), true, 35.7, 51.4, 50, 90, '{"ignition":true}'::jsonb from generate_series(${done}, ${done + count - 1}) g`,
      ),
    );
  }
  return { method: 'INSERT…SELECT', rowsPerSecond: rows / ((performance.now() - start) / 1000) };
}

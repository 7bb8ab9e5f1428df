import { temperatureNoSensor } from '@navgan/domain/constants';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/database';
import { rowsOf } from '../../db/sql-helpers';

/** A vehicle's first temperature sensor, averaged per `bucketMinutes`. */
export const temperatureTrendSchema = z.array(z.object({ at: z.string(), temperature: z.number() }));
export type TemperatureTrend = z.infer<typeof temperatureTrendSchema>;

const bucketMinutes = 15;

/** The trend of each vehicle over the last `hours`, in one grouped query (index on vehicle and fix time). */
export async function temperatureTrends(
  db: Db,
  companyId: number,
  vehicleIds: number[],
  hours: number,
): Promise<Map<number, TemperatureTrend>> {
  const trends = new Map<number, TemperatureTrend>();
  if (vehicleIds.length === 0) return trends;
  const since = new Date(Date.now() - hours * 3_600_000);
  const result = await db.execute(sql`
    select company_vehicle_id as vehicle,
           date_bin(${`${bucketMinutes} minutes`}::interval, fix_time, timestamptz '2000-01-01') as at,
           avg((attributes->'temperatures'->>0)::float8) as temperature
      from positions
     where company_id = ${companyId}
       and company_vehicle_id in (${sql.join(
         vehicleIds.map((id) => sql`${id}`),
         sql`, `,
       )})
       and fix_time >= ${since.toISOString()}::timestamptz
       and jsonb_typeof(attributes->'temperatures'->0) = 'number'
       and (attributes->'temperatures'->>0)::float8 <> ${temperatureNoSensor}
     group by 1, 2
     order by 1, 2`);
  const rows = rowsOf<{ vehicle: number; at: Date | string; temperature: number | string }>(result);
  for (const row of rows) {
    const list = trends.get(Number(row.vehicle)) ?? [];
    list.push({
      at: new Date(row.at).toISOString(),
      temperature: Math.round(Number(row.temperature) * 10) / 10,
    });
    trends.set(Number(row.vehicle), list);
  }
  return trends;
}

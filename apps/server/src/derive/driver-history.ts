import { sql } from 'drizzle-orm';
import { type Executor, pgArrayLiteral, rowsOf } from '../db/sql-helpers';

/** One driver assignment of a vehicle: [from, until) in ms, until null while it is open. */
export interface DriverSpan {
  driverId: number;
  from: number;
  until: number | null;
}

/** The driver assigned to a vehicle at an instant, from its assignment history. */
export function driverAt(spans: DriverSpan[] | undefined, at: number): number | null {
  if (!spans) return null;
  for (const span of spans)
    if (span.from <= at && (span.until === null || at < span.until)) return span.driverId;
  return null;
}

/** The assignments of some vehicles that were open at or after `since`, grouped by vehicle (one query). */
export async function loadDriverSpans(
  db: Executor,
  vehicleIds: number[],
  since: Date,
): Promise<Map<number, DriverSpan[]>> {
  const spans = new Map<number, DriverSpan[]>(vehicleIds.map((id) => [id, []]));
  if (vehicleIds.length === 0) return spans;
  const result = await db.execute(sql`
    select company_vehicle_id, driver_id, from_at, until_at from driver_assignments
    where company_vehicle_id = any(${pgArrayLiteral(vehicleIds)}::int[])
      and (until_at is null or until_at > ${since.toISOString()})
    order by company_vehicle_id, from_at`);
  for (const row of rowsOf<Record<string, unknown>>(result)) {
    spans.get(Number(row.company_vehicle_id))?.push({
      driverId: Number(row.driver_id),
      from: new Date(row.from_at as string).getTime(),
      until: row.until_at ? new Date(row.until_at as string).getTime() : null,
    });
  }
  return spans;
}

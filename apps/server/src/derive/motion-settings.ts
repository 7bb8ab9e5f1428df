import { motionThresholds } from '@navgan/domain/motion';
import { sql } from 'drizzle-orm';
import { type Executor, pgArrayLiteral, rowsOf } from '../db/sql-helpers';
import type { MotionSettings } from './motion-machine';

/** The motion settings of some companies (the defaults where a company set none), one query. */
export async function loadMotionSettings(
  db: Executor,
  companyIds: number[],
): Promise<Map<number, MotionSettings>> {
  const settings = new Map<number, MotionSettings>(
    companyIds.map((id) => [id, { overspeedKmh: motionThresholds.defaultOverspeedKmh }]),
  );
  if (companyIds.length === 0) return settings;
  const result = await db.execute(sql`select company_id, overspeed_kmh from motion_settings
    where company_id = any(${pgArrayLiteral(companyIds)}::int[])`);
  for (const row of rowsOf<{ company_id: number; overspeed_kmh: number }>(result))
    settings.set(Number(row.company_id), { overspeedKmh: Number(row.overspeed_kmh) });
  return settings;
}

/** Sets a company's over-speed limit (km/h). */
export async function saveOverspeed(db: Executor, companyId: number, overspeedKmh: number): Promise<void> {
  await db.execute(sql`insert into motion_settings (company_id, overspeed_kmh)
    values (${companyId}, ${overspeedKmh})
    on conflict (company_id) do update set overspeed_kmh = excluded.overspeed_kmh`);
}

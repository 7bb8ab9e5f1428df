import type { StillRuns } from '@navgan/domain/motion';
import { sql } from 'drizzle-orm';
import { type Executor, pgArrayLiteral, rowsOf } from '../db/sql-helpers';
import { type MotionState, stillRunsOf } from './motion-machine';

/**
 * The still runs the derivation saved for these vehicles, with the time of the last fix they
 * include (epoch ms); vehicles never derived are absent.
 */
export async function loadStillRuns(
  db: Executor,
  vehicleIds: number[],
): Promise<Map<number, { at: number; runs: StillRuns }>> {
  const found = new Map<number, { at: number; runs: StillRuns }>();
  if (vehicleIds.length === 0) return found;
  const rows = rowsOf<{ company_vehicle_id: number; state: MotionState | string }>(
    await db.execute(sql`select company_vehicle_id, state from motion_states
      where company_vehicle_id = any(${pgArrayLiteral(vehicleIds)}::int[])`),
  );
  for (const row of rows) {
    const state = typeof row.state === 'string' ? (JSON.parse(row.state) as MotionState) : row.state;
    if (!state.last) continue;
    found.set(Number(row.company_vehicle_id), { at: state.last.t, runs: stillRunsOf(state) });
  }
  return found;
}

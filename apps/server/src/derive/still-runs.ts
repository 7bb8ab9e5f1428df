import type { StillRuns } from '@navgan/domain/motion';
import { sql } from 'drizzle-orm';
import { type Executor, pgArrayLiteral, rowsOf } from '../db/sql-helpers';
import type { MotionMemory } from '../pipeline/rules/rule-tracker';
import { type MotionState, stillRunsOf } from './motion-machine';

const noStillRuns: StillRuns = { stoppedSince: null, idleSince: null };

/**
 * Gives the time rules' memory the still runs the derivation saved for the vehicles it does not
 * know yet (met for the first time since this process started: a restart, a takeover), so an idle
 * or a stop that began before keeps its start. A vehicle never derived is remembered as having
 * none, and not looked up again.
 */
export async function recallStillRuns(
  db: Executor,
  motion: MotionMemory,
  vehicleIds: number[],
): Promise<void> {
  const unknown = vehicleIds.filter((id) => !motion.knows(id));
  if (unknown.length === 0) return;
  const rows = rowsOf<{ company_vehicle_id: number; state: MotionState | string }>(
    await db.execute(sql`select company_vehicle_id, state from motion_states
      where company_vehicle_id = any(${pgArrayLiteral(unknown)}::int[])`),
  );
  const saved = new Map<number, MotionState>();
  for (const row of rows)
    saved.set(
      Number(row.company_vehicle_id),
      typeof row.state === 'string' ? (JSON.parse(row.state) as MotionState) : row.state,
    );
  for (const id of unknown) {
    // Met meanwhile (a record observed while the query ran): what it saw is newer.
    if (motion.knows(id)) continue;
    const state = saved.get(id);
    if (state?.last) motion.restore(id, state.last.t, stillRunsOf(state));
    else motion.restore(id, 0, noStillRuns);
  }
}

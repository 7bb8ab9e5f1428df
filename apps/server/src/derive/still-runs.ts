import type { StillRuns } from '@navgan/domain/motion';
import type { Executor } from '../db/sql-helpers';
import type { MotionMemory } from '../pipeline/rules/rule-tracker';
import { stillRunsOf } from './motion-machine';
import { loadMotionStates } from './motion-store';

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
  const saved = await loadMotionStates(db, unknown);
  for (const id of unknown) {
    // Met meanwhile (a record observed while the query ran): what it saw is newer.
    if (motion.knows(id)) continue;
    const state = saved.get(id)?.state;
    if (state?.last) motion.restore(id, state.last.t, stillRunsOf(state));
    else motion.restore(id, 0, noStillRuns);
  }
}

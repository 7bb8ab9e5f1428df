import {
  attemptWaitingRuns,
  claimDueRuns,
  planSchedules,
  type ScheduleRunDeps,
} from '../reports/scheduled-reports';

/**
 * Each minute: plan the schedules just saved, claim the runs that are due (one process wins each)
 * and attempt the runs waiting for their first try or a retry.
 */
export async function runReportSchedules(deps: ScheduleRunDeps, now: Date): Promise<void> {
  await planSchedules(deps.db, now);
  await claimDueRuns(deps.db, now);
  await attemptWaitingRuns(deps, now);
}

import type { FastifyBaseLogger } from 'fastify';
import type { SessionRevocations } from '../auth/session-revocations';
import { type Clock, systemClock } from '../clock';
import type { Db } from '../db/database';
import type { LiveStateStore } from '../live/live-state-store';
import type { VehicleCatalog } from '../live/vehicle-catalog';
import { dropExpiredPositions, ensurePositionStorage } from '../pipeline/position-storage';
import type { MotionMemory } from '../pipeline/rules/rule-tracker';
import type { Outbox } from '../webhooks/outbox';
import { detectOffline } from './offline-job';
import { announceReminders } from './reminder-job';
import { runReportSchedules } from './report-schedule-job';
import { Scheduler } from './scheduler';
import { evaluateTimeRules } from './time-rules-job';

export interface BackgroundJobDeps {
  db: Db;
  catalog: VehicleCatalog;
  liveStates: LiveStateStore;
  motion: MotionMemory;
  offlineAfterMs: number;
  /** How often silent vehicles are looked for (a minute unless set). */
  offlineCheckMs?: number;
  log: FastifyBaseLogger;
  clock?: Clock;
  /** Revoked sessions: the expired ones are deleted every hour. */
  sessions?: SessionRevocations;
  /** Where the jobs' events go for the webhooks. */
  outbox?: Outbox;
  /** Positions older than this many days are dropped a month at a time (0: kept). */
  positionRetentionDays?: number;
  /**
   * Cluster mode: the time rules read each vehicle's motion memory, which only its owner has, so
   * they are not among the leased jobs; each worker runs them for its own vehicles (`timeRulesJob`).
   */
  timeRulesElsewhere?: boolean;
}

/**
 * The server's periodic jobs over the shared data: offline detection, time rules and scheduled
 * reports each minute, documents and services due and expired revocations each hour, the
 * positions' month partitions every six hours. In a cluster they run on one worker node at a
 * time (the holder of the `jobs` lease); what keeps one node's memory fresh is not here.
 */
export function backgroundJobs(deps: BackgroundJobDeps): Scheduler {
  const { db, catalog, liveStates, outbox } = deps;
  const scheduler = new Scheduler(deps.log, deps.clock ?? systemClock);
  const sessions = deps.sessions;
  if (sessions) scheduler.every('expired-revocations', 3_600_000, () => sessions.deleteExpired());
  if (!deps.timeRulesElsewhere) everyMinuteTimeRules(scheduler, deps);
  return scheduler
    .every('position-storage', 6 * 3_600_000, (now) =>
      maintainPositionStorage(db, now, deps.positionRetentionDays ?? 0, deps.log),
    )
    .every('offline', deps.offlineCheckMs ?? 60_000, (now) =>
      detectOffline(db, liveStates, catalog, deps.offlineAfterMs, now, outbox),
    )
    .every('documents-due', 3_600_000, (now) =>
      announceReminders(db, now, ['drivers', 'comapny-vehicles'], outbox),
    )
    .every('services-due', 3_600_000, (now) =>
      announceReminders(db, now, ['company-vehicle-services'], outbox),
    )
    .every('report-schedules', 60_000, (now) => runReportSchedules({ db, log: deps.log }, now));
}

type TimeRulesDeps = Pick<
  BackgroundJobDeps,
  'db' | 'catalog' | 'liveStates' | 'motion' | 'log' | 'clock' | 'outbox'
>;

/** The time rules every minute, for every vehicle or for those `owns` picks. */
function everyMinuteTimeRules(
  scheduler: Scheduler,
  { db, catalog, liveStates, motion, outbox }: TimeRulesDeps,
  owns?: (vehicleId: number) => boolean,
): Scheduler {
  return scheduler.every('time-rules', 60_000, (now) =>
    evaluateTimeRules(db, catalog, liveStates, motion, now, outbox, owns),
  );
}

/** Cluster mode, on every worker: the time rules of the vehicles this node owns. */
export function timeRulesJob(deps: TimeRulesDeps, owns: (vehicleId: number) => boolean): Scheduler {
  return everyMinuteTimeRules(new Scheduler(deps.log, deps.clock ?? systemClock), deps, owns);
}

/**
 * What every node that answers the API keeps fresh in its own memory: sessions revoked by other
 * processes sharing the database, polled every `pollMs` (never leased: each node needs them).
 */
export function sessionPolling(
  revocations: SessionRevocations,
  pollMs: number,
  deps: { log: FastifyBaseLogger; clock?: Clock },
): Scheduler {
  return new Scheduler(deps.log, deps.clock ?? systemClock).every('session-revocations', pollMs, () =>
    revocations.sync(),
  );
}

/**
 * The months ahead get their partition while the server runs for months on end, and with a
 * retention the months past it are dropped whole.
 */
async function maintainPositionStorage(db: Db, now: Date, retentionDays: number, log: FastifyBaseLogger) {
  await ensurePositionStorage(db, now);
  const dropped = await dropExpiredPositions(db, now, retentionDays);
  if (dropped.length > 0) log.info({ partitions: dropped, retentionDays }, 'expired positions dropped');
}

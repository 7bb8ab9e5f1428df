import type { FastifyBaseLogger } from 'fastify';
import type { SessionRevocations } from '../auth/session-revocations';
import { type Clock, systemClock } from '../clock';
import type { Db } from '../db/database';
import type { LiveStateStore } from '../live/live-state-store';
import type { VehicleCatalog } from '../live/vehicle-catalog';
import type { MotionMemory } from '../pipeline/rules/rule-tracker';
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
  log: FastifyBaseLogger;
  clock?: Clock;
  /** Revoked sessions: polled for other processes' revocations when several share the database. */
  sessions?: { revocations: SessionRevocations; pollMs: number };
}

/** The server's periodic jobs: offline detection, time rules and scheduled reports each minute, documents and services due each hour. */
export function backgroundJobs(deps: BackgroundJobDeps): Scheduler {
  const { db, catalog, liveStates, motion } = deps;
  const scheduler = new Scheduler(deps.log, deps.clock ?? systemClock);
  if (deps.sessions) {
    const { revocations, pollMs } = deps.sessions;
    scheduler
      .every('session-revocations', pollMs, () => revocations.sync())
      .every('expired-revocations', 3_600_000, () => revocations.deleteExpired());
  }
  return scheduler
    .every('offline', 60_000, (now) => detectOffline(db, liveStates, catalog, deps.offlineAfterMs, now))
    .every('time-rules', 60_000, (now) => evaluateTimeRules(db, catalog, liveStates, motion, now))
    .every('documents-due', 3_600_000, (now) => announceReminders(db, now, ['drivers', 'comapny-vehicles']))
    .every('services-due', 3_600_000, (now) => announceReminders(db, now, ['company-vehicle-services']))
    .every('report-schedules', 60_000, (now) => runReportSchedules({ db, log: deps.log }, now));
}

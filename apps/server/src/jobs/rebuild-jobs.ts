import { addDays, isoDayIn } from '@navgan/domain/calendar-day';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database';
import { rollupRebuildJobs } from '../db/job-schema';
import { rebuildRollups } from '../derive/rebuild-rollups';
import { ApiError } from '../http/api-error';
import { windowProblem } from '../http/record-filters';
import { message } from '../i18n/messages';

export type RebuildJob = typeof rollupRebuildJobs.$inferSelect;

/** Lets every callback waiting for the process (requests, their queries) run before the next chunk. */
const yieldTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Rollup rebuilds as background jobs: `request` stores a job and starts it without waiting (or
 * answers the company's job already queued or running), the rebuild runs in bounded chunks that
 * yield between them, and its progress is written to the job row for the status route. Jobs left
 * queued or running by a process that stopped are started again by `resume` (a rebuild redone
 * from the start gives the same rows).
 */
export class RebuildJobs {
  private readonly running = new Map<number, Promise<void>>();
  private readonly stopping = new AbortController();

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** The job for this window, started now; or the company's active job when it has one. */
  async request(
    companyId: number,
    userId: number | null,
    window: { from: string; to: string },
  ): Promise<{ job: RebuildJob; created: boolean }> {
    const [job] = await this.db
      .insert(rollupRebuildJobs)
      .values({ company_id: companyId, requested_by: userId, from_day: window.from, to_day: window.to })
      .onConflictDoNothing()
      .returning();
    if (job) {
      this.start(job);
      return { job, created: true };
    }
    const active = await this.active(companyId);
    // The active job ended between the insert and this read: ask again.
    return active ? { job: active, created: false } : this.request(companyId, userId, window);
  }

  async find(companyId: number, id: number): Promise<RebuildJob | undefined> {
    const [job] = await this.db
      .select()
      .from(rollupRebuildJobs)
      .where(and(eq(rollupRebuildJobs.company_id, companyId), eq(rollupRebuildJobs.id, id)));
    return job;
  }

  /** The company's newest job, whatever its state (what the panel shows on opening). */
  async latest(companyId: number): Promise<RebuildJob | undefined> {
    const [job] = await this.db
      .select()
      .from(rollupRebuildJobs)
      .where(eq(rollupRebuildJobs.company_id, companyId))
      .orderBy(desc(rollupRebuildJobs.id))
      .limit(1);
    return job;
  }

  private async active(companyId: number): Promise<RebuildJob | undefined> {
    const [job] = await this.db
      .select()
      .from(rollupRebuildJobs)
      .where(
        and(
          eq(rollupRebuildJobs.company_id, companyId),
          inArray(rollupRebuildJobs.state, ['queued', 'running']),
        ),
      );
    return job;
  }

  /** Starts again the jobs a previous process left unfinished. */
  async resume(): Promise<void> {
    const left = await this.db
      .select()
      .from(rollupRebuildJobs)
      .where(inArray(rollupRebuildJobs.state, ['queued', 'running']));
    for (const job of left) this.start(job);
  }

  /** Waits for the job of a company to end (tests, shutdown). */
  async settled(companyId: number): Promise<void> {
    await this.running.get(companyId);
  }

  /** Shutdown: the jobs stop after their chunk under way and stay `running`, to be resumed. */
  async stop(): Promise<void> {
    this.stopping.abort();
    await Promise.all(this.running.values());
  }

  private start(job: RebuildJob): void {
    if (this.running.has(job.company_id)) return;
    const run = this.run(job).finally(() => this.running.delete(job.company_id));
    this.running.set(job.company_id, run);
  }

  private async run(job: RebuildJob): Promise<void> {
    const db = this.db;
    const row = eq(rollupRebuildJobs.id, job.id);
    try {
      await yieldTurn();
      await db
        .update(rollupRebuildJobs)
        .set({ state: 'running', done: 0, started_at: new Date(), error: null })
        .where(row);
      const summary = await rebuildRollups(db, job.company_id, job.from_day, job.to_day, {
        yieldTurn,
        signal: this.stopping.signal,
        progress: (done, total) =>
          db
            .update(rollupRebuildJobs)
            .set({ done, total })
            .where(row)
            .then(() => {}),
      });
      await db.update(rollupRebuildJobs).set({ state: 'done', summary, finished_at: new Date() }).where(row);
    } catch (error) {
      if (this.stopping.signal.aborted) return;
      this.log.error({ err: error, job: job.id, company: job.company_id }, 'rollup rebuild failed');
      await db
        .update(rollupRebuildJobs)
        .set({
          state: 'failed',
          error: reasonOf(error),
          finished_at: new Date(),
        })
        .where(row)
        .catch(() => {});
    }
  }
}

/** The database's own message when a query failed (a failed query's text carries its parameters). */
function reasonOf(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  return cause instanceof Error ? cause.message : String(cause);
}

/** The longest window one rebuild request may cover. */
export const maxRebuildDays = 366;

const isoDay = /^\d{4}-\d{2}-\d{2}$/;

/** The body's days, checked: both present and real days, in order, at most `maxRebuildDays`, not after today. */
export function rebuildWindow(body: unknown): { from: string; to: string } {
  const input = (body ?? {}) as Record<string, unknown>;
  const day = (name: 'start_range' | 'stop_range') => {
    const value = typeof input[name] === 'string' ? (input[name] as string).trim() : '';
    return isoDay.test(value) && addDays(value, 0) === value ? value : null;
  };
  const from = day('start_range');
  const to = day('stop_range');
  const errors: Record<string, (locale: Parameters<typeof message>[0]) => string> = {};
  if (!from) errors.start_range = (locale) => message(locale, 'dayRequired');
  if (!to) errors.stop_range = (locale) => message(locale, 'dayRequired');
  if (from && to) {
    const problem = windowProblem(from, to, maxRebuildDays, 'rebuildTooLong');
    if (problem) errors.stop_range = problem;
    else if (from > isoDayIn(new Date())) errors.start_range = (locale) => message(locale, 'dayInFuture');
  }
  if (Object.keys(errors).length > 0) throw ApiError.fieldMessages(errors);
  return { from: from as string, to: to as string };
}

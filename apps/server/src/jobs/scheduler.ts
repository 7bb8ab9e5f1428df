import type { FastifyBaseLogger } from 'fastify';
import { type Clock, systemClock, type Timer } from '../clock';

interface Job {
  name: string;
  intervalMs: number;
  run: (now: Date) => Promise<unknown>;
  running?: Promise<void>;
  timer?: Timer;
}

/**
 * Periodic work inside the server process: each job runs at start and then every interval; a
 * run still going when the next is due is not doubled; `stop` clears the timers and waits for
 * runs in progress. Its clock (the context's) decides what "now" is and when a run is due.
 */
export class Scheduler {
  private readonly jobs = new Map<string, Job>();
  private stopped = false;

  constructor(
    private readonly log: FastifyBaseLogger,
    private readonly clock: Clock = systemClock,
  ) {}

  every(name: string, intervalMs: number, run: (now: Date) => Promise<unknown>): this {
    this.jobs.set(name, { name, intervalMs, run });
    return this;
  }

  start(): void {
    for (const job of this.jobs.values()) {
      void this.tick(job);
      job.timer = this.clock.every(job.intervalMs, () => void this.tick(job));
    }
  }

  /** Runs one job now (or waits for its run in progress); what tests and the first tick call. */
  runNow(name: string): Promise<void> {
    const job = this.jobs.get(name);
    if (!job) throw new Error(`no job ${name}`);
    return this.tick(job);
  }

  private tick(job: Job): Promise<void> {
    if (job.running) return job.running;
    if (this.stopped) return Promise.resolve();
    job.running = job
      .run(this.clock.now())
      .then(() => undefined)
      .catch((error) => this.log.error({ err: error, job: job.name }, 'background job failed'))
      .finally(() => {
        job.running = undefined;
      });
    return job.running;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    for (const job of this.jobs.values()) job.timer?.cancel();
    await Promise.all([...this.jobs.values()].map((job) => job.running));
  }
}

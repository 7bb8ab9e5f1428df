import type { FastifyBaseLogger } from 'fastify';

export interface Clock {
  now(): Date;
}
export const systemClock: Clock = { now: () => new Date() };

interface Job {
  name: string;
  intervalMs: number;
  run: (now: Date) => Promise<unknown>;
  running?: Promise<void>;
  timer?: NodeJS.Timeout;
}

/**
 * Periodic work inside the server process: each job runs at start and then every interval; a
 * run still going when the next is due is not doubled; `stop` clears the timers and waits for
 * runs in progress. The clock is injectable so tests decide what "now" is.
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
      job.timer = setInterval(() => void this.tick(job), job.intervalMs);
      job.timer.unref();
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
    for (const job of this.jobs.values()) clearInterval(job.timer);
    await Promise.all([...this.jobs.values()].map((job) => job.running));
  }
}

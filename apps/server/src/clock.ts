/** Timer started by a clock; `cancel` stops it. */
export interface Timer {
  cancel(): void;
}

/**
 * Time as the server reads it: what "now" is, and the repeating timers the jobs and caches run
 * on. Carried in the application context so tests can hold time still and move it on explicitly
 * (test/test-clock.ts) instead of waiting for it.
 */
export interface Clock {
  now(): Date;
  /** Calls `run` every `ms` until cancelled; the timer never keeps the process alive by itself. */
  every(ms: number, run: () => void): Timer;
}

export const systemClock: Clock = {
  now: () => new Date(),
  every(ms, run) {
    const timer = setInterval(run, ms);
    timer.unref();
    return { cancel: () => clearInterval(timer) };
  },
};

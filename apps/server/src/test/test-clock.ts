import type { Clock, Timer } from '../clock';

interface Repeating {
  due: number;
  ms: number;
  run: () => void;
}

/** Lets every callback the last step queued (promise continuations, I/O already done) run. */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * A clock that stands still until a test moves it: `advance` fires each timer as its time comes,
 * in order, letting the work it starts settle before the next, so a test sees minutes of jobs and
 * refreshes in milliseconds and the same way every run.
 */
export class TestClock implements Clock {
  private at: number;
  private readonly timers = new Set<Repeating>();

  constructor(start: Date | number = Date.now()) {
    this.at = typeof start === 'number' ? start : start.getTime();
  }

  now(): Date {
    return new Date(this.at);
  }

  /** Milliseconds since the epoch, as `Date.now()` would say. */
  ms(): number {
    return this.at;
  }

  /** Puts the clock at `at` without firing timers: a test placing itself on a date. */
  set(at: Date): void {
    this.at = at.getTime();
  }

  every(ms: number, run: () => void): Timer {
    const timer = { due: this.at + ms, ms, run };
    this.timers.add(timer);
    return { cancel: () => this.timers.delete(timer) };
  }

  /** Moves time on by `ms`, firing the timers due on the way. */
  async advance(ms: number): Promise<void> {
    const end = this.at + ms;
    for (let next = this.nextDue(end); next; next = this.nextDue(end)) {
      this.at = next.due;
      next.due += next.ms;
      next.run();
      await settle();
    }
    this.at = end;
    await settle();
  }

  private nextDue(end: number): Repeating | undefined {
    let next: Repeating | undefined;
    for (const timer of this.timers) if (timer.due <= end && (!next || timer.due < next.due)) next = timer;
    return next;
  }
}

/**
 * A clock for a test of the whole app: it stands an hour ahead of the system clock, so what the
 * database stamps with its own now() during the test (a new user's tokens_valid_after) is before it.
 */
export const appTestClock = (): TestClock => new TestClock(Date.now() + 3_600_000);

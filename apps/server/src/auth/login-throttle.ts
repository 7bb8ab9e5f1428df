import { ApiError } from '../http/api-error';
import { type MessageKey, message, waitText } from '../i18n/messages';

/**
 * Slows down password guessing without locking out an office. Iranian offices often share one
 * public address, so the address alone gets a far higher limit (a sliding window) than an
 * account on that address, which gets a growing back-off: after a few failures each further
 * one doubles the wait, up to a cap. A successful login clears the account's count. Kept in
 * memory: a process restart forgets; in a cluster each node tells the others of its failures and
 * successes (`cluster/sign-in-signals.ts`), so the limit holds across the nodes behind a balancer.
 */
export interface ThrottleLimits {
  /** Failures of one account on one address allowed before the back-off starts. */
  freeFailures: number;
  /** The first wait; each failure after it doubles the wait. */
  firstBackoffMs: number;
  maxBackoffMs: number;
  /** Failures from one address (any accounts) in a window. */
  perAddress: number;
  windowMs: number;
}

export const defaultThrottleLimits: ThrottleLimits = {
  freeFailures: 5,
  firstBackoffMs: 30_000,
  maxBackoffMs: 60 * 60_000,
  perAddress: 300,
  windowMs: 15 * 60_000,
};

/** A failure or a success recorded here, as told to the other nodes of a cluster. */
export interface SignInOutcome {
  username: string;
  address: string;
  failed: boolean;
}

interface AccountFailures {
  count: number;
  last: number;
}

export class LoginThrottle {
  private readonly accounts = new Map<string, AccountFailures>();
  private readonly addresses = new Map<string, number[]>();
  private lastSweep = 0;
  private readonly listeners = new Set<(outcome: SignInOutcome) => void>();

  constructor(
    private readonly limits: ThrottleLimits = defaultThrottleLimits,
    private readonly now: () => number = Date.now,
  ) {}

  /** Seconds until the caller may try again, or 0 when a try is allowed now. */
  retryAfterSeconds(username: string, address: string): number {
    this.sweep();
    const wait = Math.max(this.accountWait(accountKey(username, address)), this.addressWait(address));
    return Math.ceil(wait / 1000);
  }

  /** Listens to the outcomes recorded here (not those applied from elsewhere); answers the stop. */
  onRecord(listener: (outcome: SignInOutcome) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** An outcome another node recorded. */
  apply(outcome: SignInOutcome): void {
    if (outcome.failed) this.countFailure(outcome.username, outcome.address);
    else this.accounts.delete(accountKey(outcome.username, outcome.address));
  }

  recordFailure(username: string, address: string): void {
    this.countFailure(username, address);
    for (const listener of this.listeners) listener({ username, address, failed: true });
  }

  recordSuccess(username: string, address: string): void {
    this.accounts.delete(accountKey(username, address));
    for (const listener of this.listeners) listener({ username, address, failed: false });
  }

  private countFailure(username: string, address: string): void {
    const at = this.now();
    const key = accountKey(username, address);
    const account = this.accounts.get(key);
    this.accounts.set(key, { count: (account?.count ?? 0) + 1, last: at });
    const list = this.recentFromAddress(address);
    list.push(at);
    this.addresses.set(address, list);
  }

  /** The back-off after the latest failure: 0 within the free failures, then doubling to the cap. */
  private backoffMs(count: number): number {
    const over = count - this.limits.freeFailures;
    if (over < 0) return 0;
    return Math.min(this.limits.maxBackoffMs, this.limits.firstBackoffMs * 2 ** Math.min(over, 30));
  }

  private accountWait(key: string): number {
    const account = this.accounts.get(key);
    if (!account) return 0;
    return Math.max(0, account.last + this.backoffMs(account.count) - this.now());
  }

  private addressWait(address: string): number {
    const list = this.recentFromAddress(address);
    if (list.length < this.limits.perAddress) return 0;
    const oldestCounted = list[list.length - this.limits.perAddress] ?? this.now();
    return Math.max(0, oldestCounted + this.limits.windowMs - this.now());
  }

  private recentFromAddress(address: string): number[] {
    const since = this.now() - this.limits.windowMs;
    return (this.addresses.get(address) ?? []).filter((at) => at > since);
  }

  /** Forgets accounts quiet for longer than the longest wait, and addresses quiet for a window. */
  private sweep(): void {
    const now = this.now();
    if (now - this.lastSweep < this.limits.windowMs) return;
    this.lastSweep = now;
    const forgetAfter = Math.max(this.limits.maxBackoffMs, this.limits.windowMs) * 2;
    for (const [key, account] of this.accounts)
      if (now - account.last > forgetAfter) this.accounts.delete(key);
    for (const [key, list] of this.addresses) {
      if (!list.some((at) => at > now - this.limits.windowMs)) this.addresses.delete(key);
    }
  }
}

const accountKey = (username: string, address: string) => `${username}\u0000${address}`;

/** The 429 answer: how long to wait, in the caller's language, and Retry-After in seconds. */
export function tooManyFailures(key: Extract<MessageKey, 'throttled' | 'tooManyAttempts'>, seconds: number) {
  return new ApiError(
    429,
    (locale) => ({ detail: message(locale, key, { wait: waitText(locale, seconds) }), code: 'throttled' }),
    { 'retry-after': String(seconds) },
  );
}

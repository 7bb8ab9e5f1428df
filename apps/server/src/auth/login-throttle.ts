/**
 * Counts failed logins in a sliding window, per username+address and per address alone, so one
 * client can neither guess one account's password nor spray many accounts. Successful logins
 * clear the username+address count. Kept in memory: a process restart forgets, and with several
 * API processes each enforces its own limit (see docs/decisions.md).
 */
export interface ThrottleLimits {
  perAccount: number;
  perAddress: number;
  windowMs: number;
}

export const defaultThrottleLimits: ThrottleLimits = { perAccount: 5, perAddress: 30, windowMs: 15 * 60_000 };

export class LoginThrottle {
  private readonly failures = new Map<string, number[]>();
  private lastSweep = 0;

  constructor(
    private readonly limits: ThrottleLimits = defaultThrottleLimits,
    private readonly now: () => number = Date.now,
  ) {}

  /** Seconds until the caller may try again, or 0 when a try is allowed now. */
  retryAfterSeconds(username: string, address: string): number {
    this.sweep();
    const wait = Math.max(
      this.waitFor(accountKey(username, address), this.limits.perAccount),
      this.waitFor(addressKey(address), this.limits.perAddress),
    );
    return Math.ceil(wait / 1000);
  }

  recordFailure(username: string, address: string): void {
    const at = this.now();
    for (const key of [accountKey(username, address), addressKey(address)]) {
      const list = this.recent(key);
      list.push(at);
      this.failures.set(key, list);
    }
  }

  recordSuccess(username: string, address: string): void {
    this.failures.delete(accountKey(username, address));
  }

  private waitFor(key: string, limit: number): number {
    const list = this.recent(key);
    if (list.length < limit) return 0;
    const oldestCounted = list[list.length - limit] ?? this.now();
    return Math.max(0, oldestCounted + this.limits.windowMs - this.now());
  }

  private recent(key: string): number[] {
    const since = this.now() - this.limits.windowMs;
    return (this.failures.get(key) ?? []).filter((at) => at > since);
  }

  private sweep(): void {
    const now = this.now();
    if (now - this.lastSweep < this.limits.windowMs) return;
    this.lastSweep = now;
    for (const [key, list] of this.failures) {
      if (!list.some((at) => at > now - this.limits.windowMs)) this.failures.delete(key);
    }
  }
}

const accountKey = (username: string, address: string) => `u:${username}\u0000${address}`;
const addressKey = (address: string) => `a:${address}`;

import { ApiError } from '../http/api-error';
import { message, waitText } from '../i18n/messages';

const windowMs = 60_000;

/** Where one caller stands in the current minute, as the `RateLimit-*` headers say it. */
export interface RateLimitState {
  limit: number;
  remaining: number;
  /** Seconds until the window starts again. */
  resetSeconds: number;
  allowed: boolean;
}

/**
 * Requests per minute of each signed-in caller (a user, or an API key), counted in a fixed
 * one-minute window that starts at the caller's first request. In memory, like the login
 * throttle: with several API processes each enforces its own count.
 */
export class RateLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();
  private lastSweep = 0;

  constructor(private readonly now: () => number) {}

  /** Counts one request of `caller` against `limit` (0: no limit). */
  take(caller: string, limit: number): RateLimitState | null {
    if (limit <= 0) return null;
    const now = this.now();
    this.sweep(now);
    let window = this.windows.get(caller);
    if (!window || now - window.start >= windowMs) {
      window = { start: now, count: 0 };
      this.windows.set(caller, window);
    }
    window.count += 1;
    return {
      limit,
      remaining: Math.max(0, limit - window.count),
      resetSeconds: Math.max(1, Math.ceil((window.start + windowMs - now) / 1000)),
      allowed: window.count <= limit,
    };
  }

  private sweep(now: number): void {
    if (now - this.lastSweep < windowMs) return;
    this.lastSweep = now;
    for (const [caller, window] of this.windows)
      if (now - window.start >= windowMs) this.windows.delete(caller);
  }
}

/** The IETF draft's headers (RateLimit-Limit, -Remaining, -Reset in seconds). */
export function rateLimitHeaders(state: RateLimitState): Record<string, string> {
  return {
    'ratelimit-limit': String(state.limit),
    'ratelimit-remaining': String(state.remaining),
    'ratelimit-reset': String(state.resetSeconds),
  };
}

/** 429 in the caller's language, with Retry-After and the window's headers. */
export function rateLimited(state: RateLimitState): ApiError {
  return new ApiError(
    429,
    (locale) => ({
      detail: message(locale, 'rateLimited', { wait: waitText(locale, state.resetSeconds) }),
      code: 'throttled',
    }),
    { ...rateLimitHeaders(state), 'retry-after': String(state.resetSeconds) },
  );
}

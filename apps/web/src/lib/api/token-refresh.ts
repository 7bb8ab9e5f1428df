import { refreshedTokenSchema } from '@navgan/domain/auth';

export interface TokenStore {
  getRefresh(): string | null;
  store(access: string, refresh?: string): void;
}

export interface TokenRefresherOptions {
  url: string;
  tokens: TokenStore;
  fetch?: typeof fetch;
  /** How long a successful refresh is reused by later 403s (the page reloads meanwhile). */
  reuseMs?: number;
}

/**
 * `POST users/token/refresh/`, single-flight: every 403 that arrives while a refresh runs (and
 * shortly after it succeeded) shares that one call, so a rotating refresh token is spent once.
 */
export function createTokenRefresher(options: TokenRefresherOptions): () => Promise<boolean> {
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const reuseMs = options.reuseMs ?? 5_000;
  let pending: Promise<boolean> | null = null;

  async function run(): Promise<boolean> {
    const refresh = options.tokens.getRefresh();
    if (!refresh) return false;
    try {
      const response = await doFetch(options.url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ refresh }),
      });
      if (!response.ok) return false;
      const parsed = refreshedTokenSchema.safeParse(await response.json());
      if (!parsed.success) return false;
      options.tokens.store(parsed.data.access, parsed.data.refresh);
      return true;
    } catch {
      return false;
    }
  }

  return () => {
    if (pending) return pending;
    const current = run();
    pending = current;
    void current.then((ok) => {
      if (!ok) pending = null;
      else
        setTimeout(() => {
          if (pending === current) pending = null;
        }, reuseMs);
    });
    return current;
  };
}

import { describe, expect, it, vi } from 'vitest';
import { createTokenRefresher } from './token-refresh';

function setup(response: () => Promise<Response>, refresh: string | null = 'r1') {
  const store = vi.fn();
  const fetch = vi.fn(response);
  const refresher = createTokenRefresher({
    url: '/api/v1/users/token/refresh/',
    tokens: { getRefresh: () => refresh, store },
    fetch: fetch as unknown as typeof globalThis.fetch,
    reuseMs: 10,
  });
  return { refresher, store, fetch };
}

const json = (status: number, body: unknown) =>
  Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );

describe('token refresh', () => {
  it('stores the new access and rotated refresh token', async () => {
    const { refresher, store, fetch } = setup(() => json(200, { access: 'a2', refresh: 'r2' }));
    expect(await refresher()).toBe(true);
    expect(store).toHaveBeenCalledWith('a2', 'r2');
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/users/token/refresh/');
    expect(JSON.parse(String(init.body))).toEqual({ refresh: 'r1' });
  });

  it('shares one call between concurrent 403s', async () => {
    const { refresher, fetch } = setup(() => json(200, { access: 'a2' }));
    const results = await Promise.all([refresher(), refresher(), refresher()]);
    expect(results).toEqual([true, true, true]);
    expect(fetch).toHaveBeenCalledOnce();
  });

  it('fails without a refresh token, on 401 and on network errors', async () => {
    expect(await setup(() => json(200, { access: 'a' }), null).refresher()).toBe(false);
    expect(await setup(() => json(401, { detail: 'x', code: 'token_not_valid' })).refresher()).toBe(false);
    expect(await setup(() => Promise.reject(new TypeError('offline'))).refresher()).toBe(false);
  });

  it('tries again after a failure', async () => {
    const { refresher, fetch } = setup(() => json(401, {}));
    await refresher();
    await refresher();
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});

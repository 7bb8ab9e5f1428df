import { describe, expect, it, vi } from 'vitest';
import { type ApiError, type HeldForApproval, isHeldForApproval } from './api-error';
import { buildUrl, createHttpClient } from './http-client';
import { createLoadingStore } from './loading-store';

function setup(fetchImpl: (url: string, init: RequestInit) => Promise<Response>, timeoutMs = 1_000) {
  const onError = vi.fn();
  const loading = createLoadingStore();
  const fetch = vi.fn(fetchImpl);
  const client = createHttpClient({
    baseUrl: '/api/v1/',
    timeoutMs,
    getAccessToken: () => 'tok',
    getLocale: () => 'fa',
    loading,
    onError,
    fetch: fetch as unknown as typeof globalThis.fetch,
  });
  return { client, onError, loading, fetch };
}

const json = (status: number, body: unknown) =>
  Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );

describe('http client', () => {
  it('sends the bearer token, Accept-Language and JSON body', async () => {
    const { client, fetch } = setup(() => json(200, { ok: true }));
    expect(await client.post('users/token/', { username: 'a' })).toEqual({ ok: true });
    const [url, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/v1/users/token/');
    const headers = init.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer tok');
    expect(headers['Accept-Language']).toBe('fa-ir');
    expect(init.body).toBe('{"username":"a"}');
  });

  it("gives a successful answer to the caller's reader, and a failure to the error handler", async () => {
    const { client, onError } = setup((url) =>
      url.includes('bad') ? json(400, { detail: 'no' }) : json(200, [1, 2, 3]),
    );
    const read = vi.fn(async (response: Response) => (await response.arrayBuffer()).byteLength);
    expect(await client.get('trackings/', { read })).toBe(7);
    await expect(client.get('bad/', { read })).rejects.toMatchObject({ status: 400 });
    expect(read).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it("makes a request through the caller's fetch with the same URL and headers, failures handled as usual", async () => {
    const { client, onError, fetch } = setup(() => json(200, {}));
    const own = vi.fn((url: string, _init: RequestInit) =>
      url.includes('bad') ? json(503, { detail: 'down' }) : json(200, { mine: true }),
    );
    expect(await client.get('trackings/', { fetch: own, query: { id__in: [3] } })).toEqual({ mine: true });
    const [url, init] = own.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/v1/trackings/?id__in=3');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer tok');
    await expect(client.get('bad/', { fetch: own })).rejects.toMatchObject({ status: 503 });
    expect(onError).toHaveBeenCalledTimes(1);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('leaves the token out when auth is false', async () => {
    const { client, fetch } = setup(() => json(200, {}));
    await client.post('users/token/', {}, { auth: false });
    const [, init] = fetch.mock.calls[0] as [string, RequestInit];
    const headers = init.headers as Record<string, string>;
    expect(headers.Authorization).toBeUndefined();
  });

  it('builds query strings with comma-joined lists', () => {
    expect(buildUrl('/api/v1/', '/notifications/')).toBe('/api/v1/notifications/');
    expect(buildUrl('/api/v1/', 'trackings/', { id__in: [1, 2], p: 2, x: undefined, y: null })).toBe(
      '/api/v1/trackings/?id__in=1%2C2&p=2',
    );
  });

  it('runs the error handler and rejects with the parsed body', async () => {
    const { client, onError } = setup(() => json(400, { username: ['bad'] }));
    const error = (await client.get('x/', { silent: true }).catch((e: unknown) => e)) as ApiError;
    expect(error.kind).toBe('http');
    expect(error.status).toBe(400);
    expect(error.body).toEqual({ username: ['bad'] });
    expect(onError).toHaveBeenCalledWith(error, { silent: true });
  });

  it('reports network failures', async () => {
    const { client, onError } = setup(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = (await client.get('x/').catch((e: unknown) => e)) as ApiError;
    expect(error.kind).toBe('network');
    expect(onError).toHaveBeenCalledOnce();
  });

  it('times out after timeoutMs', async () => {
    const { client } = setup(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
      20,
    );
    const error = (await client.get('slow/').catch((e: unknown) => e)) as ApiError;
    expect(error.kind).toBe('timeout');
  });

  it('treats a caller abort as aborted', async () => {
    const controller = new AbortController();
    const { client } = setup(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const pending = client.get('x/', { signal: controller.signal }).catch((e: unknown) => e);
    controller.abort();
    expect(((await pending) as ApiError).kind).toBe('aborted');
  });

  it('counts requests in flight for the loading bar', async () => {
    const releases: Array<(value: Response) => void> = [];
    const { client, loading } = setup(
      () =>
        new Promise<Response>((resolve) => {
          releases.push(resolve);
        }),
    );
    const pending = client.get('x/');
    const background = client.get('y/', { background: true });
    expect(loading.getSnapshot()).toBe(1);
    for (const release of releases) release(new Response(null, { status: 204 }));
    await Promise.all([pending, background]);
    expect(loading.getSnapshot()).toBe(0);
  });
});

describe('writes held for approval', () => {
  it('rejects a 202 {detail, approval} with HeldForApproval after telling onHeld', async () => {
    const onHeld = vi.fn();
    const client = createHttpClient({
      baseUrl: '/api/v1/',
      timeoutMs: 1_000,
      getAccessToken: () => 'tok',
      getLocale: () => 'en',
      loading: createLoadingStore(),
      onError: vi.fn(),
      onHeld,
      fetch: (() => json(202, { detail: 'Sent for approval.', approval: 7 })) as unknown as typeof fetch,
    });
    const outcome = await client.put('drivers/3/', { first_name: 'x' }).catch((error: unknown) => error);
    expect(isHeldForApproval(outcome)).toBe(true);
    expect((outcome as HeldForApproval).detail).toBe('Sent for approval.');
    expect(onHeld).toHaveBeenCalledTimes(1);
  });

  it('gives other 202 answers to the caller as usual', async () => {
    const { client } = setup(() => json(202, { id: 4 }));
    expect(await client.post('exports/', {})).toEqual({ id: 4 });
  });
});

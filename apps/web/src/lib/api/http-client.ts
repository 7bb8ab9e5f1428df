import { acceptLanguageFor, type Locale } from '@navgan/domain/locales';
import { ApiError, HeldForApproval, heldAnswer } from './api-error';
import type { HandleOptions } from './error-handler';
import type { LoadingStore } from './loading-store';

export type QueryValue = string | number | boolean | null | undefined | ReadonlyArray<string | number>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Arrays become comma-joined values (the `__in` filters); null and undefined are left out. */
  query?: Record<string, QueryValue>;
  /** Send the bearer token (default true). */
  auth?: boolean;
  /** No toast on failure (spec section 8's silent failures). */
  silent?: boolean;
  /** Leave the global loading bar alone (background polling). */
  background?: boolean;
  /** Labels of the body's fields for the error toast (a resource form's own). */
  fieldLabel?: (field: string) => string | undefined;
  signal?: AbortSignal;
  /** 'blob' for files (xlsx exports): a successful answer is given as a Blob. */
  responseType?: 'json' | 'blob';
  /**
   * Reads a successful answer instead of parsing it here (the live map hands its multi-MB answer
   * to a worker); failures are still read and handled as usual.
   */
  read?: (response: Response) => Promise<unknown>;
  /**
   * Makes this request instead of the page's fetch, with the same URL and headers (the live map's
   * worker fetches its multi-MB answer itself, so the bytes never cross the main thread).
   */
  fetch?: (url: string, init: RequestInit) => Promise<Response>;
}

export interface HttpClientConfig {
  baseUrl: string;
  timeoutMs: number;
  getAccessToken(): string | null;
  getLocale(): Locale;
  loading: LoadingStore;
  onError(error: ApiError, options: HandleOptions): void;
  /** A write held for approval (202): tells the user; the request then rejects with it. */
  onHeld?(held: HeldForApproval): void;
  fetch?: typeof fetch;
}

export function buildUrl(baseUrl: string, path: string, query?: Record<string, QueryValue>): string {
  const url = `${baseUrl}${path.replace(/^\/+/, '')}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === null || value === undefined) continue;
    params.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return null;
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export type HttpClient = ReturnType<typeof createHttpClient>;

/**
 * The one fetch wrapper: bearer token, Accept-Language from the locale, a timeout, the loading
 * counter, and the global error handler before every rejection.
 */
export function createHttpClient(config: HttpClientConfig) {
  const doFetch = config.fetch ?? ((input, init) => globalThis.fetch(input, init));

  async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
    const {
      method = 'GET',
      body,
      query,
      auth = true,
      silent = false,
      background = false,
      signal,
      fieldLabel,
      responseType = 'json',
      read,
      fetch: fetchThis = doFetch,
    } = options;
    const handleOptions: HandleOptions = fieldLabel ? { silent, fieldLabel } : { silent };
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'Accept-Language': acceptLanguageFor(config.getLocale()),
    };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const token = auth ? config.getAccessToken() : null;
    if (token) headers.Authorization = `Bearer ${token}`;

    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, config.timeoutMs);
    const forwardAbort = () => controller.abort();
    if (signal?.aborted) controller.abort();
    signal?.addEventListener('abort', forwardAbort);

    if (!background) config.loading.begin();
    try {
      let response: Response;
      try {
        response = await fetchThis(buildUrl(config.baseUrl, path, query), {
          method,
          headers,
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: controller.signal,
        });
      } catch {
        const kind = timedOut ? 'timeout' : signal?.aborted ? 'aborted' : 'network';
        throw fail(new ApiError(kind, path), handleOptions);
      }
      if (response.ok && responseType === 'blob') return (await response.blob()) as T;
      if (response.ok && read && response.status !== 202) return (await read(response)) as T;
      const data = await readBody(response);
      if (!response.ok) throw fail(new ApiError('http', path, response.status, data), handleOptions);
      const held = heldAnswer(response.status, data);
      if (held) {
        const error = new HeldForApproval(path, held.detail, held.approval);
        config.onHeld?.(error);
        throw error;
      }
      return data as T;
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', forwardAbort);
      if (!background) config.loading.end();
    }
  }

  function fail(error: ApiError, handleOptions: HandleOptions): ApiError {
    config.onError(error, handleOptions);
    return error;
  }

  return {
    request,
    get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
      request<T>(path, { ...options, method: 'GET' }),
    post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
      request<T>(path, { ...options, method: 'POST', body }),
    put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
      request<T>(path, { ...options, method: 'PUT', body }),
    patch: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
      request<T>(path, { ...options, method: 'PATCH', body }),
    delete: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
      request<T>(path, { ...options, method: 'DELETE' }),
  };
}

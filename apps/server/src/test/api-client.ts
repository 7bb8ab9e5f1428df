import type { FastifyInstance } from 'fastify';

/** A signed-in caller of the API under test, with the language it asks in. */
export function apiAs(app: FastifyInstance, access: string, language = 'en-us') {
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    app.inject({
      method,
      url: url.startsWith('/api/') ? url : `/api/v1/${url}`,
      headers: { authorization: `Bearer ${access}`, 'accept-language': language },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  return {
    get: (url: string) => call('GET', url),
    post: (url: string, body: unknown) => call('POST', url, body),
    put: (url: string, body: unknown) => call('PUT', url, body),
    delete: (url: string) => call('DELETE', url),
  };
}

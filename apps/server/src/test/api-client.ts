import type { FastifyInstance } from 'fastify';

/** A signed-in caller of the API under test, with the language it asks in. */
export function apiAs(app: FastifyInstance, access: string, language = 'en-us') {
  return callerWith(app, `Bearer ${access}`, language);
}

/** A caller signed in with an API key (`Authorization: Api-Key <key>`). */
export function apiKeyAs(app: FastifyInstance, key: string, language = 'en-us') {
  return callerWith(app, `Api-Key ${key}`, language);
}

function callerWith(app: FastifyInstance, authorization: string, language: string) {
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    app.inject({
      method,
      url: url.startsWith('/api/') ? url : `/api/v1/${url}`,
      headers: { authorization, 'accept-language': language },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  return {
    get: (url: string) => call('GET', url),
    post: (url: string, body: unknown) => call('POST', url, body),
    put: (url: string, body: unknown) => call('PUT', url, body),
    delete: (url: string) => call('DELETE', url),
  };
}

import { z } from 'zod';

/**
 * What a route takes and answers, declared beside the route: the OpenAPI document is built from it
 * and the API suite checks real answers against `answer`. Handlers still validate their input with
 * `validate()` (the localized field errors); a contract never changes what a route accepts.
 */
export interface RouteContract {
  /** One line for the reference; the path says the rest. */
  summary?: string;
  /** Query parameters, each a property of an object schema. */
  query?: z.ZodObject;
  body?: z.ZodType;
  /** The JSON answer of a success (2xx). */
  answer?: z.ZodType;
  /** The answer is a file of this media type instead of JSON. */
  file?: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    contract?: RouteContract;
  }
}

/** Route options carrying a contract: `app.get(path, contract({...}), handler)`. */
export function contract(declared: RouteContract) {
  return { config: { contract: declared } };
}

/** The error bodies every route may answer with, as the API sends them. */
export const errorAnswers = {
  /** `{field: [messages]}` in the caller's language; `non_field_errors` for the body as a whole. */
  fieldErrors: z.record(z.string(), z.array(z.string())),
  /** `{detail}` with a `code` on 401/403 answers (token_not_valid, permission_denied...). */
  detail: z.object({ detail: z.string(), code: z.string().optional() }).loose(),
  /** 202: a write a policy holds back was queued for approval instead of made. */
  sentForApproval: z.object({ detail: z.string(), approval: z.object({ id: z.number().int() }).loose() }),
} as const;

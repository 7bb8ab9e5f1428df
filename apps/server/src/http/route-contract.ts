import { maxRecordId } from '@navgan/domain/constants';
import type { LabelScope } from '@navgan/domain/messages/catalogue';
import type { FastifyInstance, FastifyTypeProvider } from 'fastify';
import { z } from 'zod';
import { ApiError } from './api-error';
import { validate } from './validate';

/**
 * What a route takes and answers, declared beside the route. The app applies `params`, `query`
 * and `body` before the handler runs (see `registerContracts`), so the handler reads parsed, typed
 * values; the OpenAPI document is built from the same declaration and the API suite checks real
 * answers against `answer`.
 */
export interface RouteContract {
  /** One line for the reference; the path says the rest. */
  summary?: string;
  /** Path parameters; a value that does not parse names no record, so it is a 404. */
  params?: z.ZodType;
  /** Query parameters: an object schema (a transform after it may read them further). */
  query?: z.ZodType;
  body?: z.ZodType;
  /** Whose field names the body's messages use (the catalogue's label scope), as `validate()` takes. */
  labels?: LabelScope;
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

/** Fastify's request parts typed from a contract's zod schemas: what they parse to. */
export interface ContractTypes extends FastifyTypeProvider {
  validator: this['schema'] extends z.ZodType ? z.output<this['schema']> : unknown;
  serializer: this['schema'] extends z.ZodType ? z.input<this['schema']> : unknown;
}

/** A scope whose routes read their request parts as their contract types them. */
export function typedRoutes(app: FastifyInstance) {
  return app.withTypeProvider<ContractTypes>();
}

type Declared<C extends RouteContract, K extends keyof RouteContract> = C[K] extends z.ZodType
  ? C[K]
  : undefined;

/** The request parts Fastify validates, from a contract (keys only where declared). */
interface ContractSchema<C extends RouteContract> {
  params: Declared<C, 'params'>;
  querystring: Declared<C, 'query'>;
  body: Declared<C, 'body'>;
}

const bodyLabels = new WeakMap<z.ZodType, LabelScope>();

/**
 * Route options that document a contract without applying it: the generic resource routes
 * validate in their handlers (with their own labels and database checks) until they move to
 * `typedContract`.
 */
export function contract(declared: RouteContract) {
  return { config: { contract: declared } };
}

/**
 * Route options carrying a contract that the app applies before the handler, typing its request
 * parts: `typedRoutes(app).get(path, typedContract({...}), handler)`.
 */
export function typedContract<const C extends RouteContract>(declared: C) {
  const parts = { params: declared.params, querystring: declared.query, body: declared.body };
  if (declared.body && declared.labels) bodyLabels.set(declared.body, declared.labels);
  // Fastify warns about a part declared as undefined: only the declared ones are passed.
  const schema = Object.fromEntries(Object.entries(parts).filter(([, part]) => part !== undefined));
  return { schema: schema as unknown as ContractSchema<C>, ...contract(declared) };
}

/**
 * Applies each route's declared schemas before its handler, with the same answers as `validate()`:
 * a 400 `{field: [messages]}` in the caller's language for the query and the body, a 404 for a
 * path parameter that cannot name a record.
 */
export function registerContracts(app: FastifyInstance): void {
  app.setValidatorCompiler(({ schema, httpPart }) => {
    const declared = schema as z.ZodType;
    return (data: unknown) => {
      try {
        return { value: validate(declared, data, bodyLabels.get(declared)) };
      } catch (error) {
        // Fastify turns a thrown error into a 500; a refusal is an answer, so it is returned.
        if (!(error instanceof ApiError)) throw error;
        return { error: httpPart === 'params' ? ApiError.notFound() : error };
      }
    };
  });
}

/**
 * Route options whose body is documented but read by the handler itself (the resource layer checks
 * a body against the database and the current record, after finding it).
 */
export function documentedBody<O extends { config: { contract: RouteContract } }>(
  options: O,
  body: z.ZodType,
): O {
  return { ...options, config: { contract: { ...options.config.contract, body } } };
}

/** A record id in a path: digits only, 1..2^31-1 (`2147483648`, `1e3`, `-1` name no record). */
export const recordId = z
  .string()
  .regex(/^\d{1,10}$/)
  .transform(Number)
  .pipe(z.number().int().min(1).max(maxRecordId));

/** `/things/:id/`. */
export const idParams = z.object({ id: recordId });

/** A DRF page of 10 (`pageOf`) of these items. */
export const pageAnswerOf = (item: z.ZodType) =>
  z.object({
    count: z.number().int(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  });

/** The error bodies every route may answer with, as the API sends them. */
export const errorAnswers = {
  /** `{field: [messages]}` in the caller's language; `non_field_errors` for the body as a whole. */
  fieldErrors: z.record(z.string(), z.array(z.string())),
  /** `{detail}` with a `code` on 401/403 answers (token_not_valid, permission_denied...). */
  detail: z.object({ detail: z.string(), code: z.string().optional() }).loose(),
  /** 202: a write a policy holds back was queued for approval instead of made. */
  sentForApproval: z.object({ detail: z.string(), approval: z.object({ id: z.number().int() }).loose() }),
} as const;

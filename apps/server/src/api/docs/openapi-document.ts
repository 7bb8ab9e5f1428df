import { z } from 'zod';
import { isSessionOnly, permissionOf } from '../../access/route-permissions';
import { type RouteScoping, scopingOf } from '../../access/route-scoping';
import { errorAnswers, type RouteContract } from '../../http/route-contract';

/** A route as the app registered it, with what the document needs to know of it. */
export interface DocumentedRoute {
  method: string;
  /** As registered: `/api/v1/drivers/:id/`. */
  url: string;
  contract: RouteContract | undefined;
  /** Behind the access token (and so the permission table); false for health and sign-in. */
  signedIn: boolean;
}

type JsonSchema = Record<string, unknown>;

const scopingText: Record<RouteScoping, string> = {
  'by-vehicle': "rows of the caller's organizations' vehicles",
  'by-driver': "rows of the caller's organizations' drivers",
  'by-fence': "rows of the caller's organizations' geofences",
  'by-tag': "rows of the caller's organizations' tags",
  'by-record': 'entries about records the caller sees',
  'company-wide': 'figures of the whole company',
  names: 'names of what the caller sees or refers to',
  caller: "the caller's own session and account",
  'not-tenant-data': 'reference data shared by every company',
};

/** Zod → JSON Schema 2020-12 (OpenAPI 3.1's dialect); what JSON cannot say is left open. */
function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { unrepresentable: 'any', io }) as JsonSchema;
  return rest;
}

/** `/api/v1/drivers/:id/` → `/api/v1/drivers/{id}/` and its path parameters. */
function openApiPath(url: string): { path: string; params: string[] } {
  const params: string[] = [];
  const path = url.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_match, name: string) => {
    params.push(name);
    return `{${name}}`;
  });
  return { path, params };
}

function queryParameters(query: z.ZodType | undefined) {
  if (!query) return [];
  const schema = jsonSchemaOf(query, 'input') as {
    properties?: Record<string, JsonSchema>;
    required?: string[];
  };
  return Object.entries(schema.properties ?? {}).map(([name, property]) => ({
    name,
    in: 'query',
    required: schema.required?.includes(name) ?? false,
    ...(typeof property.description === 'string' ? { description: property.description } : {}),
    schema: property,
  }));
}

const json = (schema: JsonSchema | { $ref: string }) => ({ content: { 'application/json': { schema } } });
const ref = (name: string, section = 'schemas') => ({ $ref: `#/components/${section}/${name}` });

/** The IETF draft's rate-limit headers, on every answer of a signed-in route. */
const rateLimitHeaders = {
  'RateLimit-Limit': ref('RateLimitLimit', 'headers'),
  'RateLimit-Remaining': ref('RateLimitRemaining', 'headers'),
  'RateLimit-Reset': ref('RateLimitReset', 'headers'),
};

const integerHeader = (description: string) => ({ description, schema: { type: 'integer', minimum: 0 } });

function whoMayCall(permission: ReturnType<typeof permissionOf>): string {
  if (permission === undefined) return 'Nobody may call it (no permission entry).';
  if (permission === 'signed-in') return 'Any signed-in user of the company.';
  return `Permission \`${permission.resource}: ${permission.action}\`.`;
}

function whatLimitedUsersGet(scoping: RouteScoping | undefined): string {
  return scoping
    ? `A user limited to organizations gets ${scopingText[scoping]}.`
    : 'A user limited to organizations is refused.';
}

function operation(route: DocumentedRoute) {
  const { path, params } = openApiPath(route.url);
  const contract = route.contract ?? {};
  const permission = route.signedIn ? permissionOf(route.method, route.url) : undefined;
  const scoping = route.signedIn ? scopingOf(route.method, route.url) : undefined;
  const segments = route.url.split('/').filter((s) => s && !s.startsWith(':'));
  // Grouped by the permission's resource (drivers, vehicles...); open routes by their first segment.
  const tag =
    typeof permission === 'object'
      ? permission.resource
      : ((/^v\d$/.test(segments[1] ?? '') ? segments[2] : segments[1]) ?? 'api');
  const answer = contract.answer ? jsonSchemaOf(contract.answer, 'output') : undefined;
  const success = contract.file
    ? {
        description: 'A file.',
        content: { [contract.file]: { schema: { type: 'string', contentMediaType: contract.file } } },
      }
    : { description: 'Success.', ...json(answer ?? {}) };
  const responses: Record<string, unknown> = {
    // 200, 201 on a creation, 204 on a deletion: the range says "it worked" for all of them.
    '2XX': success,
    ...(route.signedIn && route.method !== 'GET'
      ? {
          '202': {
            description:
              'Held back by a policy and queued for approval (it names the approval), or work accepted to run later (the route’s answer).',
            ...json(answer ? { anyOf: [ref('SentForApproval'), answer] } : ref('SentForApproval')),
          },
        }
      : {}),
    '400': {
      description: 'Invalid input: messages per field (or one detail), in the caller’s language.',
      ...json({ anyOf: [ref('FieldErrors'), ref('Detail')] }),
    },
  };
  if (route.signedIn) {
    responses['2XX'] = { ...success, headers: rateLimitHeaders };
    responses['401'] = { description: 'No credentials, or an API key not valid.', ...json(ref('Detail')) };
    responses['403'] = { description: 'Token not valid, or no permission.', ...json(ref('Detail')) };
    responses['429'] = {
      description:
        'Too many requests from this user or key in the current minute: wait `Retry-After` seconds.',
      headers: { 'Retry-After': ref('RetryAfter', 'headers'), ...rateLimitHeaders },
      ...json(ref('Detail')),
    };
  }
  if (params.length > 0)
    responses['404'] = { description: 'No such record for the caller.', ...json(ref('Detail')) };
  return {
    path,
    method: route.method.toLowerCase(),
    value: {
      operationId: `${route.method.toLowerCase()}${path.replace(/[{}]/g, '').replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string | undefined) => (c ? c.toUpperCase() : ''))}`,
      tags: [tag],
      ...(contract.summary ? { summary: contract.summary } : {}),
      description: route.signedIn ? `${whoMayCall(permission)} ${whatLimitedUsersGet(scoping)}` : 'Public.',
      ...(route.signedIn
        ? isSessionOnly(route.method, route.url)
          ? { security: [{ bearer: [] }] }
          : {}
        : { security: [] }),
      parameters: [
        ...params.map((name) => ({
          name,
          in: 'path',
          required: true,
          schema: { type: 'integer', minimum: 1 },
        })),
        ...queryParameters(contract.query),
        {
          name: 'Accept-Language',
          in: 'header',
          required: false,
          description: 'fa, en or tr: the language of messages and labels.',
          schema: { type: 'string' },
        },
      ],
      ...(contract.body
        ? { requestBody: { required: true, ...json(jsonSchemaOf(contract.body, 'input')) } }
        : {}),
      responses,
    },
  };
}

/** The OpenAPI 3.1 document of the routes the app registered. */
export function openApiDocument(routes: readonly DocumentedRoute[], version: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  const sorted = [...routes].sort((a, b) => a.url.localeCompare(b.url) || a.method.localeCompare(b.method));
  for (const route of sorted) {
    if (route.method === 'HEAD' || route.method === 'OPTIONS') continue;
    const { path, method, value } = operation(route);
    paths[path] ??= {};
    (paths[path] as Record<string, unknown>)[method] = value;
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Navgan API',
      version,
      description: [
        'The fleet panel’s API. Two ways to sign in:',
        '- a person: `POST /api/v1/users/token/` with username and password answers an access token (15 minutes) and a refresh token; send `Authorization: Bearer <access>` and renew it with `POST /api/v1/users/token/refresh/`;',
        '- an integration: an administrator creates an API key (Users and organizations → API keys, or `POST /api/v1/api-keys/`), shown once; send `Authorization: Api-Key <key>`. A key acts with its own policy and organizations, until it expires or is revoked.',
        'Every signed-in answer carries `RateLimit-Limit`, `RateLimit-Remaining` and `RateLimit-Reset` (seconds): requests per minute of the user or the key; beyond the limit the answer is 429 with `Retry-After`.',
        'Lists are pages of 10 (`?p=`); the change feeds (`feeds/…`) are read with a cursor (`?after=`). Errors are `{field: [messages]}` (400) or `{detail}`.',
      ].join('\n\n'),
    },
    servers: [{ url: '/' }],
    security: [{ bearer: [] }, { apiKey: [] }],
    components: {
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description:
            'The access token of a sign-in: `POST /api/v1/users/token/` with `{username, password}`.',
        },
        apiKey: {
          type: 'apiKey',
          in: 'header',
          name: 'Authorization',
          description:
            'An API key, sent as `Authorization: Api-Key nvg_<prefix>_<secret>`. An administrator creates it (Users and organizations → API keys, or `POST /api/v1/api-keys/`) and sees it once.',
        },
      },
      headers: {
        RateLimitLimit: integerHeader('Requests allowed per minute to this user or key.'),
        RateLimitRemaining: integerHeader('Requests left in the current minute.'),
        RateLimitReset: integerHeader('Seconds until the current minute’s count starts again.'),
        RetryAfter: integerHeader('Seconds to wait before the next request.'),
      },
      schemas: {
        FieldErrors: jsonSchemaOf(errorAnswers.fieldErrors, 'output'),
        Detail: jsonSchemaOf(errorAnswers.detail, 'output'),
        SentForApproval: jsonSchemaOf(errorAnswers.sentForApproval, 'output'),
      },
    },
    paths,
  };
}

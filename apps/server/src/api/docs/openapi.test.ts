import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isSessionOnly, routePermissions, routeUrlOf } from '../../access/route-permissions';
import { createTestApp, type TestApp } from '../../test/test-app';

type Operation = {
  security?: unknown[];
  description: string;
  parameters: { name: string; in: string }[];
  requestBody?: { content: Record<string, { schema: Record<string, unknown> }> };
  responses: Record<string, unknown>;
};
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

const openApiPath = (url: string) => url.replace(/:([A-Za-z_]\w*)/g, '{$1}');

describe('the OpenAPI document', () => {
  let t: TestApp;
  let document: Document;

  beforeAll(async () => {
    t = await createTestApp();
    const response = await t.get('/api/v1/openapi.json');
    expect(response.statusCode).toBe(200);
    document = response.json();
  });
  afterAll(() => t.close());

  it('is a valid OpenAPI 3.1 document', async () => {
    expect(document.openapi).toBe('3.1.0');
    const result = await new Validator().validate(document as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('describes every route of the permission table, signed in, with what it needs', () => {
    const missing: string[] = [];
    for (const [key, permission] of routePermissions) {
      const [method, path] = key.split(' ') as [string, string];
      const operation = document.paths[openApiPath(routeUrlOf(path))]?.[method.toLowerCase()];
      if (!operation) {
        missing.push(key);
        continue;
      }
      // Signed in: the document's default security applies (no `security: []` of a public route),
      // or the bearer token alone on the routes for people (password change).
      if (isSessionOnly(method, routeUrlOf(path))) expect(operation.security, key).toEqual([{ bearer: [] }]);
      else expect(operation.security, key).toBeUndefined();
      expect(operation.description, key).toContain(
        permission === 'signed-in'
          ? 'Any signed-in user'
          : `\`${permission.resource}: ${permission.action}\``,
      );
      for (const name of path.match(/:(\w+)/g) ?? [])
        expect(
          operation.parameters.some((p) => p.in === 'path' && `:${p.name}` === name),
          `${key} ${name}`,
        ).toBe(true);
      expect(Object.keys(operation.responses), key).toEqual(
        expect.arrayContaining(['2XX', '400', '401', '403', '429']),
      );
      expect(Object.keys((operation.responses['2XX'] as { headers: object }).headers), key).toEqual([
        'RateLimit-Limit',
        'RateLimit-Remaining',
        'RateLimit-Reset',
      ]);
    }
    expect(missing).toEqual([]);
  });

  it('declares the answer of every JSON route of the permission table', () => {
    const noAnswer: string[] = [];
    for (const [key] of routePermissions) {
      const [method, path] = key.split(' ') as [string, string];
      const operation = document.paths[openApiPath(routeUrlOf(path))]?.[method.toLowerCase()];
      const success = operation?.responses['2XX'] as
        | { content?: Record<string, { schema: object }> }
        | undefined;
      const json = success?.content?.['application/json'];
      // A file answer names its media type; a JSON one its schema (an empty schema declares nothing).
      if (json && Object.keys(json.schema).length === 0 && method !== 'DELETE') noAnswer.push(key);
    }
    expect(noAnswer).toEqual([]);
  });

  it('tells both ways of signing in, and what a 429 says', () => {
    const full = document as unknown as {
      security: unknown[];
      components: { securitySchemes: Record<string, Record<string, string>> };
      paths: Record<string, Record<string, { responses: Record<string, { headers?: object }> }>>;
    };
    expect(full.security).toEqual([{ bearer: [] }, { apiKey: [] }]);
    expect(full.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(full.components.securitySchemes.apiKey).toMatchObject({
      type: 'apiKey',
      in: 'header',
      name: 'Authorization',
    });
    expect(full.components.securitySchemes.apiKey?.description).toContain('Api-Key');
    const tooMany = full.paths['/api/v1/vehicles/companies/']?.get?.responses['429'];
    expect(Object.keys(tooMany?.headers ?? {})).toContain('Retry-After');
  });

  it('leaves sign-in and health public, and gives resource bodies their fields', () => {
    expect(document.paths['/api/v1/users/token/']?.post?.security).toEqual([]);
    expect(document.paths['/api/health']?.get?.security).toEqual([]);
    const login =
      document.paths['/api/v1/users/token/']?.post?.requestBody?.content['application/json']?.schema;
    expect(login).toMatchObject({ properties: { username: {}, password: {} } });
    const driver = document.paths['/api/v1/drivers/']?.post?.requestBody?.content['application/json']
      ?.schema as {
      properties: Record<string, unknown>;
    };
    expect(Object.keys(driver.properties)).toEqual(
      expect.arrayContaining(['first_name', 'last_name', 'national_code']),
    );
    const list = document.paths['/api/v1/drivers/']?.get?.parameters.map((p) => p.name);
    expect(list).toEqual(expect.arrayContaining(['p', 'search']));
  });

  it('has an interactive reference at /api/docs, served under the panel’s Content-Security-Policy', async () => {
    const page = await t.get('/api/docs');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    // No inline script: the page loads the bundle and our starter, both from this server.
    expect(page.body).not.toMatch(/<script>(?!<\/script>)/);
    for (const src of page.body.match(/(?<=src=")[^"]+/g) ?? []) {
      const asset = await t.get(src);
      expect(asset.statusCode, src).toBe(200);
      expect(asset.headers['content-type'], src).toContain('javascript');
    }
    expect((await t.get('/api/docs/start.js')).body).toContain('/api/v1/openapi.json');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
  });
});

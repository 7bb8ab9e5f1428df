import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { ApiError } from './api-error';
import { idListParam } from './filters';
import { pageOf, pageRequest } from './pagination';
import { registerRequestContext } from './request-context';

describe('DRF conventions on the real app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers unknown API paths with a localised 404 detail', async () => {
    const fa = await t.get('/api/v1/no-such-thing/', undefined, { 'accept-language': 'fa-IR,fa;q=0.9' });
    expect(fa.statusCode).toBe(404);
    expect(fa.json()).toEqual({ detail: 'یافت نشد.' });
    expect((await t.get('/api/v2/anything/', undefined, { 'accept-language': 'en-US' })).json()).toEqual({
      detail: 'Not found.',
    });
  });

  it('accepts paths with and without the trailing slash', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/token',
      payload: { username: 'nobody', password: 'whatever' },
    });
    expect(response.statusCode).toBe(401);
  });

  it('answers malformed JSON with a clear 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/token/',
      payload: '{"username": ',
      headers: { 'content-type': 'application/json', 'accept-language': 'en-us' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: 'The request body is not valid JSON.' });
  });

  it('reports database reachability', async () => {
    const response = await t.get('/api/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok', database: { reachable: true } });
  });
});

describe('pagination and list filters', () => {
  const rows = Array.from({ length: 23 }, (_, i) => ({ id: i + 1 }));
  const app = Fastify();
  app.decorate('publicUrl', undefined as string | undefined);
  registerRequestContext(app);
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof ApiError) return reply.code(error.statusCode).send(error.body(request.locale));
    return reply.code(500).send(error);
  });
  app.get('/api/v1/things/', async (request) => {
    const ids = idListParam(request.query, 'id__in');
    const matching = ids ? rows.filter((row) => ids.includes(row.id)) : rows;
    const at = pageRequest(request);
    return pageOf(request, at, matching.length, matching.slice(at.offset, at.offset + at.limit));
  });
  afterAll(() => app.close());

  it('pages by ?p= with ten rows and next/previous links that ignore a forged Host', async () => {
    const forged = { host: 'evil.example', 'x-forwarded-host': 'evil.example' };
    const first = (await app.inject({ url: '/api/v1/things/?ordering=id', headers: forged })).json();
    expect(first.count).toBe(23);
    expect(first.results).toHaveLength(10);
    expect(first.previous).toBeNull();
    expect(first.next).toBe('/api/v1/things/?ordering=id&p=2');
    const last = (await app.inject({ url: '/api/v1/things/?p=3', headers: forged })).json();
    expect(last.results.map((r: { id: number }) => r.id)).toEqual([21, 22, 23]);
    expect(last.next).toBeNull();
    expect(last.previous).toBe('/api/v1/things/?p=2');
    // With PUBLIC_URL the links are absolute, on the configured address only.
    app.publicUrl = 'https://fleet.example/navgan';
    const configured = (await app.inject({ url: '/api/v1/things/?p=2', headers: forged })).json();
    app.publicUrl = undefined;
    expect(configured.next).toBe('https://fleet.example/navgan/api/v1/things/?p=3');
    expect(configured.previous).toBe('https://fleet.example/navgan/api/v1/things/');
  });

  it('answers a page past the end with 404 Invalid page, and a page that is no number with 400', async () => {
    for (const p of ['4', '0', '99999999999']) {
      const response = await app.inject({
        url: `/api/v1/things/?p=${p}`,
        headers: { 'accept-language': 'en' },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: 'Invalid page.' });
    }
    for (const p of ['abc', '1e300', '-1', '2.5']) {
      const response = await app.inject({
        url: `/api/v1/things/?p=${p}`,
        headers: { 'accept-language': 'fa' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ p: ['شماره‌ی صفحه را به صورت عدد صحیح از ۱ وارد کنید.'] });
    }
  });

  it('reads __in filters as comma lists, Persian digits included', async () => {
    const page = (await app.inject({ url: '/api/v1/things/?id__in=2,۵,,9' })).json();
    expect(page.results.map((r: { id: number }) => r.id)).toEqual([2, 5, 9]);
    const bad = await app.inject({ url: '/api/v1/things/?id__in=2,x', headers: { 'accept-language': 'en' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ id__in: ['Enter whole numbers separated by commas.'] });
  });
});

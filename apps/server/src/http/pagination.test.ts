import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageRequest } from './pagination';
import { pageNumber, queryOf, searchText } from './query-params';
import { registerContracts, typedContract, typedRoutes } from './route-contract';

describe('the page of a request', () => {
  const app = Fastify();

  beforeAll(async () => {
    registerContracts(app);
    typedRoutes(app).get(
      '/things/',
      typedContract({ query: queryOf({ search: searchText('search'), page: pageNumber }) }),
      async (request) => ({ at: pageRequest(request), search: request.query.search ?? null }),
    );
    await app.ready();
  });
  afterAll(() => app.close());

  it('is read from the URL, also when a contract has parsed the query', async () => {
    const answer = await app.inject({ url: '/things/?p=3&search=%20van%20' });
    expect(answer.json()).toEqual({ at: { page: 3, limit: 10, offset: 20 }, search: 'van' });
    expect((await app.inject({ url: '/things/' })).json().at.page).toBe(1);
  });

  it('refuses a page that is not one whole number', async () => {
    for (const bad of ['x', '1e3', '-1', '2&p=3']) {
      const answer = await app.inject({ url: `/things/?p=${bad}` });
      expect(answer.statusCode, bad).toBe(400);
    }
    expect((await app.inject({ url: '/things/?p=0' })).statusCode).toBe(404);
  });
});

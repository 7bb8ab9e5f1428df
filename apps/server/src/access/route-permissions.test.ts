import { accessResources, resourceActions } from '@navgan/domain/access';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from '../test/api-client';
import { createTestApp, routeSweepTimeout, type TestApp, testPassword } from '../test/test-app';
import { enforcePermissions, type RegisteredRoute } from './enforce-permissions';
import { permissionOf, routePermissions, routeUrlOf } from './route-permissions';

/**
 * The permission matrix, driven by the registered routes and the permission table: a route added
 * anywhere is covered here without a new test.
 */
describe('route permissions', { timeout: routeSweepTimeout }, () => {
  let t: TestApp;
  const registered: RegisteredRoute[] = [];
  let admin: ReturnType<typeof apiAs>;
  let probe: ReturnType<typeof apiAs>;
  let probePolicy: number;

  beforeAll(async () => {
    t = await createTestApp({}, { protectedRoutes: registered });
    await t.account({ company: 'Matrix Co', username: 'matrix.admin' });
    admin = apiAs(t.app, (await t.login('matrix.admin')).access);
    const policy = await admin.post('users/policies/', { title: 'Probe', permissions: {} });
    probePolicy = policy.json().id;
    const user = await admin.post('users/', {
      username: 'matrix.probe',
      password: testPassword,
      confirm_password: testPassword,
      policies: [probePolicy],
    });
    expect(user.statusCode).toBe(201);
    probe = apiAs(t.app, (await t.login('matrix.probe')).access);
  });
  afterAll(() => t.close());

  const call = (who: ReturnType<typeof apiAs>, route: RegisteredRoute) => {
    const [method, url] = route.split(' ') as ['GET' | 'POST' | 'PUT' | 'DELETE', string];
    const concrete = url.replace(/:id/g, '999999');
    if (method === 'GET') return who.get(concrete);
    if (method === 'DELETE') return who.delete(concrete);
    return method === 'POST' ? who.post(concrete, {}) : who.put(concrete, {});
  };

  it('has an entry for every authenticated /api/v1 and /api/v2 route, and only for real routes', () => {
    expect(registered.length).toBeGreaterThan(80);
    const missing = registered.filter((route) => {
      const [method, url] = route.split(' ') as [string, string];
      return !permissionOf(method, url);
    });
    expect(missing).toEqual([]);
    const stale = [...routePermissions.keys()].filter((key) => {
      const [method, path] = key.split(' ') as [string, string];
      return !registered.some((route) => route === `${method} ${routeUrlOf(path)}`);
    });
    expect(stale).toEqual([]);
  });

  it('names only actions the domain offers for each resource', () => {
    for (const rule of routePermissions.values()) {
      if (rule === 'signed-in') continue;
      expect(accessResources).toContain(rule.resource);
      expect(resourceActions[rule.resource]).toContain(rule.action);
    }
  });

  it('refuses every route to a user without its permission and lets one with it through', async () => {
    const outcomes: string[] = [];
    for (const route of registered) {
      const [method, url] = route.split(' ') as [string, string];
      const rule = permissionOf(method, url);
      await admin.put(`users/policies/${probePolicy}/`, { title: 'Probe', permissions: {} });
      const without = await call(probe, route);
      if (rule === 'signed-in') {
        if (without.statusCode === 403) outcomes.push(`${route}: signed-in route refused`);
        continue;
      }
      if (!rule) continue;
      if (without.statusCode !== 403 || without.json().code !== 'permission_denied')
        outcomes.push(`${route}: ${without.statusCode} without ${rule.resource}.${rule.action}`);
      await admin.put(`users/policies/${probePolicy}/`, {
        title: 'Probe',
        permissions: { [rule.resource]: [rule.action] },
      });
      const granted = await call(probe, route);
      if (granted.statusCode === 403) outcomes.push(`${route}: refused with ${rule.resource}.${rule.action}`);
      if (granted.statusCode >= 500) outcomes.push(`${route}: ${granted.statusCode}`);
    }
    expect(outcomes).toEqual([]);
  });

  it('answers a refusal in the caller language, not as an expired token', async () => {
    await admin.put(`users/policies/${probePolicy}/`, { title: 'Probe', permissions: {} });
    const fa = await t.get('/api/v1/drivers/', (await t.login('matrix.probe')).access, {
      'accept-language': 'fa',
    });
    expect(fa.statusCode).toBe(403);
    expect(fa.json()).toEqual({ detail: 'شما به انجام این کار دسترسی ندارید.', code: 'permission_denied' });
  });

  it('never answers a password hash, from any readable route', async () => {
    await admin.post('users/', {
      username: 'hash.probe',
      password: testPassword,
      confirm_password: testPassword,
    });
    const me = (await admin.get('users/office-staffs/')).json();
    for (const route of registered.filter((r) => r.startsWith('GET '))) {
      const concrete = route.slice(4).replace(/:id/g, String(me.user.id));
      const response = await admin.get(concrete);
      expect(response.body, route).not.toMatch(/\$argon2|password"\s*:\s*"/);
    }
  });
});

describe('a route without an entry', () => {
  it('answers 403 to everyone, a superuser too', async () => {
    const app = Fastify();
    app.decorateRequest('auth', null);
    await app.register(
      async (scope) => {
        scope.addHook('onRequest', async (request) => {
          request.auth = {
            userId: 1,
            companyId: 1,
            isSuperuser: true,
            type: 1,
            caller: {
              access: { is_superuser: true, permissions: {}, organizations: [] },
              approvalRequired: {},
              organizations: null,
            },
          };
        });
        enforcePermissions(scope);
        scope.get('/unlisted/', async () => ({ ok: true }));
        scope.get('/users/office-staffs/', async () => ({ ok: true }));
      },
      { prefix: '/api/v1' },
    );
    expect((await app.inject({ url: '/api/v1/unlisted/' })).statusCode).toBe(403);
    expect((await app.inject({ url: '/api/v1/users/office-staffs/' })).statusCode).toBe(200);
    await app.close();
  });
});

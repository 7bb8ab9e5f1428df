import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeys, organizations } from '../../db/access-schema';
import { apiAs, apiKeyAs } from '../../test/api-client';
import { signInTwoCompanies } from '../../test/fleet-fixtures';
import { createTestApp, type TestApp, testPassword } from '../../test/test-app';
import { appTestClock } from '../../test/test-clock';

type Policy = { id: number; title: string; permissions: Record<string, string[]> };

describe('API keys', () => {
  let t: TestApp;
  const clock = appTestClock();
  let s: Awaited<ReturnType<typeof signInTwoCompanies>>;
  let admin: Policy;
  let viewOnly: Policy;

  const create = async (body: Record<string, unknown>) => {
    const answer = await s.a.post('api-keys/', body);
    expect(answer.statusCode, answer.body).toBe(201);
    return answer.json() as { id: number; key: string; prefix: string; state: string };
  };

  beforeAll(async () => {
    t = await createTestApp({}, { clock });
    s = await signInTwoCompanies(t, 'Key');
    const policies = (await s.a.get('users/policies/')).json() as Policy[];
    admin = policies.find((p) => p.permissions.api_keys?.includes('add')) as Policy;
    viewOnly = policies.find(
      (p) => !p.permissions.drivers?.includes('add') && p.permissions.drivers,
    ) as Policy;
  });
  afterAll(() => t.close());

  it('shows the key once, keeps only its hash, and lists it without the secret', async () => {
    const created = await create({ name: 'ERP', policy: viewOnly.id });
    expect(created.key).toMatch(/^nvg_[0-9a-f]{12}_[A-Za-z0-9_-]{43}$/);
    expect(created.key.startsWith(`nvg_${created.prefix}_`)).toBe(true);
    expect(created).toMatchObject({ name: 'ERP', policy: viewOnly.id, organizations: [], state: 'active' });
    const [stored] = await t.ctx.database.db.select().from(apiKeys).where(eq(apiKeys.id, created.id));
    expect(JSON.stringify(stored)).not.toContain(created.key.split('_').slice(2).join('_'));
    const listed = (await s.a.get('api-keys/')).json();
    expect(listed.results[0]).toMatchObject({ id: created.id, prefix: created.prefix, last_used_at: null });
    expect(listed.results[0]).not.toHaveProperty('key');
    expect((await s.b.get('api-keys/')).json().count).toBe(0);
  });

  it('reads what its policy allows, with the rate-limit headers, and acts as a hidden service account', async () => {
    const { key, prefix, id } = await create({ name: 'Reader', policy: viewOnly.id });
    const api = apiKeyAs(t.app, key);
    const vehicles = await api.get('vehicles/companies/');
    expect(vehicles.statusCode).toBe(200);
    expect(vehicles.headers['ratelimit-limit']).toBe('1000000');
    expect(Number(vehicles.headers['ratelimit-remaining'])).toBeLessThan(1000000);
    expect(Number(vehicles.headers['ratelimit-reset'])).toBeGreaterThan(0);
    // Its policy grants no writes.
    const refused = await api.post('vehicles/companies/tags/', { fa_title: 'x' });
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['ratelimit-remaining']).toBeDefined();
    // Not among the company's users, and it cannot sign in.
    const users = (await s.a.get('users/')).json().results.map((u: { username: string }) => u.username);
    expect(users).not.toContain(`api-key:${prefix}`);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/token/',
      payload: { username: `api-key:${prefix}`, password: '!' },
    });
    expect(login.statusCode).toBe(401);
    // Its use is written (once a minute at most), without holding the answer up.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const listed = (await s.a.get('api-keys/')).json().results.find((k: { id: number }) => k.id === id);
    expect(listed.last_used_at).not.toBeNull();
  });

  it('is refused on routes for people: password change', async () => {
    const { key } = await create({ name: 'Admin key', policy: admin.id });
    const change = await apiKeyAs(t.app, key, 'fa-ir').put('users/change-password/', {
      old_password: testPassword,
      password: 'another-pass-77',
      confirm_password: 'another-pass-77',
    });
    expect(change.statusCode).toBe(403);
    expect(change.json().detail).toContain('کلید API');
  });

  it('stops working at once when revoked, and when expired', async () => {
    const { key, id } = await create({ name: 'Short lived', policy: viewOnly.id });
    const api = apiKeyAs(t.app, key);
    expect((await api.get('vehicles/companies/')).statusCode).toBe(200);
    expect((await s.b.delete(`api-keys/${id}/`)).statusCode).toBe(404);
    const revoked = await s.a.delete(`api-keys/${id}/`);
    expect(revoked.json()).toMatchObject({ id, state: 'revoked' });
    const refused = await api.get('vehicles/companies/');
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ code: 'api_key_not_valid' });

    const other = await create({ name: 'Expiring', policy: viewOnly.id, expires_on: '2030-01-01' });
    expect((await apiKeyAs(t.app, other.key).get('vehicles/companies/')).statusCode).toBe(200);
    await t.ctx.database.db
      .update(apiKeys)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(apiKeys.id, other.id));
    expect((await apiKeyAs(t.app, other.key).get('vehicles/companies/')).statusCode).toBe(401);
    const listed = (await s.a.get('api-keys/')).json().results.find((k: { id: number }) => k.id === other.id);
    expect(listed.state).toBe('expired');
    // A wrong secret behind a real prefix, and text that is no key at all.
    const wrong = `${key.slice(0, 17)}${'A'.repeat(43)}`;
    expect((await apiKeyAs(t.app, wrong).get('vehicles/companies/')).statusCode).toBe(401);
    expect((await apiKeyAs(t.app, 'nonsense').get('vehicles/companies/')).statusCode).toBe(401);
  });

  it('never grants more than it holds, and never touches a superuser', async () => {
    const [org] = await t.ctx.database.db
      .insert(organizations)
      .values({ company_id: s.companyA, title: 'North' })
      .returning();
    const limited = await create({ name: 'North admin', policy: admin.id, organizations: [org?.id] });
    const api = apiKeyAs(t.app, limited.key);
    // A key for the whole company is wider than one for the North.
    expect((await api.post('api-keys/', { name: 'Wider', policy: admin.id })).statusCode).toBe(403);
    const narrow = await api.post('api-keys/', {
      name: 'Narrow',
      policy: viewOnly.id,
      organizations: [org?.id],
    });
    expect(narrow.statusCode).toBe(201);
    // A view-only key cannot make keys at all, nor a user with the admin policy.
    const reader = apiKeyAs(t.app, narrow.json().key);
    expect((await reader.post('api-keys/', { name: 'x', policy: viewOnly.id })).statusCode).toBe(403);
    const me = (await s.a.get('users/office-staffs/')).json();
    const superuser = await api.put(`users/${me.user.id}/`, {
      username: 'key.a',
      is_active: false,
      is_superuser: true,
      organizations: [org?.id],
      policies: [],
    });
    expect(superuser.statusCode).toBe(403);
    const wideKeyUser = await apiKeyAs(
      t.app,
      (await create({ name: 'Whole', policy: viewOnly.id })).key,
    ).post('users/', {});
    expect(wideKeyUser.statusCode).toBe(403);
  });

  it('validates its input in the caller language', async () => {
    const answer = await apiAs(t.app, (await t.login('key.a')).access, 'fa-ir').post('api-keys/', {
      name: '',
      policy: 999999,
    });
    expect(answer.statusCode).toBe(400);
    expect(Object.keys(answer.json())).toContain('name');
    const foreign = await s.a.post('api-keys/', { name: 'x', policy: 999999 });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toHaveProperty('policy');
  });
});

describe('rate limits', () => {
  let t: TestApp;
  const clock = appTestClock();

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_USER: '3', RATE_LIMIT_KEY: '2' }, { clock });
  });
  afterAll(() => t.close());

  it('counts each user and key per minute: headers on every answer, 429 with Retry-After beyond', async () => {
    const s = await signInTwoCompanies(t, 'Rate');
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await s.aFa.get('vehicles/companies/'));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 429]);
    expect(answers.map((a) => a.headers['ratelimit-remaining'])).toEqual(['2', '1', '0', '0']);
    expect(answers[0]?.headers['ratelimit-limit']).toBe('3');
    const refused = answers[3];
    expect(refused?.headers['retry-after']).toBe('60');
    expect(refused?.json()).toMatchObject({ code: 'throttled' });
    expect(refused?.json().detail).toContain('دقیقه');
    // Another user has a window of their own.
    expect((await s.b.get('vehicles/companies/')).statusCode).toBe(200);

    const policies = (await s.b.get('users/policies/')).json() as Policy[];
    const created = await s.b.post('api-keys/', { name: 'Feed', policy: policies[0]?.id });
    expect(created.statusCode).toBe(201);
    const key = apiKeyAs(t.app, created.json().key);
    const byKey = [await key.get('vehicles/companies/'), await key.get('vehicles/companies/')];
    expect(byKey.map((a) => a.headers['ratelimit-limit'])).toEqual(['2', '2']);
    const third = await key.get('vehicles/companies/');
    expect(third.statusCode).toBe(429);
    // A minute later the window starts again.
    await clock.advance(60_000);
    expect((await key.get('vehicles/companies/')).statusCode).toBe(200);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInTwoCompanies } from '../../test/fleet-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('organizations', () => {
  let t: TestApp;
  let s: Awaited<ReturnType<typeof signInTwoCompanies>>;

  beforeAll(async () => {
    t = await createTestApp();
    s = await signInTwoCompanies(t, 'Org');
  });
  afterAll(() => t.close());

  it('creates a tree, lists it sorted by title whatever the case, and searches', async () => {
    const root = await s.a.post('organizations/', { title: 'tehran', fa_title: 'تهران', en_title: 'Tehran' });
    expect(root.statusCode).toBe(201);
    expect(root.json()).toEqual({
      id: expect.any(Number),
      title: 'tehran',
      fa_title: 'تهران',
      en_title: 'Tehran',
      parent: null,
    });
    const child = (await s.a.post('organizations/', { title: 'Karaj', parent: root.json().id })).json();
    expect(child.parent).toBe(root.json().id);
    await s.a.post('organizations/', { title: 'Ahvaz' });

    const list = (await s.a.get('organizations/')).json();
    expect(list.results.map((o: { title: string }) => o.title)).toEqual(['Ahvaz', 'Karaj', 'tehran']);
    expect((await s.a.get('organizations/?search=kar')).json().count).toBe(1);
    const summaries = (await s.a.get('organizations/summaries/')).json();
    expect(summaries).toHaveLength(3);
  });

  it('refuses a parent that is the organization itself or one under it, with a field error', async () => {
    const top = (await s.a.post('organizations/', { title: 'Top' })).json();
    const mid = (await s.a.post('organizations/', { title: 'Mid', parent: top.id })).json();
    const low = (await s.a.post('organizations/', { title: 'Low', parent: mid.id })).json();
    const loop = await s.a.put(`organizations/${top.id}/`, { title: 'Top', parent: low.id });
    expect(loop.statusCode).toBe(400);
    expect(loop.json()).toEqual({
      parent: ['An organization cannot be placed under itself or one of its sub-organizations.'],
    });
    const self = await s.aFa.put(`organizations/${mid.id}/`, { title: 'Mid', parent: mid.id });
    expect(self.statusCode).toBe(400);
    expect(self.json().parent[0]).toContain('زیرمجموعه');
    expect((await s.a.get(`organizations/${top.id}/`)).json().parent).toBeNull();
  });

  it('keeps parents inside the company and each company to its own organizations', async () => {
    const mine = (await s.a.post('organizations/', { title: 'Mine' })).json();
    const foreign = await s.b.post('organizations/', { title: 'Theirs', parent: mine.id });
    expect(foreign.statusCode).toBe(400);
    expect(Object.keys(foreign.json())).toEqual(['parent']);
    expect((await s.b.get(`organizations/${mine.id}/`)).statusCode).toBe(404);
    expect((await s.b.get('organizations/')).json().count).toBe(0);
  });

  it('refuses to delete an organization that still has children or members', async () => {
    const parent = (await s.a.post('organizations/', { title: 'Parent' })).json();
    const child = (await s.a.post('organizations/', { title: 'Child', parent: parent.id })).json();
    expect((await s.a.delete(`organizations/${parent.id}/`)).statusCode).toBe(409);
    const member = await s.a.post('users/', {
      username: 'org.member',
      password: 'a-good-pass-1',
      confirm_password: 'a-good-pass-1',
      organizations: [child.id],
    });
    expect(member.statusCode).toBe(201);
    const inUse = await s.a.delete(`organizations/${child.id}/`);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().detail).toBe('Other records still use this one, so it cannot be deleted.');
    const empty = (await s.a.post('organizations/', { title: 'Empty' })).json();
    expect((await s.a.delete(`organizations/${empty.id}/`)).statusCode).toBe(204);
  });

  it('assigns drivers, vehicles and tags to organizations and shows them on the record', async () => {
    const org = (await s.a.post('organizations/', { title: 'Depot' })).json();
    const tag = (await s.a.post('vehicles/companies/tags/', { fa_title: 'سرد' })).json();
    expect(tag.organizations).toEqual([]);
    const assigned = await s.a.put(`vehicles/companies/tags/${tag.id}/organizations/`, {
      id: tag.id,
      organizations: [org.id],
    });
    expect(assigned.statusCode).toBe(200);
    expect(assigned.json()).toEqual({ id: tag.id, organizations: [org.id] });
    expect((await s.a.get(`vehicles/companies/tags/${tag.id}/`)).json().organizations).toEqual([org.id]);

    const theirs = (await s.b.post('organizations/', { title: 'Elsewhere' })).json();
    const wrong = await s.a.put(`vehicles/companies/tags/${tag.id}/organizations/`, {
      id: tag.id,
      organizations: [theirs.id],
    });
    expect(wrong.statusCode).toBe(400);
    expect(Object.keys(wrong.json())).toEqual(['organizations']);
    expect(
      (await s.b.put(`vehicles/companies/tags/${tag.id}/organizations/`, { id: tag.id, organizations: [] }))
        .statusCode,
    ).toBe(404);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createTestApp, type TestApp } from '../test/test-app';
import { defaultDemoPassword, seedDemo, seedDemoCompanies } from './seed-demo';

describe('more demo companies (NAVGAN_DEMO_COMPANIES)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('reads the names from a comma-separated list, blanks ignored', () => {
    expect(loadConfig({ NAVGAN_DEMO_COMPANIES: ' access, drivers,,' }).demoCompanies).toEqual([
      'access',
      'drivers',
    ]);
    expect(loadConfig({}).demoCompanies).toEqual([]);
  });

  it('gives each name its own company and admin, and a second start adds nothing', async () => {
    const db = t.ctx.database.db;
    const first = await seedDemo(db);
    const logins = await seedDemoCompanies(db, ['access', 'drivers']);
    expect(logins.map((l) => [l.username, l.created])).toEqual([
      ['admin.access', true],
      ['admin.drivers', true],
    ]);
    expect(new Set([first.companyId, ...logins.map((l) => l.companyId)]).size).toBe(3);

    // Each admin signs in with the demo password and sees only the welcome of their own company.
    for (const login of logins) {
      const { access } = await t.login(login.username, defaultDemoPassword);
      const unread = await t.get('/api/v1/notifications/', access);
      expect(unread.statusCode).toBe(200);
      expect(unread.json()).toHaveLength(1);
      const me = await t.get('/api/v1/users/office-staffs/', access);
      expect(me.json()).toMatchObject({ user: { username: login.username }, company: login.companyId });
    }

    const again = await seedDemoCompanies(db, ['access', 'drivers']);
    expect(again.map((l) => [l.companyId, l.created])).toEqual(logins.map((l) => [l.companyId, false]));
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInTwoCompanies } from '../../test/fleet-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('company/motion-settings/', () => {
  let t: TestApp;
  let as: Awaited<ReturnType<typeof signInTwoCompanies>>;
  beforeAll(async () => {
    t = await createTestApp();
    as = await signInTwoCompanies(t, 'Speed');
  });
  afterAll(() => t.close());

  it('starts at the default limit and keeps a change to the company that made it', async () => {
    expect((await as.a.get('company/motion-settings/')).json()).toEqual({
      overspeed_kmh: 90,
      default_overspeed_kmh: 90,
    });
    const saved = await as.a.put('company/motion-settings/', { overspeed_kmh: '۸۰' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().overspeed_kmh).toBe(80);
    expect((await as.a.get('company/motion-settings/')).json().overspeed_kmh).toBe(80);
    expect((await as.b.get('company/motion-settings/')).json().overspeed_kmh).toBe(90);
  });

  it('refuses a limit out of range with a field error in the caller language, and non-administrators', async () => {
    const wrong = await as.aFa.put('company/motion-settings/', { overspeed_kmh: 500 });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ overspeed_kmh: ['یک عدد صحیح از 30 تا 200 کیلومتر بر ساعت وارد کنید.'] });
    expect((await as.a.get('company/motion-settings/')).json().overspeed_kmh).toBe(80);
    await t.account({ company: 'Speed Co A', username: 'speed.viewer', is_superuser: false });
    const viewer = (await t.login('speed.viewer')).access;
    const denied = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/company/motion-settings/',
      headers: { authorization: `Bearer ${viewer}` },
      payload: { overspeed_kmh: 100 },
    });
    expect(denied.statusCode).toBe(403);
  });
});

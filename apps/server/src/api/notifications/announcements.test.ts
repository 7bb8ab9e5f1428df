import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('announcements', () => {
  let t: TestApp;
  let admin: string;
  let staff: string;
  let stranger: string;

  beforeAll(async () => {
    t = await createTestApp();
    await t.account({ company: 'Alborz Cold Chain', username: 'chief' });
    await t.account({ company: 'Alborz Cold Chain', username: 'clerk', is_superuser: false });
    await t.account({ company: 'Kavir Transport', username: 'outsider' });
    admin = (await t.login('chief')).access;
    staff = (await t.login('clerk')).access;
    stranger = (await t.login('outsider')).access;
  });
  afterAll(() => t.close());

  const send = (payload: unknown, token = admin, language = 'en-us') =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/notifications/announcements/',
      payload: payload as object,
      headers: { authorization: `Bearer ${token}`, 'accept-language': language },
    });
  const unread = async (token: string) =>
    (await t.get('/api/v1/notifications/', token)).json() as {
      notification: { type: { en_title: string }; fa_body: string; en_body: string };
    }[];

  it('delivers an announcement to every user of the sender company, not to other companies', async () => {
    const response = await send({ fa_body: ' سرویس فردا قطع است ', en_body: 'Service is down tomorrow' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ recipients: 2 });
    for (const token of [admin, staff]) {
      const [item] = await unread(token);
      expect(item?.notification.type.en_title).toBe('announcement');
      expect(item?.notification.fa_body).toBe('سرویس فردا قطع است');
      expect(item?.notification.en_body).toBe('Service is down tomorrow');
    }
    expect(await unread(stranger)).toEqual([]);
  });

  it('is refused to a user who is not a company superuser', async () => {
    const response = await send({ fa_body: 'x', en_body: 'x' }, staff);
    expect(response.statusCode).toBe(403);
    expect(await unread(admin)).toHaveLength(1);
  });

  it('names each missing text in the caller language and stores nothing', async () => {
    const response = await send({ fa_body: '  ' }, admin, 'fa-ir');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      fa_body: ['متن فارسی الزامی است'],
      en_body: ['متن انگلیسی الزامی است'],
    });
    expect(await unread(admin)).toHaveLength(1);
  });
});

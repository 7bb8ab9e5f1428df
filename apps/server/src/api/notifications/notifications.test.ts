import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, userNotifications } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('notifications', () => {
  let t: TestApp;
  let token: string;
  let otherCompanyToken: string;
  const itemIds: number[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    const me = await t.account({ company: 'Alborz Cold Chain', username: 'manager' });
    const stranger = await t.account({ company: 'Kavir Transport', username: 'stranger' });
    const db = t.ctx.database.db;
    const bodies = [
      {
        type_id: 2,
        fa_body: 'بیمه‌ی خودروی ۱۲ب۳۴۵ رو به پایان است',
        en_body: 'Insurance of vehicle 12B345 is ending',
      },
      { type_id: 4, fa_body: 'خروج از حصار انبار تهران', en_body: 'Left the Tehran depot fence' },
      { type_id: 5, fa_body: 'به‌روزرسانی سامانه', en_body: 'System update' },
    ];
    for (const body of bodies) {
      const [n] = await db
        .insert(notifications)
        .values({ company_id: me.company_id, ...body })
        .returning();
      if (!n) throw new Error('no notification');
      const [item] = await db
        .insert(userNotifications)
        .values({ company_id: me.company_id, user_id: me.id, notification_id: n.id })
        .returning();
      if (item) itemIds.push(item.id);
    }
    const [foreign] = await db
      .insert(notifications)
      .values({ company_id: stranger.company_id, type_id: 5, fa_body: 'x', en_body: 'x' })
      .returning();
    if (foreign) {
      await db
        .insert(userNotifications)
        .values({ company_id: stranger.company_id, user_id: stranger.id, notification_id: foreign.id });
    }
    token = (await t.login('manager')).access;
    otherCompanyToken = (await t.login('stranger')).access;
  });
  afterAll(() => t.close());

  const list = async (access = token) =>
    (await t.get('/api/v1/notifications/', access)).json() as { id: number }[];
  const put = (id: number, payload: unknown, access = token) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/v1/notifications/${id}/read/`,
      payload: payload as object,
      headers: { authorization: `Bearer ${access}` },
    });

  it('lists unread items newest first with type titles and both languages', async () => {
    const items = (await t.get('/api/v1/notifications/', token)).json();
    expect(items).toHaveLength(3);
    expect(items[0].notification.type).toEqual({ fa_title: 'اطلاعیه', en_title: 'announcement' });
    expect(items[2].notification.en_body).toBe('Insurance of vehicle 12B345 is ending');
    expect(new Date(items[0].notification.created).getTime()).not.toBeNaN();
  });

  it('never shows or changes another company notifications', async () => {
    expect(await list(otherCompanyToken)).toHaveLength(1);
    const response = await put(itemIds[0] ?? 0, { read: true }, otherCompanyToken);
    expect(response.statusCode).toBe(404);
    expect(await list()).toHaveLength(3);
  });

  it('reads one: the item leaves the list', async () => {
    const response = await put(itemIds[1] ?? 0, { read: true });
    expect(response.statusCode).toBe(200);
    expect((await list()).map((item) => item.id)).not.toContain(itemIds[1]);
    expect(await list()).toHaveLength(2);
  });

  it('validates the read body', async () => {
    const response = await put(itemIds[0] ?? 0, { read: 'yes' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json())).toEqual(['read']);
  });

  it('reads all: the list is empty', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/notifications/read/',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.json()).toEqual({ count: 2 });
    expect(await list()).toEqual([]);
    expect(await list(otherCompanyToken)).toHaveLength(1);
  });
});

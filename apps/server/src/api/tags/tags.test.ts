import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from '../../test/api-client';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('tags', () => {
  let t: TestApp;
  let a: ReturnType<typeof apiAs>;
  let b: ReturnType<typeof apiAs>;

  beforeAll(async () => {
    t = await createTestApp();
    await t.account({ company: 'Company A', username: 'tag.a' });
    await t.account({ company: 'Company B', username: 'tag.b' });
    a = apiAs(t.app, (await t.login('tag.a')).access);
    b = apiAs(t.app, (await t.login('tag.b')).access, 'fa-ir');
  });
  afterAll(() => t.close());

  it('creates, lists, reads, updates and deletes', async () => {
    const created = await a.post('vehicles/companies/tags/', {
      fa_title: 'یخچال‌دار',
      en_title: 'Refrigerated',
    });
    expect(created.statusCode).toBe(201);
    const tag = created.json();
    expect(tag).toEqual({
      id: expect.any(Number),
      fa_title: 'یخچال‌دار',
      en_title: 'Refrigerated',
      organizations: [],
    });

    const list = (await a.get('vehicles/companies/tags/')).json();
    expect(list).toMatchObject({ count: 1, next: null, previous: null, results: [tag] });

    const updated = await a.put(`vehicles/companies/tags/${tag.id}/`, {
      fa_title: 'سردخانه‌ای',
      en_title: '',
    });
    expect(updated.json()).toEqual({ id: tag.id, fa_title: 'سردخانه‌ای', en_title: '', organizations: [] });
    expect((await a.get(`vehicles/companies/tags/${tag.id}/`)).json().fa_title).toBe('سردخانه‌ای');

    expect((await a.delete(`vehicles/companies/tags/${tag.id}/`)).statusCode).toBe(204);
    expect((await a.get(`vehicles/companies/tags/${tag.id}/`)).statusCode).toBe(404);
  });

  it('answers a bad body with field errors in the caller language and writes nothing', async () => {
    const before = (await b.get('vehicles/companies/tags/')).json().count;
    const response = await b.post('vehicles/companies/tags/', { fa_title: '  ', en_title: 'x'.repeat(101) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      fa_title: ['عنوان فارسی الزامی است'],
      en_title: ['حداکثر طول باید ۱۰۰ نویسه باشد.'],
    });
    expect((await b.get('vehicles/companies/tags/')).json().count).toBe(before);
  });

  it('keeps each company to its own tags, by list, id, summary, update and delete', async () => {
    const mine = (await a.post('vehicles/companies/tags/', { fa_title: 'تهران', en_title: 'Tehran' })).json();
    expect((await b.get('vehicles/companies/tags/')).json().results).not.toContainEqual(mine);
    expect((await b.get('vehicles/companies/tags/summaries/')).json()).not.toContainEqual(mine);
    expect((await b.get(`vehicles/companies/tags/${mine.id}/`)).statusCode).toBe(404);
    expect((await b.put(`vehicles/companies/tags/${mine.id}/`, { fa_title: 'ربوده' })).statusCode).toBe(404);
    expect((await b.delete(`vehicles/companies/tags/${mine.id}/`)).statusCode).toBe(404);
    expect((await a.get(`vehicles/companies/tags/${mine.id}/`)).json()).toEqual(mine);
  });

  it('searches and pages', async () => {
    for (let i = 1; i <= 12; i++)
      await a.post('vehicles/companies/tags/', { fa_title: `مسیر ${i}`, en_title: `Route ${i}` });
    const page1 = (await a.get('vehicles/companies/tags/?search=route')).json();
    expect(page1.count).toBe(12);
    expect(page1.results).toHaveLength(10);
    expect(page1.next).toContain('p=2');
    const page2 = (await a.get('vehicles/companies/tags/?search=route&p=2')).json();
    expect(page2.results).toHaveLength(2);
    expect((await a.get('vehicles/companies/tags/?search=50%25')).json().count).toBe(0);
  });

  it('refuses a second tag of the same name, whatever its case or spacing, in the caller language', async () => {
    const first = await a.post('vehicles/companies/tags/', {
      fa_title: 'زنجیره سرد',
      en_title: 'Cold chain',
    });
    expect(first.statusCode).toBe(201);
    const before = (await a.get('vehicles/companies/tags/')).json().count;
    const sameFa = await b.post('vehicles/companies/tags/', { fa_title: 'زنجیره سرد', en_title: '' });
    expect(sameFa.statusCode).toBe(201); // another company may use the name
    const again = await apiAs(t.app, (await t.login('tag.a')).access, 'fa-ir').post(
      'vehicles/companies/tags/',
      {
        fa_title: '  زنجیره   سرد ',
        en_title: '',
      },
    );
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      fa_title: ['برچسبی با همین نام در شرکت شما وجود دارد (بدون توجه به حروف بزرگ و کوچک و فاصله‌ها).'],
    });
    const english = await a.post('vehicles/companies/tags/', { fa_title: 'دیگر', en_title: 'COLD  Chain' });
    expect(english.statusCode).toBe(400);
    expect(english.json()).toEqual({
      en_title: ['Your company already has a tag with this name (case and spacing aside).'],
    });
    const renamed = await a.post('vehicles/companies/tags/', { fa_title: 'دیگر', en_title: '' });
    expect(
      (
        await a.put(`vehicles/companies/tags/${renamed.json().id}/`, {
          fa_title: 'زنجیره سرد ',
          en_title: '',
        })
      ).statusCode,
    ).toBe(400);
    expect((await a.get('vehicles/companies/tags/')).json().count).toBe(before + 1);
  });
});

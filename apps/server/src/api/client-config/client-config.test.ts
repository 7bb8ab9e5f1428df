import { afterEach, describe, expect, it } from 'vitest';
import { apiAs } from '../../test/api-client';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('client-config/', () => {
  let t: TestApp | undefined;
  afterEach(() => t?.close());

  const configOf = async (env: Record<string, string>) => {
    t = await createTestApp(env);
    await t.account({ company: 'Map Co', username: 'map.user' });
    const api = apiAs(t.app, (await t.login('map.user')).access);
    return api.get('client-config/');
  };

  it('gives signed-in users the configured map style and support phone', async () => {
    const response = await configOf({
      MAP_STYLE_URL: 'https://tiles.example.org/style.json',
      SUPPORT_PHONE: '+98 21 1234 5678',
    });
    expect(response.json()).toEqual({
      map_style_url: 'https://tiles.example.org/style.json',
      support_phone: '+98 21 1234 5678',
    });
  });

  it('gives nulls when nothing is configured, so the app uses its defaults', async () => {
    expect((await configOf({})).json()).toEqual({ map_style_url: null, support_phone: null });
    expect((await t?.get('/api/v1/client-config/'))?.statusCode).toBe(403);
  });
});

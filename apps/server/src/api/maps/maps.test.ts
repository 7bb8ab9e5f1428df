import { afterEach, describe, expect, it } from 'vitest';
import { apiAs } from '../../test/api-client';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('maps/config/', () => {
  let t: TestApp | undefined;
  afterEach(() => t?.close());

  const configOf = async (env: Record<string, string>) => {
    t = await createTestApp(env);
    await t.account({ company: 'Map Co', username: 'map.user' });
    const api = apiAs(t.app, (await t.login('map.user')).access);
    return api.get('maps/config/');
  };

  it('gives the configured style to signed-in users', async () => {
    const response = await configOf({ MAP_STYLE_URL: 'https://tiles.example.org/style.json' });
    expect(response.json()).toEqual({ style_url: 'https://tiles.example.org/style.json' });
  });

  it('gives null when nothing is configured, so the app uses its default', async () => {
    expect((await configOf({})).json()).toEqual({ style_url: null });
    expect((await t?.get('/api/v1/maps/config/'))?.statusCode).toBe(403);
  });
});

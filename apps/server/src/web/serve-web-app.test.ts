import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, userNotifications } from '../db/schema';
import { createTestApp, type TestApp } from '../test/test-app';

describe('serving the web app', () => {
  let t: TestApp;
  const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;

  beforeAll(async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'navgan-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>ناوگان</title><div id="root"></div>');
    writeFileSync(path.join(dist, 'version.json'), '{"version":"abc"}');
    writeFileSync(path.join(dist, 'assets', 'index-1a2b3c.js'), script);
    writeFileSync(path.join(dist, 'assets', 'index-1a2b3c.js.br'), brotliCompressSync(script));
    t = await createTestApp({ NAVGAN_WEB_DIST: dist }, { serveWeb: true });
  });
  afterAll(() => t.close());

  it('answers app routes with index.html (history mode) and never caches it', async () => {
    for (const url of ['/', '/login', '/fa/dashboard', '/en/drivers/edit/12', '/drivers/list']) {
      const response = await t.get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="root">');
    }
    expect((await t.get('/version.json')).headers['cache-control']).toBe('no-cache');
  });

  it('caches hashed assets for a year and sends the brotli file to browsers that accept it', async () => {
    const response = await t.get('/assets/index-1a2b3c.js', undefined, { 'accept-encoding': 'br, gzip' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.rawPayload.length).toBeLessThan(script.length / 4);
  });

  it('answers a missing asset or API path with 404 JSON, not the app', async () => {
    const asset = await t.get('/assets/missing.js');
    expect(asset.statusCode).toBe(404);
    const api = await t.get('/api/v1/missing/');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toHaveProperty('detail');
  });

  it('compresses API answers over 1 KB', async () => {
    const user = await t.account({ company: 'Zagros Haulage', username: 'zagros' });
    const db = t.ctx.database.db;
    for (let i = 0; i < 20; i++) {
      const [n] = await db
        .insert(notifications)
        .values({
          company_id: user.company_id,
          type_id: 5,
          fa_body: `اطلاعیه‌ی شماره‌ی ${i}`,
          en_body: `Notice ${i}`,
        })
        .returning();
      if (n)
        await db
          .insert(userNotifications)
          .values({ company_id: user.company_id, user_id: user.id, notification_id: n.id });
    }
    const { access } = await t.login('zagros');
    const response = await t.get('/api/v1/notifications/', access, { 'accept-encoding': 'gzip' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
  });
});

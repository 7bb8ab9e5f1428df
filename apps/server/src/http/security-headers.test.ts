import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createTestApp, type TestApp } from '../test/test-app';

function directives(header: string | undefined): Map<string, string[]> {
  return new Map(
    (header ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name as string, values]),
  );
}

describe('security headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      MAP_STYLE_URL: 'https://tiles.example.ir/styles/fleet/style.json',
      CSP_MAP_ORIGINS: 'https://fonts.example.ir, https://sprites.example.ir',
    });
  });
  afterAll(() => t.close());

  it('limits the page to its own scripts and the configured map hosts, and forbids framing', async () => {
    const response = await t.get('/api/health');
    const csp = directives(response.headers['content-security-policy'] as string);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    for (const origin of [
      'https://tiles.example.ir',
      'https://fonts.example.ir',
      'https://sprites.example.ir',
    ]) {
      expect(csp.get('connect-src')).toContain(origin);
      expect(csp.get('img-src')).toContain(origin);
    }
    expect(csp.get('worker-src')).toContain('blob:');
    expect(csp.has('upgrade-insecure-requests')).toBe(false);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['strict-transport-security']).toBeUndefined();
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('names OpenStreetMap’s tile host when no map style is configured', () => {
    expect(loadConfig({ JWT_SECRET: 'x'.repeat(40) }).mapOrigins).toEqual(['https://tile.openstreetmap.org']);
    expect(loadConfig({ JWT_SECRET: 'x'.repeat(40), MAP_STYLE_URL: '/map/style.json' }).mapOrigins).toEqual(
      [],
    );
  });

  it('refuses a map origin that is not an http(s) address', () => {
    expect(() => loadConfig({ JWT_SECRET: 'x'.repeat(40), CSP_MAP_ORIGINS: 'javascript:alert(1)' })).toThrow(
      /CSP_MAP_ORIGINS/,
    );
  });
});

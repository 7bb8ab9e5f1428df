import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createTestApp, type TestApp, testPassword } from '../../test/test-app';

const tokenUrl = '/api/v1/users/token/';
const balancer = '10.0.0.2';

/**
 * Behind a load balancer every request comes from its address: with TRUSTED_PROXIES naming it,
 * the client's own address (X-Forwarded-For) is what failed logins are counted against.
 */
describe('sign-in behind a trusted load balancer', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUSTED_PROXIES: `${balancer},192.168.0.0/16` });
    await t.account({ company: 'Proxy Freight', username: 'proxied' });
  });
  afterAll(() => t.close());

  const signIn = (password: string, from: string, forwardedFor?: string) =>
    t.app.inject({
      method: 'POST',
      url: tokenUrl,
      payload: { username: 'proxied', password },
      remoteAddress: from,
      headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    });

  it("locks out the guessing client, not every client the balancer forwards, and ignores an untrusted peer's header", async () => {
    for (let i = 0; i < 5; i++)
      expect((await signIn(`guess-${i}-xx`, balancer, '203.0.113.7')).statusCode).toBe(401);
    expect((await signIn(testPassword, balancer, '203.0.113.7')).statusCode).toBe(429);
    expect((await signIn(testPassword, balancer, '198.51.100.4')).statusCode).toBe(200);

    // A client that is no proxy cannot pick a fresh address for each guess.
    for (let i = 0; i < 5; i++)
      expect((await signIn(`guess-${i}-yy`, '192.0.2.9', `198.51.100.${10 + i}`)).statusCode).toBe(401);
    expect((await signIn(testPassword, '192.0.2.9', '198.51.100.99')).statusCode).toBe(429);
  });

  it('refuses a TRUSTED_PROXIES entry that is no address or range', () => {
    expect(() => loadConfig({ JWT_SECRET: 'x'.repeat(40), TRUSTED_PROXIES: 'haproxy.local' })).toThrow(
      /TRUSTED_PROXIES/,
    );
  });
});

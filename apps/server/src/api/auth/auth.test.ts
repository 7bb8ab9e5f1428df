import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SessionRevocations } from '../../auth/session-revocations';
import { users } from '../../db/schema';
import { createTestApp, type TestApp, testPassword } from '../../test/test-app';

const tokenUrl = '/api/v1/users/token/';
const refreshUrl = '/api/v1/users/token/refresh/';
const meUrl = '/api/v1/users/office-staffs/';

describe('authentication', () => {
  let t: TestApp;
  let companyId: number;

  beforeAll(async () => {
    t = await createTestApp();
    const user = await t.account({
      company: 'Pars Freight',
      username: 'dispatcher',
      first_name: 'سارا',
      last_name: 'احمدی',
    });
    companyId = user.company_id;
  });
  afterAll(() => t.close());

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}, ip = '127.0.0.1') =>
    t.app.inject({ method: 'POST', url, payload: payload as object, headers, remoteAddress: ip });

  it('signs in and tells the client who is signed in', async () => {
    const response = await post(tokenUrl, { username: 'dispatcher', password: testPassword });
    expect(response.statusCode).toBe(200);
    const { access, refresh } = response.json();
    expect(typeof access).toBe('string');
    expect(typeof refresh).toBe('string');

    const me = await t.get(meUrl, access);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({
      user: {
        id: expect.any(Number),
        username: 'dispatcher',
        type: 1,
        first_name: 'سارا',
        last_name: 'احمدی',
      },
      company: companyId,
      access: { is_superuser: true, permissions: expect.any(Object), organizations: [] },
    });
  });

  it('stores passwords as argon2id hashes, never in clear', async () => {
    const [row] = await t.ctx.database.db.select().from(users).where(eq(users.username, 'dispatcher'));
    expect(row?.password).toMatch(/^\$argon2id\$/);
    expect(row?.password).not.toContain(testPassword);
  });

  it('lower-cases the username', async () => {
    const response = await post(tokenUrl, { username: '  DISPATCHER ', password: testPassword });
    expect(response.statusCode).toBe(200);
  });

  it('refuses a wrong password in the caller language', async () => {
    const fa = await post(
      tokenUrl,
      { username: 'dispatcher', password: 'wrong-password' },
      { 'accept-language': 'fa-ir' },
      '10.1.0.1',
    );
    expect(fa.statusCode).toBe(401);
    expect(fa.json().detail).toBe('حساب فعالی با این نام کاربری و رمز عبور یافت نشد');
    const en = await post(
      tokenUrl,
      { username: 'nobody', password: 'wrong-password' },
      { 'accept-language': 'en-us' },
      '10.1.0.1',
    );
    expect(en.statusCode).toBe(401);
    expect(en.json().detail).toBe('No active account found with the given credentials');
  });

  it('answers bad input with field errors in Persian and English', async () => {
    const fa = await post(tokenUrl, { username: 'ab' }, { 'accept-language': 'fa-ir' });
    expect(fa.statusCode).toBe(400);
    expect(fa.json()).toEqual({
      username: ['حداقل طول باید ۳ نویسه باشد.'],
      password: ['رمز عبور الزامی است'],
    });
    const en = await post(tokenUrl, {}, { 'accept-language': 'en-us' });
    expect(en.json()).toEqual({ username: ['Username is Required'], password: ['Password is Required'] });
  });

  it('answers 403 token_not_valid for missing, forged, expired and wrong-type tokens', async () => {
    const { refresh } = await t.login('dispatcher');
    const expired = await new SignJWT({ token_type: 'access', user_id: 1, company_id: companyId })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('navgan')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(new TextEncoder().encode(t.ctx.config.jwtSecret));
    const forged = await new SignJWT({ token_type: 'access', user_id: 1, company_id: companyId })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('navgan')
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode('another-secret-another-secret-another-secret'));
    for (const token of [undefined, 'garbage', expired, forged, refresh]) {
      const response = await t.get(meUrl, token, { 'accept-language': 'en-us' });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        detail: 'Given token not valid for any token type',
        code: 'token_not_valid',
      });
    }
  });

  it('rotates refresh tokens and revokes the chain when a used one comes back', async () => {
    const first = await t.login('dispatcher');
    const rotated = await post(refreshUrl, { refresh: first.refresh });
    expect(rotated.statusCode).toBe(200);
    const second = rotated.json();
    expect(second.refresh).not.toBe(first.refresh);
    expect((await t.get(meUrl, second.access)).statusCode).toBe(200);

    const replay = await post(refreshUrl, { refresh: first.refresh }, { 'accept-language': 'en-us' });
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({ detail: 'Token is invalid or expired', code: 'token_not_valid' });
    // The replay revoked the whole chain, including the token handed out by the rotation.
    expect((await post(refreshUrl, { refresh: second.refresh })).statusCode).toBe(401);
  });

  it('revokes a refresh token on logout', async () => {
    const pair = await t.login('dispatcher');
    expect((await post('/api/v1/users/token/blacklist/', { refresh: pair.refresh })).statusCode).toBe(200);
    expect((await post(refreshUrl, { refresh: pair.refresh })).statusCode).toBe(401);
  });

  it('ends the access token of a session at logout, in this process and after a restart', async () => {
    const pair = await t.login('dispatcher');
    const other = await t.login('dispatcher');
    expect((await t.get(meUrl, pair.access)).statusCode).toBe(200);
    expect((await post('/api/v1/users/token/blacklist/', { refresh: pair.refresh })).statusCode).toBe(200);
    const after = await t.get(meUrl, pair.access, { 'accept-language': 'en-us' });
    expect(after.statusCode).toBe(403);
    expect(after.json().code).toBe('token_not_valid');
    // Another login of the same user goes on.
    expect((await t.get(meUrl, other.access)).statusCode).toBe(200);
    // Stored: a process started later (or another one polling) refuses the token too.
    const sessionOf = (token: string) =>
      JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()).sid as string;
    const restarted = new SessionRevocations(t.ctx.database.db, t.ctx.config.accessTokenTtlSeconds);
    expect(restarted.isRevoked(sessionOf(pair.access))).toBe(false);
    await restarted.sync();
    expect(restarted.isRevoked(sessionOf(pair.access))).toBe(true);
    expect(restarted.isRevoked(sessionOf(other.access))).toBe(false);
  });

  it('answers 401, not a server error, for refresh tokens with malformed claims', async () => {
    const key = new TextEncoder().encode(t.ctx.config.jwtSecret);
    const refreshWith = (claims: Record<string, unknown>, jti: string) =>
      new SignJWT({ token_type: 'refresh', ...claims })
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuer('navgan')
        .setJti(jti)
        .setIssuedAt()
        .setExpirationTime('5m')
        .sign(key);
    const family = '3b241101-e2bb-4255-8caf-4136c566a962';
    const bad = [
      await refreshWith({ user_id: 1, fam: family }, 'not-a-uuid'),
      await refreshWith({ user_id: 1, fam: family }, `${family}\u0000`),
      await refreshWith({ user_id: 1, fam: 'not-a-uuid' }, family),
      await refreshWith({ user_id: 2 ** 40, fam: family }, family),
      await refreshWith({ user_id: 1.5, fam: family }, family),
    ];
    for (const refresh of bad) {
      for (const url of [refreshUrl, '/api/v1/users/token/blacklist/']) {
        const response = await post(url, { refresh }, { 'accept-language': 'en-us' });
        expect(response.statusCode, url).toBe(401);
        expect(response.json()).toEqual({ detail: 'Token is invalid or expired', code: 'token_not_valid' });
      }
    }
    const hugeUser = await new SignJWT({ token_type: 'access', user_id: 2 ** 40, company_id: 1, sid: family })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('navgan')
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(key);
    expect((await t.get(meUrl, hugeUser)).statusCode).toBe(403);
  });

  it('stops the tokens of a deactivated user and of a user whose tokens were invalidated', async () => {
    await t.account({ company: 'Pars Freight', username: 'leaver' });
    const pair = await t.login('leaver');
    await t.ctx.database.db.update(users).set({ is_active: false }).where(eq(users.username, 'leaver'));
    expect((await t.get(meUrl, pair.access)).statusCode).toBe(403);
    expect((await post(refreshUrl, { refresh: pair.refresh })).statusCode).toBe(401);
    expect((await post(tokenUrl, { username: 'leaver', password: testPassword })).statusCode).toBe(401);

    await t.account({ company: 'Pars Freight', username: 'rotated' });
    const old = await t.login('rotated');
    await t.ctx.database.db
      .update(users)
      .set({ tokens_valid_after: new Date(Date.now() + 1000) })
      .where(eq(users.username, 'rotated'));
    expect((await t.get(meUrl, old.access)).statusCode).toBe(403);
  });

  it('does not lock out an office behind one address when one account is being guessed', async () => {
    await t.account({ company: 'Pars Freight', username: 'guessed' });
    await t.account({ company: 'Pars Freight', username: 'colleague' });
    const office = '203.0.113.50';
    for (let i = 0; i < 40; i++)
      await post(tokenUrl, { username: 'guessed', password: `guess-${i}-xx` }, {}, office);
    expect(
      (await post(tokenUrl, { username: 'colleague', password: testPassword }, {}, office)).statusCode,
    ).toBe(200);
  });

  it('rate-limits failed logins per username and address, and says when to retry', async () => {
    await t.account({ company: 'Pars Freight', username: 'target' });
    const ip = '203.0.113.7';
    for (let i = 0; i < 5; i++) {
      expect(
        (await post(tokenUrl, { username: 'target', password: `guess-${i}-xx` }, {}, ip)).statusCode,
      ).toBe(401);
    }
    const blocked = await post(
      tokenUrl,
      { username: 'target', password: testPassword },
      { 'accept-language': 'en-us' },
      ip,
    );
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.json().detail).toBe('Too many failed login attempts. Try again in 30 seconds.');
    const blockedFa = await post(
      tokenUrl,
      { username: 'target', password: testPassword },
      { 'accept-language': 'fa-IR' },
      ip,
    );
    expect(blockedFa.json().detail).toBe(
      'تلاش‌های ناموفق ورود بیش از حد مجاز است. ۳۰ ثانیه دیگر دوباره تلاش کنید.',
    );
    // The same account from another address is not locked out by someone else's guessing.
    expect(
      (await post(tokenUrl, { username: 'target', password: testPassword }, {}, '198.51.100.4')).statusCode,
    ).toBe(200);
  });
});

import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../auth/passwords';
import { drivers } from '../db/fleet-schema';
import { users } from '../db/schema';
import { createTestApp, type TestApp, testPassword } from '../test/test-app';
import { createLogger } from './logger';

/** Every line the server logs, as written. */
function captured() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  return { lines, logger: createLogger('info', stream), text: () => lines.join('\n') };
}

describe('logs carry no secrets', () => {
  let t: TestApp;
  const log = captured();
  const nationalCode = '0012345679';
  const mobile = '09121234567';
  let hash: string;

  beforeAll(async () => {
    t = await createTestApp({}, { logger: log.logger });
    await t.account({ company: 'Log Co', username: 'log.admin' });
    hash = await hashPassword('a-secret-pass-1');
    const db = t.ctx.database.db;
    // Failing queries with secrets among their parameters, logged the way the server logs errors.
    t.app.get('/api/v1/failing-user-insert', async () => {
      await db.insert(users).values({
        company_id: 1,
        // Longer than the column: an error the handler does not expect, so it logs it.
        username: `ghost${'x'.repeat(200)}`,
        password: hash,
        type: 1,
      });
    });
    t.app.get('/api/v1/failing-driver-insert', async () => {
      await db.insert(drivers).values({
        company_id: 1,
        gender: 'x'.repeat(20),
        first_name: 'Ali',
        last_name: 'Karimi',
        national_code: nationalCode,
        mobile,
      } as never);
    });
  });
  afterAll(() => t.close());

  it('logs a failing query without its parameters or quoted values', async () => {
    for (const url of ['/api/v1/failing-user-insert', '/api/v1/failing-driver-insert']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(500);
    }
    const text = log.text();
    expect(text).toContain('unhandled error');
    expect(text).toContain('Failed query: insert into');
    for (const secret of [hash, '$argon2id', nationalCode, mobile, 'ghost'])
      expect(text).not.toContain(secret);
  });

  it('logs requests without authorization, cookies, passwords or query values', async () => {
    const { access } = await t.login('log.admin');
    await t.app.inject({
      method: 'GET',
      url: `/api/v1/drivers/?search=${nationalCode}`,
      headers: { authorization: `Bearer ${access}`, cookie: 'session=abc123secret' },
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/token/',
      payload: { username: 'log.admin', password: testPassword },
    });
    const text = log.text();
    expect(text).toContain('/api/v1/drivers/?search=…');
    for (const secret of [access, nationalCode, testPassword, 'abc123secret'])
      expect(text).not.toContain(secret);
  });

  it('censors secret fields wherever a log line carries them', () => {
    const own = captured();
    own.logger.info(
      {
        password: 'p1-secret',
        body: { password: 'p2-secret', national_code: nationalCode, mobile, refresh: 'r-secret' },
        headers: { authorization: 'Bearer a-secret', cookie: 'c-secret' },
      },
      'something happened',
    );
    for (const secret of ['p1-secret', 'p2-secret', nationalCode, mobile, 'r-secret', 'a-secret', 'c-secret'])
      expect(own.text()).not.toContain(secret);
    expect(own.text()).toContain('[redacted]');
  });
});

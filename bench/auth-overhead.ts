import { createTestApp } from '../apps/server/src/test/test-app';
import { percentile, report, timeEach } from './stats';

/**
 * What authentication costs every API call: p95 of an authenticated `users/office-staffs/`
 * (JWT verify + the user's session-state lookup + one query) against `/api/health`, which is one
 * `select 1` round trip through the same app, on the embedded database (or TEST_DATABASE_URL).
 */
export async function authOverhead(): Promise<void> {
  const t = await createTestApp();
  try {
    await t.account({ company: 'Bench Co', username: 'bench' });
    const { access } = await t.login('bench');
    const rounds = 2000;
    await timeEach(200, () => t.get('/api/health'));
    await timeEach(200, () => t.get('/api/v1/users/office-staffs/', access));
    const baseline = await timeEach(rounds, () => t.get('/api/health'));
    const authed = await timeEach(rounds, () => t.get('/api/v1/users/office-staffs/', access));
    report(
      'authenticated request p95',
      percentile(authed, 95),
      'select-1 request p95',
      percentile(baseline, 95),
    );
    const start = performance.now();
    await t.login('bench');
    report(
      'login (argon2id verify)',
      performance.now() - start,
      'select-1 request p95',
      percentile(baseline, 95),
    );
  } finally {
    await t.close();
  }
}

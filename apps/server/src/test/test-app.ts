import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { type AppOptions, buildApp } from '../app';
import type { AppContext } from '../app-context';
import { createAccount, type NewAccount } from '../auth/create-account';
import type { Clock } from '../clock';
import { loadConfig } from '../config';
import { createContext } from '../create-context';
import type { ContractBreach } from '../http/answer-check';
import { openPreparedTestDatabase } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  /** Creates a company (by name) and a user in it; the password defaults to a valid one. */
  account(
    input: Partial<NewAccount> & { username: string; company: string },
  ): Promise<{ id: number; company_id: number }>;
  /** Signs in and returns the token pair. */
  login(username: string, password?: string): Promise<{ access: string; refresh: string }>;
  get(url: string, token?: string, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export const testPassword = 'correct-horse-9';

/**
 * The real app on a fresh, migrated and seeded database (PGlite, or PostgreSQL with TEST_DATABASE_URL), driven by inject.
 * A `clock` (test/test-clock.ts) puts its tokens, sessions and jobs on time the test moves on.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  { clock, ...options }: AppOptions & { clock?: Clock } = {},
): Promise<TestApp> {
  const database = await openPreparedTestDatabase();
  const config = loadConfig({
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    NAVGAN_DATA_DIR: mkdtempSync(path.join(tmpdir(), 'navgan-test-')),
    // Tests hold time still, so a minute's window never ends: limits only where a test sets them.
    RATE_LIMIT_USER: '1000000',
    RATE_LIMIT_KEY: '1000000',
    ...env,
  });
  const ctx = createContext(config, database, clock);
  // Every answer of the API suite is checked against what the OpenAPI document promises.
  const breaches: ContractBreach[] = [];
  const app = await buildApp(ctx, { onContractBreach: (breach) => breaches.push(breach), ...options });

  const login = async (username: string, password = testPassword) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/users/token/',
      payload: { username, password },
    });
    if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
    return response.json() as { access: string; refresh: string };
  };

  return {
    app,
    ctx,
    account: (input) => createAccount(database.db, { password: testPassword, ...input }),
    login,
    get: (url, token, headers = {}) =>
      app.inject({
        method: 'GET',
        url,
        headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
      }),
    async close() {
      await app.close();
      await database.close();
      if (breaches.length > 0)
        throw new Error(
          `answers that break the OpenAPI contract:\n${breaches.map((b) => `${b.route} ${b.status}: ${b.problem}`).join('\n')}`,
        );
    },
  };
}

/**
 * Time allowed to a test that calls every route of the permission table: its work grows with the
 * number of routes, and on a loaded two-core machine a sweep outlasts the 30 s of a single test.
 */
export const routeSweepTimeout = 180_000;

import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One runner, three projects: pure domain logic, the server (unit + API through fastify.inject
// on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set), and the web client's logic.
export default defineConfig({
  test: {
    // Vitest's default leaves one core idle (n - 1); test files wait on PGlite, sockets and timers
    // as much as they compute, so every core gets a worker (measured in docs/metrics.md, CI time).
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: { name: 'domain', root: 'packages/domain', environment: 'node', include: ['src/**/*.test.ts'] },
      },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          environment: 'node',
          include: ['src/**/*.test.ts'],
          // One migrated + seeded database per run; each test file gets its own copy of it.
          globalSetup: ['src/test/prepared-database.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Test files of a worker share its module cache: each opens its own database and builds its
          // own app, so nothing leaks through modules, and the server's imports are paid once per
          // worker instead of once per file (measured in docs/metrics.md, CI time).
          isolate: false,
        },
      },
      {
        test: {
          name: 'web',
          root: 'apps/web',
          environment: 'happy-dom',
          setupFiles: ['src/test/catalogues.ts'],
          include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
        },
      },
    ],
  },
});

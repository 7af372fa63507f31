// Vitest has its own config (without the React Router plugin). Two projects: unit/API tests
// beside the code, and browser tests in tests/e2e that run against a built server. Both share
// one pool of workers, so unit files and browser files run side by side (docs/decisions/041-test-suite.md):
// - unit: with TEST_DATABASE_URL, each PostgreSQL test database is a copy of one migrated
//   template the global setup makes (db/test-databases-setup.ts);
// - e2e: the global setup starts ONE built server for every browser file, and each file works
//   in shops of its own (tests/e2e/global-setup.ts, tests/e2e/harness.ts freshShops).
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Two at least, so a browser file waiting on its server and Chromium leaves the other core to
// another file; four at most, so one server and its Chromiums are not swamped.
const WORKERS = Math.min(4, Math.max(2, availableParallelism()));

export default defineConfig({
  test: {
    maxWorkers: WORKERS,
    coverage: {
      provider: 'v8',
      include: ['core/**/*.ts'],
      exclude: ['core/**/*.test.ts'],
      reporter: ['text-summary', 'text'],
      thresholds: { 'core/**': { lines: 100, branches: 100, functions: 100, statements: 100 } },
    },
    projects: [
      {
        test: {
          name: 'unit',
          include: ['{core,db,services,seed,server,app,scripts,bench,sandboxes,lint}/**/*.test.{ts,tsx}'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          globalSetup: ['db/test-databases-setup.ts'],
          setupFiles: ['app/test-setup.ts'],
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          // The files share one server and run beside other files: what one file waits for can
          // take longer than when it had a server to itself, so tests and expect.poll wait
          // longer before they give up (a passing check returns as soon as it holds).
          testTimeout: 120_000,
          hookTimeout: 180_000,
          expect: { poll: { timeout: 10_000 } },
          globalSetup: ['tests/e2e/global-setup.ts'],
        },
      },
    ],
  },
});

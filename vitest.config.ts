// Vitest has its own config (without the React Router plugin). Projects: the pure rules in core/
// (the only code coverage is measured for), unit/API tests beside the code, and browser tests in
// tests/e2e that run against a built server. `npm test` runs core/ first with coverage, then the
// rest in one pool of workers, so unit files and browser files run side by side
// (scripts/test.mjs, docs/decisions/041-test-suite.md and 050-suite-under-ten-minutes.md):
// - unit: with TEST_DATABASE_URL, each PostgreSQL test database is a copy of one migrated
//   template the global setup makes (db/test-databases-setup.ts); files share their worker's
//   modules (isolate: false), but for the few that mock a module (unit-isolated);
// - e2e: the global setup starts ONE built server for every browser file, and each file works
//   in shops of its own (tests/e2e/global-setup.ts, tests/e2e/harness.ts freshShops).
import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

// Two at least, so a browser file waiting on its server and Chromium leaves the other core to
// another file; four at most, so one server and its Chromiums are not swamped.
const WORKERS = Math.min(4, Math.max(2, availableParallelism()));

// Unit and API tests beside the code, outside core/.
const UNIT_FOLDERS = 'db,services,seed,server,app,scripts,bench,sandboxes,lint';
// Files that replace a module with vi.mock, or a process-wide global (the tracing test: the
// global fetch, OpenTelemetry's tracer provider; the held-catalog test: `document` and the
// browser's catalog held by app/lib/i18n.tsx): they get fresh modules of their own.
const MOCKING_FILES = ['services/catalog/import-catalog.test.ts', 'server/tracing.test.ts', 'app/lib/i18n-held.test.ts'];

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
        // The pure rules: the only files coverage is measured for (npm test runs them first, on
        // their own, with --coverage: scripts/test.mjs).
        test: {
          name: 'core',
          include: ['core/**/*.test.ts'],
          environment: 'node',
          // Property tests run thousands of cases: slow on a busy machine, never stuck.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'unit',
          include: [`{${UNIT_FOLDERS}}/**/*.test.{ts,tsx}`],
          exclude: [...configDefaults.exclude, ...MOCKING_FILES],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          globalSetup: ['db/test-databases-setup.ts'],
          // Components render in English, as a shop that chose no language (docs/decisions/047).
          setupFiles: ['app/test-setup.ts'],
          // Files share their worker's modules instead of importing the whole house again each
          // (the import was ~80 % of a file's time): a file must not rely on module state
          // another file left, and one that replaces a module (vi.mock) runs isolated below.
          isolate: false,
        },
      },
      {
        test: {
          name: 'unit-isolated',
          include: MOCKING_FILES,
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

// Vitest has its own config (without the React Router plugin). Two projects: unit/API tests
// beside the code, and browser tests in tests/e2e that run against a built server.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
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
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});

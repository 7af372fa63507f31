// Lint, including the layer rule of DESIGN.md: core ← db ← services ← (server, app), seed/ beside
// services; services never import hono or react-router; app never imports db (nor Kysely or a
// database driver, subpaths included); and only server/env.ts reads process.env
// (docs/decisions/014-ci-gates.md).
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Settings are read in one place (DESIGN.md, Conventions). Tests read what the test run is told
// (CI, PostgreSQL, Chromium) through tests/settings.ts, the one other reader.
const ENV_READERS = ['server/env.ts', 'tests/settings.ts'];
const envMessage = 'Only server/env.ts reads process.env: use loadEnv() or processEnv() from there (tests: tests/settings.ts).';
const envImports = ['process', 'node:process'].map((name) => ({ name, importNames: ['env'], message: envMessage }));

// A folder import always names a file inside it (`../app/routes/x`), so a trailing slash tells
// the app/ folder from server/app.ts (`../app`). A package pattern ends in `($|/)` so that its
// subpaths (`kysely/helpers/sqlite`) are caught too.
const layer = (message, regexes) => ({
  'no-restricted-imports': ['error', { paths: envImports, patterns: regexes.map((regex) => ({ regex, message })) }],
});
const webFrameworks = ['^hono($|/)', '^@hono/', '^react-router($|/)', '^@react-router/'];

export default tseslint.config(
  { ignores: ['build/**', '.react-router/**', 'node_modules/**', 'coverage/**', 'data/**', 'bench/.data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-properties': ['error', { object: 'process', property: 'env', message: envMessage }],
      'no-restricted-imports': ['error', { paths: envImports }],
    },
  },
  {
    files: ENV_READERS,
    rules: { 'no-restricted-properties': 'off' },
  },
  {
    files: ['core/**/*.ts'],
    ignores: ['core/**/*.test.ts'],
    rules: layer('core/ is pure: it imports only other core/ modules.', ['^(?!\\./)']),
  },
  {
    files: ['db/**/*.ts'],
    rules: layer('db/ may import only core/ and database libraries (layer rule).', ['(^|\\.\\./)(services|seed|server|app)/']),
  },
  {
    files: ['services/**/*.ts'],
    rules: layer('services/ may not import seed/, server/ or app/, nor hono or react-router (layer rule).', [
      '(^|\\.\\./)(seed|server|app)/',
      ...webFrameworks,
    ]),
  },
  {
    files: ['seed/**/*.ts'],
    rules: layer('seed/ may import core/, db/ and services/, not server/ or app/, nor hono or react-router (layer rule).', [
      '(^|\\.\\./)(server|app)/',
      ...webFrameworks,
    ]),
  },
  {
    // The providers' sandboxes stand alone (they play bKash and Stripe, not haat): nothing of ours.
    files: ['sandboxes/**/*.ts'],
    rules: layer('sandboxes/ stand alone: they import no haat layer (core, db, services, seed, server, app).', [
      '(^|\\.\\./)(core|db|services|seed|server|app)/',
    ]),
  },
  {
    files: ['server/**/*.ts'],
    rules: layer('server/ may not import app/ (layer rule).', ['(^|\\.\\./)app/']),
  },
  {
    files: ['app/**/*.{ts,tsx}'],
    rules: layer('app/ never imports db/, seed/, Kysely or a database driver: call services/ (layer rule).', [
      '(^|\\.\\./)(db|seed|server)/',
      '^(kysely|pg|better-sqlite3)($|/)',
    ]),
  },
);

// Lint, including the layer rule of DESIGN.md: core ← db ← services ← server/app, and app
// never imports db (nor Kysely or a database driver).
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// A folder import always names a file inside it (`../app/routes/x`), so a trailing slash tells
// the app/ folder from server/app.ts (`../app`).
const layer = (message, regexes) => ({
  'no-restricted-imports': ['error', { patterns: regexes.map((regex) => ({ regex, message })) }],
});

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
    },
  },
  {
    files: ['core/**/*.ts'],
    ignores: ['core/**/*.test.ts'],
    rules: layer('core/ is pure: it imports only other core/ modules.', ['^(?!\\./)']),
  },
  {
    files: ['db/**/*.ts'],
    rules: layer('db/ may import only core/ and database libraries (layer rule).', ['(^|\\.\\./)(services|server|app)/']),
  },
  {
    files: ['services/**/*.ts'],
    rules: layer('services/ may not import server/ or app/ (layer rule).', ['(^|\\.\\./)(server|app)/']),
  },
  {
    files: ['server/**/*.ts'],
    rules: layer('server/ may not import app/ (layer rule).', ['(^|\\.\\./)app/']),
  },
  {
    files: ['app/**/*.{ts,tsx}'],
    rules: layer('app/ never imports db/, Kysely or a database driver: call services/ (layer rule).', [
      '(^|\\.\\./)(db|server)/',
      '^(kysely|pg|better-sqlite3)$',
    ]),
  },
);

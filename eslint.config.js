// Lint, including the layer rule of DESIGN.md: core ← db ← services ← (server, app), seed/ beside
// services; services never import hono or react-router; app never imports db (nor Kysely or a
// database driver, subpaths included); and only server/env.ts reads process.env
// (docs/decisions/014-ci-gates.md).
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import haat from './lint/feature-modules.js';

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

// One order lifecycle and one stock writer (issue 21; docs/decisions/037): an order's status is
// written only by db/order.repository.ts (moveOrderStatus), called only by the lifecycle
// (services/orders/operations/move-order.ts); stock only by db/stock.repository.ts, called only by the use
// cases that take, give back or count stock. Tests may set up any state.
const updateOf = (tables) => `CallExpression[callee.property.name=/^(set|doUpdateSet)$/]:has(CallExpression[callee.property.name='updateTable'][arguments.0.value=${tables}])`;
const ORDER_STATUS_WRITE = {
  selector: `${updateOf("'orders'")} > ObjectExpression > Property[key.name='status']`,
  message: "An order's status moves only through the one lifecycle: services/orders/operations/move-order.ts (docs/decisions/037).",
};
const STOCK_WRITE = {
  selector: `${updateOf('/^(products|product_variant_prices)$/')} > ObjectExpression > Property[key.name=/^(quantity|stock_received)$/]`,
  message: 'Stock is written only by db/stock.repository.ts (docs/decisions/037).',
};
const LIFECYCLE_IMPORT = {
  selector: "ImportSpecifier[imported.name=/^(moveOrderStatus|markOrderRestored)$/]",
  message: "An order's status moves only through services/orders/operations/move-order.ts (docs/decisions/037).",
};
const STOCK_IMPORT = {
  selector: "ImportSpecifier[imported.name=/^(takeStock|giveBackLine|setStock|recomputeVariantProductTotal)$/]",
  message: 'Stock moves only in placing an order, the order lifecycle, a received refund return and the shop\'s own count (docs/decisions/037).',
};
const STOCK_WRITERS = ['services/checkout/place-order.ts', 'services/orders/operations/move-order.ts', 'services/refunds/operations/receive-refund-return.ts', 'services/seller/save-product-stock.ts', 'services/catalog/operations/write-product.ts'];
const moneyRules = (...rules) => ({ 'no-restricted-syntax': ['error', ...rules] });

// Feature modules (docs/decisions/039-feature-modules.md): in services/<feature>/, use cases
// (called only by server/, app/, scripts and jobs) above operations (services/<feature>/
// operations/, the only thing other features call), and the features on floors, lowest first:
// a feature imports only features below it. lint/feature-modules.js says what each import may be.
const FLOORS = ['shops', 'accounts', 'notifications', 'balances', 'orders', 'payments', 'couriers', 'catalog', 'wishlist', 'recently-viewed', 'cart', 'checkout', 'addresses', 'support', 'refunds', 'reviews', 'banners', 'seller'];

// Query-builder calls live in db/ (repositories), nowhere else: tests, fixtures and the
// benchmarks' data generators set up what they need directly.
const queryMessage = 'Queries live in db/ (<entity>.repository.ts): call a repository function (docs/decisions/039-feature-modules.md).';
const QUERY_CALLS = ['selectFrom', 'insertInto', 'updateTable', 'deleteFrom', 'replaceInto', 'mergeInto'].map((property) => ({ property, message: queryMessage }));
const envProperty = { object: 'process', property: 'env', message: envMessage };
const QUERY_FREE_IGNORES = ['db/**', '**/*.test.ts', '**/*.test.tsx', '**/*.fixture.ts', 'tests/**', 'bench/**'];
const kyselyImport = { regex: '^kysely($|/)', message: queryMessage };

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
      'no-restricted-properties': ['error', envProperty],
      'no-restricted-imports': ['error', { paths: envImports }],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    ignores: QUERY_FREE_IGNORES,
    rules: {
      'no-restricted-properties': ['error', envProperty, ...QUERY_CALLS],
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [kyselyImport] }],
    },
  },
  {
    // The server's log stream is JSON only (issue 24 item 5): the code that runs in it logs
    // through server/logger.ts (or services/ops-log.ts below the server), never console.*.
    files: ['server/**/*.ts', 'services/**/*.ts', 'db/**/*.ts'],
    ignores: ['**/*.test.ts', 'db/test-*.ts', 'server/test-*.ts'],
    rules: { 'no-console': 'error' },
  },
  {
    files: ENV_READERS,
    rules: { 'no-restricted-properties': 'off' },
  },
  {
    files: ['core/**/*.ts'],
    ignores: ['core/**/*.test.ts'],
    // libphonenumber-js: pure data and functions (phone metadata), the one rule for Bangladeshi mobiles.
    // @lingui/*: the message runtime and compiler, pure functions over the catalogs (docs/decisions/047).
    rules: layer('core/ is pure: it imports only other core/ modules (and libphonenumber-js, @lingui).', ['^(?!\\./|libphonenumber-js(/|$)|@lingui/(core|message-utils)(/|$))']),
  },
  {
    // core/i18n/ is one folder down: it may also import core/'s own modules (../x, never ../../).
    files: ['core/i18n/**/*.ts'],
    ignores: ['core/**/*.test.ts'],
    rules: layer('core/ is pure: it imports only other core/ modules (and libphonenumber-js, @lingui).', ['^(?!\\./|\\.\\./(?!\\.\\./)|libphonenumber-js(/|$)|@lingui/(core|message-utils)(/|$))']),
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
    files: ['services/**/*.ts'],
    ignores: ['services/**/*.test.ts'],
    plugins: { haat },
    rules: { 'haat/feature-modules': ['error', { floors: FLOORS }] },
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
  {
    files: ['**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', 'tests/**', 'bench/**', 'db/test-*.ts', 'db/migrations/**'],
    rules: moneyRules(ORDER_STATUS_WRITE, STOCK_WRITE, LIFECYCLE_IMPORT, STOCK_IMPORT),
  },
  { files: ['db/order.repository.ts'], rules: moneyRules(STOCK_WRITE, STOCK_IMPORT) },
  { files: ['db/stock.repository.ts'], rules: moneyRules(ORDER_STATUS_WRITE, LIFECYCLE_IMPORT) },
  { files: ['services/orders/operations/move-order.ts'], rules: moneyRules(ORDER_STATUS_WRITE, STOCK_WRITE) },
  { files: STOCK_WRITERS.filter((f) => f !== 'services/orders/operations/move-order.ts'), rules: moneyRules(ORDER_STATUS_WRITE, STOCK_WRITE, LIFECYCLE_IMPORT) },
);

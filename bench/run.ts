// The storefront benchmark (issue 4 item 8), against a catalog bench/generate-catalog.ts built:
//   1. load: starts the built server (scripts/start.mjs, SEED_DEMO=0, WEB_CONCURRENCY workers)
//      and drives it with autocannon at 50 connections — product pages, listing pages (all
//      products, categories, sub-categories, search), the quick-view API and search
//      suggestions, each cycling through many shops (Host header), products and pages;
//   2. lighthouse: mobile scores (default mobile emulation and simulated throttling) in
//      Debian's Chromium for home, a listing and a product page, with CLS and the JavaScript
//      the product page loads (gzipped bytes on the wire and re-gzipped here);
//   3. plans: every query the listing, search, suggestion, layout and product services send,
//      captured through Kysely's log, explained (EXPLAIN QUERY PLAN on SQLite, EXPLAIN on
//      PostgreSQL) and checked for full scans of the big tables.
// Results go to bench/.data/results-<sqlite|postgres>[-nocache].json and a summary to stdout.
//
//   npx react-router build
//   DATABASE_URL=bench/.data/bench.db UPLOADS_DIR=bench/.data/uploads npx tsx bench/run.ts
//   options: --only load,lighthouse,plans  --duration 12  --connections 50  --workers 2
//            --port 3917  --root <checkout with a build/>  --lighthouse-runs 3
//            --cache on|off   on (default): the server's shared answer cache as shipped; each
//                             scenario first sends every one of its requests three times per
//                             worker, so the timed run measures the steady state of a catalog
//                             whose pages have been asked for since it last changed.
//                             off: RESPONSE_CACHE_MB=0, every request rendered and queried (what
//                             a logged-in customer's pages cost); results-<kind>-nocache.json.
import { tmpdir } from 'node:os';
import { type ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, freemem, loadavg, totalmem } from 'node:os';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { request as httpRequest } from 'node:http';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import pg from 'pg';
import { Kysely, PostgresDialect, SqliteDialect, sql, type LogEvent } from 'kysely';
import { isPostgresUrl, sqliteFileFromUrl } from '../db/client';
import { migrateToLatest } from '../db/migrate';
import type { Database as Schema, Shop } from '../db/schema';
import { productPath } from '../core/product-link';
import { parseListingParams } from '../core/listing-query';
import { getShopLayout } from '../services/shops/operations/get-shop-layout';
import { listProducts } from '../services/catalog/list-products';
import { searchProducts } from '../services/catalog/search-products';
import { getKeywordSuggestions } from '../services/catalog/get-keyword-suggestions';
import { getShopSearchSuggestions } from '../services/catalog/get-shop-search-suggestions';
import { getProductDetail } from '../services/catalog/operations/product-detail';
import { getQuickView } from '../services/catalog/get-quick-view';
import { processEnv } from '../server/env';
import { serverCpuSeconds } from './served-server';
import { resolveShopByHost } from '../services/shops/operations/resolve-shop';
import { createContext } from '../services/context';
import { createLogSmsProvider } from '../services/adapters/sms-provider';
import { startServerProcess, stopServerProcess } from './server-process';

// ---- options ---------------------------------------------------------------------------------

function opt(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 && process.argv[i + 1] !== undefined ? process.argv[i + 1] : fallback;
}
// The server's names (server/env.ts), with the benchmark's own database and uploads by default;
// CHROME_PATH is the Chromium Lighthouse drives.
const { DATABASE_URL = 'bench/.data/bench.db', UPLOADS_DIR: uploads = 'bench/.data/uploads', CHROME_PATH = '/usr/bin/chromium' } = processEnv();
const UPLOADS_DIR = resolve(uploads);
const ONLY = new Set(opt('only', 'load,lighthouse,plans').split(','));
const DURATION = Number(opt('duration', '12'));
const CONNECTIONS = Number(opt('connections', '50'));
const WORKERS = Number(opt('workers', '2'));
const PORT = Number(opt('port', '3917'));
const ROOT = resolve(opt('root', '.'));
const LH_RUNS = Number(opt('lighthouse-runs', '3'));
const SCENARIOS = opt('scenarios', '');
const CACHE = opt('cache', 'on');
if (CACHE !== 'on' && CACHE !== 'off') throw new Error('--cache is on or off');
const KIND = isPostgresUrl(DATABASE_URL) ? 'postgres' : 'sqlite';
const BIG_TABLES = ['products', 'product_images', 'product_variant_groups', 'product_variant_values', 'product_variant_prices', 'search_terms', 'deal_products'];

const machine = () => ({
  cpu: cpus()[0]?.model ?? 'unknown',
  cores: cpus().length,
  memory: `${(totalmem() / 2 ** 30).toFixed(1)} GiB (${(freemem() / 2 ** 30).toFixed(1)} GiB free)`,
  node: process.version,
  load: loadavg().map((x) => x.toFixed(2)).join(' '),
});

/** mulberry32: the same request mix on every run. */
function createRandom(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// ---- the sample of shops, products, listings and keys the requests cycle through -------------

interface Sample {
  shops: Array<{ id: number; slug: string }>;
  products: Array<{ shop: string; id: number; path: string; variant: boolean }>;
  categories: Array<{ shop: string; slug: string }>;
  items: Array<{ shop: string; slug: string }>;
  keys: Array<{ shop: string; key: string }>;
}

function createBenchDb(log?: (e: LogEvent) => void): { db: Kysely<Schema>; explain: (q: string, params: readonly unknown[]) => Promise<string[]>; close: () => Promise<void> } {
  if (KIND === 'postgres') {
    const pool = new pg.Pool({ connectionString: DATABASE_URL, max: 4 });
    const db = new Kysely<Schema>({ dialect: new PostgresDialect({ pool }), log });
    return {
      db,
      explain: async (q, params) => (await pool.query(`EXPLAIN ${q}`, params as unknown[])).rows.map((r: Record<string, string>) => r['QUERY PLAN']),
      close: () => db.destroy(),
    };
  }
  const file = sqliteFileFromUrl(DATABASE_URL);
  const raw = new Database(file);
  raw.pragma('busy_timeout = 5000');
  const db = new Kysely<Schema>({ dialect: new SqliteDialect({ database: raw }), log });
  return {
    db,
    explain: async (q, params) => {
      const rows = raw.prepare(`EXPLAIN QUERY PLAN ${q}`).all(...(params as unknown[])) as Array<{ id: number; parent: number; detail: string }>;
      const depth = new Map<number, number>([[0, -1]]);
      return rows.map((r) => {
        const d = (depth.get(r.parent) ?? -1) + 1;
        depth.set(r.id, d);
        return `${'  '.repeat(d)}${r.detail}`;
      });
    },
    close: () => db.destroy(),
  };
}

async function loadSample(db: Kysely<Schema>): Promise<Sample> {
  const rnd = createRandom(7);
  const shops = await db.selectFrom('shops').select(['id', 'slug']).orderBy('id').execute();
  const slugById = new Map(shops.map((s) => [s.id, s.slug]));
  const productRows = await db
    .selectFrom('products')
    .select(['id', 'shop_id', 'slug', 'has_variant'])
    .where('status', '=', 1)
    .where(sql<boolean>`id % 37 = 0`)
    .execute();
  const products = productRows.map((p) => ({ shop: slugById.get(p.shop_id)!, id: p.id, path: productPath(p), variant: p.has_variant === 1 }));
  const categories = (await db.selectFrom('categories').select(['shop_id', 'slug']).execute()).map((c) => ({ shop: slugById.get(c.shop_id)!, slug: c.slug }));
  const items = (await db.selectFrom('category_items').select(['shop_id', 'slug']).execute()).map((c) => ({ shop: slugById.get(c.shop_id)!, slug: c.slug }));
  // Search keys: prefixes of words from the shops' product names, one or two words.
  const names = await db.selectFrom('products').select(['shop_id', 'name']).where(sql<boolean>`id % 97 = 5`).execute();
  const keys = names.map((n) => {
    const words = n.name.split(' ').filter((w) => /^[A-Za-z]{4,}$/.test(w));
    const w1 = words[Math.floor(rnd() * words.length)] ?? 'shirt';
    const w2 = words[Math.floor(rnd() * words.length)] ?? '';
    const key = rnd() < 0.5 ? w1.slice(0, 3 + Math.floor(rnd() * (w1.length - 2))) : `${w1} ${w2.slice(0, 3)}`;
    return { shop: slugById.get(n.shop_id)!, key: key.toLowerCase() };
  });
  // Shuffle each list so consecutive requests hit different shops.
  for (const list of [products, categories, items, keys] as Array<unknown[]>)
    for (let i = list.length - 1; i > 0; i--) {
      const j = Math.floor(rnd() * (i + 1));
      [list[i], list[j]] = [list[j], list[i]];
    }
  return { shops, products, categories, items, keys };
}

// ---- the server --------------------------------------------------------------------------------

async function startServer(): Promise<ChildProcess> {
  const child = await startServerProcess({ root: ROOT, stderr: 'inherit', env: { DATABASE_URL: KIND === 'sqlite' ? resolve(sqliteFileFromUrl(DATABASE_URL)) : DATABASE_URL, UPLOADS_DIR, PORT: String(PORT), SEED_DEMO: '0', WRITE_RATE_LIMIT: '0', WEB_CONCURRENCY: String(WORKERS), NODE_ENV: 'production', HOST: '127.0.0.1', RESPONSE_CACHE_MB: CACHE === 'on' ? '' : '0' } });
  return child;
}

const stopServer = (child: ChildProcess) => stopServerProcess(child, 8000);

// ---- load --------------------------------------------------------------------------------------

interface Target { method: 'GET' | 'POST'; host: string; path: string; body?: string }
interface Scenario { name: string; kind: 'page' | 'api'; targets: Target[]; goal: { rps?: number; p99: number } }

function scenarios(s: Sample): Scenario[] {
  const host = (shop: string) => `${shop}.localhost:${PORT}`;
  const pages = (n: number) => 1 + (n % 20);
  const cycle = <T>(list: T[], n: number) => list.slice(0, Math.min(n, list.length));
  const sortFor = (i: number) => ['', '&sort=price_asc', '&sort=price_desc'][i % 3];
  return [
    {
      name: 'product page',
      kind: 'page',
      targets: cycle(s.products, 2000).map((p) => ({ method: 'GET', host: host(p.shop), path: p.path })),
      goal: { rps: 1000, p99: 100 },
    },
    {
      name: 'listing: all products',
      kind: 'page',
      targets: s.shops.flatMap((sh, i) => [1, 2, 7, 40].map((pg) => ({ method: 'GET' as const, host: host(sh.slug), path: `/all-products?page=${pg + (i % 3)}${sortFor(i + pg)}` }))),
      goal: { rps: 1000, p99: 100 },
    },
    {
      name: 'listing: category / sub-category',
      kind: 'page',
      targets: [
        ...cycle(s.categories, 600).map((c, i) => ({ method: 'GET' as const, host: host(c.shop), path: `/products/category/${c.slug}?page=${pages(i)}${sortFor(i)}` })),
        ...cycle(s.items, 600).map((c, i) => ({ method: 'GET' as const, host: host(c.shop), path: `/products/sub-category/${c.slug}?page=${1 + (i % 3)}` })),
      ],
      goal: { rps: 1000, p99: 100 },
    },
    {
      name: 'listing: search',
      kind: 'page',
      targets: cycle(s.keys, 1000).map((k) => ({ method: 'GET' as const, host: host(k.shop), path: `/products/search/${encodeURIComponent(k.key.replace(/ /g, '-'))}` })),
      goal: { rps: 1000, p99: 100 },
    },
    {
      name: 'quick-view API',
      kind: 'api',
      targets: cycle(s.products, 2000).map((p) => ({
        method: 'POST' as const,
        host: host(p.shop),
        path: '/api/front/reseller-shop-single-product-details-for-quick-view',
        body: JSON.stringify({ pro_id: p.id }),
      })),
      goal: { rps: 5000, p99: 20 },
    },
    {
      name: 'search suggestions API',
      kind: 'api',
      targets: cycle(s.keys, 1000).map((k) => ({
        method: 'POST' as const,
        host: host(k.shop),
        path: '/api/front/reseller-shop-search-suggestions',
        body: JSON.stringify({ searchKey: k.key, shop: k.shop }),
      })),
      goal: { p99: 20 },
    },
  ];
}

/** One request with an explicit Host header (fetch() may not set Host). */
function request(t: Target, headers: Record<string, string> = {}): Promise<{ status: number; body: Buffer; encoding: string | null }> {
  return new Promise((ok, fail) => {
    const req = httpRequest(
      { host: '127.0.0.1', port: PORT, method: t.method, path: t.path, headers: { host: t.host, 'content-type': 'application/json', ...headers } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => ok({ status: res.statusCode ?? 0, body: Buffer.concat(chunks), encoding: (res.headers['content-encoding'] as string) ?? null }));
        res.on('error', fail);
      },
    );
    req.on('error', fail);
    req.end(t.body);
  });
}

async function fetchTarget(t: Target): Promise<{ status: number; bytes: number; encoding: string | null }> {
  const res = await request(t, { 'accept-encoding': 'gzip' });
  return { status: res.status, bytes: res.body.length, encoding: res.encoding };
}

/** How the timed answers came, by the server's X-Cache header (none: not cacheable or cache off). */
type CacheCounts = Record<string, number>;

function fire(targets: Target[], length: { seconds: number } | { amount: number }, counts: CacheCounts = {}): Promise<autocannon.Result> {
  let n = 0;
  return new Promise((ok, fail) => {
    autocannon(
      {
        url: `http://127.0.0.1:${PORT}`,
        connections: CONNECTIONS,
        ...('seconds' in length ? { duration: length.seconds } : { amount: length.amount }),
        // Browsers and phones ask for compressed responses; so does the benchmark.
        headers: { 'accept-encoding': 'gzip', 'content-type': 'application/json' },
        requests: [
          {
            setupRequest: (req: Record<string, unknown>) => {
              const t = targets[n++ % targets.length];
              return { ...req, method: t.method, path: t.path, body: t.body, headers: { ...(req.headers as object), host: t.host } };
            },
            onResponse: (_status: number, _body: unknown, _context: unknown, headers: Record<string, string>) => {
              const how = headers['x-cache'] ?? 'none';
              counts[how] = (counts[how] ?? 0) + 1;
            },
          },
        ],
      } as autocannon.Options,
      (err, result) => (err ? fail(err) : ok(result)),
    );
  });
}

async function runLoad(sample: Sample, serverPid: number) {
  const out: Array<Record<string, unknown>> = [];
  for (const sc of scenarios(sample)) {
    if (SCENARIOS && !SCENARIOS.split(',').some((x) => sc.name.includes(x))) continue;
    // Every request of the mix must succeed before it is timed (a redirect or 404 would lie).
    const checks = await Promise.all(sc.targets.slice(0, 30).map(fetchTarget));
    const bad = checks.filter((c) => c.status !== 200);
    if (bad.length > 0) {
      console.log(`  ${sc.name}: skipped, ${bad.length}/30 sample requests answered ${[...new Set(bad.map((b) => b.status))].join(', ')}`);
      out.push({ name: sc.name, skipped: `status ${[...new Set(bad.map((b) => b.status))].join(', ')}` });
      continue;
    }
    const avgBytes = Math.round(checks.reduce((s, c) => s + c.bytes, 0) / checks.length);
    // With the cache on, every request of the mix is asked three times per worker first (each
    // worker process keeps its own answers; connections are dealt to workers in turn).
    const warmStart = Date.now();
    if (CACHE === 'on') await fire(sc.targets, { amount: sc.targets.length * WORKERS * 3 });
    const warmSeconds = (Date.now() - warmStart) / 1000;
    await fire(sc.targets, { seconds: 3 }); // warm-up: JIT, connections
    const load = loadavg()[0].toFixed(2);
    const cpuBefore = serverCpuSeconds(serverPid);
    const counts: CacheCounts = {};
    const r = await fire(sc.targets, { seconds: DURATION }, counts);
    const answered = Object.values(counts).reduce((a, b) => a + b, 0);
    const cpuMs = ((serverCpuSeconds(serverPid) - cpuBefore) * 1000) / Math.max(1, r.requests.total);
    const row = {
      name: sc.name,
      targets: sc.targets.length,
      rps: Math.round(r.requests.average),
      p50: r.latency.p50,
      p99: r.latency.p99,
      max: r.latency.max,
      requests: r.requests.total,
      errors: r.errors + r.timeouts,
      non2xx: r.non2xx,
      gzipBytes: avgBytes,
      // Server CPU per request: what the figures would allow on idle cores (2 cores / this).
      cpuMsPerRequest: Number(cpuMs.toFixed(2)),
      capacityOnIdleCores: Math.round((WORKERS * 1000) / cpuMs),
      encoding: checks[0].encoding,
      loadBefore: load,
      loadAfter: loadavg()[0].toFixed(2),
      cache: CACHE,
      cacheWarmSeconds: Number(warmSeconds.toFixed(1)),
      // Share of the timed answers served from memory ('hit' or 'shared').
      cacheHitRatio: answered ? Number((((counts.hit ?? 0) + (counts.shared ?? 0)) / answered).toFixed(4)) : 0,
      cacheCounts: counts,
      goal: sc.goal,
      met: (sc.goal.rps === undefined || r.requests.average >= sc.goal.rps) && r.latency.p99 <= sc.goal.p99 && r.errors + r.timeouts + r.non2xx === 0,
    };
    out.push(row);
    console.log(`  ${sc.name.padEnd(34)} ${String(row.rps).padStart(6)} req/s  p50 ${row.p50} ms  p99 ${row.p99} ms  errors ${row.errors}  non-2xx ${row.non2xx}  cpu ${row.cpuMsPerRequest} ms/req (≈${row.capacityOnIdleCores} req/s on ${WORKERS} idle cores)  (${row.gzipBytes} B gz, load ${load}→${row.loadAfter}) cache ${CACHE}: ${(row.cacheHitRatio * 100).toFixed(1)}% from memory ${JSON.stringify(counts)} ${row.met ? 'met' : 'MISSED'}`);
  }
  return out;
}

// ---- lighthouse ----------------------------------------------------------------------------------

async function runLighthouse(sample: Sample) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const shop = sample.shops[0].slug;
  const product = sample.products.find((p) => p.shop === shop && p.variant) ?? sample.products.find((p) => p.shop === shop)!;
  const category = sample.categories.find((c) => c.shop === shop)!;
  const base = `http://${shop}.localhost:${PORT}`;
  const pages = [
    { name: 'home', url: `${base}/` },
    { name: 'listing', url: `${base}/products/category/${category.slug}` },
    { name: 'product', url: `${base}${product.path}` },
  ];
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
  const out: Array<Record<string, unknown>> = [];
  try {
    for (const p of pages) {
      const runs: Array<Record<string, unknown>> = [];
      for (let i = 0; i < LH_RUNS; i++) {
        const load = loadavg()[0].toFixed(2);
        const result = await lighthouse(p.url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
        const lhr = result!.lhr;
        writeFileSync(`bench/.data/lighthouse-${KIND}-${p.name}-${i + 1}.json`, JSON.stringify(lhr));
        const a = lhr.audits;
        const requests = ((a['network-requests']?.details as { items?: Array<Record<string, unknown>> })?.items ?? []) as Array<{ url: string; resourceType?: string; transferSize?: number; resourceSize?: number }>;
        const scripts = requests.filter((r) => r.resourceType === 'Script');
        runs.push({
          score: Math.round((lhr.categories.performance.score ?? 0) * 100),
          fcp: Math.round(a['first-contentful-paint'].numericValue ?? 0),
          lcp: Math.round(a['largest-contentful-paint'].numericValue ?? 0),
          tbt: Math.round(a['total-blocking-time'].numericValue ?? 0),
          cls: Number((a['cumulative-layout-shift'].numericValue ?? 0).toFixed(4)),
          si: Math.round(a['speed-index'].numericValue ?? 0),
          scriptTransfer: scripts.reduce((s, r) => s + (r.transferSize ?? 0), 0),
          scripts: scripts.map((r) => r.url),
          load,
          runtimeError: lhr.runtimeError?.message,
        });
      }
      const sorted = [...runs].sort((x, y) => (x.score as number) - (y.score as number));
      const median = sorted[Math.floor(sorted.length / 2)];
      out.push({ page: p.name, url: p.url, median, runs: runs.map(({ scripts: _s, ...r }) => r) });
      console.log(`  ${p.name.padEnd(8)} score ${median.score} (runs ${runs.map((r) => r.score).join(', ')})  FCP ${median.fcp} ms  LCP ${median.lcp} ms  TBT ${median.tbt} ms  CLS ${median.cls}  (load ${median.load})`);
    }
  } finally {
    await chrome.kill();
  }
  // The product page's JavaScript: every script it loaded, gzipped as served and re-gzipped here.
  const productRun = out.find((o) => o.page === 'product')!.median as { scripts: string[]; scriptTransfer: number };
  let gz = 0;
  let raw = 0;
  const files: Array<{ url: string; raw: number; gzip: number }> = [];
  for (const url of productRun.scripts) {
    const u = new URL(url);
    const body = (await request({ method: 'GET', host: u.host, path: `${u.pathname}${u.search}` })).body;
    const g = gzipSync(body, { level: 9 }).length;
    files.push({ url: u.pathname, raw: body.length, gzip: g });
    gz += g;
    raw += body.length;
  }
  const js = { files: files.length, raw, gzip: gz, transfer: productRun.scriptTransfer, list: files };
  console.log(`  product page JavaScript: ${files.length} files, ${(raw / 1024).toFixed(1)} KB raw, ${(gz / 1024).toFixed(1)} KB gzip -9, ${(js.transfer / 1024).toFixed(1)} KB on the wire (target ≤ 125 KB)`);
  return { pages: out, productJs: js };
}

// ---- query plans ---------------------------------------------------------------------------------

async function runPlans(sample: Sample) {
  const captured: Array<{ sql: string; params: readonly unknown[] }> = [];
  let label = '(bench setup)';
  const byLabel = new Map<string, Array<{ sql: string; params: readonly unknown[] }>>();
  const bench = createBenchDb((e) => {
    if (e.level !== 'query') return;
    const q = { sql: e.query.sql, params: e.query.parameters };
    captured.push(q);
    const list = byLabel.get(label) ?? [];
    list.push(q);
    byLabel.set(label, list);
  });
  const db = bench.db as never;
  try {
    const slug = sample.shops[Math.floor(sample.shops.length / 2)].slug;
    const shop = (await resolveShopByHost(db, `${slug}.localhost`)) as Shop;
    const cat = sample.categories.find((c) => c.shop === slug)!;
    const item = sample.items.find((c) => c.shop === slug)!;
    const brand = (await bench.db.selectFrom('brands').select('slug').where('shop_id', '=', shop.id).executeTakeFirstOrThrow()).slug;
    const deal = (await bench.db.selectFrom('deals').select('slug').where('shop_id', '=', shop.id).executeTakeFirstOrThrow()).slug;
    const simple = await bench.db.selectFrom('products').select('id').where('shop_id', '=', shop.id).where('has_variant', '=', 0).where('status', '=', 1).executeTakeFirstOrThrow();
    const variant = await bench.db.selectFrom('products').select('id').where('shop_id', '=', shop.id).where('has_variant', '=', 1).where('status', '=', 1).executeTakeFirstOrThrow();
    const P = (q: string) => parseListingParams(new URLSearchParams(q));
    const PS = (q: string) => parseListingParams(new URLSearchParams(q), { search: true });
    const key = sample.keys.find((k) => k.shop === slug)?.key ?? 'cotton';
    const ctx = createContext({ db, shop, deps: { sms: createLogSmsProvider({ log: () => {} }), uploadsDir: tmpdir(), attachmentsDir: tmpdir() } });
    const steps: Array<[string, () => Promise<unknown>]> = [
      ['shop by host', () => resolveShopByHost(db, `${slug}.localhost`)],
      ['layout (root loader)', () => getShopLayout(ctx)],
      ['listing: all, newest, page 1', () => listProducts(ctx, { kind: 'all' }, P(''))],
      ['listing: all, newest, page 50', () => listProducts(ctx, { kind: 'all' }, P('page=50'))],
      ['listing: all, price low-high', () => listProducts(ctx, { kind: 'all' }, P('sort=price_asc'))],
      ['listing: all, price high-low, price range', () => listProducts(ctx, { kind: 'all' }, P('sort=price_desc&min_price=500&max_price=5000'))],
      ['listing: category', () => listProducts(ctx, { kind: 'category', idOrSlug: cat.slug }, P('page=3'))],
      ['listing: category, price low-high', () => listProducts(ctx, { kind: 'category', idOrSlug: cat.slug }, P('sort=price_asc'))],
      ['listing: sub-category', () => listProducts(ctx, { kind: 'sub-category', idOrSlug: item.slug }, P(''))],
      ['listing: brand', () => listProducts(ctx, { kind: 'brand', idOrSlug: brand }, P(''))],
      ['listing: all, brand filter', () => listProducts(ctx, { kind: 'all' }, P(`brand=${brand}`))],
      ['listing: deal', () => listProducts(ctx, { kind: 'deal', idOrSlug: deal }, P(''))],
      ['search: relevance', () => searchProducts(ctx, key, PS(''), '/products/search')],
      ['search: price low-high', () => searchProducts(ctx, key, PS('sort=price_asc'), '/products/search')],
      ['search: with a typo', () => searchProducts(ctx, 'premim cotten', PS(''), '/products/search')],
      ['suggestions (reseller-shop-search-suggestions)', () => getShopSearchSuggestions(ctx, key)],
      ['keyword suggestions (get-search-suggestions)', () => getKeywordSuggestions(ctx, key)],
      ['product detail: simple', () => getProductDetail(ctx, simple.id)],
      ['product detail: variants (quick view)', () => getQuickView(ctx, variant.id)],
    ];
    for (const [name, run] of steps) {
      label = name;
      await run();
    }
    const seen = new Set<string>();
    const out: Array<{ step: string; sql: string; plan: string[]; fullScan: string[] }> = [];
    for (const [step, queries] of byLabel) {
      if (step === '(bench setup)') continue;
      for (const q of queries) {
        if (seen.has(q.sql)) continue;
        seen.add(q.sql);
        const plan = await bench.explain(q.sql, q.params);
        const fullScan = plan.filter((line) =>
          KIND === 'postgres'
            ? BIG_TABLES.some((t) => new RegExp(`Seq Scan on ${t}\\b`).test(line))
            : BIG_TABLES.some((t) => new RegExp(`\\bSCAN ${t}\\b`).test(line) && !/VIRTUAL TABLE/.test(line)),
        );
        out.push({ step, sql: q.sql, plan, fullScan });
      }
    }
    // The plans as markdown, for docs/benchmarks.md.
    const md = out.map((o) => `**${o.step}**\n\n\`\`\`sql\n${o.sql}\n\`\`\`\n\n\`\`\`\n${o.plan.join('\n')}\n\`\`\`\n`).join('\n');
    writeFileSync(`bench/.data/plans-${KIND}.md`, md);
    const scans = out.filter((o) => o.fullScan.length > 0);
    console.log(`  ${out.length} distinct queries explained; ${scans.length} with a full scan of a big table${scans.length ? ':' : ''}`);
    for (const s of scans) console.log(`    [${s.step}] ${s.fullScan.join(' | ')}\n      ${s.sql.slice(0, 200)}`);
    return out;
  } finally {
    await bench.close();
  }
}

// ---- main ----------------------------------------------------------------------------------------

async function main() {
  console.log(`haat bench on ${KIND} (${DATABASE_URL}), ${WORKERS} workers, ${CONNECTIONS} connections, ${DURATION} s per scenario`);
  console.log(`machine: ${JSON.stringify(machine())}`);
  const sampleDb = createBenchDb();
  // The schema the server would migrate to on start, before plans are read.
  const migrated = await migrateToLatest(sampleDb.db);
  if (migrated.length) {
    console.log(`migrated: ${migrated.join(', ')}`);
    await sql`ANALYZE`.execute(sampleDb.db);
  }
  const sample = await loadSample(sampleDb.db);
  await sampleDb.close();
  const products = sample.products.length;
  console.log(`sample: ${sample.shops.length} shops, ${products} products, ${sample.categories.length} categories, ${sample.items.length} sub-categories, ${sample.keys.length} search keys`);
  const results: Record<string, unknown> = { kind: KIND, at: new Date().toISOString(), machine: machine(), options: { WORKERS, CONNECTIONS, DURATION, CACHE } };
  if (ONLY.has('plans')) {
    console.log('query plans:');
    results.plans = await runPlans(sample);
  }
  if (ONLY.has('load') || ONLY.has('lighthouse')) {
    const server = await startServer();
    try {
      if (ONLY.has('load')) {
        console.log('load (autocannon):');
        results.load = await runLoad(sample, server.pid!);
      }
      if (ONLY.has('lighthouse')) {
        console.log('lighthouse (mobile):');
        results.lighthouse = await runLighthouse(sample);
      }
    } finally {
      await stopServer(server);
    }
  }
  mkdirSync('bench/.data', { recursive: true });
  const file = `bench/.data/results-${KIND}${CACHE === 'off' ? '-nocache' : ''}.json`;
  let previous: Record<string, unknown> = {};
  try {
    previous = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    /* first run */
  }
  writeFileSync(file, JSON.stringify({ ...previous, ...results }, null, 2));
  console.log(`results: ${file}`);
}

await main();

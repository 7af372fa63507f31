// Flash sale, proven (issue 15 item 4). Starts the server the README's way (`node
// scripts/start.mjs`, NODE_ENV=production, WEB_CONCURRENCY workers) on a fresh database with
// one shop whose few hot products have limited stock, and runs `--connections` shoppers (keep-
// alive HTTP, one loop each) for `--seconds`, each step picked at random:
//   70 % browsing  — home, the all-products listing, a hot product's page, the category page
//                    (half as guests, half with the shopper's session cookie);
//   15 % add to cart — one unit of a hot product (POST customer-add-product-to-cart, bearer);
//   10 % place order — checkout summary, then customer-place-order (cash on delivery) with a
//                    fresh Idempotency-Key; an empty cart gets a hot product first;
//    5 % notification poll — POST /api/get-loged-user-notification with the last ETag.
// Afterwards, from the database and the answers: zero oversell (stock now + units in order
// lines = stock at the start, per hot product, and stock never below zero), zero 5xx, no
// network errors, every refusal a 409 or 429 and every 429 with Retry-After. Prints request
// rates and p50/p99 per kind, how many shared pages were answered from memory (X-Cache hit or
// shared, per kind and for all browsing) and a JSON summary (bench/.data/flash-sale-<db>.json); exits 1
// when a check fails.
//
//   npm run build   # once
//   npx tsx bench/flash-sale.ts --db sqlite --seconds 300 --connections 100
//   npx tsx bench/flash-sale.ts --db sqlite --seconds 30 --connections 50     # a short run
//   npx tsx bench/flash-sale.ts --db postgres [--url postgres://postgres@127.0.0.1:5432/postgres]
//   npx tsx bench/flash-sale.ts --db postgres --instances 3 --seconds 300 --connections 100
//            # issue 27 item 4: 3 instances (`node scripts/start.mjs`, one worker each) behind
//            # nginx over one PostgreSQL database, started by deploy/cluster.ts (decision 030)
//   options: --stock 400 (per hot product)  --hot 3  --workers 2 (one process only)
//            --root <checkout with a build/>  --port <n> (default: a free one; with
//            --instances, nginx's, and the instances take port + 1 … port + N)
//            --db-prefix haat_flash (the throwaway database's name starts with it)
//            --pg-explain <ms> (with --instances: plans of statements slower than that to
//            PostgreSQL's own log, auto_explain)  --cpu-prof <dir> (with --instances: V8 profiles of the instances)
// It also prints, per group (browsing = the shared pages, place order, the rest), count, rate,
// p50/p95/p99 and 5xx; the servers' CPU per request (the instances' or the server's processes,
// nginx, this database's PostgreSQL backends, from /proc); the load average at start and end;
// and PostgreSQL's backends waiting on a lock (pg_stat_activity, sampled every second).
import { spawnSync, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { createServer } from 'node:net';
import { cpus, loadavg } from 'node:os';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { join, resolve } from 'node:path';
import { sql } from 'kysely';
import { productPath } from '../core/product-link';
import { startCluster, type Cluster } from '../deploy/cluster';
import { processEnv } from '../server/env';
import { freshDatabase, seedShopFixture, type FreshDatabase } from './shop-fixture';
import { serverCpuSeconds } from './served-server';
import { startServerProcess, stopServerProcess } from './server-process';

const root = resolve(import.meta.dirname, '..');
function opt(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 && process.argv[i + 1] !== undefined ? process.argv[i + 1]! : fallback;
}
const DB = opt('db', 'sqlite') as 'sqlite' | 'postgres';
const PG_URL = opt('url', 'postgres://postgres@127.0.0.1:5432/postgres');
const SECONDS = Number(opt('seconds', '300'));
const CONNECTIONS = Number(opt('connections', '100'));
const STOCK = Number(opt('stock', '400'));
const HOT = Number(opt('hot', '3'));
const WORKERS = Number(opt('workers', '2'));
/** The server's port (its payment sandboxes take port + 101 and + 102); 0: any free port. */
const PORT = Number(opt('port', '0'));
/** The checkout whose build/ the server runs (default this one). */
const SERVER_ROOT = resolve(opt('root', root));
/** 0: one server process with --workers; N: N instances behind nginx (PostgreSQL only). */
const INSTANCES = Number(opt('instances', '0'));
const DB_PREFIX = opt('db-prefix', 'haat_flash');
/** --pg-explain <ms> (with --instances): PostgreSQL logs the plans of the instances' statements slower than that (auto_explain). */
const EXPLAIN_MS = process.argv.includes('--pg-explain') ? Number(opt('pg-explain', '10')) : null;
/** --cpu-prof <dir>: the server's processes write V8 CPU profiles there when they stop. */
const CPU_PROF_DIR = process.argv.includes('--cpu-prof') ? resolve(opt('cpu-prof', 'bench/.data/flash-sale-profiles')) : null;
if (CPU_PROF_DIR && !process.argv.includes('--instances')) throw new Error('--cpu-prof goes with --instances');
if (!['sqlite', 'postgres'].includes(DB)) throw new Error('--db is sqlite or postgres');
if (INSTANCES > 0 && DB !== 'postgres') throw new Error('--instances needs --db postgres (one database shared by the instances)');
if (!(CONNECTIONS >= 1 && CONNECTIONS <= 1000)) throw new Error('--connections 1..1000');

function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const srv = createServer();
    srv.once('error', fail);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => ok(port));
    });
  });
}

// ---- HTTP with keep-alive, one socket per shopper loop ---------------------------------------

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: any;
}

const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS + 10 });

function call(port: number, host: string, path: string, init: { method?: string; body?: unknown; headers?: Record<string, string> } = {}): Promise<Answer> {
  const payload = init.body !== undefined ? JSON.stringify(init.body) : undefined;
  // As a browser asks (a shared page is stored compressed: a client that takes neither gzip nor
  // Brotli makes the server unzip it for every answer); JSON answers are unzipped here to be read.
  const headers: Record<string, string> = { host, 'accept-encoding': 'gzip, deflate, br', ...(payload !== undefined ? { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(payload)) } : {}), ...init.headers };
  return new Promise((ok, fail) => {
    const req = request({ host: '127.0.0.1', port, path, method: init.method ?? (payload !== undefined ? 'POST' : 'GET'), headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('error', fail);
      res.on('end', () => {
        let body: any = null;
        if ((res.headers['content-type'] ?? '').includes('json')) {
          try {
            const raw = Buffer.concat(chunks);
            const encoding = res.headers['content-encoding'];
            const text = (encoding === 'gzip' ? gunzipSync(raw) : encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'deflate' ? inflateSync(raw) : raw).toString('utf8');
            body = JSON.parse(text);
          } catch {
            body = null;
          }
        }
        ok({ status: res.statusCode ?? 0, headers: res.headers, body });
      });
    });
    req.setTimeout(60_000, () => req.destroy(new Error('timeout')));
    req.on('error', fail);
    req.end(payload);
  });
}

// ---- what is recorded per kind of request -------------------------------------------------------

interface KindStats {
  latencies: number[];
  statuses: Record<string, number>;
  /** How the shared answers came (the X-Cache header: hit, shared, miss, stale, bypass). */
  cache: Record<string, number>;
  networkErrors: number;
  missingRetryAfter: number;
  samples: string[];
}
const stats = new Map<string, KindStats>();
function record(kind: string, ms: number, answer: Answer | null, err?: unknown) {
  let s = stats.get(kind);
  if (!s) stats.set(kind, (s = { latencies: [], statuses: {}, cache: {}, networkErrors: 0, missingRetryAfter: 0, samples: [] }));
  s.latencies.push(ms);
  if (!answer) {
    s.networkErrors++;
    if (s.samples.length < 5) s.samples.push(String(err instanceof Error ? err.message : err));
    return;
  }
  s.statuses[answer.status] = (s.statuses[answer.status] ?? 0) + 1;
  const cached = answer.headers['x-cache'];
  if (typeof cached === 'string') s.cache[cached] = (s.cache[cached] ?? 0) + 1;
  if (answer.status === 429 && answer.headers['retry-after'] === undefined) s.missingRetryAfter++;
  if ((answer.status >= 500 || (answer.status >= 400 && answer.status !== 409 && answer.status !== 429)) && s.samples.length < 5) {
    s.samples.push(`${answer.status} ${JSON.stringify(answer.body)?.slice(0, 200)}`);
  }
}
async function timed(kind: string, fn: () => Promise<Answer>): Promise<Answer | null> {
  const t0 = performance.now();
  try {
    const a = await fn();
    record(kind, performance.now() - t0, a);
    return a;
  } catch (err) {
    record(kind, performance.now() - t0, null, err);
    return null;
  }
}
const pct = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : 0);

// ---- the run ---------------------------------------------------------------------------------------

// Provider settings, so that no payment sandbox is started on PORT + 101 and + 102 (outside a
// session's range of ports): the shoppers pay cash on delivery, nothing calls them.
const NO_SANDBOXES = { BKASH_BASE_URL: 'http://127.0.0.1:9', BKASH_APP_KEY: 'bench', BKASH_APP_SECRET: 'bench', BKASH_USERNAME: 'bench', BKASH_PASSWORD: 'bench', STRIPE_API_BASE: 'http://127.0.0.1:9', STRIPE_SECRET_KEY: 'sk_test_bench', STRIPE_WEBHOOK_SECRET: 'whsec_bench' };

function startServer(url: string, dir: string | null, port: number): Promise<ChildProcess> {
  return startServerProcess({ root: SERVER_ROOT, stderr: 'pipe', env: { ...NO_SANDBOXES, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', WEB_CONCURRENCY: String(WORKERS), DATABASE_URL: url, SEED_DEMO: '0', WRITE_RATE_LIMIT: '0', LOG_LEVEL: 'warn', UPLOADS_DIR: join(dir ?? '/tmp', 'uploads') } });
}

const stopServer = (child: ChildProcess) => stopServerProcess(child);

/** The shop, its shoppers and the hot products with STOCK units each, on a fresh, migrated database. */
async function seedFlashSale(db: FreshDatabase['db']) {
  const fixture = await seedShopFixture(db, { slug: 'flash', shoppers: CONNECTIONS, stock: STOCK, couponUses: null, recharge: 0 });
  // The hot products: the fixture's plain product and copies of it, each with STOCK units.
  const base = await db.selectFrom('products').selectAll().where('id', '=', fixture.productId).executeTakeFirstOrThrow();
  const hot: Array<{ id: number; path: string }> = [{ id: base.id, path: productPath(base) }];
  for (let i = 1; i < HOT; i++) {
    const { id: _id, sell_price: _s, listing_stale: _l, listing_version: _v, ...rest } = base;
    const row = await db
      .insertInto('products')
      .values({ ...rest, slug: `hot-deal-${i}`, name: `Hot deal ${i}`, quantity: STOCK, max_item_in_order: 0, unlimited_quantity: 0 })
      .returning(['id', 'slug'])
      .executeTakeFirstOrThrow();
    hot.push({ id: row.id, path: productPath(row) });
  }
  // The stock each shop's product received is what it holds (nothing sold yet), as money:check reconciles it.
  await db.updateTable('products').set((eb) => ({ stock_received: eb.ref('quantity') })).where('shop_id', '=', fixture.shop.id).execute();
  // Stored listing data for the copies (sell price, search document), as the app keeps them.
  const { refreshListingIndex } = await import('../services/catalog/operations/refresh-listing-index');
  await refreshListingIndex(db, fixture.shop.id).catch(() => undefined);
  const category = await db.selectFrom('categories').select('slug').where('shop_id', '=', fixture.shop.id).executeTakeFirst();
  return { fixture, hot, category };
}

/** CPU seconds (user + system) of one process from /proc; NaN when it cannot be read. */
function processCpuSeconds(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return NaN;
  }
}

async function main() {
  const started = new Date();
  const loadStart = loadavg().map((x) => x.toFixed(2)).join(' ');
  const setup = INSTANCES > 0 ? `${INSTANCES} instances (one worker each) behind nginx` : `${WORKERS} workers`;
  console.log(`flash sale on ${DB}: ${CONNECTIONS} connections for ${SECONDS} s, ${HOT} hot products × ${STOCK} units, ${setup}; ${cpus().length} × ${cpus()[0]?.model}; load ${loadStart}`);
  let fresh: FreshDatabase;
  let seeded!: Awaited<ReturnType<typeof seedFlashSale>>;
  let cluster: Cluster | null = null;
  let server: ChildProcess | null = null;
  let port: number;
  /** The server's processes whose CPU is counted: [label, pid (its children counted too)]. */
  const serverPids: Array<[string, number]> = [];
  if (INSTANCES > 0) {
    const nginxPort = PORT > 0 ? PORT : undefined;
    cluster = await startCluster({
      instances: INSTANCES,
      pgUrl: PG_URL,
      seed: 'none',
      databasePrefix: DB_PREFIX,
      prepare: async (database) => {
        seeded = await seedFlashSale(database.db);
        if (EXPLAIN_MS !== null) {
          // The instances' sessions log the plan of every statement slower than that (PostgreSQL's log).
          const name = new URL(database.url).pathname.slice(1);
          await sql.raw(`alter database ${name} set session_preload_libraries = 'auto_explain'`).execute(database.db);
          await sql.raw(`alter database ${name} set auto_explain.log_min_duration = '${Number(EXPLAIN_MS)}ms'`).execute(database.db);
          // Every statement (0 ms): a sample of them, or the log would hold nothing else.
          if (Number(EXPLAIN_MS) === 0) await sql.raw(`alter database ${name} set auto_explain.sample_rate = 0.02`).execute(database.db);
          // With the rows and loops each step really had.
          await sql.raw(`alter database ${name} set auto_explain.log_analyze = on`).execute(database.db);
          await sql.raw(`alter database ${name} set auto_explain.log_nested_statements = on`).execute(database.db);
          console.log(`auto_explain: plans of statements over ${EXPLAIN_MS} ms go to PostgreSQL's log (database ${name})`);
        }
      },
      port: nginxPort,
      instancePorts: nginxPort ? Array.from({ length: INSTANCES }, (_, i) => nginxPort + 1 + i) : undefined,
      paymentSandboxes: false,
      env: { ...NO_SANDBOXES },
      nodeArgs: CPU_PROF_DIR ? ['--cpu-prof', `--cpu-prof-dir=${CPU_PROF_DIR}`] : [],
      root: SERVER_ROOT,
      logLevel: 'warn',
    });
    fresh = cluster.database;
    port = cluster.port;
    cluster.instances.forEach((inst, i) => serverPids.push([`instance ${i + 1}`, inst.pid]));
    serverPids.push(['nginx', cluster.nginxPid]);
  } else {
    fresh = await freshDatabase(DB, PG_URL, DB_PREFIX);
    seeded = await seedFlashSale(fresh.db);
    port = PORT > 0 ? PORT : await freePort();
    server = await startServer(fresh.url, fresh.dir, port);
    serverPids.push(['server', server.pid!]);
  }
  const { fixture, hot, category } = seeded;
  const { db } = fresh;
  const startStock = new Map(hot.map((h) => [h.id, STOCK]));
  const host = `flash.localhost:${port}`;
  const browse = ['/', '/all-products', ...hot.map((h) => h.path), ...(category ? [`/products/category/${category.slug}`] : [])];
  const end = Date.now() + SECONDS * 1000;
  let seed = 42;
  const rnd = () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return seed / 0x7fffffff;
  };
  const placed: number[] = [];

  async function shopperLoop(i: number) {
    const shopper = fixture.shoppers[i]!;
    const auth = { authorization: `Bearer ${shopper.token}` };
    let etag: string | null = null;
    while (Date.now() < end) {
      const r = rnd();
      const product = hot[Math.floor(rnd() * hot.length)]!;
      if (r < 0.7) {
        const path = browse[Math.floor(rnd() * browse.length)]!;
        const asCustomer = rnd() < 0.5;
        await timed(asCustomer ? 'browse (logged in)' : 'browse (guest)', () => call(port, host, path, { headers: asCustomer ? { cookie: `customerUserToken=${shopper.token}` } : {} }));
      } else if (r < 0.85) {
        await timed('add to cart', () => call(port, host, '/api/front/customer-add-product-to-cart', { body: { product_id: product.id, quantity: 1 }, headers: auth }));
      } else if (r < 0.95) {
        const shipping = { shippingType: 0, shippingAddress: shopper.addressId, pickupPoint: null, coupon_code: '' };
        let summary = await timed('order: checkout summary', () => call(port, host, '/api/front/get-checkout-summary', { body: shipping, headers: auth }));
        if (summary?.status === 200 && summary.body.total_cart_items === 0) {
          await timed('add to cart', () => call(port, host, '/api/front/customer-add-product-to-cart', { body: { product_id: product.id, quantity: 1 }, headers: auth }));
          summary = await timed('order: checkout summary', () => call(port, host, '/api/front/get-checkout-summary', { body: shipping, headers: auth }));
        }
        if (summary?.status !== 200 || summary.body.total_cart_items === 0) continue;
        const s = summary.body;
        const body = { ...shipping, selected_payment_option: 'cod', customer_cart_total: s.cart_total, finalDeliveryCharge: s.finalDeliveryCharge, coupon_discount: s.coupon_discount, recharge_paid: 0, refund_paid: 0, cashback_paid: 0 };
        const answer = await timed('order: place', () => call(port, host, '/api/front/customer-place-order', { body, headers: { ...auth, 'idempotency-key': randomUUID() } }));
        if (answer?.status === 200) placed.push(answer.body.order.purchase_id);
        // A refused order (sold out) leaves the cart; the shopper empties it as a person would.
        if (answer?.status === 409) await db.deleteFrom('cart_items').where('shop_id', '=', fixture.shop.id).where('customer_id', '=', shopper.id).execute().catch(() => undefined);
      } else {
        const answer = await timed('notification poll', () => call(port, host, '/api/get-loged-user-notification', { body: {}, headers: { ...auth, ...(etag ? { 'if-none-match': etag } : {}) } }));
        const tag = answer?.headers.etag;
        if (typeof tag === 'string') etag = tag;
      }
    }
  }

  // PostgreSQL: this database's backends (their CPU) and how many wait on a lock, every second.
  const pgBackends = async () =>
    DB === 'postgres'
      ? (await sql<{ pid: number; state: string | null; wait_event_type: string | null }>`select pid, state, wait_event_type from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`.execute(db)).rows
      : [];
  const backendCpu0 = new Map<number, number>();
  for (const b of await pgBackends()) backendCpu0.set(b.pid, processCpuSeconds(b.pid));
  const lockSamples: number[] = [];
  const idleInTxSamples: number[] = [];
  const sampler =
    DB === 'postgres'
      ? setInterval(() => {
          pgBackends().then(
            (rows) => {
              lockSamples.push(rows.filter((r) => r.wait_event_type === 'Lock').length);
              idleInTxSamples.push(rows.filter((r) => r.state === 'idle in transaction').length);
              for (const r of rows) if (!backendCpu0.has(r.pid)) backendCpu0.set(r.pid, 0);
            },
            () => undefined,
          );
        }, 1000)
      : null;
  const cpu0 = serverPids.map(([, pid]) => serverCpuSeconds(pid));
  const t0 = Date.now();
  const load0 = loadavg()[0]!.toFixed(2);
  await Promise.all(Array.from({ length: CONNECTIONS }, (_, i) => shopperLoop(i)));
  const seconds = (Date.now() - t0) / 1000;
  const load1 = loadavg()[0]!.toFixed(2);
  const cpu1 = serverPids.map(([, pid]) => serverCpuSeconds(pid));
  if (sampler) clearInterval(sampler);
  let pgCpu = 0;
  for (const b of await pgBackends()) pgCpu += processCpuSeconds(b.pid) - (backendCpu0.get(b.pid) ?? 0);
  const serverOutput = cluster ? cluster.instances.map((inst, i) => `instance ${i + 1}:\n${inst.output().slice(-4000)}`).join('\n') + `\nnginx:\n${cluster.nginxOutput().slice(-2000)}` : '';
  let nginxErrors = '';
  if (cluster) {
    try {
      nginxErrors = readFileSync(join(cluster.nginxPrefix, 'error.log'), 'utf8');
    } catch {
      /* none */
    }
  }
  // Where PostgreSQL's work went: the tables read most by sequential scans and by index.
  const tableReads =
    DB === 'postgres'
      ? (await sql<{ relname: string; seq_scan: string; seq_tup_read: string; idx_scan: string | null; idx_tup_fetch: string | null; n_tup_upd: string; n_tup_ins: string }>`select relname, seq_scan, seq_tup_read, idx_scan, idx_tup_fetch, n_tup_upd, n_tup_ins from pg_stat_user_tables order by seq_tup_read + coalesce(idx_tup_fetch, 0) desc limit 8`.execute(db)).rows
      : [];
  const database =
    DB === 'postgres' ? (await sql<{ xact_commit: string; xact_rollback: string; tup_returned: string; tup_fetched: string }>`select xact_commit, xact_rollback, tup_returned, tup_fetched from pg_stat_database where datname = current_database()`.execute(db)).rows[0] : undefined;
  if (server) await stopServer(server);
  agent.destroy();

  // ---- the checks, from the database ----------------------------------------------------------
  const problems: string[] = [];
  const perProduct: Array<{ id: number; start: number; now: number; sold: number }> = [];
  for (const h of hot) {
    const now = Number((await db.selectFrom('products').select('quantity').where('id', '=', h.id).executeTakeFirstOrThrow()).quantity);
    const soldRow = await db
      .selectFrom('order_lines')
      .select((eb) => eb.fn.sum<number | string | null>('quantity').as('q'))
      .where('shop_id', '=', fixture.shop.id)
      .where('product_id', '=', h.id)
      .executeTakeFirstOrThrow();
    const sold = Number(soldRow.q ?? 0);
    perProduct.push({ id: h.id, start: startStock.get(h.id)!, now, sold });
    if (now < 0) problems.push(`product ${h.id}: stock ${now} below zero`);
    if (now + sold !== startStock.get(h.id)) problems.push(`product ${h.id}: stock ${now} + sold ${sold} ≠ start ${startStock.get(h.id)} (oversell or lost stock)`);
  }
  const orders = Number((await db.selectFrom('orders').select(sql<number>`count(*)`.as('n')).where('shop_id', '=', fixture.shop.id).executeTakeFirstOrThrow()).n);
  if (orders !== placed.length) problems.push(`${orders} orders in the database, ${placed.length} answered 200`);
  if (new Set(placed).size !== placed.length) problems.push('one order id answered twice');
  // `npm run money:check` on the benchmark's database (every order against its settlement, the
  // stock against what was received and sold), once the shoppers have stopped.
  const check = spawnSync(process.execPath, [join(root, 'node_modules/tsx/dist/cli.mjs'), join(root, 'scripts/money-check.ts')], { cwd: root, env: processEnv({ DATABASE_URL: fresh.url }), encoding: 'utf8' });
  const moneyCheck = `money:check: ${check.status === 0 ? 'agrees' : 'DISAGREES'} (${`${check.stdout ?? ''}${check.stderr ?? ''}`.trim().split('\n').slice(-2).join(' / ').slice(0, 400)})`;
  if (check.status !== 0) problems.push('money:check disagrees');

  const kinds = [...stats.entries()].sort(([a], [b]) => a.localeCompare(b));
  const rows = kinds.map(([kind, s]) => {
    const sorted = [...s.latencies].sort((a, b) => a - b);
    const fivexx = Object.entries(s.statuses).filter(([st]) => Number(st) >= 500).reduce((n, [, c]) => n + c, 0);
    const otherRefusals = Object.entries(s.statuses).filter(([st]) => Number(st) >= 400 && Number(st) < 500 && st !== '409' && st !== '429');
    if (fivexx > 0) problems.push(`${kind}: ${fivexx} answers with 5xx (${s.samples.join(' | ')})`);
    if (s.networkErrors > 0) problems.push(`${kind}: ${s.networkErrors} network errors (${s.samples.join(' | ')})`);
    if (otherRefusals.length > 0) problems.push(`${kind}: refusals other than 409/429: ${otherRefusals.map(([st, c]) => `${c}× ${st}`).join(', ')} (${s.samples.join(' | ')})`);
    if (s.missingRetryAfter > 0) problems.push(`${kind}: ${s.missingRetryAfter} answers 429 without Retry-After`);
    const cacheAnswers = Object.values(s.cache).reduce((n, c) => n + c, 0);
    const fromMemory = cacheAnswers ? ((s.cache.hit ?? 0) + (s.cache.shared ?? 0)) / cacheAnswers : null;
    return { kind, requests: sorted.length, perSecond: Number((sorted.length / seconds).toFixed(1)), p50: Math.round(pct(sorted, 50)), p95: Math.round(pct(sorted, 95)), p99: Math.round(pct(sorted, 99)), max: Math.round(sorted[sorted.length - 1] ?? 0), fivexx, statuses: s.statuses, networkErrors: s.networkErrors, cache: s.cache, fromMemory };
  });
  // The issue's groups: browsing (the shared pages), placing an order, and the rest.
  const groupOf = (kind: string) => (kind.startsWith('browse') ? 'browsing (shared pages)' : kind === 'order: place' ? 'place order' : 'the rest (add to cart, checkout summary, poll)');
  const groups = ['browsing (shared pages)', 'place order', 'the rest (add to cart, checkout summary, poll)'].map((group) => {
    const members = kinds.filter(([kind]) => groupOf(kind) === group).map(([, st]) => st);
    const sorted = members.flatMap((m) => m.latencies).sort((a, b) => a - b);
    const fivexx = members.reduce((n, m) => n + Object.entries(m.statuses).filter(([st]) => Number(st) >= 500).reduce((k, [, c]) => k + c, 0), 0);
    const networkErrors = members.reduce((n, m) => n + m.networkErrors, 0);
    return { group, requests: sorted.length, perSecond: Number((sorted.length / seconds).toFixed(1)), p50: Math.round(pct(sorted, 50)), p95: Math.round(pct(sorted, 95)), p99: Math.round(pct(sorted, 99)), max: Math.round(sorted[sorted.length - 1] ?? 0), fivexx, networkErrors };
  });
  const cpu = serverPids.map(([label], i) => ({ label, seconds: Number((cpu1[i]! - cpu0[i]!).toFixed(2)) }));
  if (DB === 'postgres') cpu.push({ label: 'PostgreSQL backends of this database', seconds: Number(pgCpu.toFixed(2)) });
  const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);
  // The shared pages (browsing): how many were answered from memory (X-Cache hit or shared).
  const browseCache: Record<string, number> = {};
  for (const r of rows.filter((x) => x.kind.startsWith('browse'))) for (const [k, c] of Object.entries(r.cache)) browseCache[k] = (browseCache[k] ?? 0) + c;
  const browseAnswers = Object.values(browseCache).reduce((n, c) => n + c, 0);
  const browseFromMemory = browseAnswers ? ((browseCache.hit ?? 0) + (browseCache.shared ?? 0)) / browseAnswers : null;
  const total = rows.reduce((n, r) => n + r.requests, 0);
  const loadEnd = loadavg().map((x) => x.toFixed(2)).join(' ');
  console.log(`\n${total} requests in ${seconds.toFixed(1)} s (${(total / seconds).toFixed(0)}/s), load average ${load0} → ${load1} (1, 5, 15 min: ${loadStart} at start, ${loadEnd} at end)`);
  console.log('| group | requests | per second | p50 ms | p95 ms | p99 ms | max ms | 5xx | network errors |');
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const g of groups) console.log(`| ${g.group} | ${g.requests} | ${g.perSecond} | ${g.p50} | ${g.p95} | ${g.p99} | ${g.max} | ${g.fivexx} | ${g.networkErrors} |`);
  console.log('\n| kind | requests | per second | p50 ms | p95 ms | p99 ms | max ms | 5xx | statuses | from memory |');
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  for (const r of rows)
    console.log(
      `| ${r.kind} | ${r.requests} | ${r.perSecond} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.max} | ${r.fivexx} | ${Object.entries(r.statuses).map(([st, c]) => `${st}: ${c}`).join(', ')}${r.networkErrors ? `, network errors: ${r.networkErrors}` : ''} | ${r.fromMemory === null ? '' : `${(r.fromMemory * 100).toFixed(1)} %`} |`,
    );
  const cpuTotal = cpu.reduce((n, c) => n + c.seconds, 0);
  console.log(`\nserver CPU during the load: ${cpu.map((c) => `${c.label} ${c.seconds} s`).join(', ')}; in all ${cpuTotal.toFixed(1)} s = ${((cpuTotal / seconds) * 100).toFixed(0)} % of one core, ${((cpuTotal * 1000) / total).toFixed(2)} ms per request (the app's processes alone: ${((cpu.filter((c) => c.label.startsWith('instance') || c.label === 'server').reduce((n, c) => n + c.seconds, 0) * 1000) / total).toFixed(2)} ms)`);
  if (DB === 'postgres') console.log(`PostgreSQL backends waiting on a lock (sampled every second): mean ${mean(lockSamples).toFixed(1)}, max ${Math.max(0, ...lockSamples)}; idle in transaction: mean ${mean(idleInTxSamples).toFixed(1)}, max ${Math.max(0, ...idleInTxSamples)}`);
  if (database) {
    console.log(`PostgreSQL, this database: ${database.xact_commit} commits, ${database.xact_rollback} rollbacks, ${database.tup_returned} rows returned, ${database.tup_fetched} fetched; tables read most (sequential scans / rows, index scans / rows, updates, inserts):`);
    for (const t of tableReads) console.log(`  ${t.relname}: ${t.seq_scan} / ${t.seq_tup_read}, ${t.idx_scan ?? 0} / ${t.idx_tup_fetch ?? 0}, ${t.n_tup_upd}, ${t.n_tup_ins}`);
  }
  if (cluster) {
    const upstreamErrors = nginxErrors.split('\n').filter((l) => l.includes('upstream'));
    console.log(`nginx error log: ${nginxErrors.split('\n').filter(Boolean).length} lines, ${upstreamErrors.length} about the upstream${upstreamErrors.length ? ` (first: ${upstreamErrors[0]!.slice(0, 300)})` : ''}`);
  }
  console.log(
    `\nshared pages (browsing) from memory: ${browseFromMemory === null ? 'no X-Cache header seen' : `${(browseFromMemory * 100).toFixed(1)} %`} (${Object.entries(browseCache)
      .map(([k, c]) => `${k}: ${c}`)
      .join(', ')})`,
  );
  console.log('\nhot products (stock at start = stock now + units in order lines):');
  for (const p of perProduct) console.log(`  product ${p.id}: ${p.start} = ${p.now} + ${p.sold} ${p.start === p.now + p.sold ? 'ok' : 'MISMATCH'}`);
  console.log(`orders placed: ${placed.length} (database: ${orders})`);
  console.log(moneyCheck);
  if (problems.length && serverOutput) console.log(`\nthe servers' last output:\n${serverOutput}`);
  console.log(problems.length ? `\nPROBLEMS:\n- ${problems.join('\n- ')}` : '\nall checks hold: zero oversell, zero 5xx, no network errors, refusals only 409/429 (429 with Retry-After)');
  mkdirSync(join(root, 'bench/.data'), { recursive: true });
  const file = join(root, `bench/.data/flash-sale-${DB}${INSTANCES > 0 ? `-${INSTANCES}-instances` : ''}.json`);
  writeFileSync(file, JSON.stringify({ started: started.toISOString(), db: DB, seconds, connections: CONNECTIONS, workers: WORKERS, instances: INSTANCES, hot: perProduct, orders: placed.length, load: [load0, load1], loadStart, loadEnd, groups, rows, cpu, lockSamples, idleInTxSamples, browseCache, browseFromMemory, moneyCheck, problems }, null, 2));
  console.log(`written ${file}`);
  if (cluster) await cluster.stop();
  else await fresh.drop();
  process.exit(problems.length ? 1 : 0);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

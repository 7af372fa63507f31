// Guest and logged-in page rates side by side, before and after decision 031, in ONE run
// (issue 15 item 5). Against the catalog bench/generate-catalog.ts built:
//   1. makes `--customers` customers spread over the shops (each with a session, one cart line,
//      and every other one a wishlist entry) straight through the app's own services;
//   2. "before": starts the built server (scripts/start.mjs, WEB_CONCURRENCY workers) with
//      SHARED_PAGES_FOR_CUSTOMERS=0 — a logged-in customer's home, listing and product pages are
//      rendered for them, as before decision 031 — and times guest and logged-in requests;
//   3. "after": the same build as shipped (customers get the shared page) — guest, logged-in,
//      and the one GET /api/front/customer-part call a logged-in page view adds;
// each scenario with autocannon at `--connections` after 2 s of warm-up; where answers may come
// from memory, each request of the mix is first asked twice per worker (a catalog visited since
// it last changed, as bench/run.ts does).
// Reported per scenario: req/s, p50/p99, errors, server CPU ms per request (/proc, user + sys,
// all server processes: less sensitive to the neighbours' load than req/s), the load average.
// Results: bench/.data/logged-in-<sqlite|postgres>.json and a Markdown table on stdout.
//
//   npx react-router build
//   DATABASE_URL=bench/.data/bench.db UPLOADS_DIR=bench/.data/uploads npx tsx bench/logged-in-pages.ts --duration 10
//   options: --duration 10  --connections 50  --workers 2  --port 3918  --customers 300  --root <checkout with build/>
import { type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import { createDb, isPostgresUrl, sqliteFileFromUrl } from '../db/client';
import { findCustomerById, insertCustomer } from '../db/customer.repository';
import { migrateToLatest } from '../db/migrate';
import type { Shop } from '../db/schema';
import { productPath } from '../core/product-link';
import { processEnv } from '../server/env';
import { serverCpuSeconds } from './served-server';
import { createLogSmsProvider } from '../services/adapters/sms-provider';
import { hashPassword } from '../services/accounts/operations/password-hash';
import { startCustomerSession } from '../services/accounts/operations/start-customer-session';
import { addToCart } from '../services/cart/add-to-cart';
import { createContext, type Actor } from '../services/context';
import { addToWishlist } from '../services/wishlist/add-to-wishlist';
import { startServerProcess, stopServerProcess } from './server-process';

function opt(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 && process.argv[i + 1] !== undefined ? process.argv[i + 1]! : fallback;
}
const { DATABASE_URL = 'bench/.data/bench.db', UPLOADS_DIR: uploads = 'bench/.data/uploads' } = processEnv();
const UPLOADS_DIR = resolve(uploads);
const DURATION = Number(opt('duration', '10'));
const CONNECTIONS = Number(opt('connections', '50'));
const WORKERS = Number(opt('workers', '2'));
const PORT = Number(opt('port', '3918'));
const CUSTOMERS = Number(opt('customers', '300'));
const ROOT = resolve(opt('root', '.'));
const KIND = isPostgresUrl(DATABASE_URL) ? 'postgres' : 'sqlite';
const SERVER_DB = KIND === 'sqlite' ? resolve(sqliteFileFromUrl(DATABASE_URL)) : DATABASE_URL;

interface Target {
  host: string;
  path: string;
  headers?: Record<string, string>;
}
interface Customer {
  shop: string;
  name: string;
  token: string;
}

// ---- the sample and the customers ----------------------------------------------------------------

async function prepare() {
  const db = createDb(KIND === 'sqlite' ? SERVER_DB : DATABASE_URL);
  await migrateToLatest(db);
  const shops = (await db.selectFrom('shops').selectAll().orderBy('id').limit(100).execute()) as Shop[];
  if (shops.length === 0) throw new Error('no shops: run bench/generate-catalog.ts first');
  const products = await db
    .selectFrom('products')
    .select(['id', 'shop_id', 'slug', 'has_variant', 'quantity', 'unlimited_quantity'])
    .where('status', '=', 1)
    .where(sql<boolean>`id % 53 = 0`)
    .where('shop_id', 'in', shops.map((s) => s.id))
    .execute();
  const slugOf = new Map(shops.map((s) => [s.id, s.slug]));
  const sms = createLogSmsProvider({ log: () => {} });
  const passwordHash = await hashPassword('bench-password-1');
  const stamp = String(Date.now() % 1_000_000).padStart(6, '0');
  const customers: Customer[] = [];
  for (let i = 0; i < CUSTOMERS; i++) {
    const shop = shops[i % shops.length]!;
    const ctxAs = (actor?: Actor) =>
      createContext({ db, shop, actor, deps: { sms, uploadsDir: UPLOADS_DIR, attachmentsDir: join(UPLOADS_DIR, '..', 'attachments') }, request: { origin: `http://${shop.slug}.localhost:${PORT}`, clientAddress: `198.51.100.${i % 250}`, secureCookies: false } });
    const name = `Bench Shopper ${stamp}-${i}`;
    const id = await insertCustomer(db, shop.id, { phone: `+8801${String(3 + (i % 7))}${stamp.slice(1)}${String(i).padStart(3, '0')}`, name, passwordHash, phoneVerified: true, now: new Date().toISOString() });
    if (id === null) throw new Error(`customer ${i} not inserted (phone taken?)`);
    const customer = (await findCustomerById(db, shop.id, id))!;
    const session = await startCustomerSession(ctxAs(), customer);
    const ctx = ctxAs({ kind: 'customer', customer, sessionId: 0 });
    const own = products.filter((p) => p.shop_id === shop.id && p.has_variant === 0 && (p.unlimited_quantity === 1 || p.quantity > 5));
    const pick = own[i % Math.max(1, own.length)];
    if (pick) {
      await addToCart(ctx, { productId: pick.id, variant: '', quantity: 1, attachmentDbName: '' }).catch(() => undefined);
      if (i % 2 === 0) await addToWishlist(ctx, { productId: pick.id, variant: '' }).catch(() => undefined);
    }
    customers.push({ shop: shop.slug, name, token: session.token });
  }
  await db.destroy();
  const host = (slug: string) => `${slug}.localhost:${PORT}`;
  const sortFor = (i: number) => ['', '&sort=price_asc', '&sort=price_desc'][i % 3];
  const pages = {
    home: shops.map((s) => ({ host: host(s.slug), path: '/' })),
    listing: shops.flatMap((s, i) => [1, 3].map((pg) => ({ host: host(s.slug), path: `/all-products?page=${pg}${sortFor(i + pg)}` }))),
    product: products.slice(0, 300).map((p) => ({ host: host(slugOf.get(p.shop_id)!), path: productPath(p) })),
  };
  return { pages, customers };
}

/** The same targets, each with the session cookie of a customer of its shop (round robin). */
function asCustomers(targets: Target[], customers: Customer[]): Target[] {
  const byShop = new Map<string, Customer[]>();
  for (const c of customers) byShop.set(`${c.shop}.localhost:${PORT}`, [...(byShop.get(`${c.shop}.localhost:${PORT}`) ?? []), c]);
  const next = new Map<string, number>();
  return targets.flatMap((t) => {
    const list = byShop.get(t.host);
    if (!list) return [];
    const n = next.get(t.host) ?? 0;
    next.set(t.host, n + 1);
    return [{ ...t, headers: { cookie: `customerUserToken=${list[n % list.length]!.token}` } }];
  });
}

// ---- the server -----------------------------------------------------------------------------------

async function startServer(extra: Record<string, string>): Promise<ChildProcess> {
  const child = await startServerProcess({ root: ROOT, stderr: 'inherit', env: { DATABASE_URL: SERVER_DB, UPLOADS_DIR, PORT: String(PORT), SEED_DEMO: '0', WRITE_RATE_LIMIT: '0', WEB_CONCURRENCY: String(WORKERS), NODE_ENV: 'production', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...extra } });
  return child;
}

const stopServer = (child: ChildProcess) => stopServerProcess(child, 8000);

// ---- load ---------------------------------------------------------------------------------------------

function call(t: Target, extra: Record<string, string> = {}): Promise<{ status: number; body: string; headers: Record<string, unknown> }> {
  return new Promise((ok, fail) => {
    const req = httpRequest({ host: '127.0.0.1', port: PORT, path: t.path, headers: { host: t.host, ...t.headers, ...extra } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => ok({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), headers: res.headers }));
    });
    req.on('error', fail);
    req.end();
  });
}

function fire(targets: Target[], length: { seconds: number } | { amount: number }, counts: Record<string, number> = {}): Promise<autocannon.Result> {
  let n = 0;
  return new Promise((ok, fail) => {
    autocannon(
      {
        url: `http://127.0.0.1:${PORT}`,
        connections: CONNECTIONS,
        ...('seconds' in length ? { duration: length.seconds } : { amount: length.amount }),
        headers: { 'accept-encoding': 'gzip' },
        requests: [
          {
            setupRequest: (req: Record<string, unknown>) => {
              const t = targets[n++ % targets.length]!;
              return { ...req, method: 'GET', path: t.path, headers: { ...(req.headers as object), host: t.host, ...t.headers } };
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

interface Row {
  phase: 'before' | 'after';
  page: string;
  who: string;
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  errors: number;
  non2xx: number;
  cpuMsPerRequest: number;
  fromMemory: string;
  load: string;
  met: boolean;
}

async function measure(phase: Row['phase'], page: string, who: string, targets: Target[], pid: number, warm: boolean, check: (r: { status: number; body: string; headers: Record<string, unknown> }, t: Target) => string | null): Promise<Row> {
  // Every request of the mix is checked first (a redirect, a 404 or a missing session would flatter the figures).
  for (const t of targets.slice(0, 20)) {
    const r = await call(t);
    const problem = r.status !== 200 ? `status ${r.status}` : check(r, t);
    if (problem) throw new Error(`${phase} ${page} ${who}: ${t.host}${t.path}: ${problem}`);
  }
  // Answers that may come from memory: each request of the mix twice per worker first (a catalog visited since it last changed).
  if (warm) await fire(targets, { amount: targets.length * WORKERS * 2 });
  await fire(targets, { seconds: 2 });
  const load = loadavg()[0]!.toFixed(2);
  const before = serverCpuSeconds(pid);
  const counts: Record<string, number> = {};
  const r = await fire(targets, { seconds: DURATION }, counts);
  const cpuMs = ((serverCpuSeconds(pid) - before) * 1000) / Math.max(1, r.requests.total);
  const answered = Object.values(counts).reduce((a, b) => a + b, 0);
  const row: Row = {
    phase,
    page,
    who,
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    requests: r.requests.total,
    errors: r.errors + r.timeouts,
    non2xx: r.non2xx,
    cpuMsPerRequest: Number(cpuMs.toFixed(2)),
    fromMemory: answered ? `${((((counts.hit ?? 0) + (counts.shared ?? 0)) / answered) * 100).toFixed(1)}%` : '—',
    load: `${load} → ${loadavg()[0]!.toFixed(2)}`,
    met: r.requests.average >= 1000 && r.latency.p99 <= 100 && r.errors + r.timeouts + r.non2xx === 0,
  };
  console.log(`  ${phase.padEnd(6)} ${page.padEnd(8)} ${who.padEnd(22)} ${String(row.rps).padStart(6)} req/s  p50 ${row.p50} ms  p99 ${row.p99} ms  cpu ${row.cpuMsPerRequest} ms/req  errors ${row.errors} non-2xx ${row.non2xx}  from memory ${row.fromMemory}  load ${row.load}`);
  return row;
}

async function main() {
  console.log(`logged-in vs guest pages on ${KIND}, ${CONNECTIONS} connections, ${DURATION} s per scenario, ${WORKERS} workers; ${cpus().length} × ${cpus()[0]?.model}; load ${loadavg().map((x) => x.toFixed(2)).join(' ')}`);
  const started = new Date().toISOString();
  const { pages, customers } = await prepare();
  const nameOf = new Map(customers.map((c) => [c.token, c.name]));
  const tokenOf = (t: Target) => /customerUserToken=([^;]+)/.exec(t.headers?.cookie ?? '')?.[1] ?? '';
  const rows: Row[] = [];
  for (const phase of ['before', 'after'] as const) {
    const server = await startServer(phase === 'before' ? { SHARED_PAGES_FOR_CUSTOMERS: '0' } : {});
    try {
      for (const [page, targets] of Object.entries(pages)) {
        rows.push(await measure(phase, page, 'guest', targets, server.pid!, true, () => null));
        const mine = asCustomers(targets, customers);
        rows.push(
          await measure(phase, page, 'logged-in', mine, server.pid!, phase === 'after', (r, t) => {
            const name = nameOf.get(tokenOf(t))!;
            // Before: the page is the customer's own (their name in the menu). After: the shared page, naming nobody.
            if (phase === 'before') return r.body.includes(name) ? null : 'the page does not name its customer (session not used?)';
            if (r.body.includes(name)) return 'a shared page names its customer';
            return r.headers['cache-control'] === 'private, no-store' ? null : `Cache-Control ${String(r.headers['cache-control'])}`;
          }),
        );
      }
      if (phase === 'after') {
        const parts = customers.map((c) => ({ host: `${c.shop}.localhost:${PORT}`, path: '/api/front/customer-part', headers: { cookie: `customerUserToken=${c.token}`, 'x-requested-with': 'haat', origin: `http://${c.shop}.localhost:${PORT}` } }));
        rows.push(
          await measure(phase, 'part API', 'logged-in (1 per view)', parts, server.pid!, false, (r, t) => {
            const name = nameOf.get(tokenOf(t))!;
            return (JSON.parse(r.body) as { customer: { name: string } | null }).customer?.name === name ? null : 'customer-part does not name its customer';
          }),
        );
      }
    } finally {
      await stopServer(server);
    }
  }
  mkdirSync('bench/.data', { recursive: true });
  const file = `bench/.data/logged-in-${KIND}.json`;
  writeFileSync(file, JSON.stringify({ started, finished: new Date().toISOString(), kind: KIND, connections: CONNECTIONS, duration: DURATION, workers: WORKERS, customers: CUSTOMERS, rows }, null, 2));
  console.log(`\n| phase | page | who | req/s | p50 ms | p99 ms | errors / non-2xx | from memory | server CPU per request | load avg (before → after) | ≥ 1000 req/s, p99 ≤ 100 ms |`);
  console.log(`|---|---|---|---|---|---|---|---|---|---|---|`);
  for (const r of rows) console.log(`| ${r.phase} | ${r.page} | ${r.who} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.errors} / ${r.non2xx} | ${r.fromMemory} | ${r.cpuMsPerRequest} ms | ${r.load} | ${r.met ? 'met' : 'missed'} |`);
  console.log(`\nwritten ${file}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

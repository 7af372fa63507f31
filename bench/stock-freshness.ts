// Stock freshness, measured on the real server (issue 21 item 8; docs/decisions/038). For each
// database and each checkout given (`--roots`: typically the code before decision 038 and the
// code now, in the same run), on a fresh database seeded with THAT checkout's own code
// (migrations, fixture), starts the server the README's way (`node scripts/start.mjs`,
// NODE_ENV=production, WEB_CONCURRENCY=2), warms a product's shared answers on both workers —
// the product page, its Quick View answer and the all-products listing — and then repeats a
// cycle of four real stock events on that product (stock 1):
//   sell      the last unit sold: add to cart, checkout summary, place order (COD)  → sold out
//   cancel    the shopper cancels that order (customer-cancel-order)                  → 1 in stock
//   set 0     staff set the stock to 0 in the console API (/api/seller/product-stock) → sold out
//   set 1     staff set it back to 1                                                  → 1 in stock
// Throughout, a poller asks every page over and over as a guest, each request on a new
// connection (the launcher's primary hands connections to the workers in turn, so each round's
// four asks per page reach both workers), and reads the stock each answer shows: the product
// page's `data-testid="stock"` text, the Quick View's `product.quantity`, the listing card's
// stock line. Per event, from the moment the write's API answer arrived:
//   fresh for every ask from — on every page, every answer asked from then on (until the next
//     event, at least SETTLE_MS later) showed the new stock: when the first answer after the
//     last stale one was asked (an upper bound: the page turned between those two asks);
//   in hand — when four such answers per page (a round's worth, both workers) had arrived: it
//     adds the answers' own latency, and the pages are asked one after the other;
//   the last stale answer — when the last answer that showed the old stock was asked.
// Prints p50/p95/max per variant, database and event kind,
// and writes bench/.data/stock-freshness-<db>.json.
//
//   npm run build                                   # in every checkout given (start.mjs builds otherwise)
//   git worktree add /tmp/h3-before 99840be && cp -a node_modules /tmp/h3-before/ && (cd /tmp/h3-before && npm run build)
//   npx tsx bench/stock-freshness.ts --db sqlite --roots before=/tmp/h3-before,after=. --cycles 10 --before-cycles 2
//   npx tsx bench/stock-freshness.ts --db postgres [--url postgres://postgres@127.0.0.1:5432/postgres] ...
//   options: --db sqlite|postgres|both  --port 4100 (the variants listen on it, + 10, + 20…, skipping
//            one whose sandbox ports, +101 and +102, are taken)
//            --cycles 10 (four events each)  --before-cycles 2 (for a variant named "before*":
//            its stale answers wait for the 60 s age limit)  --timeout-ms 75000  --poll-gap-ms 50
//            --workers 2  --seed 7
import { execFileSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { startServerProcess, stopServerProcess } from './server-process';

const here = resolve(import.meta.dirname, '..');
function opt(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 && process.argv[i + 1] !== undefined ? process.argv[i + 1]! : fallback;
}
const DBS = (opt('db', 'sqlite') === 'both' ? ['sqlite', 'postgres'] : [opt('db', 'sqlite')]) as Array<'sqlite' | 'postgres'>;
const PG_URL = opt('url', 'postgres://postgres@127.0.0.1:5432/postgres');
const ROOTS = opt('roots', `after=${here}`)
  .split(',')
  .map((pair) => {
    const [name, path] = pair.split('=');
    if (!name || !path) throw new Error('--roots name=path[,name=path]');
    return { name, root: resolve(path) };
  });
const BASE_PORT = Number(opt('port', '4100'));
const CYCLES = Number(opt('cycles', '10'));
const BEFORE_CYCLES = Number(opt('before-cycles', '2'));
const TIMEOUT_MS = Number(opt('timeout-ms', '75000'));
const POLL_GAP_MS = Number(opt('poll-gap-ms', '50'));
const WORKERS = Number(opt('workers', '2'));
const ASKS_PER_PAGE = 4;
/** After a page looked fresh, how long the poller goes on (any other answer meanwhile counts). */
const SETTLE_MS = 600;
for (const db of DBS) if (!['sqlite', 'postgres'].includes(db)) throw new Error('--db is sqlite, postgres or both');

let seed = Number(opt('seed', '7'));
const rnd = () => {
  seed = (seed * 1103515245 + 12345) & 0x7fffffff;
  return seed / 0x7fffffff;
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const load = () => loadavg().map((x) => x.toFixed(2)).join(' ');

// ---- HTTP: a new connection for every request ---------------------------------------------------

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  json: any;
}

function call(port: number, host: string, path: string, init: { body?: unknown; headers?: Record<string, string> } = {}): Promise<Answer> {
  const payload = init.body !== undefined ? JSON.stringify(init.body) : undefined;
  const headers: Record<string, string> = {
    host,
    connection: 'close',
    'accept-encoding': 'identity',
    ...(payload !== undefined ? { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(payload)) } : {}),
    ...init.headers,
  };
  return new Promise((ok, fail) => {
    const req = request({ host: '127.0.0.1', port, path, method: payload !== undefined ? 'POST' : 'GET', headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('error', fail);
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let json: any = null;
        if ((res.headers['content-type'] ?? '').includes('json')) {
          try {
            json = JSON.parse(text);
          } catch {
            json = null;
          }
        }
        ok({ status: res.statusCode ?? 0, headers: res.headers, text, json });
      });
    });
    req.setTimeout(60_000, () => req.destroy(new Error('timeout')));
    req.on('error', fail);
    req.end(payload);
  });
}

async function mustCall(port: number, host: string, what: string, path: string, init: { body?: unknown; headers?: Record<string, string> } = {}): Promise<Answer> {
  const a = await call(port, host, path, init);
  if (a.status !== 200) throw new Error(`${what}: ${a.status} ${a.text.slice(0, 300)}`);
  return a;
}

// ---- what a shared answer shows --------------------------------------------------------------------

/** The stock an answer shows, as one comparable word: 'sold-out', 'in-stock:N', or what was not understood. */
type Shown = string;

const decode = (s: string) => s.replace(/&#x27;/g, "'").replace(/&amp;/g, '&').trim();

function shownOnProductPage(html: string): Shown {
  const m = /data-testid="stock"[^>]*>([^<]*)</.exec(html);
  if (!m) return 'no stock line';
  const text = decode(m[1]!);
  if (/^sold out$/i.test(text)) return 'sold-out';
  const n = /^(\d+) item/.exec(text);
  return n ? `in-stock:${n[1]}` : `"${text}"`;
}

function shownInQuickView(json: any): Shown {
  const q = json?.product?.quantity;
  if (typeof q !== 'number') return 'no quantity';
  return q <= 0 ? 'sold-out' : `in-stock:${q}`;
}

function shownOnCard(html: string, productPath: string): Shown {
  for (const m of html.matchAll(/<article[^>]*data-product-card[^>]*>([\s\S]*?)<\/article>/g)) {
    if (!m[1]!.includes(`href="${productPath}"`)) continue;
    const text = decode(m[1]!.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' '));
    if (/\bSold out\b/.test(text)) return 'sold-out';
    const n = /\b(\d+) items?\b/.exec(text);
    return n ? `in-stock:${n[1]}` : `card "${text.slice(0, 60)}"`;
  }
  return 'no card';
}

interface Page {
  name: string;
  ask(): Promise<{ shown: Shown; cache: string }>;
}

// ---- one variant on one database -------------------------------------------------------------------

interface PollAnswer {
  page: string;
  sentAt: number;
  receivedAt: number;
  shown: Shown;
  cache: string;
}
interface EventResult {
  cycle: number;
  kind: string;
  expected: Shown;
  /**
   * Write answer arrived → every page, on both workers, answered the new stock to whatever was
   * asked from then on (ms): the ask of the first answer after the last stale one; null: not
   * fresh within the timeout.
   */
  askedMs: number | null;
  /** The same per page. */
  askedPerPage: Record<string, number | null>;
  /** Write answer arrived → the poller had four fresh answers per page in hand after the last stale one (ms; includes the answers' own latency). */
  inHandMs: number | null;
  /** Answers asked after the write's answer that showed something else than the new stock. */
  staleAnswers: number;
  /** Write answer arrived → the last of those stale answers was asked / arrived (ms; 0: none). */
  lastStaleAskedMs: number;
  lastStaleReceivedMs: number;
  answers: number;
  cache: Record<string, number>;
}

function startServer(root: string, url: string, port: number, uploads: string): Promise<ChildProcess> {
  return startServerProcess({ root, stderr: 'pipe', timeoutMs: 300_000, env: { NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', WEB_CONCURRENCY: String(WORKERS), DATABASE_URL: url, SEED_DEMO: '0', WRITE_RATE_LIMIT: '0', LOG_LEVEL: 'warn', UPLOADS_DIR: uploads } });
}

const stopServer = (child: ChildProcess) => stopServerProcess(child);

function commitOf(root: string): string {
  try {
    const head = execFileSync('git', ['-C', root, 'rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['-C', root, 'status', '--porcelain', '--untracked-files=no'], { encoding: 'utf8' }).trim();
    return dirty ? `${head}+uncommitted` : head;
  } catch {
    return 'unknown';
  }
}

/** Whether a port is free on 127.0.0.1. */
function portFree(port: number): Promise<boolean> {
  return new Promise((ok) => {
    const srv = createServer();
    srv.once('error', () => ok(false));
    srv.listen(port, '127.0.0.1', () => srv.close(() => ok(true)));
  });
}

/** The first of `from`, `from` + 10, … whose own port and its sandboxes' (+101, +102) are free. */
async function serverPort(from: number): Promise<number> {
  for (let p = from; p < from + 100; p += 10) if ((await portFree(p)) && (await portFree(p + 101)) && (await portFree(p + 102))) return p;
  throw new Error(`no free port from ${from}`);
}

async function runVariant(db: 'sqlite' | 'postgres', variant: { name: string; root: string }, port: number) {
  const cycles = variant.name.startsWith('before') ? BEFORE_CYCLES : CYCLES;
  // The checkout's own code prepares its database (its migrations, its fixture).
  const mod = async (p: string) => import(pathToFileURL(join(variant.root, p)).href);
  const { freshDatabase, seedShopFixture } = await mod('bench/shop-fixture.ts');
  const { saveStaff } = await mod('services/seller/save-staff.ts');
  const { productPath } = await mod('core/product-link.ts');
  const fresh = await freshDatabase(db, PG_URL, 'haat_stockfresh');
  const fixture = await seedShopFixture(fresh.db, { slug: 'fresh', shoppers: Math.min(cycles, 5), stock: 1, couponUses: null, recharge: 0 });
  const product = await fresh.db.selectFrom('products').select(['id', 'slug']).where('id', '=', fixture.productId).executeTakeFirstOrThrow();
  const path: string = productPath(product);
  const staffPhone = '01711111111';
  const staffPassword = 'pass-word-1';
  await saveStaff(fresh.db, fixture.shop, { phone: staffPhone, password: staffPassword, name: 'Rina', role: 'staff' }, Date.now());

  const loadBefore = load();
  const server = await startServer(variant.root, fresh.url, port, join(fresh.dir ?? '/tmp', 'uploads'));
  const host = `fresh.localhost:${port}`;
  const results: EventResult[] = [];
  const warm: Record<string, Record<string, number>> = {};
  try {
    const pages: Page[] = [
      {
        name: 'product page',
        async ask() {
          const a = await mustCall(port, host, 'product page', path);
          return { shown: shownOnProductPage(a.text), cache: String(a.headers['x-cache'] ?? 'none') };
        },
      },
      {
        name: 'Quick View',
        async ask() {
          const a = await mustCall(port, host, 'Quick View', '/api/front/reseller-shop-single-product-details-for-quick-view', { body: { pro_id: product.id } });
          return { shown: shownInQuickView(a.json), cache: String(a.headers['x-cache'] ?? 'none') };
        },
      },
      {
        name: 'listing',
        async ask() {
          const a = await mustCall(port, host, 'listing', '/all-products');
          return { shown: shownOnCard(a.text, path), cache: String(a.headers['x-cache'] ?? 'none') };
        },
      },
    ];

    // Warm: every page until both workers have built it (two misses, then hits).
    for (const page of pages) {
      const seen: Record<string, number> = {};
      for (let i = 0; i < 8; i++) {
        const { shown, cache } = await page.ask();
        if (shown !== 'in-stock:1') throw new Error(`${page.name} shows ${shown} before any event`);
        seen[cache] = (seen[cache] ?? 0) + 1;
      }
      warm[page.name] = seen;
    }

    const staff = (await mustCall(port, host, 'staff login', '/api/seller/login', { body: { phone: staffPhone, password: staffPassword } })).json.token as string;

    // The poller: rounds of ASKS_PER_PAGE asks per page, page after page, until stopped.
    const answers: PollAnswer[] = [];
    let polling = true;
    let pollError: unknown = null;
    const poller = (async () => {
      while (polling) {
        for (const page of pages) {
          await Promise.all(
            Array.from({ length: ASKS_PER_PAGE }, async () => {
              const sentAt = performance.now();
              const { shown, cache } = await page.ask();
              answers.push({ page: page.name, sentAt, receivedAt: performance.now(), shown, cache });
            }),
          );
        }
        await sleep(POLL_GAP_MS);
      }
    })().catch((err) => {
      pollError = err;
    });

    /** Waits until every page has been fresh for SETTLE_MS (or the timeout); the event's figures. */
    async function measure(cycle: number, kind: string, expected: Shown, at: number): Promise<EventResult> {
      const deadline = at + TIMEOUT_MS;
      for (;;) {
        if (pollError) throw pollError;
        const now = performance.now();
        const after = answers.filter((a) => a.sentAt >= at);
        const fresh = pages.map((p) => freshMoment(after.filter((a) => a.page === p.name), expected));
        if (fresh.every((f) => f !== null && now - f.inHand >= SETTLE_MS) || now > deadline) {
          const askedPerPage = Object.fromEntries(pages.map((p, i) => [p.name, fresh[i] ? Math.round(Math.max(0, fresh[i]!.askedFrom - at)) : null]));
          const cache: Record<string, number> = {};
          for (const a of after) cache[a.cache] = (cache[a.cache] ?? 0) + 1;
          const stale = after.filter((a) => a.shown !== expected);
          const allFresh = fresh.every((f) => f !== null);
          return {
            cycle,
            kind,
            expected,
            askedMs: allFresh ? Math.max(...(Object.values(askedPerPage) as number[])) : null,
            askedPerPage,
            inHandMs: allFresh ? Math.round(Math.max(...fresh.map((f) => f!.inHand)) - at) : null,
            staleAnswers: stale.length,
            lastStaleAskedMs: Math.round(Math.max(0, ...stale.map((a) => a.sentAt - at))),
            lastStaleReceivedMs: Math.round(Math.max(0, ...stale.map((a) => a.receivedAt - at))),
            answers: after.length,
            cache,
          };
        }
        await sleep(20);
      }
    }

    const shoppers = fixture.shoppers as Array<{ token: string; addressId: number }>;
    for (let cycle = 1; cycle <= cycles; cycle++) {
      const shopper = shoppers[(cycle - 1) % shoppers.length]!;
      const auth = { authorization: `Bearer ${shopper.token}` };
      const events: Array<{ kind: string; expected: Shown; write(): Promise<void> }> = [];
      let orderId = 0;
      events.push({
        kind: 'sell (last unit ordered)',
        expected: 'sold-out',
        async write() {
          await mustCall(port, host, 'add to cart', '/api/front/customer-add-product-to-cart', { body: { product_id: product.id, quantity: 1 }, headers: auth });
          const shipping = { shippingType: 0, shippingAddress: shopper.addressId, pickupPoint: null, coupon_code: '' };
          const s = (await mustCall(port, host, 'checkout summary', '/api/front/get-checkout-summary', { body: shipping, headers: auth })).json;
          const body = { ...shipping, selected_payment_option: 'cod', customer_cart_total: s.cart_total, finalDeliveryCharge: s.finalDeliveryCharge, coupon_discount: s.coupon_discount, recharge_paid: 0, refund_paid: 0, cashback_paid: 0 };
          const placed = await mustCall(port, host, 'place order', '/api/front/customer-place-order', { body, headers: { ...auth, 'idempotency-key': `stock-fresh-${variant.name}-${db}-${cycle}` } });
          orderId = placed.json.order.purchase_id;
        },
      });
      events.push({
        kind: 'cancel (unit given back)',
        expected: 'in-stock:1',
        async write() {
          await mustCall(port, host, 'cancel', '/api/front/customer-cancel-order', { body: { purchase_id: orderId }, headers: auth });
        },
      });
      for (const quantity of [0, 1]) {
        events.push({
          kind: `console set ${quantity}`,
          expected: quantity === 0 ? 'sold-out' : 'in-stock:1',
          async write() {
            await mustCall(port, host, 'console stock', '/api/seller/product-stock', { body: { product_id: product.id, quantity }, headers: { authorization: `Bearer ${staff}` } });
          },
        });
      }
      for (const event of events) {
        // A random pause, so the writes land anywhere in the answers' check cycle.
        await sleep(Math.round(rnd() * 1000));
        await event.write();
        const at = performance.now();
        const result = await measure(cycle, event.kind, event.expected, at);
        results.push(result);
        console.log(
          `  ${variant.name} ${db} cycle ${cycle} ${event.kind.padEnd(26)} ${result.askedMs === null ? `not fresh in ${TIMEOUT_MS} ms` : `fresh for asks from ${result.askedMs} ms, in hand ${result.inHandMs} ms`}  (${Object.entries(result.askedPerPage)
            .map(([p, ms]) => `${p} ${ms ?? '—'}`)
            .join(', ')}; ${result.staleAnswers}/${result.answers} answers stale, the last asked at ${result.lastStaleAskedMs} ms; load ${load()})`,
        );
        // Drop what this event's figures no longer need.
        answers.splice(0, answers.length);
      }
    }
    polling = false;
    await poller;
  } finally {
    await stopServer(server);
    await fresh.drop();
  }
  return { variant: variant.name, root: variant.root, commit: commitOf(variant.root), db, cycles, warm, results, load: [loadBefore, load()] };
}

/**
 * When a page became fresh for good, from the answers asked after the last one that showed
 * anything but `expected`: `askedFrom`, when the first of them was asked (every ask from then on
 * got the new stock); `inHand`, when the first ASKS_PER_PAGE of them (a round's worth, both
 * workers) had all arrived. Null while there are not that many yet.
 */
function freshMoment(pageAnswers: PollAnswer[], expected: Shown): { askedFrom: number; inHand: number } | null {
  const sorted = [...pageAnswers].sort((a, b) => a.sentAt - b.sentAt);
  let lastStale = -1;
  sorted.forEach((a, i) => {
    if (a.shown !== expected) lastStale = i;
  });
  const rest = sorted.slice(lastStale + 1);
  if (rest.length < ASKS_PER_PAGE) return null;
  return { askedFrom: rest[0]!.sentAt, inHand: Math.max(...rest.slice(0, ASKS_PER_PAGE).map((a) => a.receivedAt)) };
}

/** Nearest-rank percentile of values in ms; a not-fresh event (null) counts as the longest. */
function percentile(values: Array<number | null>, p: number): string {
  if (values.length === 0) return '';
  const sorted = [...values].sort((a, b) => (a ?? Infinity) - (b ?? Infinity));
  const v = sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)];
  return v === null || v === undefined ? `> ${TIMEOUT_MS}` : String(v);
}

async function main() {
  const started = new Date();
  console.log(`stock freshness: ${DBS.join(', ')}; ${ROOTS.map((r) => `${r.name}=${r.root} (${commitOf(r.root)})`).join(', ')}; ${WORKERS} workers; ${cpus().length} × ${cpus()[0]?.model}; load ${load()}`);
  for (const db of DBS) {
    const loadAtStart = load();
    const runs = [];
    let port = BASE_PORT;
    for (const variant of ROOTS) {
      port = await serverPort(port);
      runs.push(await runVariant(db, variant, port));
      port += 10;
    }
    const loadAtEnd = load();
    console.log(`\n${db}: load average ${loadAtStart} → ${loadAtEnd}`);
    console.log('| variant (commit) | event | events | fresh for every ask from: p50 / p95 / max ms | over 1 s | fresh answers in hand: p50 / p95 / max ms | over 1 s | last stale answer asked at: max ms | stale answers seen |');
    console.log('|---|---|---|---|---|---|---|---|---|');
    for (const run of runs) {
      const kinds = [...new Set(run.results.map((r) => r.kind)), 'all events'];
      for (const kind of kinds) {
        const rs = kind === 'all events' ? run.results : run.results.filter((r) => r.kind === kind);
        const asked = rs.map((r) => r.askedMs);
        const inHand = rs.map((r) => r.inHandMs);
        const three = (v: Array<number | null>) => [50, 95, 100].map((p) => percentile(v, p)).join(' / ');
        const over = (v: Array<number | null>) => v.filter((x) => x === null || x > 1000).length;
        console.log(
          `| ${run.variant} (${run.commit}) | ${kind} | ${rs.length} | ${three(asked)} | ${over(asked)} | ${three(inHand)} | ${over(inHand)} | ${percentile(
            rs.map((r) => r.lastStaleAskedMs),
            100,
          )} | ${rs.reduce((n, r) => n + r.staleAnswers, 0)} / ${rs.reduce((n, r) => n + r.answers, 0)} |`,
        );
      }
    }
    console.log('\nfresh for every ask from, per page, all events (p50 / p95 / max ms):');
    for (const run of runs) {
      const names = Object.keys(run.results[0]?.askedPerPage ?? {});
      console.log(`  ${run.variant}: ${names.map((n) => `${n} ${[50, 95, 100].map((p) => percentile(run.results.map((r) => r.askedPerPage[n] ?? null), p)).join(' / ')}`).join('; ')}`);
      console.log(`  ${run.variant} warm-up X-Cache: ${Object.entries(run.warm).map(([p, c]) => `${p} ${JSON.stringify(c)}`).join('; ')}`);
    }
    mkdirSync(join(here, 'bench/.data'), { recursive: true });
    const file = join(here, `bench/.data/stock-freshness-${db}.json`);
    writeFileSync(file, JSON.stringify({ started: started.toISOString(), db, workers: WORKERS, cpus: cpus().length, load: [loadAtStart, loadAtEnd], runs }, null, 2));
    console.log(`written ${file}`);
  }
  process.exit(0);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

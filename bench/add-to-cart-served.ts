// Add to cart and the checkout summary under load (issue 27 item 2: ≥ 1,000/s at p99 ≤ 50 ms,
// 50 connections, logged in, 2 workers, SQLite) against a server started the README's way
// (`node scripts/start.mjs`, its workers, its log into a file: bench/served-server.ts), this
// process as the load generator (autocannon). For each checkout in `--roots` (name=path, its
// build served; "before" a worktree of the base commit), `--rounds` times, alternating: a fresh
// database with the test catalog (the plain product with stock and no per-order limit, so every
// add succeeds), `--customers` customers each with a session and an address (made beforehand,
// in the database), then
//   1. add to cart: `--seconds` of `POST /api/front/customer-add-product-to-cart`
//      { product_id, quantity: 1 } (spec §7), round-robin over the customers, bearer tokens;
//   2. checkout summary: `--seconds` of `POST /api/front/get-checkout-summary`
//      { shippingType: 0, shippingAddress, pickupPoint: null, coupon_code: '' } for the same
//      customers (each now has a line in the cart).
// A 2 s warm-up precedes each. Reported per scenario: req/s, p50/p99 ms, the statuses, and the
// server's CPU (user + system of the primary and its workers, /proc) per request — the figure a
// shared machine disturbs least.
//
//   npx tsx bench/add-to-cart-served.ts [--roots before=/tmp/h-b-before,after=.] [--rounds 2]
//     [--customers 2000] [--seconds 15] [--connections 50] [--workers 2] [--db sqlite|postgres]
//     [--port 4210] [--profile DIR]
// --profile: each worker writes a CPU profile of each timed load into DIR (bench/cpu-profile-preload.mjs,
// started and stopped by SIGUSR2; read them with `node bench/cpu-profile-top.mjs FILE`).
//
// The server gets payment provider keys pointing at a closed port so the payment sandboxes are
// not started (they would listen on PORT + 101 and + 102); neither call reaches a provider.
import { randomBytes } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { mkdirSync, readFileSync, renameSync } from 'node:fs';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { runWrite } from '../db/run-write';
import { findShopBySlug } from '../db/shop.repository';
import { insertTestCatalog } from '../db/test-catalog';
import { sha256Hex } from '../services/accounts/operations/secret';
import { freshDb, serverCpuSeconds, startServedServer, statementsRun } from './served-server';

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1]! : fallback;
}
const kind = arg('db', 'sqlite');
const ROOTS = arg('roots', 'now=.')
  .split(',')
  .map((pair) => {
    const [name, path] = pair.split('=');
    return { name: name!, root: resolve(path ?? '.') };
  });
const ROUNDS = Number(arg('rounds', '1'));
const CUSTOMERS = Number(arg('customers', '2000'));
const SECONDS = Number(arg('seconds', '15'));
const CONNECTIONS = Number(arg('connections', '50'));
const WORKERS = arg('workers', '2');
const BASE_PORT = Number(arg('port', '4210'));
const PROFILE = arg('profile', '') && resolve(arg('profile', ''));
const HOST = 'bench.localhost';
const ADD_PATH = '/api/front/customer-add-product-to-cart';
const SUMMARY_PATH = '/api/front/get-checkout-summary';

// Keys for a provider nobody calls here: the launcher starts no sandbox (its ports would fall outside ours).
const NO_SANDBOXES = {
  BKASH_BASE_URL: 'http://127.0.0.1:4299',
  BKASH_APP_KEY: 'bench',
  BKASH_APP_SECRET: 'bench',
  BKASH_USERNAME: 'bench',
  BKASH_PASSWORD: 'bench',
  STRIPE_API_BASE: 'http://127.0.0.1:4299',
  STRIPE_SECRET_KEY: 'sk_test_bench',
  STRIPE_WEBHOOK_SECRET: 'whsec_bench',
};

interface Shopper {
  token: string;
  addressId: number;
}

interface ScenarioResult {
  requests: number;
  perSecond: number;
  p50: number;
  p99: number;
  statuses: Record<string, number>;
  errors: number;
  serverCpuMsPerRequest: number;
  statementsPerRequest: number;
  /** CPU this process (autocannon) used per second of the load: what the server could not have. */
  loadGeneratorCores: number;
}

async function prepare(): Promise<{ url: string; done(): Promise<void>; productId: number; shoppers: Shopper[]; db: Awaited<ReturnType<typeof freshDb>>['db'] }> {
  const { db, url, done } = await freshDb(kind, arg('url', 'postgres://postgres@127.0.0.1:5432/postgres'), 'haat-cart-served');
  const cat = await insertTestCatalog(db, 'bench');
  const shop = (await findShopBySlug(db, 'bench'))!;
  await db.updateTable('products').set({ quantity: 1_000_000, stock_received: 1_000_000, max_item_in_order: 0 }).where('id', '=', cat.plainProductId).execute();
  const now = new Date();
  const stamp = now.toISOString();
  const expires = new Date(now.getTime() + 86_400_000).toISOString();
  const shoppers: Shopper[] = [];
  for (let start = 0; start < CUSTOMERS; start += 250) {
    await runWrite(db, async (trx) => {
      for (let i = start; i < Math.min(CUSTOMERS, start + 250); i++) {
        const phone = `+88017${String(40000000 + i).padStart(8, '0')}`;
        const { id } = await trx.insertInto('customers').values({ shop_id: shop.id, phone, name: `Bench ${i}`, email: null, avatar: null, password_hash: 'x', created_at: stamp, updated_at: stamp }).returning('id').executeTakeFirstOrThrow();
        const token = randomBytes(32).toString('base64url');
        await trx.insertInto('customer_sessions').values({ shop_id: shop.id, customer_id: id, token_hash: sha256Hex(token), previous_token_hash: null, previous_valid_until: null, login_at: stamp, rotated_at: stamp, expires_at: expires, revoked_at: null }).execute();
        const address = await trx
          .insertInto('customer_addresses')
          .values({ shop_id: shop.id, customer_id: id, name: `Bench ${i}`, phone, district: i % 2 ? 'Dhaka' : 'Khulna', area: 'Area', address: 'House', note: null, is_default: 1, created_at: stamp, updated_at: stamp })
          .returning('id')
          .executeTakeFirstOrThrow();
        shoppers.push({ token, addressId: address.id });
      }
    });
  }
  return { db, url, done, productId: cat.plainProductId, shoppers };
}

function load(port: number, seconds: number, shoppers: Shopper[], path: string, body: (s: Shopper) => string, statuses: Record<string, number>): Promise<autocannon.Result> {
  let next = 0;
  return new Promise((ok, fail) => {
    autocannon(
      {
        url: `http://127.0.0.1:${port}`,
        connections: CONNECTIONS,
        duration: seconds,
        requests: [
          {
            setupRequest: (req: Record<string, unknown>) => {
              const s = shoppers[next++ % shoppers.length]!;
              return { ...req, method: 'POST', path, body: body(s), headers: { host: HOST, 'content-type': 'application/json', authorization: `Bearer ${s.token}` } };
            },
            onResponse: (status: number, resBody: string) => {
              let key = String(status);
              if (status !== 200) {
                try {
                  key += ` ${JSON.parse(resBody)?.code ?? ''}`;
                } catch {
                  /* not JSON */
                }
              }
              statuses[key] = (statuses[key] ?? 0) + 1;
            },
          },
        ],
      },
      (err, res) => (err ? fail(err) : ok(res)),
    );
  });
}

/** The server's worker processes (the primary's children). */
function workerPids(primary: number): number[] {
  return readFileSync(`/proc/${primary}/task/${primary}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
}

/** --profile: SIGUSR2 to every worker (the preload starts, or stops and writes, its profile). */
function toggleProfiles(primary: number): void {
  if (PROFILE) for (const pid of workerPids(primary)) process.kill(pid, 'SIGUSR2');
}

async function scenario(server: { port: number; pid: number }, shoppers: Shopper[], path: string, body: (s: Shopper) => string, label: string): Promise<ScenarioResult> {
  await load(server.port, 2, shoppers, path, body, {});
  const statuses: Record<string, number> = {};
  const cpu0 = serverCpuSeconds(server.pid);
  const statements0 = await statementsRun(server.port);
  const own0 = process.cpuUsage();
  const started = performance.now();
  toggleProfiles(server.pid);
  const result = await load(server.port, SECONDS, shoppers, path, body, statuses);
  toggleProfiles(server.pid);
  const cpu = serverCpuSeconds(server.pid) - cpu0;
  const own = process.cpuUsage(own0);
  const loadGeneratorCores = (own.user + own.system) / 1000 / (performance.now() - started);
  if (PROFILE) {
    await new Promise((r) => setTimeout(r, 1000));
    for (const pid of workerPids(server.pid)) {
      try {
        renameSync(join(PROFILE, `${pid}.cpuprofile`), join(PROFILE, `${label}-${pid}.cpuprofile`));
      } catch {
        /* not written */
      }
    }
  }
  const total = Math.max(1, result.requests.total);
  const statements = (await statementsRun(server.port)) - statements0 - 1;
  return {
    requests: result.requests.total,
    perSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    statuses,
    errors: result.errors + result.timeouts,
    serverCpuMsPerRequest: Number(((cpu * 1000) / total).toFixed(3)),
    statementsPerRequest: Number((statements / total).toFixed(2)),
    loadGeneratorCores: Number(loadGeneratorCores.toFixed(2)),
  };
}

async function runOnce(name: string, root: string, port: number) {
  const { db, url, done, productId, shoppers } = await prepare();
  const env: Record<string, string> = { ...NO_SANDBOXES, HOST: '127.0.0.1' };
  if (PROFILE) {
    mkdirSync(PROFILE, { recursive: true });
    Object.assign(env, { NODE_OPTIONS: `--import=${resolve(import.meta.dirname, 'cpu-profile-preload.mjs')}`, CPU_PROFILE_DIR: resolve(PROFILE) });
  }
  const server = await startServedServer(url, WORKERS, { root, port, env });
  const load0 = loadavg().map((l) => Number(l.toFixed(2)));
  try {
    const addBody = JSON.stringify({ product_id: productId, quantity: 1 });
    const add = await scenario(server, shoppers, ADD_PATH, () => addBody, `${name}-add`);
    const summaryBodies = new Map(shoppers.map((s) => [s, JSON.stringify({ shippingType: 0, shippingAddress: s.addressId, pickupPoint: null, coupon_code: '' })]));
    const summary = await scenario(server, shoppers, SUMMARY_PATH, (s) => summaryBodies.get(s)!, `${name}-summary`);
    const lines = await db.selectFrom('cart_items').select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.sum<number>('quantity').as('q')]).executeTakeFirstOrThrow();
    return { checkout: name, root, loadAverageAtStart: load0, loadAverageAtEnd: loadavg().map((l) => Number(l.toFixed(2))), addToCart: add, checkoutSummary: summary, cartLines: Number(lines.n), unitsInCarts: Number(lines.q) };
  } finally {
    await server.stop();
    await done();
  }
}

async function main() {
  const runs = [];
  console.error(`add to cart / checkout summary: ${CONNECTIONS} connections, ${WORKERS} workers, ${kind}, ${CUSTOMERS} customers, ${SECONDS} s each; ${cpus().length} × ${cpus()[0]?.model}; load ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  for (let round = 0; round < ROUNDS; round++) {
    for (const [i, { name, root }] of ROOTS.entries()) {
      const r = await runOnce(name, root, BASE_PORT + i);
      runs.push({ round: round + 1, ...r });
      const a = r.addToCart;
      const s = r.checkoutSummary;
      console.error(
        `round ${round + 1} ${name}: add ${a.perSecond}/s p50 ${a.p50} p99 ${a.p99} ms ${a.serverCpuMsPerRequest} ms CPU ${a.statementsPerRequest} stmts ${JSON.stringify(a.statuses)} loadgen ${a.loadGeneratorCores} cores | summary ${s.perSecond}/s p50 ${s.p50} p99 ${s.p99} ms ${s.serverCpuMsPerRequest} ms CPU ${s.statementsPerRequest} stmts ${JSON.stringify(s.statuses)} loadgen ${s.loadGeneratorCores} cores | load ${r.loadAverageAtStart[0]}→${r.loadAverageAtEnd[0]}`,
      );
    }
  }
  console.log(JSON.stringify({ db: kind, machine: { cpus: cpus().length, model: cpus()[0]?.model, node: process.version }, workers: WORKERS, connections: CONNECTIONS, customers: CUSTOMERS, seconds: SECONDS, runs }, null, 2));
  console.log('| round | checkout | call | req/s | p50 / p99 ms | server CPU ms/req | statements/req | load generator cores | statuses | load at start |');
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  for (const r of runs) {
    for (const [call, x] of [['add to cart', r.addToCart], ['checkout summary', r.checkoutSummary]] as const) {
      console.log(`| ${r.round} | ${r.checkout} | ${call} | ${x.perSecond} | ${x.p50} / ${x.p99} | ${x.serverCpuMsPerRequest} | ${x.statementsPerRequest} | ${x.loadGeneratorCores} | ${Object.entries(x.statuses).map(([k, v]) => `${v} × ${k}`).join(', ')}${x.errors ? `, ${x.errors} errors` : ''} | ${r.loadAverageAtStart[0]} |`);
    }
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

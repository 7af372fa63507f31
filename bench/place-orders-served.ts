// Orders placed per second against a server started the README's way (issue 11 item 9):
// `node scripts/start.mjs` (one worker per core unless --workers) in its own processes, and
// this process as the load generator — so the figures are the server's, not a shared event
// loop's. Before the server starts, this script prepares a fresh database (a SQLite file or a
// throwaway PostgreSQL database): the test catalog, `--orders` shoppers each with a session, an
// address and one cart line of the hot product (the add to cart and the review happened before
// the rush), and stock for 80 % of them. Then `--connections` (default 50) concurrent
// connections place the orders through `POST /api/front/customer-place-order` (with the figures
// each shopper saw and an Idempotency-Key) until every shopper has tried once. Reported: orders
// per second (placed ÷ wall time), p50/p99 of the call, the statuses — and the proof of zero
// oversell from the database: units sold = stock taken, final stock ≥ 0, one order per 200 —
// and `npm run money:check` on that database once the server has stopped. On PostgreSQL also
// the CPU PostgreSQL itself used per attempt during the rush (its processes' /proc times: the
// whole cluster, and the benchmark database's backends alone), the round trips, the lock waits.
// The load generator's own CPU (process.cpuUsage) is reported beside the server's.
//
//   npx tsx bench/place-orders-served.ts --db sqlite   [--orders 3000] [--connections 50] [--workers 2]
//   npx tsx bench/place-orders-served.ts --db postgres [--url postgres://postgres@127.0.0.1:5432/postgres] [--port 4100]
//        [--root DIR]        the checkout whose built server runs (a worktree of another commit, for "before")
//        [--profile DIR]     each worker writes a CPU profile of the rush into DIR (bench/cpu-profile-preload.mjs)
//        [--sample-ms 50]    how often pg_stat_activity is sampled for the lock waits (0: never)
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, renameSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { Agent, request } from 'node:http';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { runWrite } from '../db/run-write';
import { findShopBySlug } from '../db/shop.repository';
import { insertTestCatalog } from '../db/test-catalog';
import { sha256Hex } from '../services/accounts/operations/secret';
import pg from 'pg';
import { processEnv } from '../server/env';
import { backendsCpuSeconds, freshDb, postgresClusterCpuSeconds, roundTripsRun, serverCpuSeconds, startServedServer, statementsRun } from './served-server';

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1]! : fallback;
}
const kind = arg('db', 'sqlite');
const ORDERS = Number(arg('orders', '3000'));
const STOCK = Math.floor(ORDERS * 0.8);
const CONNECTIONS = Number(arg('connections', '50'));
const WORKERS = arg('workers', '');
const HOST = 'bench.localhost';
const ROOT = arg('root', '');
const PROFILE = arg('profile', '');
const SAMPLE_MS = Number(arg('sample-ms', '50'));

/** The server's worker processes (the primary's children). */
function workerPids(primary: number): number[] {
  return readFileSync(`/proc/${primary}/task/${primary}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
}
/** --profile: SIGUSR2 to every worker (the preload starts, or stops and writes, its profile). */
function toggleProfiles(primary: number): void {
  if (PROFILE) for (const pid of workerPids(primary)) process.kill(pid, 'SIGUSR2');
}

const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
function post(port: number, path: string, token: string, body: unknown, headers: Record<string, string> = {}): Promise<{ status: number; body: any }> {
  const data = JSON.stringify(body);
  return new Promise((ok, fail) => {
    const req = request(
      { host: '127.0.0.1', port, path, method: 'POST', agent, headers: { host: HOST, 'content-type': 'application/json', 'content-length': Buffer.byteLength(data), authorization: `Bearer ${token}`, ...headers } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => ok({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString() || 'null') }));
      },
    );
    req.on('error', fail);
    req.end(data);
  });
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function main() {
  const { db, url, done } = await freshDb(kind, arg('url', 'postgres://postgres@127.0.0.1:5432/postgres'), 'haat-served');
  const cat = await insertTestCatalog(db, 'bench');
  const shop = (await findShopBySlug(db, 'bench'))!;
  // The stock the shop received is what it holds (nothing sold yet), as money:check reconciles it.
  await db.updateTable('products').set({ quantity: STOCK, stock_received: STOCK, max_item_in_order: 0 }).where('id', '=', cat.plainProductId).execute();
  const product = await db.selectFrom('products').selectAll().where('id', '=', cat.plainProductId).executeTakeFirstOrThrow();
  const now = new Date();
  const stamp = now.toISOString();
  const expires = new Date(now.getTime() + 86_400_000).toISOString();
  const shoppers: Array<{ token: string; addressId: number }> = [];
  for (let start = 0; start < ORDERS; start += 250) {
    await runWrite(db, async (trx) => {
      for (let i = start; i < Math.min(ORDERS, start + 250); i++) {
        const phone = `+88017${String(20000000 + i).padStart(8, '0')}`;
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

  const env: Record<string, string> = {};
  if (PROFILE) {
    mkdirSync(PROFILE, { recursive: true });
    Object.assign(env, { NODE_OPTIONS: `--import=${resolve(import.meta.dirname, 'cpu-profile-preload.mjs')}`, CPU_PROFILE_DIR: resolve(PROFILE) });
  }
  const server = await startServedServer(url, WORKERS, { port: arg('port', '') ? Number(arg('port', '')) : undefined, ...(ROOT ? { root: resolve(ROOT) } : {}), env });
  const port = server.port;

  // Each shopper's cart line and the figures they reviewed (through the calls, before the rush).
  let prepared = 0;
  const reviewed: Array<{ cart_total: number; finalDeliveryCharge: number; coupon_discount: number }> = [];
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (prepared < shoppers.length) {
        const i = prepared++;
        const s = shoppers[i]!;
        await post(port, '/api/front/customer-add-product-to-cart', s.token, { product_id: product.id, quantity: 1 });
        reviewed[i] = (await post(port, '/api/front/get-checkout-summary', s.token, { shippingType: 0, shippingAddress: s.addressId, pickupPoint: null, coupon_code: '' })).body;
      }
    }),
  );

  const ms: number[] = [];
  const statuses: Record<string, number> = {};
  let next = 0;
  const load0 = loadavg()[0]!;
  // PostgreSQL: how many of the server's connections wait on a lock, sampled every SAMPLE_MS
  // during the rush, and how many sit "idle in transaction" (a holder between two of its
  // statements) — on a connection of its own, whose backend's CPU is reported apart (its cost).
  const sampler = kind === 'postgres' ? new pg.Client({ connectionString: url }) : null;
  let samplerPid = 0;
  if (sampler) {
    await sampler.connect();
    samplerPid = (await sampler.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid;
  }
  const backendPids = async () => (sampler ? (await sampler.query<{ pid: number }>('select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()')).rows.map((r) => r.pid) : []);
  const backends0 = backendsCpuSeconds(await backendPids());
  const samplerCpu0 = backendsCpuSeconds([samplerPid]).get(samplerPid) ?? 0;
  const lockSamples: Array<{ waiting: number; idleInTransaction: number }> = [];
  let sampling = kind === 'postgres' && SAMPLE_MS > 0;
  const sampleLocks = (async () => {
    while (sampling) {
      const row = await sampler!.query<{ waiting: number; idle: number }>(
        "select count(*) filter (where wait_event_type = 'Lock')::int as waiting, count(*) filter (where state = 'idle in transaction')::int as idle from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()",
      );
      lockSamples.push({ waiting: row.rows[0]!.waiting, idleInTransaction: row.rows[0]!.idle });
      await new Promise((r) => setTimeout(r, SAMPLE_MS));
    }
  })();
  const statements0 = await statementsRun(port);
  const roundTrips0 = await roundTripsRun(port);
  const cpu0 = serverCpuSeconds(server.pid);
  const pgCpu0 = postgresClusterCpuSeconds();
  const own0 = process.cpuUsage();
  toggleProfiles(server.pid);
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (next < shoppers.length) {
        const i = next++;
        const s = shoppers[i]!;
        const seen = reviewed[i]!;
        const t0 = performance.now();
        const res = await post(
          port,
          '/api/front/customer-place-order',
          s.token,
          { shippingType: 0, shippingAddress: s.addressId, pickupPoint: null, coupon_code: '', selected_payment_option: 'cod', customer_cart_total: seen.cart_total, finalDeliveryCharge: seen.finalDeliveryCharge, coupon_discount: seen.coupon_discount },
          { 'idempotency-key': `bench-${i}` },
        );
        ms.push(performance.now() - t0);
        const key = res.status === 200 ? '200' : `${res.status} ${res.body?.code ?? ''}`;
        statuses[key] = (statuses[key] ?? 0) + 1;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  toggleProfiles(server.pid);
  const own = process.cpuUsage(own0);
  const cpu1 = serverCpuSeconds(server.pid);
  const pgCpu1 = postgresClusterCpuSeconds();
  sampling = false;
  await sampleLocks;
  const samplerCpu = (backendsCpuSeconds([samplerPid]).get(samplerPid) ?? 0) - samplerCpu0;
  // The benchmark database's backends (the server's pool, the sampler's left out): one that
  // connected during the rush counts from 0, one that ended during it is lost (none does: the
  // pool keeps them while busy).
  let backendsCpu = 0;
  for (const [pid, s] of backendsCpuSeconds(await backendPids())) backendsCpu += s - (backends0.get(pid) ?? 0);
  await sampler?.end();
  if (PROFILE) {
    await new Promise((r) => setTimeout(r, 1000));
    for (const pid of workerPids(server.pid)) {
      try {
        renameSync(join(PROFILE, `${pid}.cpuprofile`), join(PROFILE, `orders-${pid}.cpuprofile`));
      } catch {
        /* not written */
      }
    }
  }
  const statementsPerAttempt = ((await statementsRun(port)) - statements0) / shoppers.length;
  const roundTrips1 = await roundTripsRun(port);
  // Before decision 073 every PostgreSQL statement was its own round trip (the server did not count them).
  const roundTripsPerAttempt = roundTrips0 === null || roundTrips1 === null ? statementsPerAttempt : (roundTrips1 - roundTrips0) / shoppers.length;
  const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);
  const cpuMsPerAttempt = ((cpu1 - cpu0) * 1000) / shoppers.length;
  const perAttemptMs = (secondsOfCpu: number) => Number(((secondsOfCpu * 1000) / shoppers.length).toFixed(2));
  // The "order placed" SMS of each order is a background job: how many were still waiting when
  // the last order was answered, and how long the runner took to catch up after it.
  const jobsLeft = async () => Number((await db.selectFrom('jobs').select((eb) => eb.fn.countAll<number>().as('n')).where('state', 'in', ['queued', 'running']).executeTakeFirstOrThrow()).n);
  const jobsWaitingAtEnd = await jobsLeft();
  const drainStarted = performance.now();
  while ((await jobsLeft()) > 0 && performance.now() - drainStarted < 120_000) await new Promise((r) => setTimeout(r, 100));
  const jobsDrainedAfterMs = Math.round(performance.now() - drainStarted);
  await server.stop();
  agent.destroy();

  const finalStock = (await db.selectFrom('products').select('quantity').where('id', '=', product.id).executeTakeFirstOrThrow()).quantity;
  const orders = Number((await db.selectFrom('orders').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  const unitsSold = Number((await db.selectFrom('order_lines').select((eb) => eb.fn.sum<number>('quantity').as('n')).executeTakeFirstOrThrow()).n ?? 0);
  const placed = statuses['200'] ?? 0;
  ms.sort((a, b) => a - b);
  const report = {
    db: kind,
    machine: { cpus: cpus().length, model: cpus()[0]?.model, node: process.version, loadAverageAtStart: Number(load0.toFixed(2)) },
    workers: WORKERS || 'one per core',
    connections: CONNECTIONS,
    attempts: shoppers.length,
    initialStock: STOCK,
    statuses,
    seconds: Number(seconds.toFixed(2)),
    ordersPerSecond: Number((placed / seconds).toFixed(1)),
    placeOrderMs: { p50: Number(pct(ms, 50).toFixed(1)), p99: Number(pct(ms, 99).toFixed(1)) },
    // CPU (user + system) of every server process per attempt, SMS jobs run during the rush included.
    serverCpuMsPerAttempt: Number(cpuMsPerAttempt.toFixed(2)),
    // This process's own CPU (the load generator: HTTP clients, JSON) per attempt, and its share of one core.
    loadGeneratorCpuMsPerAttempt: perAttemptMs((own.user + own.system) / 1e6),
    loadGeneratorCores: Number(((own.user + own.system) / 1e6 / seconds).toFixed(2)),
    // Every statement the server ran during the rush (its /metrics), per attempt: the order's own and its SMS jobs'.
    statementsPerAttempt: Number(statementsPerAttempt.toFixed(1)),
    ...(kind === 'postgres'
      ? {
          // The round trips to PostgreSQL those statements took (a BEGIN or COMMIT sent with a statement is none of its own; db/postgres-round-trips.ts).
          roundTripsPerAttempt: Number(roundTripsPerAttempt.toFixed(1)),
          connectionsWaitingOnALock: { mean: Number(mean(lockSamples.map((s) => s.waiting)).toFixed(1)), max: Math.max(0, ...lockSamples.map((s) => s.waiting)), samples: lockSamples.length },
          connectionsIdleInTransaction: { mean: Number(mean(lockSamples.map((s) => s.idleInTransaction)).toFixed(1)) },
          // PostgreSQL's own CPU (user + system, /proc) during the rush, per attempt: the whole
          // cluster on this machine (every database, other sessions' included, the sampler's
          // backend, the WAL writer…), and the benchmark database's backends alone (the server's
          // connections); the sampler's backend apart (the cost of sampling every SAMPLE_MS).
          postgresCpuMsPerAttempt: { cluster: perAttemptMs(pgCpu1 - pgCpu0), benchDatabaseBackends: perAttemptMs(backendsCpu), sampler: perAttemptMs(samplerCpu), sampleEveryMs: SAMPLE_MS },
        }
      : {}),
    smsJobs: { waitingWhenTheLastOrderWasAnswered: jobsWaitingAtEnd, allSentAfterMs: jobsDrainedAfterMs },
    proof: { ordersInDb: orders, unitsSold, finalStock, zeroOversell: finalStock >= 0 && unitsSold === STOCK - finalStock && orders === placed },
  };
  // `npm run money:check` on the benchmark's database (every order against its settlement, the
  // balances against their ledgers, stock conservation), after the server stopped.
  const root = resolve(import.meta.dirname, '..');
  const check = spawnSync(process.execPath, [join(root, 'node_modules/tsx/dist/cli.mjs'), join(root, 'scripts/money-check.ts')], { cwd: root, env: processEnv({ DATABASE_URL: url }), encoding: 'utf8' });
  const moneyCheck = { ok: check.status === 0, output: `${check.stdout ?? ''}${check.stderr ?? ''}`.trim().split('\n').slice(-3).join(' / ') };
  console.log(JSON.stringify({ ...report, moneyCheck }, null, 2));
  await done();
  if (!report.proof.zeroOversell || !moneyCheck.ok) process.exitCode = 1;
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

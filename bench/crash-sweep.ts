// Crash safety, proven (issue 15 item 3). Starts the real server (`node scripts/start.mjs`,
// one worker) on a fresh database with one shop, a product, a coupon and shoppers who hold a
// recharge balance; the shoppers place orders over HTTP that take stock, use the coupon (until
// it is used up) and pay part with the balance, each with an Idempotency-Key. Meanwhile the
// worker process is killed with SIGKILL at random moments (`--kills`, default 200): once the
// new worker has answered an order, a random 0–`--max-gap` ms later (default 2500). The launcher's primary forks a
// replacement; every call whose answer was lost is asked again, the order with the same key and
// body, until it gets a real answer. Afterwards the database is checked
// (bench/order-invariants.ts): every order exists once or not at all, stock + units sold = the
// starting stock, coupon uses = orders with the coupon, every ledger sums to its balance;
// and it ends with `npm run money:check` (services/orders/money-check.ts) on that database:
// every order against its settlement, the ledgers, stock now + sold − given back = received.
//
//   npx tsx bench/crash-sweep.ts --db sqlite   [--kills 200] [--shoppers 12]
//   npx tsx bench/crash-sweep.ts --db postgres [--url postgres://postgres@127.0.0.1:5432/postgres]
//
// Prints the figures as JSON and exits 1 when an invariant does not hold or money:check finds a
// difference (its lines are in `moneyCheck`). Needs the build
// (`npm run build`, or any `npm start`/`npm test` made one).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createServer } from 'node:net';
import { processEnv } from '../server/env';
import { checkMoney } from '../services/orders/money-check';
import { checkOrderInvariants } from './order-invariants';
import { freshDatabase, seedShopFixture } from './shop-fixture';
import { call, newRetryStats, placeOrderThroughCrashes, type OrderResult, type ShopperTarget } from './shopper-client';

const root = resolve(import.meta.dirname, '..');

export interface CrashSweepOptions {
  db: 'sqlite' | 'postgres';
  pgUrl?: string;
  kills: number;
  shoppers: number;
  verbose?: boolean;
  /** Longest wait (ms) after the worker answers before it is killed. */
  maxGapMs: number;
  log?: (line: string) => void;
}

export interface CrashSweepResult {
  db: string;
  kills: number;
  shoppers: number;
  orderAttempts: number;
  ordersPlaced: number;
  refusals: Record<string, number>;
  retries: number;
  retryReasons: Record<string, number>;
  serverErrors: number;
  serverErrorSamples: string[];
  workerRestarts: number;
  /** Orders whose customer-place-order was sent more than once (an answer was lost at least once). */
  ordersAskedAgain: number;
  /** …of which the order had been committed before the call that got the answer: the key's stored answer replayed. */
  ordersReplayed: number;
  seconds: number;
  invariants: Awaited<ReturnType<typeof checkOrderInvariants>>;
  /** `npm run money:check`'s lines after the sweep (`shop: subject: problem`); empty when every shop reconciles. */
  moneyCheck: string[];
}

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

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The pids of a process's children (Linux /proc): the launcher's workers. */
function childrenOf(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

export async function crashSweep(options: CrashSweepOptions): Promise<CrashSweepResult> {
  const log = options.log ?? ((line: string) => console.error(line));
  const database = await freshDatabase(options.db, options.pgUrl, 'haat_crash');
  const files = mkdtempSync(join(tmpdir(), 'haat-crash-files-'));
  let server: ChildProcess | null = null;
  let killing = true;
  try {
    const fixture = await seedShopFixture(database.db, { shoppers: options.shoppers, stock: 1_000_000, couponUses: Math.max(20, options.kills * 2), recharge: 1_000_000, slug: 'crash' });
    const port = await freePort();
    const host = `crash.localhost:${port}`;
    server = spawn(process.execPath, [join(root, 'scripts/start.mjs')], {
      cwd: root,
      env: processEnv({
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        WEB_CONCURRENCY: '1',
        DATABASE_URL: database.url,
        UPLOADS_DIR: join(files, 'uploads'),
        ATTACHMENTS_DIR: join(files, 'attachments'),
        SEED_DEMO: '0', WRITE_RATE_LIMIT: '0',
        LOG_LEVEL: 'warn',
      }),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    let restarts = 0;
    const onData = (b: Buffer) => {
      const text = b.toString();
      restarts += (text.match(/exited \(SIGKILL\); starting another/g) ?? []).length;
      output = (output + text).slice(-20_000);
    };
    server.stdout!.on('data', onData);
    server.stderr!.on('data', onData);
    await new Promise<void>((ok, fail) => {
      const check = () => (output.includes('haat is serving') ? ok() : undefined);
      server!.stdout!.on('data', check);
      server!.once('exit', (code) => fail(new Error(`server exited (${code}) before it was ready:\n${output}`)));
    });
    const primary = server.pid!;
    // Ctrl-C: stop the server and drop the database before leaving.
    const interrupted = () => {
      killing = false;
      void (server ? stopServer(server) : Promise.resolve()).then(() => database.drop()).finally(() => process.exit(130));
    };
    process.once('SIGINT', interrupted);
    process.once('SIGTERM', interrupted);
    const target: ShopperTarget = { port: () => port, host, timeoutMs: 8000 };
    const stats = newRetryStats();
    const outcomes: OrderResult[] = [];
    const refusals: Record<string, number> = {};
    const started = performance.now();

    const shoppers = fixture.shoppers.map(async (shopper, i) => {
      let useCoupon = true;
      let useBalance = true;
      for (let n = 0; killing; n++) {
        const result = await placeOrderThroughCrashes(
          target,
          shopper,
          fixture.productId,
          `crash-${i}-${n}`,
          { quantity: 1 + (n % 3), coupon: useCoupon ? fixture.couponCode : '', recharge: useBalance ? 50 : 0 },
          stats,
          Date.now() + 600_000,
        );
        outcomes.push(result);
        if (options.verbose) log(`${((performance.now() - started) / 1000).toFixed(1)}s ${result.key} ${result.placed ? "placed" : JSON.stringify(result.refusal)} retries=${stats.retries}`);
        if (result.refusal) {
          const what = `${result.refusal.status} ${result.refusal.code}`;
          refusals[what] = (refusals[what] ?? 0) + 1;
          if (result.refusal.code === 'coupon_exhausted') useCoupon = false;
          else if (result.refusal.code === 'insufficient_balance') useBalance = false;
          else if (result.refusal.code === 'out_of_stock') return;
          else if (!(result.refusal.status === 409 && result.refusal.code === 'conflict')) throw new Error(`unexpected refusal for ${result.key}: ${JSON.stringify(result.refusal)}`);
        }
      }
    });

    const killer = (async () => {
      for (let k = 0; k < options.kills; k++) {
        // Wait until a worker answers, then a random moment later kill it.
        const readyBy = Date.now() + 60_000;
        for (;;) {
          const ok = await call(port, host, '/api/health', { timeoutMs: 2000 }).then((a) => a.status === 200, () => false);
          if (ok) break;
          if (Date.now() > readyBy) throw new Error(`no worker answered within 60 s after kill ${k}:\n${output.slice(-3000)}`);
          await sleep(20);
        }
        // …once it has answered an order (so every life of a worker gets something done, and
        // kills land while orders are in flight, not only during start-up), or after 15 s.
        const answeredBefore = outcomes.length;
        const busyBy = Date.now() + 15_000;
        while (outcomes.length === answeredBefore && Date.now() < busyBy && killing) await sleep(10);
        await sleep(Math.random() * options.maxGapMs);
        const workers = childrenOf(primary);
        if (workers.length === 0) throw new Error(`the launcher has no worker to kill:\n${output.slice(-3000)}`);
        for (const pid of workers) process.kill(pid, 'SIGKILL');
        if (options.verbose) log(`${((performance.now() - started) / 1000).toFixed(1)}s kill ${k + 1}`);
        if ((k + 1) % 20 === 0) log(`[crash-sweep ${options.db}] ${k + 1}/${options.kills} kills, ${outcomes.length} orders answered, ${stats.retries} retries`);
      }
      killing = false;
    })();

    await Promise.all([killer, ...shoppers].map((p) => p.catch((err: unknown) => {
      killing = false;
      throw err;
    })));
    const seconds = (performance.now() - started) / 1000;
    await stopServer(server);
    server = null;
    const invariants = await checkOrderInvariants(database.db, fixture, outcomes);
    const moneyCheck = (await checkMoney(database.db)).map((d) => `${d.shop}: ${d.subject}: ${d.problem}`);
    const placedAt = new Map((await database.db.selectFrom('orders').select(['id', 'placed_at']).where('shop_id', '=', fixture.shop.id).execute()).map((o) => [o.id, Date.parse(o.placed_at)]));
    const askedAgain = outcomes.filter((o) => o.placed && o.placeCalls > 1);
    const replayed = askedAgain.filter((o) => (placedAt.get(o.placed!.purchase_id) ?? Infinity) < o.answeredCallSentAt);
    return {
      db: options.db,
      kills: options.kills,
      shoppers: options.shoppers,
      orderAttempts: outcomes.length,
      ordersPlaced: outcomes.filter((o) => o.placed).length,
      refusals,
      retries: stats.retries,
      retryReasons: stats.reasons,
      serverErrors: stats.serverErrors,
      serverErrorSamples: stats.samples,
      workerRestarts: restarts,
      ordersAskedAgain: askedAgain.length,
      ordersReplayed: replayed.length,
      seconds: Math.round(seconds),
      invariants,
      moneyCheck,
    };
  } finally {
    if (server) await stopServer(server);
    await database.drop();
    rmSync(files, { recursive: true, force: true });
  }
}

function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => {
    child.once('exit', () => done());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
  });
}

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1]! : fallback;
}

if (import.meta.url === `file://${process.argv[1]}` || process.argv[1]?.endsWith('crash-sweep.ts')) {
  const db = arg('db', 'sqlite') as 'sqlite' | 'postgres';
  const result = await crashSweep({
    db,
    pgUrl: arg('url', 'postgres://postgres@127.0.0.1:5432/postgres'),
    kills: Number(arg('kills', '200')),
    shoppers: Number(arg('shoppers', '12')),
    maxGapMs: Number(arg('max-gap', '2500')),
    verbose: process.argv.includes('--verbose'),
  });
  const machine = { cpus: cpus().length, cpu: cpus()[0]?.model, load: loadavg().map((l) => l.toFixed(2)).join(' '), node: process.version };
  console.log(JSON.stringify({ ...result, machine }, null, 2));
  process.exit(result.invariants.problems.length === 0 && result.moneyCheck.length === 0 ? 0 : 1);
}

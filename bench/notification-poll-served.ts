// The bell's poll under 1,000 logged-in customers (issue 13 item 6) against a server started
// the README's way: `node scripts/start.mjs` (one worker per core unless --workers) in its own
// processes, this process as the load generator. Before the server starts, a fresh database
// gets 1,000 customers with a session and `--per` notifications each (two thirds read). Then
// `--connections` keep-alive connections poll `POST /api/get-loged-user-notification` for random
// customers for `--seconds`, each sending back that customer's last ETag as a browser tab does
// (most answers 304); every `--write-every`-th poll first writes a new notification for its
// customer straight into the database (a 200 follows). Reports polls/s, p50/p99, the statuses.
//
// --rate N (issue 27 item 4): an open loop instead — N polls per second are due whatever the
// server does (bench/open-loop-http.ts), latency from each poll's due time, `--connections`
// sockets opened first and more (up to --max-connections) while all are busy; p50/p95/p99 are
// those of that fixed rate. The server's log goes where production's does: its default level
// (`info`, one line per request) into a file (bench/server-process.ts); --log-level warn turns
// the request lines off as the earlier figures had them. --root DIR serves another checkout's
// build (a before worktree); --profile DIR writes one CPU profile per worker of the timed load.
//
//   npx tsx bench/notification-poll-served.ts --db sqlite   [--seconds 15] [--connections 50] [--workers 2]
//   npx tsx bench/notification-poll-served.ts --db sqlite --rate 5000 --workers 2 [--root /tmp/before] [--profile DIR]
//   npx tsx bench/notification-poll-served.ts --db postgres [--url postgres://postgres@127.0.0.1:5432/postgres]
import { randomBytes } from 'node:crypto';
import { Agent, request } from 'node:http';
import autocannon from 'autocannon';
import { cpus, loadavg } from 'node:os';
import { readFileSync, renameSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { percentile, runOpenLoop } from './open-loop-http';
import { Worker } from 'node:worker_threads';
import { runWrite } from '../db/run-write';
import { findShopBySlug } from '../db/shop.repository';
import { insertTestShop } from '../db/test-shop';
import { notifyCustomerMessage } from '../services/notifications/operations/notify-customer';
import { sha256Hex } from '../services/accounts/operations/secret';
import { freshDb, serverCpuSeconds, startServedServer } from './served-server';
import { POLLS, STOP, WRITTEN, type NotificationWriterData } from './notification-writer-thread';

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1]! : fallback;
}
const kind = arg('db', 'sqlite');
const CUSTOMERS = Number(arg('customers', '1000'));
const PER = Number(arg('per', '30'));
const SECONDS = Number(arg('seconds', '15'));
const WRITE_EVERY = Number(arg('write-every', '50'));
const CONNECTIONS = Number(arg('connections', '50'));
const WORKERS = arg('workers', '');
const RATE = Number(arg('rate', '0'));
const MAX_CONNECTIONS = Number(arg('max-connections', '256'));
const ROOT = arg('root', '') ? resolve(arg('root', '')) : undefined;
const LOG_LEVEL = arg('log-level', 'info');
const PROFILE = arg('profile', '') ? resolve(arg('profile', '')) : '';
const HOST = 'bench.localhost';

const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
function poll(port: number, token: string, etag: string | undefined): Promise<{ status: number; etag: string | undefined }> {
  return new Promise((ok, fail) => {
    const req = request(
      { host: '127.0.0.1', port, path: '/api/get-loged-user-notification', method: 'POST', agent, headers: { host: HOST, 'content-type': 'application/json', 'content-length': 2, authorization: `Bearer ${token}`, ...(etag ? { 'if-none-match': etag } : {}) } },
      (res) => {
        res.resume();
        res.on('end', () => ok({ status: res.statusCode ?? 0, etag: (res.headers.etag as string | undefined) ?? etag }));
      },
    );
    req.on('error', fail);
    req.end('{}');
  });
}

interface Customer {
  id: number;
  token: string;
  etag?: string;
}


async function main() {
  const { db, url, done } = await freshDb(kind, arg('url', 'postgres://postgres@127.0.0.1:5432/postgres'), 'haat-bell-served');
  await insertTestShop(db, 'bench');
  const shop = (await findShopBySlug(db, 'bench'))!;
  const now = new Date();
  const stamp = now.toISOString();
  const expires = new Date(now.getTime() + 86_400_000).toISOString();
  const customers: Customer[] = [];
  for (let start = 0; start < CUSTOMERS; start += 100) {
    await runWrite(db, async (trx) => {
      for (let i = start; i < Math.min(CUSTOMERS, start + 100); i++) {
        const { id } = await trx.insertInto('customers').values({ shop_id: shop.id, phone: `+88017${String(30000000 + i).padStart(8, '0')}`, name: `Bench ${i}`, email: null, avatar: null, password_hash: 'x', created_at: stamp, updated_at: stamp }).returning('id').executeTakeFirstOrThrow();
        const token = randomBytes(32).toString('base64url');
        await trx.insertInto('customer_sessions').values({ shop_id: shop.id, customer_id: id, token_hash: sha256Hex(token), previous_token_hash: null, previous_valid_until: null, login_at: stamp, rotated_at: stamp, expires_at: expires, revoked_at: null }).execute();
        for (let k = 0; k < PER; k++) await notifyCustomerMessage(trx, { shopId: shop.id, customerId: id, text: `Message ${k} for you`, url: '/customer/dashboard' }, stamp);
        customers.push({ id, token });
      }
    });
  }
  await db.updateTable('notifications').set({ read_at: stamp }).where('id', '<=', Math.floor((CUSTOMERS * PER * 2) / 3)).execute();

  const profileEnv: Record<string, string> = PROFILE ? { NODE_OPTIONS: `--import=${resolve(import.meta.dirname, 'cpu-profile-preload.mjs')}`, CPU_PROFILE_DIR: PROFILE } : {};
  const server = await startServedServer(url, WORKERS, { root: ROOT, env: { LOG_LEVEL, ...profileEnv } });
  const workerPids = () => readFileSync(`/proc/${server.pid}/task/${server.pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  const signalProfiles = () => PROFILE && workerPids().forEach((pid) => process.kill(pid, 'SIGUSR2'));
  const port = server.port;

  // Every customer's first poll (a tab opening): 200s, and each customer's ETag.
  for (const c of customers) c.etag = (await poll(port, c.token, undefined)).etag;

  // The load: autocannon's keep-alive connections (a lean HTTP client, so the load generator
  // takes less of the two cores from the server than node:http would), each poll for a random
  // customer with that customer's last ETag — or, with --rate, the open loop; meanwhile new
  // notifications are written at 1 / WRITE_EVERY of the poll rate measured so far (the
  // customers they reach get a 200).
  const statuses: Record<number, number> = {};
  let polls = 0;
  const load0 = loadavg().map((l) => Number(l.toFixed(2)));
  signalProfiles();
  const cpu0 = serverCpuSeconds(server.pid);
  const own0 = process.cpuUsage();
  const started = performance.now();
  // The writer in a thread of its own (bench/notification-writer-thread.ts), so its synchronous
  // SQLite writes do not hold back the polls this event loop sends.
  const shared = new SharedArrayBuffer(3 * Int32Array.BYTES_PER_ELEMENT);
  const counters = new Int32Array(shared);
  const countPoll = () => {
    polls++;
    Atomics.store(counters, POLLS, polls);
  };
  const writerData: NotificationWriterData = { module: new URL('./notification-writer-thread.ts', import.meta.url).href, url, shopId: shop.id, customerIds: customers.map((c) => c.id), writeEvery: WRITE_EVERY, shared };
  const writerThread = new Worker(new URL('./tsx-worker.mjs', import.meta.url), { workerData: writerData });
  const writer = new Promise<void>((ok, fail) => {
    writerThread.once('error', fail);
    writerThread.once('exit', () => ok());
  });
  let answered: number;
  let errors: number;
  let latencyMs: Record<string, number>;
  let extra: Record<string, unknown> = {};
  if (RATE > 0) {
    const head = `POST /api/get-loged-user-notification HTTP/1.1\r\nHost: ${HOST}\r\nContent-Type: application/json\r\nContent-Length: 2\r\n`;
    const open = await runOpenLoop({
      host: '127.0.0.1',
      port,
      rate: RATE,
      seconds: SECONDS,
      connections: CONNECTIONS,
      maxConnections: MAX_CONNECTIONS,
      readHeader: 'etag',
      next: () => {
        const c = customers[Math.floor(Math.random() * customers.length)]!;
        return {
          bytes: Buffer.from(`${head}Authorization: Bearer ${c.token}\r\n${c.etag ? `If-None-Match: ${c.etag}\r\n` : ''}\r\n{}`, 'latin1'),
          onResponse: (status, etag) => {
            countPoll();
            if (etag) c.etag = etag;
          },
        };
      },
    });
    Object.assign(statuses, open.statuses);
    answered = open.answered;
    errors = open.errors + open.unanswered;
    const r = (v: number) => Number(v.toFixed(1));
    latencyMs = { p50: r(percentile(open.latencies, 50)), p95: r(percentile(open.latencies, 95)), p99: r(percentile(open.latencies, 99)), max: r(open.latencies[open.latencies.length - 1] ?? NaN) };
    extra = { offeredRate: RATE, due: open.due, unanswered: open.unanswered, socketsOpened: open.socketsOpened, maxQueuedInClient: open.maxQueued };
  } else {
    const result = await new Promise<autocannon.Result>((ok, fail) => {
      autocannon(
        {
          url: `http://127.0.0.1:${port}`,
          connections: CONNECTIONS,
          duration: SECONDS,
          requests: [
            {
              setupRequest: (req: Record<string, unknown>, context: { customer?: Customer }) => {
                const c = customers[Math.floor(Math.random() * customers.length)]!;
                context.customer = c;
                return {
                  ...req,
                  method: 'POST',
                  path: '/api/get-loged-user-notification',
                  body: '{}',
                  headers: { host: HOST, 'content-type': 'application/json', authorization: `Bearer ${c.token}`, ...(c.etag ? { 'if-none-match': c.etag } : {}) },
                };
              },
              onResponse: (status: number, _body: unknown, context: { customer?: Customer }, headers: Record<string, string>) => {
                countPoll();
                statuses[status] = (statuses[status] ?? 0) + 1;
                if (context.customer && headers.etag) context.customer.etag = headers.etag;
              },
            },
          ],
        },
        (err, res) => (err ? fail(err) : ok(res)),
      );
    });
    answered = result.requests.total;
    errors = result.errors + result.timeouts;
    latencyMs = { p50: result.latency.p50, p99: result.latency.p99 };
  }
  const seconds = (performance.now() - started) / 1000;
  const cpuMsPerPoll = ((serverCpuSeconds(server.pid) - cpu0) * 1000) / Math.max(1, answered);
  const own = process.cpuUsage(own0);
  const clientCpuMsPerPoll = (own.user + own.system) / 1000 / Math.max(1, answered);
  const load1 = loadavg().map((l) => Number(l.toFixed(2)));
  if (PROFILE) {
    const pids = workerPids();
    signalProfiles();
    await new Promise((r) => setTimeout(r, 1500));
    for (const pid of pids) {
      try {
        renameSync(join(PROFILE, `${pid}.cpuprofile`), join(PROFILE, `poll-${pid}.cpuprofile`));
      } catch {
        /* not written */
      }
    }
  }
  Atomics.store(counters, STOP, 1);
  await writer;
  await server.stop();
  agent.destroy();
  console.log(
    JSON.stringify(
      {
        db: kind,
        root: ROOT ?? '.',
        machine: { cpus: cpus().length, model: cpus()[0]?.model, node: process.version, loadAverageAtStart: load0, loadAverageAtEnd: load1 },
        workers: WORKERS || 'one per core',
        client: RATE > 0 ? 'open loop (bench/open-loop-http.ts)' : 'autocannon',
        logLevel: LOG_LEVEL,
        customers: CUSTOMERS,
        notificationsEach: PER,
        connections: CONNECTIONS,
        ...extra,
        seconds: Number(seconds.toFixed(2)),
        polls: answered,
        notificationsWritten: Atomics.load(counters, WRITTEN),
        pollsPerSecond: Math.round(answered / seconds),
        statuses,
        errors,
        latencyMs,
        // CPU (user + system) of every server process per poll: less sensitive to neighbours than polls/s.
        serverCpuMsPerPoll: Number(cpuMsPerPoll.toFixed(3)),
        // The load generator's own CPU (this process, the writer included): it shares the cores.
        clientCpuMsPerPoll: Number(clientCpuMsPerPoll.toFixed(3)),
        serverLog: server.logFile,
      },
      null,
      2,
    ),
  );
  await done();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

// The notification poll under 1,000 logged-in customers (issue 13 item 6). One process: a fresh
// database (a SQLite file or a throwaway PostgreSQL database), 1,000 customers with a session
// and `--per` notifications each (some unread), the real app (createApp) served by
// @hono/node-server on 127.0.0.1 (ONE process; `npm start` runs one per core), and
// `--connections` keep-alive clients that each poll `POST /api/get-loged-user-notification` for
// a random customer, sending back that customer's last ETag as a browser tab does — so most
// answers are 304, and every `--write-every`-th poll first writes a new notification for its
// customer (a 200 follows). Reports polls per second, p50/p99 latency and the 200/304 split.
//
//   npx tsx bench/notification-poll.ts --db sqlite   [--seconds 10] [--connections 32]
//   npx tsx bench/notification-poll.ts --db postgres [--url postgres://postgres@127.0.0.1:5432/postgres]
import { Agent, request } from 'node:http';
import { mkdtempSync } from 'node:fs';
import { tmpdir, cpus } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { serve } from '@hono/node-server';
import { createDb, type Db } from '../db/client';
import { migrateToLatest } from '../db/migrate';
import { runWrite } from '../db/run-write';
import { insertTestShop } from '../db/test-shop';
import { findShopBySlug } from '../db/shop.repository';
import { createLogSmsProvider } from '../services/adapters/sms-provider';
import { startCustomerSession } from '../services/accounts/operations/start-customer-session';
import { notifyCustomerMessage } from '../services/notifications/operations/notify-customer';
import { testContext } from '../services/test-context';
import { createApp } from '../server/app';
import { loadEnv } from '../server/env';

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1]! : fallback;
}
const kind = arg('db', 'sqlite');
const CUSTOMERS = Number(arg('customers', '1000'));
const PER = Number(arg('per', '30'));
const SECONDS = Number(arg('seconds', '10'));
const CONNECTIONS = Number(arg('connections', '32'));
const WRITE_EVERY = Number(arg('write-every', '50'));
const HOST = 'bench.localhost';

async function freshDb(): Promise<{ db: Db; done(): Promise<void> }> {
  if (kind === 'sqlite') {
    const db = createDb(join(mkdtempSync(join(tmpdir(), 'haat-bell-')), 'bench.db'));
    await migrateToLatest(db);
    return { db, done: () => db.destroy() };
  }
  const base = arg('url', 'postgres://postgres@127.0.0.1:5432/postgres');
  const name = `haat_bell_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const u = new URL(base);
  u.pathname = `/${name}`;
  const db = createDb(u.toString(), { poolSize: 20 });
  await migrateToLatest(db);
  return {
    async done() {
      await db.destroy();
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
    db,
  };
}

const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
function poll(port: number, token: string, etag: string | undefined): Promise<{ status: number; etag: string | undefined }> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, path: '/api/get-loged-user-notification', method: 'POST', agent, headers: { host: HOST, 'content-type': 'application/json', 'content-length': 2, authorization: `Bearer ${token}`, ...(etag ? { 'if-none-match': etag } : {}) } },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, etag: (res.headers.etag as string | undefined) ?? etag }));
      },
    );
    req.on('error', reject);
    req.end('{}');
  });
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function main() {
  const { db, done } = await freshDb();
  await insertTestShop(db, 'bench');
  const shop = (await findShopBySlug(db, 'bench'))!;
  const now = new Date().toISOString();
  const customers: Array<{ id: number; token: string; etag?: string }> = [];
  for (let i = 0; i < CUSTOMERS; i++) {
    const customer = await db
      .insertInto('customers')
      .values({ shop_id: shop.id, phone: `+88017${String(30000000 + i).padStart(8, '0')}`, name: `Bench ${i}`, email: null, avatar: null, password_hash: 'x', created_at: now, updated_at: now })
      .returningAll()
      .executeTakeFirstOrThrow();
    const { token } = await startCustomerSession(testContext(db, shop), customer);
    customers.push({ id: customer.id, token });
  }
  // PER notifications each, the older two thirds read.
  for (let start = 0; start < customers.length; start += 100) {
    await runWrite(db, async (trx) => {
      for (const c of customers.slice(start, start + 100)) {
        for (let k = 0; k < PER; k++) await notifyCustomerMessage(trx, { shopId: shop.id, customerId: c.id, text: `Message ${k} for you`, url: '/customer/dashboard' }, now);
      }
    });
  }
  await db.updateTable('notifications').set({ read_at: now }).where('id', '<=', Math.floor((CUSTOMERS * PER * 2) / 3)).execute();

  const env = loadEnv({ NODE_ENV: 'production', DATABASE_URL: kind === 'sqlite' ? ':memory:' : 'postgres://unused', UPLOADS_DIR: mkdtempSync(join(tmpdir(), 'haat-up-')), ATTACHMENTS_DIR: mkdtempSync(join(tmpdir(), 'haat-att-')) });
  const app = createApp({ db, env, sms: createLogSmsProvider({ log: () => {} }) });
  const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 });
  await new Promise((r) => server.once('listening', r));
  const port = (server.address() as { port: number }).port;

  // Every customer's first poll (a tab opening): 200s, and each customer's ETag.
  for (const c of customers) c.etag = (await poll(port, c.token, undefined)).etag;

  const ms: number[] = [];
  const statuses: Record<number, number> = {};
  let n = 0;
  const until = performance.now() + SECONDS * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < until) {
        const c = customers[Math.floor(Math.random() * customers.length)]!;
        if (++n % WRITE_EVERY === 0) {
          await runWrite(db, (trx) => notifyCustomerMessage(trx, { shopId: shop.id, customerId: c.id, text: 'Your order is now shipped', url: '/customer/dashboard' }, new Date().toISOString()));
        }
        const t0 = performance.now();
        const res = await poll(port, c.token, c.etag);
        ms.push(performance.now() - t0);
        statuses[res.status] = (statuses[res.status] ?? 0) + 1;
        c.etag = res.etag;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  server.close();
  agent.destroy();
  ms.sort((a, b) => a - b);
  console.log(
    JSON.stringify(
      {
        db: kind,
        machine: { cpus: cpus().length, model: cpus()[0]?.model, node: process.version },
        processes: 1,
        customers: CUSTOMERS,
        notificationsEach: PER,
        connections: CONNECTIONS,
        seconds: Number(seconds.toFixed(2)),
        polls: ms.length,
        pollsPerSecond: Math.round(ms.length / seconds),
        statuses,
        latencyMs: { p50: Number(pct(ms, 50).toFixed(2)), p99: Number(pct(ms, 99).toFixed(2)) },
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

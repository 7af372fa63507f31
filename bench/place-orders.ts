// Orders placed per second through the HTTP calls (issue 11 item 9), with proof of zero
// oversell in the same run. One process: a fresh database (SQLite file or a throwaway
// PostgreSQL database), the real app (createApp) served by @hono/node-server on 127.0.0.1, and
// `--shoppers` (default 50) concurrent shoppers, each looping add-to-cart → get-checkout-summary
// → customer-place-order (with an Idempotency-Key) over real HTTP until `--orders` placements
// were attempted. The stock is set below the number of attempts, so the run ends with the
// product sold out and refusals (out_of_stock) — and then checks: units sold (Σ order lines) =
// stock taken = initial − final stock, final stock ≥ 0, one order per 200.
//
//   npx tsx bench/place-orders.ts --db sqlite   [--orders 3000] [--stock 2500] [--shoppers 50]
//   npx tsx bench/place-orders.ts --db postgres [--url postgres://postgres@127.0.0.1:5432/postgres]
import { request } from 'node:http';
import { mkdtempSync } from 'node:fs';
import { tmpdir, cpus } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { serve } from '@hono/node-server';
import { createDb, type Db } from '../db/client';
import { migrateToLatest } from '../db/migrate';
import { insertTestCatalog } from '../db/test-catalog';
import { findShopBySlug } from '../db/shop.repository';
import { createLogSmsProvider } from '../services/adapters/sms-provider';
import { startCustomerSession } from '../services/accounts/operations/start-customer-session';
import { testContext } from '../services/test-context';
import { createApp } from '../server/app';
import { loadEnv } from '../server/env';

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1]! : fallback;
}
const kind = arg('db', 'sqlite');
const ORDERS = Number(arg('orders', '3000'));
const STOCK = Number(arg('stock', String(Math.floor(ORDERS * 0.8))));
const SHOPPERS = Number(arg('shoppers', '50'));
const HOST = 'bench.localhost';

async function freshDb(): Promise<{ db: Db; done(): Promise<void> }> {
  if (kind === 'sqlite') {
    const file = join(mkdtempSync(join(tmpdir(), 'haat-orders-')), 'bench.db');
    const db = createDb(file);
    await migrateToLatest(db);
    return { db, done: () => db.destroy() };
  }
  const base = arg('url', 'postgres://postgres@127.0.0.1:5432/postgres');
  const name = `haat_orders_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const u = new URL(base);
  u.pathname = `/${name}`;
  const db = createDb(u.toString(), { poolSize: 20 });
  await migrateToLatest(db);
  return {
    db,
    async done() {
      await db.destroy();
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

function post(port: number, path: string, token: string, body: unknown, headers: Record<string, string> = {}): Promise<{ status: number; body: any }> {
  const data = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, path, method: 'POST', headers: { host: HOST, 'content-type': 'application/json', 'content-length': Buffer.byteLength(data), authorization: `Bearer ${token}`, ...headers } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString() || 'null') }));
      },
    );
    req.on('error', reject);
    req.end(data);
  });
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function main() {
  const { db, done } = await freshDb();
  const cat = await insertTestCatalog(db, 'bench');
  const shop = (await findShopBySlug(db, 'bench'))!;
  await db.updateTable('products').set({ quantity: STOCK, max_item_in_order: 0 }).where('id', '=', cat.plainProductId).execute();
  const now = new Date().toISOString();
  const shoppers: Array<{ id: number; token: string; addressId: number }> = [];
  for (let i = 0; i < SHOPPERS; i++) {
    const phone = `+88017${String(20000000 + i).padStart(8, '0')}`;
    const customer = await db
      .insertInto('customers')
      .values({ shop_id: shop.id, phone, name: `Bench ${i}`, email: null, avatar: null, password_hash: 'x', created_at: now, updated_at: now })
      .returningAll()
      .executeTakeFirstOrThrow();
    const { token } = await startCustomerSession(testContext(db, shop), customer);
    const address = await db
      .insertInto('customer_addresses')
      .values({ shop_id: shop.id, customer_id: customer.id, name: `Bench ${i}`, phone, district: i % 2 ? 'Dhaka' : 'Khulna', area: 'Area', address: 'House', note: null, is_default: 1, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    shoppers.push({ id: customer.id, token, addressId: address.id });
  }
  const env = loadEnv({ NODE_ENV: 'production', DATABASE_URL: kind === 'sqlite' ? ':memory:' : 'postgres://unused', UPLOADS_DIR: mkdtempSync(join(tmpdir(), 'haat-up-')), ATTACHMENTS_DIR: mkdtempSync(join(tmpdir(), 'haat-att-')) });
  const app = createApp({ db, env, sms: createLogSmsProvider({ log: () => {} }) });
  const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 });
  await new Promise((r) => server.once('listening', r));
  const port = (server.address() as { port: number }).port;

  let attempts = 0;
  let placed = 0;
  let soldOut = 0;
  const other: Record<string, number> = {};
  const placeMs: number[] = [];
  const cycleMs: number[] = [];
  const started = performance.now();
  await Promise.all(
    shoppers.map(async (s, i) => {
      let k = 0;
      while (attempts < ORDERS) {
        attempts++;
        const t0 = performance.now();
        const added = await post(port, '/api/front/customer-add-product-to-cart', s.token, { product_id: cat.plainProductId, quantity: 1 });
        const choice = { shippingType: 0, shippingAddress: s.addressId, pickupPoint: null, coupon_code: '' };
        const summary = (await post(port, '/api/front/get-checkout-summary', s.token, choice)).body;
        const t1 = performance.now();
        const res = await post(
          port,
          '/api/front/customer-place-order',
          s.token,
          { ...choice, selected_payment_option: 'cod', customer_cart_total: summary.cart_total, finalDeliveryCharge: summary.finalDeliveryCharge, coupon_discount: summary.coupon_discount },
          { 'idempotency-key': `s${i}-${k++}` },
        );
        const t2 = performance.now();
        placeMs.push(t2 - t1);
        cycleMs.push(t2 - t0);
        if (res.status === 200) placed++;
        else if (res.body?.code === 'out_of_stock' || added.body?.code === 'out_of_stock') soldOut++;
        else other[`${res.status} ${res.body?.code} ${res.body?.message}`] = (other[`${res.status} ${res.body?.code} ${res.body?.message}`] ?? 0) + 1;
        // A refused order leaves its line in the cart: clear it for the next round.
        if (res.status !== 200) await db.deleteFrom('cart_items').where('shop_id', '=', shop.id).where('customer_id', '=', s.id).execute();
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  server.close();

  const finalStock = (await db.selectFrom('products').select('quantity').where('id', '=', cat.plainProductId).executeTakeFirstOrThrow()).quantity;
  const orders = Number((await db.selectFrom('orders').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  const unitsSold = Number((await db.selectFrom('order_lines').select((eb) => eb.fn.sum<number>('quantity').as('n')).executeTakeFirstOrThrow()).n ?? 0);
  placeMs.sort((a, b) => a - b);
  cycleMs.sort((a, b) => a - b);
  const report = {
    db: kind,
    machine: { cpus: cpus().length, model: cpus()[0]?.model, node: process.version },
    shoppers: SHOPPERS,
    attempts,
    initialStock: STOCK,
    placed,
    refusedSoldOut: soldOut,
    otherRefusals: other,
    seconds: Number(seconds.toFixed(2)),
    ordersPerSecond: Number((placed / seconds).toFixed(1)),
    placeOrderMs: { p50: Number(pct(placeMs, 50).toFixed(1)), p99: Number(pct(placeMs, 99).toFixed(1)) },
    fullCycleMs: { p50: Number(pct(cycleMs, 50).toFixed(1)), p99: Number(pct(cycleMs, 99).toFixed(1)) },
    proof: {
      ordersInDb: orders,
      unitsSold,
      finalStock,
      zeroOversell: finalStock >= 0 && unitsSold === STOCK - finalStock && unitsSold <= STOCK && orders === placed,
    },
  };
  console.log(JSON.stringify(report, null, 2));
  await done();
  if (!report.proof.zeroOversell) process.exitCode = 1;
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

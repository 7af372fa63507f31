// A fresh database with one small shop and its shoppers, for runs that start the real server
// (scripts/start.mjs) on it: the crash sweep (bench/crash-sweep.ts) and the local cluster
// (deploy/local-cluster.ts, its test). A SQLite file or a throwaway PostgreSQL database,
// migrated; the test catalog (db/test-catalog.ts) with the plain product's stock and limits
// set; a coupon; shoppers with a password, a session token, an address and a recharge
// balance credited through the ledger (so every balance is the sum of its entries from the start).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { createDb, type Db } from '../db/client';
import { migrateToLatest } from '../db/migrate';
import { runWrite } from '../db/run-write';
import { creditBalance } from '../db/balance.repository';
import { insertTestCatalog } from '../db/test-catalog';
import { findShopBySlug } from '../db/shop.repository';
import type { Shop } from '../db/schema';
import { hashPassword } from '../services/accounts/operations/password-hash';
import { startCustomerSession } from '../services/accounts/operations/start-customer-session';
import { testContext } from '../services/test-context';

export const FIXTURE_PASSWORD = 'password1';

export interface FreshDatabase {
  kind: 'sqlite' | 'postgres';
  /** What DATABASE_URL the servers get. */
  url: string;
  /** The folder of the SQLite file (null on PostgreSQL). */
  dir: string | null;
  db: Db;
  /** Closes the pool and removes the database (file or PostgreSQL database). */
  drop(): Promise<void>;
}

/** A new, migrated database: a SQLite file in a temporary folder, or a new database on the PostgreSQL server `pgUrl`. */
export async function freshDatabase(kind: 'sqlite' | 'postgres', pgUrl = 'postgres://postgres@127.0.0.1:5432/postgres', prefix = 'haat_bench'): Promise<FreshDatabase> {
  if (kind === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), `${prefix}-`));
    const url = join(dir, 'haat.sqlite');
    const db = createDb(url);
    await migrateToLatest(db);
    return {
      kind,
      url,
      dir,
      db,
      async drop() {
        await db.destroy();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const name = `${prefix}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const u = new URL(pgUrl);
  u.pathname = `/${name}`;
  const url = u.toString();
  const db = createDb(url, { poolSize: 5 });
  await migrateToLatest(db);
  return {
    kind,
    url,
    dir: null,
    db,
    async drop() {
      await db.destroy();
      const c = new pg.Client({ connectionString: pgUrl });
      await c.connect();
      try {
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await c.end();
      }
    },
  };
}

/** Whether a PostgreSQL server answers at `url` (a short connect and `select 1`). */
export async function postgresAnswers(url: string): Promise<boolean> {
  const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await c.connect();
    await c.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await c.end().catch(() => undefined);
  }
}

export interface Shopper {
  id: number;
  /** National form, as a shopper types it: 017XXXXXXXX. */
  phone: string;
  token: string;
  addressId: number;
}

export interface ShopFixture {
  shop: Shop;
  slug: string;
  productId: number;
  stock: number;
  couponCode: string;
  couponId: number;
  shoppers: Shopper[];
}

export interface ShopFixtureOptions {
  slug?: string;
  shoppers: number;
  /** The plain product's stock (no per-order limit). */
  stock: number;
  /** The coupon's total uses (null: no limit). */
  couponUses: number | null;
  /** Recharge balance each shopper starts with (0: none). */
  recharge: number;
}

/** The shop, its coupon and its shoppers in `db` (fresh from freshDatabase). */
export async function seedShopFixture(db: Db, options: ShopFixtureOptions): Promise<ShopFixture> {
  const slug = options.slug ?? 'bench';
  const cat = await insertTestCatalog(db, slug);
  const shop = (await findShopBySlug(db, slug))!;
  const now = new Date().toISOString();
  await db.updateTable('products').set({ quantity: options.stock, stock_received: options.stock, max_item_in_order: 0 }).where('id', '=', cat.plainProductId).execute();
  const couponCode = 'CRASH10';
  const coupon = await db
    .insertInto('coupons')
    .values({ shop_id: shop.id, code: couponCode, type: 'percent', value: 10, max_discount: null, min_total: null, starts_at: null, ends_at: null, max_uses: options.couponUses, max_uses_per_customer: null, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  const passwordHash = await hashPassword(FIXTURE_PASSWORD);
  const shoppers: Shopper[] = [];
  for (let i = 0; i < options.shoppers; i++) {
    const national = `017${String(30000000 + i).padStart(8, '0')}`;
    const phone = `+880${national.slice(1)}`;
    const customer = await db
      .insertInto('customers')
      .values({ shop_id: shop.id, phone, name: `Shopper ${i}`, email: null, avatar: null, password_hash: passwordHash, created_at: now, updated_at: now })
      .returningAll()
      .executeTakeFirstOrThrow();
    const { token } = await startCustomerSession(testContext(db, shop), customer);
    const address = await db
      .insertInto('customer_addresses')
      .values({ shop_id: shop.id, customer_id: customer.id, name: `Shopper ${i}`, phone, district: i % 2 ? 'Dhaka' : 'Khulna', area: 'Area', address: 'House 1', note: null, is_default: 1, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (options.recharge > 0) {
      await runWrite(db, (trx) =>
        creditBalance(trx, { shopId: shop.id, customerId: customer.id, kind: 'recharge', type: 'recharge', amount: options.recharge, note: 'Starting balance', dedupeKey: `fixture:${customer.id}:recharge`, now }),
      );
    }
    shoppers.push({ id: customer.id, phone: national, token, addressId: address.id });
  }
  return { shop, slug, productId: cat.plainProductId, stock: options.stock, couponCode, couponId: coupon.id, shoppers };
}

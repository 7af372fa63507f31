// `npm run db:backup` / `npm run db:restore` (issue 24 item 7), as an operator runs them, on
// SQLite and PostgreSQL: a live database holding an order plus a product image and a customer's
// attachment is archived while open, restored into a fresh folder (and a fresh database), and
// the order, the image and the attachment are all there, byte for byte. A backup never
// overwrites a file; a restore refuses a target holding data unless --force.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { processEnv } from '../server/env';
import { createDb, type Db } from '../db/client';
import { migrateToLatest } from '../db/migrate';
import { insertTestShop } from '../db/test-shop';
import { testSettings } from '../tests/settings';
import pg from 'pg';

const STAMP = '2025-01-01T00:00:00.000Z';
const IMAGE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3, 4, 5]);
const ATTACHMENT = Buffer.from('%PDF-1.4 the customer design');

async function fill(db: Db) {
  await migrateToLatest(db);
  const shopId = await insertTestShop(db, 'alpha');
  const customer = await db
    .insertInto('customers')
    .values({ shop_id: shopId, phone: '+8801712345678', name: 'Rahim', email: null, avatar: null, password_hash: 'x', created_at: STAMP, updated_at: STAMP })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('orders')
    .values({
      shop_id: shopId, customer_id: customer.id, code: 'HAAT-BACKUP-1', status: 'pending', payment_status: 'unpaid', payment_method: 'cod',
      ship_name: 'Rahim', ship_phone: '+8801712345678', ship_district: 'Dhaka', ship_area: 'Mirpur', ship_address: 'Road 1', ship_note: null,
      pickup_point_id: null, pickup_name: null, pickup_address: null, pickup_phone: null, pickup_hours: null,
      coupon_id: null, coupon_code: null, courier: null, tracking_code: null, restored_at: null, placed_at: STAMP, updated_at: STAMP,
    })
    .execute();
}

function places(dir: string, databaseUrl: string) {
  return { DATABASE_URL: databaseUrl, UPLOADS_DIR: join(dir, 'uploads'), ATTACHMENTS_DIR: join(dir, 'attachments') };
}

function writeFiles(dir: string) {
  mkdirSync(join(dir, 'uploads/alpha/products'), { recursive: true });
  writeFileSync(join(dir, 'uploads/alpha/products/shirt.png'), IMAGE);
  mkdirSync(join(dir, 'attachments/alpha/7'), { recursive: true });
  writeFileSync(join(dir, 'attachments/alpha/7/design.pdf'), ATTACHMENT);
}

const cli = (script: string, env: Record<string, string>, ...args: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', `scripts/${script}`, ...args], { env: processEnv({ NODE_ENV: 'test', ...env }), encoding: 'utf8' });

async function expectRestored(dir: string, databaseUrl: string) {
  const db = createDb(databaseUrl);
  try {
    const order = await db.selectFrom('orders').select(['code', 'ship_name', 'payment_method']).executeTakeFirst();
    expect(order).toEqual({ code: 'HAAT-BACKUP-1', ship_name: 'Rahim', payment_method: 'cod' });
    expect(await migrateToLatest(db)).toEqual([]);
  } finally {
    await db.destroy();
  }
  expect(readFileSync(join(dir, 'uploads/alpha/products/shirt.png')).equals(IMAGE)).toBe(true);
  expect(readFileSync(join(dir, 'attachments/alpha/7/design.pdf')).equals(ATTACHMENT)).toBe(true);
}

function roundTrip(kind: string, makeDatabases: () => Promise<{ live: string; fresh: string; cleanup(): Promise<void> }>) {
  describe(`db:backup and db:restore (${kind})`, () => {
    let urls: { live: string; fresh: string; cleanup(): Promise<void> };
    let liveDb: Db;
    const liveDir = mkdtempSync(join(tmpdir(), 'haat-backup-live-'));
    const freshDir = mkdtempSync(join(tmpdir(), 'haat-backup-fresh-'));
    const archive = join(mkdtempSync(join(tmpdir(), 'haat-backups-')), 'haat.tar.gz');
    beforeAll(async () => {
      urls = await makeDatabases();
      liveDb = createDb(urls.live);
      await fill(liveDb);
      writeFiles(liveDir);
    });
    afterAll(async () => {
      await liveDb.destroy();
      await urls.cleanup();
    });

    it('archives the open database and both folders, and restores them into a fresh folder', async () => {
      const backup = cli('db-backup.ts', places(liveDir, urls.live), archive);
      expect(backup.stderr).toBe('');
      expect(backup.status).toBe(0);
      expect(backup.stdout).toContain(`database, 1 upload(s) and 1 attachment(s) to ${archive}`);
      const again = cli('db-backup.ts', places(liveDir, urls.live), archive);
      expect(again.status).toBe(1);
      expect(again.stderr).toContain('refusing to overwrite');

      const restore = cli('db-restore.ts', places(freshDir, urls.fresh), archive);
      expect(restore.stderr).toBe('');
      expect(restore.status).toBe(0);
      await expectRestored(freshDir, urls.fresh);
    }, 120_000);

    it('refuses to restore over data unless --force, which replaces it', async () => {
      writeFileSync(join(freshDir, 'uploads/alpha/products/shirt.png'), 'changed');
      writeFileSync(join(freshDir, 'uploads/stray.txt'), 'stray');
      const refused = cli('db-restore.ts', places(freshDir, urls.fresh), archive);
      expect(refused.status).toBe(1);
      expect(refused.stderr.trim()).toBe('refusing to restore over data: DATABASE_URL, UPLOADS_DIR, ATTACHMENTS_DIR are not empty (add --force to replace what is there)');
      expect(readFileSync(join(freshDir, 'uploads/alpha/products/shirt.png'), 'utf8')).toBe('changed');
      const forced = cli('db-restore.ts', places(freshDir, urls.fresh), '--', archive, '--force');
      expect(forced.stderr).toBe('');
      expect(forced.status).toBe(0);
      await expectRestored(freshDir, urls.fresh);
      expect(() => readFileSync(join(freshDir, 'uploads/stray.txt'))).toThrow();
    }, 120_000);
  });
}

roundTrip('sqlite', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'haat-backup-db-'));
  return { live: join(dir, 'live.sqlite'), fresh: join(dir, 'fresh', 'restored.sqlite'), cleanup: async () => {} };
});

const pgUrl = testSettings().testDatabaseUrl;
if (pgUrl) {
  roundTrip('postgres', async () => {
    const names = ['live', 'fresh'].map((n) => `haat_backup_${n}_${Date.now().toString(36)}`);
    const admin = async (sql: string) => {
      const c = new pg.Client({ connectionString: pgUrl });
      await c.connect();
      try {
        await c.query(sql);
      } finally {
        await c.end();
      }
    };
    for (const name of names) await admin(`CREATE DATABASE ${name}`);
    const urlOf = (name: string) => {
      const u = new URL(pgUrl);
      u.pathname = `/${name}`;
      return u.toString();
    };
    return {
      live: urlOf(names[0]!),
      fresh: urlOf(names[1]!),
      cleanup: async () => {
        for (const name of names) await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      },
    };
  });
}

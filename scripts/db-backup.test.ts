// `npm run db:backup`: an online SQLite backup holds what the live database held (an order
// placed before it), opens as a database of its own, and never overwrites a file; a
// PostgreSQL URL gets the pg_dump instructions instead.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { processEnv } from '../server/env';
import { BackupRefused, backupSqlite } from '../db/backup';
import { createDb, type Db } from '../db/client';
import { migrateToLatest } from '../db/migrate';
import { insertTestShop } from '../db/test-shop';

const dir = mkdtempSync(join(tmpdir(), 'haat-backup-'));
const live = join(dir, 'live.sqlite');
const STAMP = '2025-01-01T00:00:00.000Z';

describe('db:backup (SQLite)', () => {
  let db: Db;
  beforeAll(async () => {
    db = createDb(live);
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
  });
  afterAll(async () => db.destroy());

  it('copies the live database (server still open) into a file that restores the order', async () => {
    const target = join(dir, 'backup.sqlite');
    const { pages } = await backupSqlite(live, target);
    expect(pages).toBeGreaterThan(0);
    // Restore: open the backup as the database.
    const restored = createDb(target);
    try {
      const order = await restored.selectFrom('orders').select(['code', 'ship_name', 'payment_method']).executeTakeFirst();
      expect(order).toEqual({ code: 'HAAT-BACKUP-1', ship_name: 'Rahim', payment_method: 'cod' });
      // The restored database is current: migrating it runs nothing.
      expect(await migrateToLatest(restored)).toEqual([]);
    } finally {
      await restored.destroy();
    }
  });

  it('refuses to overwrite an existing file and leaves it as it was', async () => {
    const target = join(dir, 'existing.sqlite');
    writeFileSync(target, 'keep me');
    await expect(backupSqlite(live, target)).rejects.toThrow(BackupRefused);
    await expect(backupSqlite(live, target)).rejects.toThrow(/refusing to overwrite/);
    expect(readFileSync(target, 'utf8')).toBe('keep me');
    await expect(backupSqlite(live, live)).rejects.toThrow(BackupRefused);
  });

  it('runs as npm run db:backup, and prints pg_dump instructions for PostgreSQL', () => {
    const target = join(dir, 'cli.sqlite');
    const run = (url: string, ...args: string[]) =>
      spawnSync(process.execPath, ['--import', 'tsx', 'scripts/db-backup.ts', ...args], { env: processEnv({ DATABASE_URL: url, NODE_ENV: 'test' }), encoding: 'utf8' });
    const ok = run(live, target);
    expect(ok.status).toBe(0);
    expect(ok.stdout).toContain(target);
    const again = run(live, target);
    expect(again.status).toBe(1);
    expect(again.stderr).toContain('refusing to overwrite');
    const pgRun = run('postgres://postgres@127.0.0.1:5432/haat', join(dir, 'pg.dump'));
    expect(pgRun.status).toBe(0);
    expect(pgRun.stdout).toContain('pg_dump --format=custom');
  }, 60_000);
});

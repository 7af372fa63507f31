// Test helper: a bare shop row (no catalog) — the one place tests spell out a shop; the
// catalog helper (db/test-catalog.ts) and account and session tests build on it.
import type { Db } from './client';
import type { NewShop } from './schema';

const NOW = '2025-01-01T00:00:00.000Z';

export async function insertTestShop(db: Db, slug: string, overrides: Partial<NewShop> = {}): Promise<number> {
  const row = await db
    .insertInto('shops')
    .values({
      // Every other column takes its migration default (db/schema.ts marks them Generated).
      slug,
      shop_name: `Shop ${slug}`,
      theme_primary_color: '#0f766e',
      brands_setting: 1,
      created_at: NOW,
      updated_at: NOW,
      ...overrides,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Closes the pool, then drops the database; on PostgreSQL the drop first waits until the
 * server has ended the pool's sessions (tests that run queries in parallel otherwise see
 * "terminating connection" from DROP ... FORCE).
 */
export async function closeAndDrop(db: Db, drop: () => Promise<void>): Promise<void> {
  await db.destroy();
  await drop();
}

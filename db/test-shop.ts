// Test helper: a bare shop row (no catalog), for account and session tests.
import type { Db } from './client';
import type { NewShop } from './schema';

const NOW = '2025-01-01T00:00:00.000Z';

export async function insertTestShop(db: Db, slug: string, overrides: Partial<NewShop> = {}): Promise<number> {
  const row = await db
    .insertInto('shops')
    .values({
      slug,
      shop_name: `Shop ${slug}`,
      logo: null,
      contact_number: null,
      theme_primary_color: '#0f766e',
      brands_setting: 1,
      s_rate_type: 'percentage',
      s_increase: 0,
      s_discount: 0,
      reseller_id: null,
      default_country_code: '+880',
      auth_default_firebase_reseller: 0,
      auth_default_firebase_supplier: 0,
      auth_default_firebase_customer: 0,
      auth_default_firebase_courier: 0,
      auth_other_firebase_reseller: 0,
      auth_other_firebase_supplier: 0,
      auth_other_firebase_customer: 0,
      auth_other_firebase_courier: 0,
      meta_description: null,
      created_at: NOW,
      updated_at: NOW,
      ...overrides,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Closes the pool, lets its sockets finish closing, then drops the database. Tests that run
 * queries in parallel on PostgreSQL otherwise see "terminating connection" from DROP ... FORCE.
 */
export async function closeAndDrop(db: Db, drop: () => Promise<void>): Promise<void> {
  await db.destroy();
  await new Promise((resolve) => setTimeout(resolve, 150));
  await drop();
}

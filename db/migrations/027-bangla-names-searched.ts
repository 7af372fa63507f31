// Bangla category and brand names are searched (issue 25 item 4, docs/decisions/058): a product's
// search document carries its brand's, category's and sub-category's Bangla names beside the
// English ones, so a change of `name_bn` must mark those products for the listing refresh as a
// change of `name` does (migration 003's triggers watched `name` only). Every product is marked
// once so the names already stored are indexed. Going down puts back the `name`-only triggers.
import { sql, type Kysely } from 'kysely';
import { dbKind } from '../client';

/** Triggers and stale marks only: a release without it runs on the database unchanged (decision 044). */
export const compatible = true;

const TABLES: ReadonlyArray<readonly [string, string]> = [
  ['brands', 'brand_id'],
  ['categories', 'category_id'],
  ['category_items', 'category_item_id'],
];

async function watch(db: Kysely<any>, columns: readonly string[]): Promise<void> {
  const pg = dbKind(db) === 'postgres';
  for (const [table, column] of TABLES) {
    if (pg) {
      // The function of migration 003 stays; only its trigger's condition changes.
      const changed = columns.map((c) => `OLD.${c} IS DISTINCT FROM NEW.${c}`).join(' OR ');
      await sql.raw(`DROP TRIGGER IF EXISTS ${table}_listing_stale ON ${table}`).execute(db);
      await sql.raw(`CREATE TRIGGER ${table}_listing_stale AFTER UPDATE ON ${table} FOR EACH ROW WHEN (${changed}) EXECUTE FUNCTION ${table}_mark_listing_stale()`).execute(db);
    } else {
      const changed = columns.map((c) => `OLD.${c} IS NOT NEW.${c}`).join(' OR ');
      await sql.raw(`DROP TRIGGER IF EXISTS ${table}_listing_stale`).execute(db);
      await sql
        .raw(
          `CREATE TRIGGER ${table}_listing_stale AFTER UPDATE OF ${columns.join(', ')} ON ${table} WHEN ${changed}
          BEGIN UPDATE products SET listing_stale = 1, listing_version = listing_version + 1 WHERE shop_id = NEW.shop_id AND ${column} = NEW.id; END`,
        )
        .execute(db);
    }
  }
}

export async function up(db: Kysely<any>): Promise<void> {
  await watch(db, ['name', 'name_bn']);
  await sql`UPDATE products SET listing_stale = 1, listing_version = listing_version + 1`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await watch(db, ['name']);
}

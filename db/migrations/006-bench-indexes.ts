// Listing indexes measured at 100,000 products (docs/benchmarks.md): a category,
// sub-category or brand listing, newest first (the default order), walks its index in
// order and stops after one page, instead of reading every product of the scope and
// sorting them. Each replaces the index of migration 001 that it extends, so the counts
// those served keep an index-only path and writes maintain no extra index.
import type { Kysely } from 'kysely';

const SCOPES = [
  ['products_shop_category', 'products_shop_category_created', 'category_id'],
  ['products_shop_item', 'products_shop_item_created', 'category_item_id'],
  ['products_shop_brand', 'products_shop_brand_created', 'brand_id'],
] as const;

export async function up(db: Kysely<any>): Promise<void> {
  for (const [old, name, column] of SCOPES) {
    await db.schema.createIndex(name).on('products').columns(['shop_id', column, 'status', 'created_at', 'id']).execute();
    await db.schema.dropIndex(old).execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const [old, name, column] of SCOPES) {
    await db.schema.createIndex(old).on('products').columns(['shop_id', column, 'status']).execute();
    await db.schema.dropIndex(name).execute();
  }
}

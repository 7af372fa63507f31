// A counter per product that every stock write (db/stock.repository.ts: an order taking units,
// a cancel or return giving them back, the console or the import setting the count, a variant
// product's total recomputed after a combination write) raises in the same statement. A shared
// answer that shows a product's stock remembers the counters it was built with and is checked
// against them at most every half second (docs/decisions/038), so a sale shows everywhere
// within a second without emptying the shop's cache.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('products').addColumn('stock_version', 'integer', (col) => col.notNull().defaultTo(0)).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('products').dropColumn('stock_version').execute();
}

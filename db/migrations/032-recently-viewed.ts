// "Recently viewed" with the account (issue 29 item 4; docs/decisions/068): one row per
// (shop, customer, product) with the product's latest view; the service keeps the newest 20 per
// customer. A guest's list stays on their device and never reaches this table.
// Adds only: a release without it runs on the database unchanged (decision 044).
import type { Kysely } from 'kysely';
import { shopRef, withId } from './helpers';

export const compatible = true;

export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('recently_viewed'))
    .addColumn('shop_id', 'integer', shopRef)
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    // ISO 8601 in UTC (toISOString): sorts as the time does.
    .addColumn('viewed_at', 'varchar(32)', (c) => c.notNull())
    .addUniqueConstraint('recently_viewed_entry', ['shop_id', 'customer_id', 'product_id'])
    .execute();
  // The customer's list, newest first, is one walk of this index.
  await db.schema.createIndex('recently_viewed_newest').on('recently_viewed').columns(['shop_id', 'customer_id', 'viewed_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('recently_viewed').execute();
}

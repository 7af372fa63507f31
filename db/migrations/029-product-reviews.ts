// Reviews by verified buyers (issue 28 item 1; docs/decisions/065): one review per delivered
// order line, by the customer of that order, with up to 3 photos (the customer's order
// attachments); the shop may hide one (with a reason) and reply publicly, never edit it. The
// product keeps the count and the sum of the ratings of its shown reviews beside the imported
// figures (avg_rating, review_total), which stay the starting point.
// Adds only: a release without it runs on the database unchanged (decision 044).
import type { Kysely } from 'kysely';
import { shopRef, withId } from './helpers';

export const compatible = true;

export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('product_reviews'))
    .addColumn('shop_id', 'integer', shopRef)
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('order_line_id', 'integer', (c) => c.notNull().unique().references('order_lines.id').onDelete('cascade'))
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('rating', 'integer', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('photo_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('hidden_at', 'varchar(32)')
    .addColumn('hidden_reason', 'varchar(300)')
    .addColumn('reply', 'text')
    .addColumn('replied_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('product_reviews_product').on('product_reviews').columns(['shop_id', 'product_id', 'id']).execute();
  // The photos, in the order given: the customer's order attachments, which stay while a review uses them.
  await withId(db, db.schema.createTable('product_review_photos'))
    .addColumn('shop_id', 'integer', shopRef)
    .addColumn('review_id', 'integer', (c) => c.notNull().references('product_reviews.id').onDelete('cascade'))
    .addColumn('attachment_id', 'integer', (c) => c.notNull().references('order_attachments.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('product_review_photos_review').on('product_review_photos').columns(['review_id', 'position']).execute();
  await db.schema.createIndex('product_review_photos_attachment').on('product_review_photos').columns(['attachment_id']).execute();
  await db.schema.alterTable('products').addColumn('buyer_review_count', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('products').addColumn('buyer_review_sum', 'integer', (c) => c.notNull().defaultTo(0)).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('products').dropColumn('buyer_review_sum').execute();
  await db.schema.alterTable('products').dropColumn('buyer_review_count').execute();
  await db.schema.dropTable('product_review_photos').execute();
  await db.schema.dropTable('product_reviews').execute();
}

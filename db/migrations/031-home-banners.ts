// Home banners the owner sets (issue 28 item 3; docs/decisions/067): up to five slides — a
// picture, a link, an optional start and end — and category tiles with their own pictures,
// both in the owner's order. Also the once-guard of the review invitation a delivered order
// sends (issue 28 item 1): `orders.review_invited_at`, set by a conditional update.
// Adds only: a release without it runs on the database unchanged (decision 044).
import type { Kysely } from 'kysely';
import { shopRef, withId } from './helpers';

export const compatible = true;

export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('home_slides'))
    .addColumn('shop_id', 'integer', shopRef)
    .addColumn('position', 'integer', (c) => c.notNull())
    /** `{hash}.webp` (uploads/banners/…) or an http(s) URL from the import. */
    .addColumn('image', 'varchar(500)', (c) => c.notNull())
    .addColumn('link', 'varchar(500)', (c) => c.notNull())
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('title_bn', 'varchar(200)')
    .addColumn('starts_at', 'varchar(32)')
    .addColumn('ends_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('home_slides_shop').on('home_slides').columns(['shop_id', 'position']).execute();
  await withId(db, db.schema.createTable('home_tiles'))
    .addColumn('shop_id', 'integer', shopRef)
    .addColumn('category_id', 'integer', (c) => c.notNull().references('categories.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('image', 'varchar(500)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('home_tiles_category').on('home_tiles').columns(['shop_id', 'category_id']).unique().execute();
  await db.schema.alterTable('orders').addColumn('review_invited_at', 'varchar(32)').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('review_invited_at').execute();
  await db.schema.dropTable('home_tiles').execute();
  await db.schema.dropTable('home_slides').execute();
}

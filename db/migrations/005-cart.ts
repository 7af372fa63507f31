// Cart, wishlist and order attachments (issue 6). The cart lives here, per shop and customer,
// so every device sees the same cart and it survives restarts. One line per (shop, customer,
// product, variant): the unique index is what lets two concurrent adds of a new line agree on
// one row (insert … on conflict do nothing, then a conditional update). Lines keep no price
// the client sent: only the server's own price and stock at the time of the add, so the cart
// page can say when today's differ. Attachments are files outside the web root; the row ties
// the server-made name to its owner.
import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import { shopRef, withId } from './helpers';

const customerRef = (c: ColumnDefinitionBuilder) => c.notNull().references('customers.id').onDelete('cascade');
const productRef = (c: ColumnDefinitionBuilder) => c.notNull().references('products.id').onDelete('cascade');

export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('order_attachments'))
    .addColumn('shop_id', 'integer', shopRef)
    .addColumn('customer_id', 'integer', customerRef)
    .addColumn('stored_name', 'varchar(80)', (c) => c.notNull().unique())
    .addColumn('original_name', 'varchar(255)', (c) => c.notNull())
    .addColumn('content_type', 'varchar(40)', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('order_attachments_owner').on('order_attachments').columns(['shop_id', 'customer_id']).execute();

  await withId(db, db.schema.createTable('cart_items'))
    .addColumn('shop_id', 'integer', shopRef)
    .addColumn('customer_id', 'integer', customerRef)
    .addColumn('product_id', 'integer', productRef)
    // The combination's value ids joined by '-' in group order; '' for a product without variants.
    .addColumn('variant', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('uid', 'varchar(32)', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('attachment_id', 'integer', (c) => c.references('order_attachments.id').onDelete('set null'))
    // The server's sell price and stock figure (-1: no limit) when the line was last added to.
    .addColumn('added_price', 'integer', (c) => c.notNull())
    .addColumn('added_stock', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .addUniqueConstraint('cart_items_line', ['shop_id', 'customer_id', 'product_id', 'variant'])
    .addUniqueConstraint('cart_items_uid', ['shop_id', 'customer_id', 'uid'])
    .execute();

  await withId(db, db.schema.createTable('wishlist_items'))
    .addColumn('shop_id', 'integer', shopRef)
    .addColumn('customer_id', 'integer', customerRef)
    .addColumn('product_id', 'integer', productRef)
    .addColumn('variant', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addUniqueConstraint('wishlist_items_line', ['shop_id', 'customer_id', 'product_id', 'variant'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('wishlist_items').ifExists().execute();
  await db.schema.dropTable('cart_items').ifExists().execute();
  await db.schema.dropTable('order_attachments').ifExists().execute();
}

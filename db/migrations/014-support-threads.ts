// Support tickets and product inquiries (issue 13 item 2; after-cart.md "Support tickets and
// messages"): one `threads` row per conversation between a customer and the shop, `kind`
// 'ticket' (general or about an order; the dashboard's Support Ticket pages) or 'inquiry'
// (about a product: Chat Now; the Messages pages), and its `thread_messages` from either side.
// An inquiry keeps a product summary the SERVER built from product_id when it was opened
// (name, image URL, product path, price) — the client's `ticketDetails` HTML is never stored.
// `customer_unread` / `shop_unread` count the other side's messages not yet opened; the
// partial index `threads_customer_unread` serves the notification poll's two thread counters
// without growing with the customer's read history. A message's attachment is an
// order_attachments row (same upload rules and private storage as order attachments).
import { sql, type Kysely } from 'kysely';
import { shopRef, withId } from './helpers';

export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('threads'))
    .addColumn('shop_id', 'integer', shopRef)
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(10)', (c) => c.notNull())
    .addColumn('subject', 'varchar(200)', (c) => c.notNull())
    .addColumn('status', 'varchar(10)', (c) => c.notNull().defaultTo('open'))
    .addColumn('order_id', 'integer', (c) => c.references('orders.id').onDelete('set null'))
    .addColumn('product_id', 'integer', (c) => c.references('products.id').onDelete('set null'))
    .addColumn('product_name', 'varchar(300)')
    .addColumn('product_image', 'varchar(300)')
    .addColumn('product_url', 'varchar(300)')
    .addColumn('product_price', 'integer')
    .addColumn('customer_unread', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('shop_unread', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_message_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .addCheckConstraint('threads_kind', sql`kind in ('ticket', 'inquiry')`)
    .addCheckConstraint('threads_status', sql`status in ('open', 'answered', 'closed')`)
    .addCheckConstraint('threads_unread', sql`customer_unread >= 0 and shop_unread >= 0`)
    .execute();
  await db.schema.createIndex('threads_customer').on('threads').columns(['shop_id', 'customer_id', 'kind', 'last_message_at']).execute();
  await db.schema
    .createIndex('threads_customer_unread')
    .on('threads')
    .columns(['shop_id', 'customer_id', 'kind'])
    .where(sql.ref('customer_unread'), '>', 0)
    .execute();
  await db.schema.createIndex('threads_shop').on('threads').columns(['shop_id', 'status', 'last_message_at']).execute();

  await withId(db, db.schema.createTable('thread_messages'))
    .addColumn('thread_id', 'integer', (c) => c.notNull().references('threads.id').onDelete('cascade'))
    .addColumn('shop_id', 'integer', shopRef)
    .addColumn('author', 'varchar(10)', (c) => c.notNull())
    .addColumn('staff_id', 'integer')
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('attachment_id', 'integer', (c) => c.references('order_attachments.id').onDelete('set null'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addCheckConstraint('thread_messages_author', sql`author in ('customer', 'staff')`)
    .execute();
  await db.schema.createIndex('thread_messages_thread').on('thread_messages').columns(['thread_id', 'id']).execute();
  await db.schema.createIndex('thread_messages_attachment').on('thread_messages').columns(['attachment_id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('thread_messages').ifExists().execute();
  await db.schema.dropTable('threads').ifExists().execute();
}

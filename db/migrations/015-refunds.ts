// Refund requests (issue 13 item 1; after-cart.md "Refund requests"; docs/decisions/021): a
// customer asks for some of a delivered order's lines back. `refund_requests` holds the three
// states (request, payment, return), where the money goes and the amount fixed when asked
// (core/refund-amount.ts); `refund_request_lines` which order lines and how many, with each
// line's amount; `refund_request_photos` the customer's own uploaded attachments;
// `refund_events` the timeline of every state move.
// One open (pending) request per order line at a time: a pending request's line rows carry
// `open_line_id` = the order line id, unique; a decided request's rows set it to null (NULLs
// never collide on either database). The placing transaction inserts with ON CONFLICT DO
// NOTHING on it, so of two requests racing for the same line exactly one gets it.
import { sql, type Kysely } from 'kysely';
import { shopRef, withId } from './helpers';

const at = (c: import('kysely').ColumnDefinitionBuilder) => c.notNull();

export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('refund_requests'))
    .addColumn('shop_id', 'integer', shopRef)
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    // Unguessable, read aloud like an order code (core/order-code.ts); unique across shops.
    .addColumn('code', 'varchar(16)', (c) => c.notNull().unique())
    .addColumn('status', 'varchar(20)', (c) => c.notNull().defaultTo('pending'))
    .addColumn('payment_status', 'varchar(20)', (c) => c.notNull().defaultTo('unpaid'))
    .addColumn('return_status', 'varchar(20)', (c) => c.notNull().defaultTo('pending'))
    .addColumn('refund_to', 'varchar(20)', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('reason', 'varchar(1000)', (c) => c.notNull())
    // The shop's note when deciding.
    .addColumn('note', 'varchar(1000)')
    // Set once, when the received goods went back into stock.
    .addColumn('restocked_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', at)
    .addColumn('updated_at', 'varchar(32)', at)
    .addCheckConstraint('refund_requests_status', sql`status in ('pending', 'approved', 'rejected')`)
    .addCheckConstraint('refund_requests_payment_status', sql`payment_status in ('unpaid', 'paid')`)
    .addCheckConstraint('refund_requests_return_status', sql`return_status in ('pending', 'received')`)
    .addCheckConstraint('refund_requests_refund_to', sql`refund_to in ('balance', 'original')`)
    .addCheckConstraint('refund_requests_amount', sql`amount >= 0`)
    .execute();
  await db.schema.createIndex('refund_requests_customer').on('refund_requests').columns(['shop_id', 'customer_id', 'id']).execute();
  await db.schema.createIndex('refund_requests_order').on('refund_requests').columns(['shop_id', 'order_id']).execute();
  await db.schema.createIndex('refund_requests_shop_status').on('refund_requests').columns(['shop_id', 'status', 'id']).execute();

  await withId(db, db.schema.createTable('refund_request_lines'))
    .addColumn('shop_id', 'integer', shopRef)
    .addColumn('refund_id', 'integer', (c) => c.notNull().references('refund_requests.id').onDelete('cascade'))
    .addColumn('order_line_id', 'integer', (c) => c.notNull().references('order_lines.id').onDelete('cascade'))
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    // = order_line_id while the request is pending, null once decided (one open request per line).
    .addColumn('open_line_id', 'integer', (c) => c.unique())
    .addCheckConstraint('refund_request_lines_quantity', sql`quantity > 0`)
    .execute();
  await db.schema.createIndex('refund_request_lines_refund').on('refund_request_lines').columns(['refund_id']).execute();
  await db.schema.createIndex('refund_request_lines_order_line').on('refund_request_lines').columns(['order_line_id']).execute();

  await withId(db, db.schema.createTable('refund_request_photos'))
    .addColumn('shop_id', 'integer', shopRef)
    .addColumn('refund_id', 'integer', (c) => c.notNull().references('refund_requests.id').onDelete('cascade'))
    .addColumn('attachment_id', 'integer', (c) => c.notNull().references('order_attachments.id').onDelete('cascade'))
    .execute();
  await db.schema.createIndex('refund_request_photos_refund').on('refund_request_photos').columns(['refund_id']).execute();
  await db.schema.createIndex('refund_request_photos_attachment').on('refund_request_photos').columns(['attachment_id']).execute();

  await withId(db, db.schema.createTable('refund_events'))
    .addColumn('shop_id', 'integer', shopRef)
    .addColumn('refund_id', 'integer', (c) => c.notNull().references('refund_requests.id').onDelete('cascade'))
    // requested | approved | rejected | paid | received
    .addColumn('event', 'varchar(20)', (c) => c.notNull())
    .addColumn('actor_kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('actor_id', 'integer')
    .addColumn('note', 'varchar(1000)')
    .addColumn('at', 'varchar(32)', at)
    .execute();
  await db.schema.createIndex('refund_events_refund').on('refund_events').columns(['refund_id', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['refund_events', 'refund_request_photos', 'refund_request_lines', 'refund_requests']) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}

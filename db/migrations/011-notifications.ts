// Notifications (issue 13 item 3; after-cart.md "Notifications", storefront.md §3): one row per
// thing a customer is told about — an order's status or payment status moved, a refund's
// payment or return status moved, or a message from the shop (`customer`). A row is written in
// the same transaction as the change it reports (services/notifications/notify-customer.ts), so
// none is lost or duplicated. `number` is the order or refund code shown with it. `read_at` is
// null until the customer opens it (or marks all read).
// Every logged-in tab polls the latest few and the unread count every 10 s, in ONE statement:
// `notifications_customer` (shop, customer, id desc) serves the newest-first page, and the
// partial index `notifications_unread` (only unread rows) serves the unread count and mark-all,
// so neither grows with the customer's read history.
import { sql, type Kysely } from 'kysely';
import { shopRef, withId } from './helpers';

const NOTIFICATION_TYPES_SQL = sql`type in ('customer_order_status_updated', 'customer_order_payment_status_updated', 'customer_refund_request_payment_status_updated', 'customer_refund_request_return_status_updated', 'customer')`;

export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('notifications'))
    .addColumn('shop_id', 'integer', shopRef)
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('type', 'varchar(60)', (c) => c.notNull())
    .addColumn('url', 'varchar(300)', (c) => c.notNull())
    .addColumn('message', 'varchar(500)', (c) => c.notNull())
    // The order or refund code (empty for a message that refers to neither).
    .addColumn('number', 'varchar(40)', (c) => c.notNull().defaultTo(''))
    .addColumn('image', 'varchar(300)')
    .addColumn('read_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addCheckConstraint('notifications_type', NOTIFICATION_TYPES_SQL)
    .execute();
  await db.schema
    .createIndex('notifications_customer')
    .on('notifications')
    .columns(['shop_id', 'customer_id', 'id desc'])
    .execute();
  await db.schema
    .createIndex('notifications_unread')
    .on('notifications')
    .columns(['shop_id', 'customer_id', 'id'])
    .where(sql.ref('read_at'), 'is', null)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('notifications').ifExists().execute();
}

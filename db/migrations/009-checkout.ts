// Checkout and orders (issue 11, docs/decisions/016): each shop's delivery table, pickup
// points, coupons and order settings; customers' address books; orders with their line
// snapshots, status timeline and payment attempts; coupon uses; idempotency keys. Money is
// whole taka (integer). Every table carries shop_id and every customer row customer_id, so
// every query can be scoped to both.
import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import { flag, money, shopRef, withId } from './helpers';

const customerRef = (c: ColumnDefinitionBuilder) => c.notNull().references('customers.id').onDelete('cascade');
const at = (c: ColumnDefinitionBuilder) => c.notNull();

export async function up(db: Kysely<any>): Promise<void> {
  // Shop settings for checkout (import document keys: delivery, payment_methods, cod_advance, return_days).
  await db.schema.alterTable('shops').addColumn('delivery_inside_dhaka', 'integer', (c) => c.notNull().defaultTo(60)).execute();
  await db.schema.alterTable('shops').addColumn('delivery_outside_dhaka', 'integer', (c) => c.notNull().defaultTo(120)).execute();
  await db.schema.alterTable('shops').addColumn('free_delivery_over', 'integer').execute();
  // Comma-separated, in the shop's order: cod, bkash, stripe.
  await db.schema.alterTable('shops').addColumn('payment_methods', 'varchar(40)', (c) => c.notNull().defaultTo('cod')).execute();
  await db.schema.alterTable('shops').addColumn('cod_advance', 'varchar(20)', (c) => c.notNull().defaultTo('none')).execute();
  await db.schema.alterTable('shops').addColumn('return_days', 'integer', (c) => c.notNull().defaultTo(7)).execute();

  await withId(db, db.schema.createTable('shop_delivery_districts'))
    .addColumn('shop_id', 'integer', shopRef)
    .addColumn('district', 'varchar(40)', (c) => c.notNull())
    .addColumn('charge', 'integer', (c) => c.notNull())
    .addUniqueConstraint('shop_delivery_districts_district', ['shop_id', 'district'])
    .execute();

  await withId(db, db.schema.createTable('pickup_points'))
    .addColumn('shop_id', 'integer', shopRef)
    .addColumn('name', 'varchar(120)', (c) => c.notNull())
    .addColumn('address', 'varchar(300)', (c) => c.notNull())
    .addColumn('phone', 'varchar(20)')
    .addColumn('hours', 'varchar(120)')
    .addColumn('charge', 'integer', money)
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.createIndex('pickup_points_shop').on('pickup_points').columns(['shop_id', 'position']).execute();

  await withId(db, db.schema.createTable('coupons'))
    .addColumn('shop_id', 'integer', shopRef)
    // Stored upper-case (core/coupon.ts normalizeCouponCode): codes are case-insensitive.
    .addColumn('code', 'varchar(40)', (c) => c.notNull())
    .addColumn('type', 'varchar(10)', (c) => c.notNull())
    .addColumn('value', 'integer', (c) => c.notNull())
    .addColumn('max_discount', 'integer')
    .addColumn('min_total', 'integer')
    .addColumn('starts_at', 'varchar(32)')
    .addColumn('ends_at', 'varchar(32)')
    .addColumn('max_uses', 'integer')
    .addColumn('max_uses_per_customer', 'integer')
    .addColumn('uses', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'varchar(32)', at)
    .addColumn('updated_at', 'varchar(32)', at)
    .addUniqueConstraint('coupons_code', ['shop_id', 'code'])
    .execute();

  await withId(db, db.schema.createTable('customer_addresses'))
    .addColumn('shop_id', 'integer', shopRef)
    .addColumn('customer_id', 'integer', customerRef)
    .addColumn('name', 'varchar(120)', (c) => c.notNull())
    .addColumn('phone', 'varchar(20)', (c) => c.notNull())
    .addColumn('district', 'varchar(40)', (c) => c.notNull())
    .addColumn('area', 'varchar(120)', (c) => c.notNull())
    .addColumn('address', 'varchar(300)', (c) => c.notNull())
    .addColumn('note', 'varchar(300)')
    .addColumn('is_default', 'integer', flag)
    .addColumn('created_at', 'varchar(32)', at)
    .addColumn('updated_at', 'varchar(32)', at)
    .execute();
  await db.schema.createIndex('customer_addresses_owner').on('customer_addresses').columns(['shop_id', 'customer_id']).execute();

  await withId(db, db.schema.createTable('orders'))
    .addColumn('shop_id', 'integer', shopRef)
    .addColumn('customer_id', 'integer', customerRef)
    // Unguessable, easy to read aloud (core/order-code.ts); unique across shops.
    .addColumn('code', 'varchar(16)', (c) => c.notNull().unique())
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('payment_status', 'varchar(20)', (c) => c.notNull())
    .addColumn('payment_method', 'varchar(20)', (c) => c.notNull())
    .addColumn('shipping_type', 'integer', (c) => c.notNull().defaultTo(0))
    // The delivery address (a snapshot: later edits of the address book do not change it)…
    .addColumn('ship_name', 'varchar(120)')
    .addColumn('ship_phone', 'varchar(20)')
    .addColumn('ship_district', 'varchar(40)')
    .addColumn('ship_area', 'varchar(120)')
    .addColumn('ship_address', 'varchar(300)')
    .addColumn('ship_note', 'varchar(300)')
    // …or the pickup point (also a snapshot).
    .addColumn('pickup_point_id', 'integer')
    .addColumn('pickup_name', 'varchar(120)')
    .addColumn('pickup_address', 'varchar(300)')
    .addColumn('pickup_phone', 'varchar(20)')
    .addColumn('pickup_hours', 'varchar(120)')
    .addColumn('cart_total', 'integer', money)
    .addColumn('coupon_id', 'integer')
    .addColumn('coupon_code', 'varchar(40)')
    .addColumn('coupon_discount', 'integer', money)
    .addColumn('delivery_charge', 'integer', money)
    .addColumn('order_total', 'integer', money)
    .addColumn('recharge_paid', 'integer', money)
    .addColumn('refund_paid', 'integer', money)
    .addColumn('cashback_paid', 'integer', money)
    .addColumn('payable', 'integer', money)
    .addColumn('total_items', 'integer', money)
    .addColumn('courier', 'varchar(80)')
    .addColumn('tracking_code', 'varchar(80)')
    // Set once, when cancelling or returning gave stock, coupon and balances back.
    .addColumn('restored_at', 'varchar(32)')
    .addColumn('placed_at', 'varchar(32)', at)
    .addColumn('updated_at', 'varchar(32)', at)
    .execute();
  await db.schema.createIndex('orders_customer').on('orders').columns(['shop_id', 'customer_id', 'id']).execute();
  await db.schema.createIndex('orders_shop_status').on('orders').columns(['shop_id', 'status', 'id']).execute();

  await withId(db, db.schema.createTable('order_lines'))
    .addColumn('shop_id', 'integer', shopRef)
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.notNull())
    .addColumn('variant', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('name', 'varchar(300)', (c) => c.notNull())
    .addColumn('variant_label', 'varchar(300)', (c) => c.notNull().defaultTo(''))
    .addColumn('image', 'varchar(500)')
    .addColumn('unit_price', 'integer', money)
    .addColumn('sell_price', 'integer', money)
    .addColumn('discount', 'integer', money)
    .addColumn('reseller_earning', 'integer', money)
    .addColumn('cashback', 'integer', money)
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('line_total', 'integer', money)
    .addColumn('attachment_id', 'integer')
    .addColumn('attachment_name', 'varchar(255)')
    .addColumn('attachment_title', 'varchar(255)')
    .execute();
  await db.schema.createIndex('order_lines_order').on('order_lines').columns(['order_id']).execute();

  await withId(db, db.schema.createTable('order_events'))
    .addColumn('shop_id', 'integer', shopRef)
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('actor_kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('actor_id', 'integer')
    .addColumn('note', 'varchar(500)')
    .addColumn('at', 'varchar(32)', at)
    .execute();
  await db.schema.createIndex('order_events_order').on('order_events').columns(['order_id', 'id']).execute();

  await withId(db, db.schema.createTable('coupon_uses'))
    .addColumn('shop_id', 'integer', shopRef)
    .addColumn('coupon_id', 'integer', (c) => c.notNull().references('coupons.id').onDelete('cascade'))
    .addColumn('customer_id', 'integer', customerRef)
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('at', 'varchar(32)', at)
    .addUniqueConstraint('coupon_uses_order', ['order_id'])
    .execute();
  await db.schema.createIndex('coupon_uses_customer').on('coupon_uses').columns(['coupon_id', 'customer_id']).execute();

  // One row per payment attempt (issue 12 adds bKash and Stripe); cash on delivery has one too.
  await withId(db, db.schema.createTable('payments'))
    .addColumn('shop_id', 'integer', shopRef)
    .addColumn('order_id', 'integer', (c) => c.references('orders.id').onDelete('cascade'))
    .addColumn('customer_id', 'integer', customerRef)
    .addColumn('provider', 'varchar(20)', (c) => c.notNull())
    .addColumn('purpose', 'varchar(20)', (c) => c.notNull().defaultTo('order'))
    .addColumn('reference', 'varchar(120)')
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('state', 'varchar(20)', (c) => c.notNull())
    .addColumn('sandbox', 'integer', flag)
    .addColumn('raw', 'text')
    .addColumn('created_at', 'varchar(32)', at)
    .addColumn('updated_at', 'varchar(32)', at)
    .execute();
  await db.schema.createIndex('payments_order').on('payments').columns(['shop_id', 'order_id']).execute();

  // Idempotency keys, scoped to shop + actor (e.g. 'customer:12'), kept at least 24 h.
  await withId(db, db.schema.createTable('idempotency_keys'))
    .addColumn('shop_id', 'integer', shopRef)
    .addColumn('scope', 'varchar(60)', (c) => c.notNull())
    .addColumn('key', 'varchar(120)', (c) => c.notNull())
    .addColumn('request_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('status', 'integer')
    .addColumn('response', 'text')
    .addColumn('created_at', 'varchar(32)', at)
    .addUniqueConstraint('idempotency_keys_key', ['shop_id', 'scope', 'key'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['idempotency_keys', 'payments', 'coupon_uses', 'order_events', 'order_lines', 'orders', 'customer_addresses', 'coupons', 'pickup_points', 'shop_delivery_districts']) {
    await db.schema.dropTable(t).ifExists().execute();
  }
  for (const c of ['return_days', 'cod_advance', 'payment_methods', 'free_delivery_over', 'delivery_outside_dhaka', 'delivery_inside_dhaka']) {
    await db.schema.alterTable('shops').dropColumn(c).execute();
  }
}

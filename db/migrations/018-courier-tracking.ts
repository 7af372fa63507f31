// Courier tracking (issue 13 item 4; docs/decisions/027): `shop_couriers` holds a shop's
// account with a courier whose status updates haat takes in — Pathao (its webhook secret and,
// optionally, the store id its events must name) and Steadfast (API key and secret key for
// polling) — one row per shop and courier. `shipment_events` is the courier's side of an
// order's timeline: each status the courier reported, its raw name and our stage
// (core/courier.ts), when the courier says it happened, and a key that makes a repeated
// delivery of the same webhook or poll answer a no-op (unique per order).
import type { Kysely } from 'kysely';
import { shopRef, withId } from './helpers';

export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('shop_couriers'))
    .addColumn('shop_id', 'integer', shopRef)
    .addColumn('courier', 'varchar(20)', (c) => c.notNull())
    .addColumn('api_key', 'varchar(200)')
    .addColumn('secret_key', 'varchar(200)')
    .addColumn('webhook_secret', 'varchar(200)')
    .addColumn('store_id', 'varchar(40)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .addUniqueConstraint('shop_couriers_one', ['shop_id', 'courier'])
    .execute();

  await withId(db, db.schema.createTable('shipment_events'))
    .addColumn('shop_id', 'integer', shopRef)
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('courier', 'varchar(20)', (c) => c.notNull())
    .addColumn('status', 'varchar(60)', (c) => c.notNull())
    .addColumn('stage', 'varchar(20)', (c) => c.notNull())
    .addColumn('source', 'varchar(10)', (c) => c.notNull())
    .addColumn('event_key', 'varchar(160)', (c) => c.notNull())
    .addColumn('at', 'varchar(32)', (c) => c.notNull())
    .addColumn('received_at', 'varchar(32)', (c) => c.notNull())
    .addUniqueConstraint('shipment_events_once', ['shop_id', 'order_id', 'event_key'])
    .execute();
  await db.schema.createIndex('shipment_events_order').on('shipment_events').columns(['order_id', 'id']).execute();
  // Webhooks name the consignment: find the shop's order by it.
  await db.schema.createIndex('orders_tracking').on('orders').columns(['shop_id', 'tracking_code']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('orders_tracking').ifExists().execute();
  await db.schema.dropTable('shipment_events').ifExists().execute();
  await db.schema.dropTable('shop_couriers').ifExists().execute();
}

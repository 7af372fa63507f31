// Courier booking (issue 26 item 3; docs/decisions/054): a shop's Pathao account gains the
// merchant API's login (client id and secret, username and password: Pathao's `issue-token`),
// and `courier_bookings` keeps each order's booking with a courier — one per order: claimed
// (`booking`) by a conditional write before the courier is called, so two staff booking the
// same order at once book it once, then `booked` with the courier's consignment id, tracking
// code and the cash it was asked to collect. Adds only: a release without it runs unchanged
// (decision 044).
import type { Kysely } from 'kysely';
import { shopRef, withId } from './helpers';

export const compatible = true;

const PATHAO_LOGIN = ['client_id', 'client_secret', 'username', 'password'] as const;

export async function up(db: Kysely<any>): Promise<void> {
  for (const column of PATHAO_LOGIN) await db.schema.alterTable('shop_couriers').addColumn(column, 'varchar(200)').execute();
  await withId(db, db.schema.createTable('courier_bookings'))
    .addColumn('shop_id', 'integer', shopRef)
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('courier', 'varchar(20)', (c) => c.notNull())
    .addColumn('state', 'varchar(10)', (c) => c.notNull())
    .addColumn('consignment_id', 'varchar(60)')
    .addColumn('tracking_code', 'varchar(60)')
    .addColumn('cod_amount', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('staff_id', 'integer')
    .addColumn('claimed_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('booked_at', 'varchar(32)')
    .addUniqueConstraint('courier_bookings_one', ['shop_id', 'order_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('courier_bookings').ifExists().execute();
  for (const column of [...PATHAO_LOGIN].reverse()) await db.schema.alterTable('shop_couriers').dropColumn(column).execute();
}

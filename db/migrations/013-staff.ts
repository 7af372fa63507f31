// Staff accounts of the seller console (issue 14 item 1; docs/decisions/023): people who run
// one shop, role `owner` or `staff`, logging in with phone + password. `staff` is unique per
// (shop, phone) like customers; `staff_sessions` keeps only the sha256 of each token (cookie
// `sellerToken` or `Authorization: Bearer`), looked up by shop, so a token names nobody in
// another shop and is never a customer's session (a separate table).
import { sql, type Kysely } from 'kysely';
import { shopRef, withId } from './helpers';

export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('staff'))
    .addColumn('shop_id', 'integer', shopRef)
    .addColumn('phone', 'varchar(20)', (c) => c.notNull())
    .addColumn('name', 'varchar(120)', (c) => c.notNull())
    .addColumn('role', 'varchar(10)', (c) => c.notNull())
    .addColumn('password_hash', 'varchar(200)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .addUniqueConstraint('staff_shop_phone', ['shop_id', 'phone'])
    .addCheckConstraint('staff_role', sql`role in ('owner', 'staff')`)
    .execute();

  await withId(db, db.schema.createTable('staff_sessions'))
    .addColumn('shop_id', 'integer', shopRef)
    .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff.id').onDelete('cascade'))
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('login_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('revoked_at', 'varchar(32)')
    .execute();
  await db.schema.createIndex('staff_sessions_staff').on('staff_sessions').columns(['shop_id', 'staff_id']).execute();
  // The seller queue: a shop's orders newest first, by status or payment status.
  await db.schema.createIndex('orders_shop_id').on('orders').columns(['shop_id', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('orders_shop_id').ifExists().execute();
  await db.schema.dropTable('staff_sessions').ifExists().execute();
  await db.schema.dropTable('staff').ifExists().execute();
}

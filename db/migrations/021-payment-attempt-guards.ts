// Payment attempts that only their shopper can act on, started once, and COD advances that
// cannot be skipped (issue 21 items 3, 4, 6; docs/decisions/036):
// - `payments.access_token`: an unguessable per-attempt token (32 random bytes, base64url). The
//   bKash callback and the Stripe return/cancel URLs carry it instead of our sequential id;
//   without it (or the paying shopper's session) a return changes nothing.
// - `payments.start_claimed_at`: when a process claimed the provider call that turns a
//   `created` attempt into a payment page. One claim at a time, with a lease, so ten repeats of
//   one Place Order ask the provider once, and a worker killed mid-call is taken over later.
// - `orders.advance_due`: the whole-taka advance a cash-on-delivery order must have paid online
//   before it may be confirmed (0 = none). Written when the order is placed or switched to
//   cash on delivery, so the rule no longer depends on which payment rows happen to exist.
//   Existing orders take it from their advance attempts.
import { sql, type Kysely } from 'kysely';
import { money } from './helpers';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('payments').addColumn('access_token', 'varchar(64)').execute();
  await db.schema.alterTable('payments').addColumn('start_claimed_at', 'varchar(32)').execute();
  await db.schema.createIndex('payments_access_token').on('payments').columns(['shop_id', 'access_token']).unique().execute();
  await db.schema.alterTable('orders').addColumn('advance_due', 'integer', money).execute();
  await sql`update orders set advance_due = coalesce((select max(p.amount) from payments p where p.order_id = orders.id and p.purpose = 'advance'), 0)
            where exists (select 1 from payments p where p.order_id = orders.id and p.purpose = 'advance')`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('advance_due').execute();
  await db.schema.dropIndex('payments_access_token').ifExists().execute();
  await db.schema.alterTable('payments').dropColumn('start_claimed_at').execute();
  await db.schema.alterTable('payments').dropColumn('access_token').execute();
}

// Balances (issue 12 item 4; after-cart.md "Balances"): three balances per customer and shop —
// recharge, refund, cashback. `balance_entries` is the append-only ledger (a signed amount per
// entry: credits > 0, debits < 0, each with its order or payment) and `customer_balances` keeps
// the running sums, changed in the same transaction as the entry, so each balance is always the
// sum of its ledger. A debit is one conditional UPDATE (`… where refund >= n`), and the CHECK
// constraints make a balance below zero impossible even for a statement that forgot the guard.
// `dedupe_key` (unique per shop) makes each credit or debit happen once: a recharge payment is
// credited once however often the provider confirms it, an order's balances come back once.
import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import { money, shopRef, withId } from './helpers';

const customerRef = (c: ColumnDefinitionBuilder) => c.notNull().references('customers.id').onDelete('cascade');

export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('balance_entries'))
    .addColumn('shop_id', 'integer', shopRef)
    .addColumn('customer_id', 'integer', customerRef)
    // recharge | refund | cashback: which balance the entry moves.
    .addColumn('kind', 'varchar(10)', (c) => c.notNull())
    // recharge | order_payment | order_refund | cashback_earned | reversal
    .addColumn('type', 'varchar(20)', (c) => c.notNull())
    // Whole taka, signed: a credit is > 0, a debit < 0; never 0.
    .addColumn('amount', 'integer', (c) => c.notNull())
    // Kept without foreign keys: the ledger outlives nothing it points at being tidied away.
    .addColumn('order_id', 'integer')
    .addColumn('payment_id', 'integer')
    .addColumn('note', 'varchar(300)')
    .addColumn('dedupe_key', 'varchar(120)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addUniqueConstraint('balance_entries_dedupe', ['shop_id', 'dedupe_key'])
    .addCheckConstraint('balance_entries_kind', sql`kind in ('recharge', 'refund', 'cashback')`)
    .addCheckConstraint('balance_entries_amount', sql`amount <> 0`)
    .execute();
  await db.schema.createIndex('balance_entries_kind_id').on('balance_entries').columns(['shop_id', 'customer_id', 'kind', 'id']).execute();
  await db.schema.createIndex('balance_entries_customer').on('balance_entries').columns(['shop_id', 'customer_id', 'id']).execute();

  await withId(db, db.schema.createTable('customer_balances'))
    .addColumn('shop_id', 'integer', shopRef)
    .addColumn('customer_id', 'integer', customerRef)
    .addColumn('recharge', 'integer', money)
    .addColumn('refund', 'integer', money)
    .addColumn('cashback', 'integer', money)
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .addUniqueConstraint('customer_balances_owner', ['shop_id', 'customer_id'])
    .addCheckConstraint('customer_balances_not_negative', sql`recharge >= 0 and refund >= 0 and cashback >= 0`)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('customer_balances').ifExists().execute();
  await db.schema.dropTable('balance_entries').ifExists().execute();
}

// Each order's settlement in one place (issue 21; docs/decisions/037):
// - `money_returns`: every taka given back for an order — a paid refund request, the give-back
//   of a cancel or a return, a payment the order did not keep — one row per source (the online
//   payment, cash collected on delivery, a balance) and destination (the original payment or
//   balance, or the refund balance), with its state (`pending` while a provider refund is under
//   way, `done` once it completed) and a key unique per shop that makes it happen once.
// - `order_lines.restocked_quantity`: how many units of the line went back into stock (a
//   received refund return, a cancel or return), never more than the line's quantity.
// - `stock_received` on products and combinations: every unit the shop put into stock (the
//   import, the console's stock edits), so that stock now + units sold − units given back =
//   stock received can be checked (`npm run money:check`).
// Existing data is carried over: lines of restored orders and received refunds count as
// restocked, stock received is what makes today's figures reconcile, and past give-backs are
// written as done returns from the ledger and the payments' refunded amounts.
import { sql, type Kysely } from 'kysely';
import { money, shopRef, withId } from './helpers';

export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('money_returns'))
    .addColumn('shop_id', 'integer', shopRef)
    .addColumn('order_id', 'integer', (c) => c.references('orders.id').onDelete('cascade'))
    .addColumn('refund_id', 'integer', (c) => c.references('refund_requests.id').onDelete('cascade'))
    .addColumn('payment_id', 'integer', (c) => c.references('payments.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('source', 'varchar(20)', (c) => c.notNull())
    .addColumn('destination', 'varchar(20)', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('state', 'varchar(20)', (c) => c.notNull())
    .addColumn('reference', 'varchar(200)')
    .addColumn('dedupe_key', 'varchar(160)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('done_at', 'varchar(32)')
    .addUniqueConstraint('money_returns_once', ['shop_id', 'dedupe_key'])
    .addCheckConstraint('money_returns_kind', sql`kind in ('refund', 'give_back', 'not_kept')`)
    .addCheckConstraint('money_returns_source', sql`source in ('bkash', 'stripe', 'cod', 'recharge', 'refund', 'cashback')`)
    .addCheckConstraint('money_returns_destination', sql`destination in ('original', 'refund_balance')`)
    .addCheckConstraint('money_returns_state', sql`state in ('pending', 'done')`)
    .addCheckConstraint('money_returns_amount', sql`amount > 0`)
    .execute();
  await db.schema.createIndex('money_returns_order').on('money_returns').columns(['shop_id', 'order_id']).execute();
  await db.schema.createIndex('money_returns_payment').on('money_returns').columns(['payment_id']).execute();

  await db.schema.alterTable('order_lines').addColumn('restocked_quantity', 'integer', money).execute();
  await db.schema.alterTable('products').addColumn('stock_received', 'integer', money).execute();
  await db.schema.alterTable('product_variant_prices').addColumn('stock_received', 'integer', money).execute();

  // Carried over: what went back into stock before this migration.
  await sql`update order_lines set restocked_quantity = quantity
    where order_id in (select id from orders where restored_at is not null)`.execute(db);
  await sql`update order_lines set restocked_quantity = case
      when quantity < restocked_quantity + (select coalesce(sum(rl.quantity), 0) from refund_request_lines rl
        join refund_requests r on r.id = rl.refund_id
        where rl.order_line_id = order_lines.id and r.restocked_at is not null)
      then quantity
      else restocked_quantity + (select coalesce(sum(rl.quantity), 0) from refund_request_lines rl
        join refund_requests r on r.id = rl.refund_id
        where rl.order_line_id = order_lines.id and r.restocked_at is not null) end
    where order_id in (select id from orders where restored_at is null)`.execute(db);
  // Stock received = stock now + sold − given back, so today's figures reconcile.
  await sql`update products set stock_received = quantity
    + (select coalesce(sum(l.quantity - l.restocked_quantity), 0) from order_lines l where l.product_id = products.id and l.variant = '')`.execute(db);
  await sql`update product_variant_prices set stock_received = quantity
    + (select coalesce(sum(l.quantity - l.restocked_quantity), 0) from order_lines l
       where l.product_id = product_variant_prices.product_id and l.variant = product_variant_prices.variant)`.execute(db);

  await carryOverReturns(db);
}

/** Past give-backs as done returns, so old orders' settlements add up. */
async function carryOverReturns(db: Kysely<any>): Promise<void> {
  const now = new Date().toISOString();
  const entries = await db
    .selectFrom('balance_entries')
    .select(['shop_id', 'order_id', 'kind', 'amount', 'dedupe_key', 'created_at'])
    .where('type', '=', 'order_refund')
    .where('order_id', 'is not', null)
    .where('dedupe_key', 'is not', null)
    .execute();
  for (const e of entries) {
    const key = String(e.dedupe_key);
    // order:{id}:order_refund:{kind} — a balance given back to itself; refund:{id}:paid — a refund to the refund balance.
    const giveBack = /^order:\d+:order_refund:(recharge|refund|cashback)$/.exec(key);
    const refund = /^refund:(\d+):paid$/.exec(key);
    if (!giveBack && !refund) continue;
    // A past refund to the refund balance is counted against the order's own method.
    const method = giveBack
      ? giveBack[1]
      : ((await db.selectFrom('orders').select('payment_method').where('id', '=', e.order_id).executeTakeFirst())?.payment_method as string | undefined);
    const source = giveBack ? giveBack[1] : method === 'bkash' || method === 'stripe' || method === 'cod' ? method : 'refund';
    await db
      .insertInto('money_returns')
      .values({
        shop_id: e.shop_id,
        order_id: e.order_id,
        refund_id: refund ? Number(refund[1]) : null,
        payment_id: null,
        kind: giveBack ? 'give_back' : 'refund',
        source,
        destination: giveBack ? 'original' : 'refund_balance',
        amount: e.amount,
        state: 'done',
        reference: null,
        dedupe_key: `carried:${key}`,
        created_at: e.created_at ?? now,
        done_at: e.created_at ?? now,
      })
      .onConflict((oc) => oc.columns(['shop_id', 'dedupe_key']).doNothing())
      .execute();
  }
  const refunded = await db
    .selectFrom('payments')
    .select(['id', 'shop_id', 'order_id', 'provider', 'refunded_amount', 'refund_reference', 'updated_at'])
    .where('provider', 'in', ['bkash', 'stripe'])
    .where('refunded_amount', '>', 0)
    .execute();
  for (const p of refunded) {
    await db
      .insertInto('money_returns')
      .values({
        shop_id: p.shop_id,
        order_id: p.order_id,
        refund_id: null,
        payment_id: p.id,
        kind: 'give_back',
        source: p.provider,
        destination: 'original',
        amount: p.refunded_amount,
        state: 'done',
        reference: p.refund_reference,
        dedupe_key: `carried:payment:${p.id}`,
        created_at: p.updated_at ?? now,
        done_at: p.updated_at ?? now,
      })
      .onConflict((oc) => oc.columns(['shop_id', 'dedupe_key']).doNothing())
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('product_variant_prices').dropColumn('stock_received').execute();
  await db.schema.alterTable('products').dropColumn('stock_received').execute();
  await db.schema.alterTable('order_lines').dropColumn('restocked_quantity').execute();
  await db.schema.dropTable('money_returns').ifExists().execute();
}

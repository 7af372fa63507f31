// What must hold in the database after any number of orders, crashes and retries (issue 15
// item 3), read straight from the tables — never from the server's answers:
// - every order the shoppers were told about exists exactly once (its id and code match), no
//   order exists that nobody was told about, and every refused key left no order;
// - stock now + units sold (Σ order lines) = stock at the start;
// - the coupon's `uses` = its coupon_uses rows = orders that name it;
// - every balance (recharge, refund, cashback) of every customer = Σ of its ledger entries,
//   and Σ recharge_paid of a customer's orders = what the ledger's order payments took.
import { sql } from 'kysely';
import type { Db } from '../db/client';
import type { ShopFixture } from './shop-fixture';

/** What a shopper was finally told for one Idempotency-Key. */
export type KeyOutcome = { key: string; customerId: number; placed: { purchase_id: number; code: string } | null };

export interface InvariantReport {
  orders: number;
  unitsSold: number;
  stockNow: number;
  couponUses: number;
  couponOrders: number;
  couponUseRows: number;
  ledgers: number;
  problems: string[];
}

const n = (v: unknown) => Number(v ?? 0);

export async function checkOrderInvariants(db: Db, fixture: ShopFixture, outcomes: KeyOutcome[]): Promise<InvariantReport> {
  const shopId = fixture.shop.id;
  const problems: string[] = [];
  const orders = await db.selectFrom('orders').select(['id', 'code', 'customer_id', 'coupon_id', 'recharge_paid']).where('shop_id', '=', shopId).execute();
  const byId = new Map(orders.map((o) => [o.id, o]));
  const told = new Set<number>();
  for (const o of outcomes) {
    if (!o.placed) continue;
    const row = byId.get(o.placed.purchase_id);
    if (!row) problems.push(`key ${o.key}: answered order ${o.placed.purchase_id} (${o.placed.code}) is not in the database`);
    else if (row.code !== o.placed.code || row.customer_id !== o.customerId) problems.push(`key ${o.key}: order ${row.id} has code ${row.code} / customer ${row.customer_id}, answered ${o.placed.code} / ${o.customerId}`);
    if (told.has(o.placed.purchase_id)) problems.push(`order ${o.placed.purchase_id} was answered for two keys`);
    told.add(o.placed.purchase_id);
  }
  for (const row of orders) if (!told.has(row.id)) problems.push(`order ${row.id} (${row.code}) exists but no shopper was answered with it (a duplicate or a lost answer)`);
  // Refused keys: none may have a stored answer (the key row rolls back with the refusal).
  const keyRows = await db.selectFrom('idempotency_keys').select(['key', 'scope', 'response']).where('shop_id', '=', shopId).execute();
  const stored = new Map(keyRows.map((k) => [`${k.scope}|${k.key}`, k.response]));
  for (const o of outcomes) {
    const response = stored.get(`customer:${o.customerId}|${o.key}`);
    if (o.placed && !response) problems.push(`key ${o.key}: placed but its idempotency row is missing`);
    if (!o.placed && response) problems.push(`key ${o.key}: refused, yet an answer is stored for it: ${response.slice(0, 120)}`);
  }

  const sold = await db
    .selectFrom('order_lines')
    .select((eb) => eb.fn.sum<number | string | null>('quantity').as('q'))
    .where('shop_id', '=', shopId)
    .where('product_id', '=', fixture.productId)
    .executeTakeFirstOrThrow();
  const unitsSold = n(sold.q);
  const product = await db.selectFrom('products').select('quantity').where('id', '=', fixture.productId).executeTakeFirstOrThrow();
  const stockNow = n(product.quantity);
  if (stockNow + unitsSold !== fixture.stock) problems.push(`stock ${stockNow} + sold ${unitsSold} = ${stockNow + unitsSold}, not the starting ${fixture.stock}`);
  if (stockNow < 0) problems.push(`stock is negative: ${stockNow}`);

  const coupon = await db.selectFrom('coupons').select(['uses', 'max_uses']).where('id', '=', fixture.couponId).executeTakeFirstOrThrow();
  const couponOrders = orders.filter((o) => o.coupon_id === fixture.couponId).length;
  const useRows = await db
    .selectFrom('coupon_uses')
    .select((eb) => eb.fn.countAll<number | string>().as('c'))
    .where('shop_id', '=', shopId)
    .where('coupon_id', '=', fixture.couponId)
    .executeTakeFirstOrThrow();
  const couponUses = n(coupon.uses);
  if (couponUses !== couponOrders || n(useRows.c) !== couponOrders) problems.push(`coupon uses ${couponUses}, coupon_uses rows ${n(useRows.c)}, orders with it ${couponOrders}: not all equal`);
  if (coupon.max_uses !== null && couponUses > coupon.max_uses) problems.push(`coupon used ${couponUses} times, max ${coupon.max_uses}`);

  const sums = await db
    .selectFrom('balance_entries')
    .select(['customer_id', 'kind', sql<string>`sum(amount)`.as('total')])
    .where('shop_id', '=', shopId)
    .groupBy(['customer_id', 'kind'])
    .execute();
  const balances = await db.selectFrom('customer_balances').select(['customer_id', 'recharge', 'refund', 'cashback']).where('shop_id', '=', shopId).execute();
  const ledger = new Map(sums.map((s) => [`${s.customer_id}|${s.kind}`, n(s.total)]));
  let ledgers = 0;
  for (const b of balances) {
    for (const kind of ['recharge', 'refund', 'cashback'] as const) {
      ledgers++;
      const entries = ledger.get(`${b.customer_id}|${kind}`) ?? 0;
      if (entries !== n(b[kind])) problems.push(`customer ${b.customer_id} ${kind}: balance ${n(b[kind])}, ledger sums to ${entries}`);
      if (n(b[kind]) < 0) problems.push(`customer ${b.customer_id} ${kind} is negative`);
    }
  }
  const paidByLedger = await db
    .selectFrom('balance_entries')
    .select(['customer_id', sql<string>`sum(amount)`.as('total')])
    .where('shop_id', '=', shopId)
    .where('kind', '=', 'recharge')
    .where('type', '=', 'order_payment')
    .groupBy('customer_id')
    .execute();
  const paidByOrders = new Map<number, number>();
  for (const o of orders) paidByOrders.set(o.customer_id, (paidByOrders.get(o.customer_id) ?? 0) + n(o.recharge_paid));
  const paidLedger = new Map(paidByLedger.map((p) => [p.customer_id, -n(p.total)]));
  for (const id of new Set([...paidByOrders.keys(), ...paidLedger.keys()])) {
    if ((paidByOrders.get(id) ?? 0) !== (paidLedger.get(id) ?? 0)) problems.push(`customer ${id}: orders used ${paidByOrders.get(id) ?? 0} of recharge, the ledger took ${paidLedger.get(id) ?? 0}`);
  }
  return { orders: orders.length, unitsSold, stockNow, couponUses, couponOrders, couponUseRows: n(useRows.c), ledgers, problems };
}

// `npm run money:check` (issue 21 item 9; docs/decisions/037): every shop reconciles.
// - each order against its settlement (core/settlement.ts): nothing given back beyond what a
//   source received, a cancelled or returned order has given back all its money (its sources
//   hold nothing) and all its units, the order's payment status matches what was given back,
//   a paid refund request's money returns add up to its amount, each payment's refunded amount
//   to its completed returns, and a refund was paid only from money received;
// - the balances against their ledgers;
// - stock conservation: for every item with counted stock, stock now + units sold − units given
//   back = stock received, and a variant product's figure is the sum of its on-sale combinations.
// Each difference is a line naming the shop and the order code or product.
import { settle, settledPaymentStatus, sourcesLeft } from '../../core/settlement';
import { ledgerMismatches } from '../../db/balance.repository';
import type { Db } from '../../db/client';
import {
  listCombinationStockForCheck,
  listOrderPaymentsForCheck,
  listOrderRefundsForCheck,
  listOrderReturnsForCheck,
  listProductStockForCheck,
  listShopsForCheck,
  unitsOutByItem,
} from '../../db/money-check.repository';
import { listShopOrdersForCheck, loadSettlementFacts } from '../../db/settlement.repository';

export interface MoneyDifference {
  shop: string;
  subject: string;
  problem: string;
}

/** What to check: by default every shop and every order; a test may name one shop and some of its orders (ledgers and stock are still checked for the whole shop). */
export interface MoneyCheckScope {
  shopId?: number;
  orderIds?: readonly number[];
}

export async function checkMoney(db: Db, scope: MoneyCheckScope = {}): Promise<MoneyDifference[]> {
  const differences: MoneyDifference[] = [];
  const shops = await listShopsForCheck(db, scope.shopId);
  for (const shop of shops) {
    const say = (subject: string, problem: string) => differences.push({ shop: shop.slug, subject, problem });
    await checkOrders(db, shop.id, say, scope.orderIds);
    for (const m of await ledgerMismatches(db, shop.id)) say(`customer ${m.customer_id}`, `${m.kind} balance ${m.balance} but its ledger adds up to ${m.ledger}`);
    await checkStock(db, shop.id, say);
  }
  return differences;
}

type Say = (subject: string, problem: string) => void;

async function checkOrders(db: Db, shopId: number, say: Say, only?: readonly number[]): Promise<void> {
  for (const order of await listShopOrdersForCheck(db, shopId, only)) {
    const subject = `order ${order.code}`;
    const facts = await loadSettlementFacts(db, order);
    const s = settle(facts);
    for (const source of ['bkash', 'stripe', 'cod', 'recharge', 'refund', 'cashback'] as const) {
      if (s.refunded[source] > s.paid[source]) say(subject, `${s.refunded[source]} given back from ${source} but only ${s.paid[source]} received`);
    }
    if (order.status === 'cancelled' || order.status === 'returned') {
      const held = sourcesLeft(facts).reduce((sum, x) => sum + x.left, 0);
      if (held > 0) say(subject, `${order.status} but ${held} of its money was never given back`);
      if (s.units.given_back !== s.units.bought) say(subject, `${order.status} but ${s.units.given_back} of ${s.units.bought} units went back into stock`);
    }
    if (s.units.given_back > s.units.bought) say(subject, `${s.units.given_back} units given back of ${s.units.bought} bought`);
    const expected = settledPaymentStatus(order.payment_status, s);
    if (expected !== order.payment_status) say(subject, `payment status ${order.payment_status} but its settlement says ${expected}`);

    const refunds = await listOrderRefundsForCheck(db, shopId, order.id);
    const returns = await listOrderReturnsForCheck(db, shopId, order.id);
    for (const r of refunds) {
      const paid = returns.filter((x) => x.refund_id === r.id).reduce((sum, x) => sum + x.amount, 0);
      if (r.payment_status === 'paid' && paid !== r.amount) say(subject, `refund ${r.code} of ${r.amount} paid but ${paid} recorded as given back`);
      if (r.payment_status !== 'paid' && paid > 0) say(subject, `refund ${r.code} not paid but ${paid} given back for it`);
    }
    const payments = await listOrderPaymentsForCheck(db, shopId, order.id);
    for (const p of payments) {
      const viaProvider = returns.filter((x) => x.payment_id === p.id && x.state === 'done' && x.destination === 'original').reduce((sum, x) => sum + x.amount, 0);
      if (viaProvider !== p.refunded_amount) say(subject, `payment ${p.id} shows ${p.refunded_amount} refunded but ${viaProvider} went back through its provider`);
      if (p.refunded_amount > p.amount) say(subject, `payment ${p.id} refunded ${p.refunded_amount} of ${p.amount}`);
    }
  }
}

async function checkStock(db: Db, shopId: number, say: Say): Promise<void> {
  // Units sold less given back, by item.
  const outOf = await unitsOutByItem(db, shopId);
  const products = await listProductStockForCheck(db, shopId);
  const combos = await listCombinationStockForCheck(db, shopId);
  for (const p of products) {
    if (p.has_variant === 1) {
      const own = combos.filter((c) => c.product_id === p.id);
      const total = own.filter((c) => c.status === 1).reduce((sum, c) => sum + c.quantity, 0);
      if (p.unlimited_quantity === 0 && p.quantity !== total) say(`product ${p.slug}`, `shows ${p.quantity} in stock but its on-sale combinations hold ${total}`);
      for (const c of own) {
        if (c.v_unlimited_quantity === 1) continue;
        const expected = c.stock_received - (outOf.get(`${p.id}|${c.variant}`) ?? 0);
        if (c.quantity !== expected) say(`product ${p.slug} ${c.variant}`, `stock ${c.quantity} but received ${c.stock_received} − sold and not given back ${outOf.get(`${p.id}|${c.variant}`) ?? 0} = ${expected}`);
      }
      continue;
    }
    if (p.unlimited_quantity === 1) continue;
    const expected = p.stock_received - (outOf.get(`${p.id}|`) ?? 0);
    if (p.quantity !== expected) say(`product ${p.slug}`, `stock ${p.quantity} but received ${p.stock_received} − sold and not given back ${outOf.get(`${p.id}|`) ?? 0} = ${expected}`);
  }
}

// What orders do to the customer's balances (after-cart.md "Balances", "Order and payment
// states"), each inside the caller's transaction (Trx) and each exactly once, by a dedupe key
// of the order:
// - debitForOrder: placing takes recharge_paid, refund_paid, cashback_paid from their balances
//   with conditional updates; one that no longer covers its share refuses the whole order
//   (`insufficient_balance`, thrown, so the placing transaction rolls back);
// (a cancelled or returned order's give-back of its balances is the settlement's:
// services/orders/operations/order-settlement.ts)
// - creditCashbackOnDelivery: a delivered order credits Σ line cashback × quantity;
// - reverseCashbackOnReturn: a returned order takes that cashback back — as much of it as the
//   balance still holds (a balance never goes below zero; the entry's note says what was spent);
// - creditRefundToBalance: a refund the shopper chose to take as refund balance.
import { BALANCE_KINDS, type Balances } from '../../../core/checkout-totals';
import { balanceMessages } from '../../../core/checkout-messages';
import { formatTaka } from '../../../core/money';
import { creditBalance, debitBalance, findBalanceEntryByKey, findBalances } from '../../../db/balance.repository';
import { listOrderLines } from '../../../db/order.repository';
import type { Trx } from '../../../db/run-write';
import type { Order } from '../../../db/schema';
import { DomainError } from '../../domain-error';

type OrderRef = Pick<Order, 'id' | 'shop_id' | 'customer_id' | 'code'>;


/** Takes each balance's share of a new order; throws `insufficient_balance` when one no longer covers it. */
export async function debitForOrder(trx: Trx, order: OrderRef, used: Balances, now: string): Promise<void> {
  for (const kind of BALANCE_KINDS) {
    const amount = used[kind];
    if (amount <= 0) continue;
    const result = await debitBalance(trx, {
      shopId: order.shop_id,
      customerId: order.customer_id,
      kind,
      type: 'order_payment',
      amount,
      orderId: order.id,
      note: `Order ${order.code}`,
      dedupeKey: `order:${order.id}:order_payment:${kind}`,
      now,
    });
    if (result === 'insufficient') {
      const available = (await findBalances(trx, order.shop_id, order.customer_id))[kind];
      throw new DomainError('insufficient_balance', balanceMessages.moreThanAvailable(kind, available), { [`${kind}_paid`]: balanceMessages.moreThanAvailable(kind, available) });
    }
  }
}

/** Credits a delivered order's cashback (Σ line cashback × quantity) — once; the amount credited now. */
export async function creditCashbackOnDelivery(trx: Trx, order: OrderRef, now: string): Promise<number> {
  const lines = await listOrderLines(trx, order.shop_id, order.id);
  const amount = lines.reduce((sum, l) => sum + Math.max(0, Math.trunc(l.cashback)) * l.quantity, 0);
  if (amount <= 0) return 0;
  const credited = await creditBalance(trx, {
    shopId: order.shop_id,
    customerId: order.customer_id,
    kind: 'cashback',
    type: 'cashback_earned',
    amount,
    orderId: order.id,
    note: `Order ${order.code} delivered`,
    dedupeKey: `order:${order.id}:cashback_earned`,
    now,
  });
  return credited ? amount : 0;
}

/**
 * Takes back the cashback a returned order earned — once, and never below zero: when the
 * shopper has spent part of it, what is left is taken and the note says how much was spent.
 * The amount taken now.
 */
export async function reverseCashbackOnReturn(trx: Trx, order: OrderRef, now: string): Promise<number> {
  const earned = await findBalanceEntryByKey(trx, order.shop_id, `order:${order.id}:cashback_earned`);
  if (!earned || earned.customer_id !== order.customer_id) return 0;
  const key = `order:${order.id}:reversal`;
  // A concurrent debit may spend some of it between the read and the update: read again then.
  for (let attempt = 0; attempt < 5; attempt++) {
    if (await findBalanceEntryByKey(trx, order.shop_id, key)) return 0;
    const available = (await findBalances(trx, order.shop_id, order.customer_id)).cashback;
    const amount = Math.min(earned.amount, available);
    if (amount <= 0) return 0;
    const spent = earned.amount - amount;
    const result = await debitBalance(trx, {
      shopId: order.shop_id,
      customerId: order.customer_id,
      kind: 'cashback',
      type: 'reversal',
      amount,
      orderId: order.id,
      note: spent > 0 ? `Order ${order.code} returned; ${formatTaka(spent)} of its cashback was already spent` : `Order ${order.code} returned`,
      dedupeKey: key,
      now,
    });
    if (result === 'debited') return amount;
    if (result === 'duplicate') return 0;
  }
  throw new DomainError('conflict', 'The cashback balance kept changing; try again');
}

/** A refund the shopper takes as refund balance (instead of back to the provider) — once per key. */
export async function creditRefundToBalance(
  trx: Trx,
  refund: { order: OrderRef; amount: number; paymentId: number | null; dedupeKey: string; now: string; note?: string },
): Promise<boolean> {
  return creditBalance(trx, {
    shopId: refund.order.shop_id,
    customerId: refund.order.customer_id,
    kind: 'refund',
    type: 'order_refund',
    amount: refund.amount,
    orderId: refund.order.id,
    paymentId: refund.paymentId,
    note: refund.note ?? `Refund of order ${refund.order.code}`,
    dedupeKey: refund.dedupeKey,
    now: refund.now,
  });
}

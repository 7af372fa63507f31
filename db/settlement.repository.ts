// Each order's settlement (core/settlement.ts; migration 019; docs/decisions/037): the facts it
// is computed from, and `money_returns`, the one record of every taka given back. A return is
// inserted once per shop and key (ON CONFLICT DO NOTHING: the second writer learns it did
// nothing), and moves pending → done by a conditional update.
import { sql, type Insertable } from 'kysely';
import type { SettlementFacts, SettlementPayment } from '../core/settlement';
import type { Db } from './client';
import type { Trx } from './run-write';
import type { MoneyReturn, MoneyReturnTable, Order } from './schema';

type SettlementOrder = Pick<Order, 'id' | 'shop_id' | 'status' | 'payment_method' | 'recharge_paid' | 'refund_paid' | 'cashback_paid'>;

/** What the order's settlement is computed from, read in the caller's transaction. */
export async function loadSettlementFacts(db: Db, order: SettlementOrder): Promise<SettlementFacts> {
  const [payments, returns, lines] = await Promise.all([
    db
      .selectFrom('payments')
      .select(['id', 'provider', 'purpose', 'amount', 'state'])
      .where('shop_id', '=', order.shop_id)
      .where('order_id', '=', order.id)
      .orderBy('id')
      .execute(),
    listOrderReturns(db, order.shop_id, order.id),
    db.selectFrom('order_lines').select(['quantity', 'restocked_quantity']).where('shop_id', '=', order.shop_id).where('order_id', '=', order.id).execute(),
  ]);
  return {
    order: { status: order.status, paymentMethod: order.payment_method, rechargePaid: order.recharge_paid, refundPaid: order.refund_paid, cashbackPaid: order.cashback_paid },
    payments: payments.map((p) => ({ ...p, purpose: p.purpose as SettlementPayment['purpose'] })),
    returns: returns.map((r) => ({ kind: r.kind, source: r.source, paymentId: r.payment_id, destination: r.destination, amount: r.amount, state: r.state })),
    lines: lines.map((l) => ({ quantity: l.quantity, restocked: l.restocked_quantity })),
  };
}

export async function listOrderReturns(db: Db, shopId: number, orderId: number): Promise<MoneyReturn[]> {
  return db.selectFrom('money_returns').selectAll().where('shop_id', '=', shopId).where('order_id', '=', orderId).orderBy('id').execute();
}

export async function findMoneyReturn(db: Db, shopId: number, id: number): Promise<MoneyReturn | undefined> {
  return db.selectFrom('money_returns').selectAll().where('shop_id', '=', shopId).where('id', '=', id).executeTakeFirst();
}

export async function findMoneyReturnByKey(db: Db, shopId: number, key: string): Promise<MoneyReturn | undefined> {
  return db.selectFrom('money_returns').selectAll().where('shop_id', '=', shopId).where('dedupe_key', '=', key).executeTakeFirst();
}

/** Records a return unless its key exists; the new id or null (it was recorded before). */
export async function insertMoneyReturn(trx: Trx, row: Omit<Insertable<MoneyReturnTable>, 'id'>): Promise<number | null> {
  const inserted = await trx
    .insertInto('money_returns')
    .values(row)
    .onConflict((oc) => oc.columns(['shop_id', 'dedupe_key']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted?.id ?? null;
}

/** pending → done with the provider's refund reference; whether this call moved it. */
export async function markMoneyReturnDone(trx: Trx, shopId: number, id: number, reference: string | null, now: string): Promise<boolean> {
  const result = await trx
    .updateTable('money_returns')
    .set({ state: 'done', reference, done_at: now })
    .where('shop_id', '=', shopId)
    .where('id', '=', id)
    .where('state', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Counts `amount` more as given back from a payment, never past what it took; the payment is
 * `refunded` once all of it is. Whether it did.
 */
export async function addPaymentRefund(trx: Trx, shopId: number, paymentId: number, amount: number, reference: string | null, now: string): Promise<boolean> {
  const result = await trx
    .updateTable('payments')
    .set({
      refunded_amount: sql<number>`refunded_amount + ${amount}`,
      state: sql<'refunded'>`case when refunded_amount + ${amount} >= amount then 'refunded' else state end`,
      refund_reference: reference,
      updated_at: now,
    })
    .where('shop_id', '=', shopId)
    .where('id', '=', paymentId)
    .where('state', 'in', ['paid', 'failed', 'refunded', 'cancelled'])
    .where(sql<boolean>`refunded_amount + ${amount} <= amount`)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Every order of the shop (id order), or only those named, for the reconciliation. */
export async function listShopOrdersForCheck(db: Db, shopId: number, only?: readonly number[]): Promise<Order[]> {
  if (only && only.length === 0) return [];
  let query = db.selectFrom('orders').selectAll().where('shop_id', '=', shopId);
  if (only) query = query.where('id', 'in', [...only]);
  return query.orderBy('id').execute();
}

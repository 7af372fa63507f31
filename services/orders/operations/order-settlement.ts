// An order's settlement as every screen, slip and API answer reads it (core/settlement.ts), and
// the money moves that change it, each inside the caller's transaction and each once by its key:
// - giveBackOrderMoney: a cancel's or return's give-back — what every source still holds, back
//   where it came from: balances and collected cash credited at once (done), online payments
//   as one provider refund per payment (pending, one `payment.refund` job each);
// - recordReturnParts: the parts of a paid refund request (its provider refunds already
//   completed), credited and recorded as done;
// - giveBackNotKept: money a provider took that the order does not keep, given back in full;
// - followPaymentStatus: the order's payment status follows what was given back, notified.
import { canMovePayment } from '../../../core/order-state';
import { settle, settledPaymentStatus, sourcesLeft, giveBackAll, type ReturnPart, type Settlement, type OrderPaymentStatus } from '../../../core/settlement';
import { creditBalance } from '../../../db/balance.repository';
import { announceJobs, enqueueJob } from '../../../db/job.repository';
import { afterCommit, type Trx } from '../../../db/run-write';
import { addPaymentRefund, insertMoneyReturn, loadSettlementFacts } from '../../../db/settlement.repository';
import type { Db } from '../../../db/client';
import type { MoneyReturnKind, Order, Payment } from '../../../db/schema';
import { markBalancePaymentRefunded, moveOrderPaymentStatus } from '../../../db/payment.repository';
import { getShopOrder } from '../../../db/seller-order.repository';
import { notifyOrderPaymentStatus } from '../../notifications/operations/notify-customer';

export const REFUND_PAYMENT_JOB = 'payment.refund';

export async function readSettlement(db: Db, order: Order): Promise<Settlement> {
  return settle(await loadSettlementFacts(db, order));
}

/** The one refund job of a pending provider return. */
async function enqueueProviderRefund(trx: Trx, shopId: number, returnId: number, now: string): Promise<void> {
  await enqueueJob(trx, { shopId, kind: REFUND_PAYMENT_JOB, payload: { returnId }, runAt: now, now, maxAttempts: 10 });
  afterCommit(trx, () => announceJobs());
}

interface PartRecord {
  order: Pick<Order, 'id' | 'shop_id' | 'customer_id' | 'code'>;
  kind: MoneyReturnKind;
  refundId: number | null;
  keyPrefix: string;
  note: string;
  now: string;
  /** Provider refunds already completed (a paid refund request): their references by payment id. */
  completed?: ReadonlyMap<number, string>;
}

/** Writes each part once: balances credited, online parts done (completed) or pending with their job. The amount recorded now. */
export async function recordReturnParts(trx: Trx, parts: readonly ReturnPart[], r: PartRecord): Promise<number> {
  let recorded = 0;
  for (const part of parts) {
    const online = part.source === 'bkash' || part.source === 'stripe';
    const viaProvider = online && part.destination === 'original';
    const completed = viaProvider && part.paymentId !== null ? r.completed?.get(part.paymentId) : undefined;
    const key = `${r.keyPrefix}:${part.source}:${part.paymentId ?? 0}`;
    const id = await insertMoneyReturn(trx, {
      shop_id: r.order.shop_id,
      order_id: r.order.id,
      refund_id: r.refundId,
      payment_id: part.paymentId,
      kind: r.kind,
      source: part.source,
      destination: part.destination,
      amount: part.amount,
      state: viaProvider && completed === undefined ? 'pending' : 'done',
      reference: completed ?? null,
      dedupe_key: key,
      created_at: r.now,
      done_at: viaProvider && completed === undefined ? null : r.now,
    });
    if (id === null) continue; // Recorded before: never twice.
    recorded += part.amount;
    if (viaProvider) {
      if (completed === undefined) await enqueueProviderRefund(trx, r.order.shop_id, id, r.now);
      else await addPaymentRefund(trx, r.order.shop_id, part.paymentId!, part.amount, completed, r.now);
      continue;
    }
    // Into a balance: the refund balance, or back to the balance the money came from.
    const kind = part.destination === 'refund_balance' ? 'refund' : (part.source as 'recharge' | 'refund' | 'cashback');
    await creditBalance(trx, {
      shopId: r.order.shop_id,
      customerId: r.order.customer_id,
      kind,
      type: 'order_refund',
      amount: part.amount,
      orderId: r.order.id,
      paymentId: part.paymentId,
      note: r.note,
      dedupeKey: `return:${id}`,
      now: r.now,
    });
  }
  return recorded;
}

/** A cancel's or a return's give-back of everything the order's sources still hold; the amount given back now. */
export async function giveBackOrderMoney(trx: Trx, order: Order, now: string): Promise<number> {
  const facts = await loadSettlementFacts(trx, order);
  const parts = giveBackAll(sourcesLeft(facts));
  const reason = order.status === 'returned' ? 'returned' : 'cancelled';
  // The balance payment row says so too once the balances are back.
  const given = await recordReturnParts(trx, parts, { order, kind: 'give_back', refundId: null, keyPrefix: `order:${order.id}:give_back`, note: `Order ${order.code} ${reason}`, now });
  if (parts.some((p) => p.source === 'recharge' || p.source === 'refund' || p.source === 'cashback')) {
    await markBalancePaymentRefunded(trx, order.shop_id, order.id, now);
  }
  await followPaymentStatus(trx, order, now);
  return given;
}

/** Money a provider took that the order does not keep (paid twice, after a cancel, another amount): given back in full, once. */
export async function giveBackNotKept(trx: Trx, payment: Payment, now: string): Promise<void> {
  if (payment.provider !== 'bkash' && payment.provider !== 'stripe') return;
  const id = await insertMoneyReturn(trx, {
    shop_id: payment.shop_id,
    order_id: payment.order_id,
    refund_id: null,
    payment_id: payment.id,
    kind: 'not_kept',
    source: payment.provider,
    destination: 'original',
    amount: payment.amount,
    state: 'pending',
    reference: null,
    dedupe_key: `payment:${payment.id}:not_kept`,
    created_at: now,
    done_at: null,
  });
  if (id !== null) await enqueueProviderRefund(trx, payment.shop_id, id, now);
}

/** The order's payment status follows its completed give-backs (paid → partially_refunded → refunded), notified when it moves. */
export async function followPaymentStatus(trx: Trx, orderRef: Pick<Order, 'id' | 'shop_id'>, now: string): Promise<OrderPaymentStatus> {
  const order = await getShopOrder(trx, orderRef.shop_id, orderRef.id);
  const current = order.payment_status;
  const target = settledPaymentStatus(current, settle(await loadSettlementFacts(trx, order)));
  if (target === current || !canMovePayment(current, target)) return current;
  if (await moveOrderPaymentStatus(trx, order.shop_id, order.id, [current], target, now)) await notifyOrderPaymentStatus(trx, order, target, now);
  return target;
}

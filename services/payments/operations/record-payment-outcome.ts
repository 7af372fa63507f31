// What a provider said about a payment, written down (after-cart.md "Order and payment
// states"): the one place a payment becomes paid, failed or cancelled, whoever learnt it —
// the bKash callback, the Stripe return page, the signed webhook, the expiry or reconciliation
// job. Each move is a conditional update from the states it may come from, in one transaction
// with what follows from it, so the same confirmation arriving twice, or from two sources in
// any order, changes things once:
// - paid: the payment is `paid`; its order's payment status becomes `paid` — unless the order
//   was cancelled (expired) meanwhile or is already paid by another attempt: then the money is
//   given back through the provider (services/orders/operations/order-settlement.ts giveBackNotKept: one
//   money return and one `payment.refund` job, ever), never kept and never lost;
//   a recharge is credited to the recharge balance (once);
// - money taken for another amount: `failed` and refunded;
// - failed / cancelled (no money moved): the attempt ends and the order's payment status is
//   `failed` (retry or switch to cash on delivery is offered); pending: nothing changes.
import { findPayment, hasOtherOrderAttempt, moveOrderPaymentStatus, movePayment } from '../../../db/payment.repository';
import { afterCommit, runWrite, type Trx } from '../../../db/run-write';
import type { Payment, PaymentState } from '../../../db/schema';
import { findShopOrder } from '../../../db/seller-order.repository';
import type { ConfirmedPayment } from '../../adapters/payments/payment-provider';
import { creditRecharge } from '../../balances/operations/credit-recharge';
import type { Ctx } from '../../context';
import { notifyOrderPaymentStatus } from '../../notifications/operations/notify-customer';
import { enqueueOrderSms } from '../../notifications/operations/order-sms';
import { announceJobs } from '../../../db/job.repository';
import { giveBackNotKept } from '../../orders/operations/order-settlement';


const OPEN: readonly PaymentState[] = ['created', 'pending'];
/** A payment we gave up on can still turn out paid (money taken late): that is recorded too. */
const NOT_PAID: readonly PaymentState[] = ['created', 'pending', 'failed', 'cancelled'];

const rawOf = (previous: string | null, source: string, raw: unknown) => {
  let list: unknown[] = [];
  try {
    const parsed: unknown = previous ? JSON.parse(previous) : [];
    list = Array.isArray(parsed) ? parsed : [parsed];
  } catch {
    list = [];
  }
  return JSON.stringify([...list, { source, raw }].slice(-10));
};


/** Records the provider's answer; returns the payment as it is afterwards. */
export async function recordPaymentOutcome(ctx: Ctx, paymentId: number, confirmed: ConfirmedPayment, source: string): Promise<Payment> {
  const now = new Date(ctx.clock.now()).toISOString();
  return runWrite(ctx.db, async (trx) => {
    const payment = await findPayment(trx, ctx.shop.id, paymentId);
    if (!payment) throw new Error(`payment ${paymentId} not found in shop ${ctx.shop.id}`);
    const raw = rawOf(payment.raw, source, confirmed.raw);
    const trxId = confirmed.providerTrxId ?? payment.provider_trx_id;

    if (confirmed.state === 'paid') {
      if (await movePayment(trx, payment.id, NOT_PAID, 'paid', { provider_trx_id: trxId, raw }, now)) await afterPaid(ctx, trx, payment, now);
    } else if (confirmed.moneyTaken) {
      // Money taken for an amount we did not ask: not a payment of the order; give it back.
      if (await movePayment(trx, payment.id, NOT_PAID, 'failed', { provider_trx_id: trxId, raw }, now)) {
        await failOrderPayment(trx, payment, now);
        await giveBackNotKept(trx, payment, now);
      }
    } else if (confirmed.state === 'failed' || confirmed.state === 'cancelled') {
      if (await movePayment(trx, payment.id, OPEN, confirmed.state, { raw }, now)) await failOrderPayment(trx, payment, now);
    }
    return (await findPayment(trx, ctx.shop.id, paymentId))!;
  });
}

async function afterPaid(ctx: Ctx, trx: Trx, payment: Payment, now: string): Promise<void> {
  if (payment.purpose === 'recharge') {
    await creditRecharge(trx, payment.id, payment.amount, now);
    return;
  }
  if (payment.order_id === null) return;
  const order = await findShopOrder(trx, payment.shop_id, payment.order_id);
  const live = order && order.status !== 'cancelled' && order.status !== 'returned';
  if (!order || !live) {
    // Confirmed after the order expired or was cancelled: the money goes back.
    await giveBackNotKept(trx, payment, now);
    return;
  }
  // The order is placed for good once its payment (or its COD advance) is in: the "placed" SMS
  // now, not before (issue 23 item 3). The advance: the rest is cash on delivery; the shop may confirm now.
  const placedSms = () => enqueueOrderSms(trx, ctx.shop, order.customer_id, { kind: 'placed', code: order.code, paid: payment.amount }, ctx.clock.now()).then(() => afterCommit(trx, () => announceJobs()));
  if (payment.purpose === 'advance') {
    await placedSms();
    return;
  }
  if (!(await moveOrderPaymentStatus(trx, payment.shop_id, order.id, ['unpaid', 'pending', 'failed'], 'paid', now))) {
    // Already paid by another attempt (two tabs, a retry after a late success): refund this one.
    await giveBackNotKept(trx, payment, now);
    return;
  }
  await notifyOrderPaymentStatus(trx, order, 'paid', now);
  await placedSms();
}

async function failOrderPayment(trx: Trx, payment: Payment, now: string): Promise<void> {
  if (payment.order_id === null || payment.purpose !== 'order') return;
  // A newer attempt still under way keeps the order's payment pending.
  if (await hasOtherOrderAttempt(trx, payment.shop_id, payment.order_id, payment.id, OPEN)) return;
  if (!(await moveOrderPaymentStatus(trx, payment.shop_id, payment.order_id, ['pending'], 'failed', now))) return;
  const order = await findShopOrder(trx, payment.shop_id, payment.order_id);
  if (order) await notifyOrderPaymentStatus(trx, order, 'failed', now);
}

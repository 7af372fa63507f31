// The `payment.expire` job (after-cart.md: "An online-payment order still unpaid after 30
// minutes is cancelled by the system"), enqueued when the order is placed, run 30 minutes on:
//   1. the order is done with if it is no longer pending or already paid;
//   2. each attempt still open is asked once more (a lost callback, a webhook not yet here):
//      one that turns out paid is recorded and the order stays;
//   3. otherwise, in one transaction, the order moves pending → cancelled through the one
//      lifecycle (services/orders/operations/move-order.ts, actor: system): the timeline, the customer's
//      notification, the open attempts cancelled, stock / coupon / balances given back once;
//   4. then each Stripe session still open is expired so it can no longer be paid. A shopper
//      who paid in the moment between 2 and 4 is not lost: the session answers paid, that is
//      recorded, and since the order is cancelled the money is refunded through Stripe.
// A bKash payment needs no such step: we execute only open attempts, so a late callback for a
// cancelled attempt moves no money (bKash expires the approval by itself).
import { z } from 'zod';
import { listOrderPayments } from '../../db/payment.repository';
import { runWrite } from '../../db/run-write';
import type { Payment } from '../../db/schema';
import { findShopOrder } from '../../db/seller-order.repository';
import { PaymentProviderError } from '../adapters/payments/payment-provider';
import type { JobHandler } from '../job-handler';
import { moveOrder } from '../orders/operations/move-order';
import type { Ctx } from '../context';
import { confirmPayment } from './operations/confirm-payment';
import { EXPIRE_ORDER_PAYMENT_JOB } from './operations/create-payment-attempt';
import { recordPaymentOutcome } from './operations/record-payment-outcome';

const ONLINE = new Set(['bkash', 'stripe']);
const isOpenOnline = (p: Payment) => ONLINE.has(p.provider) && (p.state === 'created' || p.state === 'pending') && p.purpose !== 'recharge';

/** Whether the order still waits for an online payment (its own, or a COD advance). */
function waitsForOnline(payments: Payment[], method: string): boolean {
  const purpose = method === 'cod' ? 'advance' : 'order';
  const online = payments.filter((p) => ONLINE.has(p.provider) && p.purpose === purpose);
  return online.length > 0 && !online.some((p) => p.state === 'paid');
}

export async function expireOrderPayment(ctx: Ctx, orderId: number): Promise<'kept' | 'cancelled' | 'gone'> {
  const { db, shop } = ctx;
  const order = await findShopOrder(db, shop.id, orderId);
  if (!order || order.status !== 'pending' || order.payment_status === 'paid') return 'gone';
  if (order.payment_method !== 'bkash' && order.payment_method !== 'stripe' && order.payment_method !== 'cod') return 'gone';
  let payments = await listOrderPayments(db, shop.id, order.id);
  if (!waitsForOnline(payments, order.payment_method)) return 'gone';

  for (const p of payments.filter(isOpenOnline)) {
    try {
      await confirmPayment(ctx, p, 'expiry-check');
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
    }
  }
  payments = await listOrderPayments(db, shop.id, order.id);
  if (!waitsForOnline(payments, order.payment_method)) return 'kept';

  const nowMs = ctx.clock.now();
  const cancelled = await runWrite(db, async (trx) => {
    // Read again in the transaction: the lifecycle moves it only from what it is now.
    const current = await findShopOrder(trx, shop.id, order.id);
    if (!current) return false;
    const result = await moveOrder(trx, shop, current, { to: 'cancelled', by: { kind: 'system', id: null }, note: 'Not paid within 30 minutes' }, nowMs);
    return result.moved;
  });
  if (!cancelled) return 'kept';

  const stripe = ctx.deps.payments.stripe;
  for (const p of payments) {
    if (p.provider !== 'stripe' || p.reference === null || !(p.state === 'pending' || p.state === 'created')) continue;
    if (!stripe) continue;
    const result = await stripe.expireSession(p.reference);
    // `expireSession` reports what the session is now; confirmedFromSession compared against 0 —
    // compare again against what we asked.
    const paid = result.moneyTaken;
    if (paid) {
      const exact = result.amount === p.amount;
      await recordPaymentOutcome(ctx, p.id, { ...result, state: exact ? 'paid' : 'failed' }, 'expiry-expire-session');
    }
  }
  return 'cancelled';
}

const payloadSchema = z.object({ orderId: z.number().int().positive() });

export const expireOrderPaymentJob: JobHandler<z.infer<typeof payloadSchema>> = {
  kind: EXPIRE_ORDER_PAYMENT_JOB,
  parse: (payload) => payloadSchema.parse(payload),
  async run(ctx, { orderId }) {
    await expireOrderPayment(ctx, orderId);
  },
};

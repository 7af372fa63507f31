// Starts an online payment attempt that the placing (or retrying) transaction created in state
// `created`: the provider call happens here, after that transaction committed — never inside
// it, where it would hold the write lock for a network round trip. The attempt then moves to
// `pending` with the provider's id and the page the shopper pays on; the order's payment
// status moves to `pending`. Calling it again for the same attempt (a repeated Place Order, a
// reload) answers the same page. A provider that cannot be reached ends the attempt `failed`:
// the order stays unpaid and the shopper may retry or switch to cash on delivery.
import { announceJobs, enqueueJob } from '../../db/job.repository';
import { findPayment, moveOrderPaymentStatus, movePayment } from '../../db/payment.repository';
import { afterCommit, runWrite } from '../../db/run-write';
import { PaymentProviderError } from '../adapters/payments/payment-provider';
import type { Ctx } from '../context';
import { paymentUrls } from './payment-urls';

export const RECONCILE_PAYMENT_JOB = 'payment.reconcile';
/** The reconciliation asks the provider after the order's 30 minutes (and Stripe's 31) ran out. */
export const RECONCILE_AFTER_MS = 35 * 60 * 1000;

export interface StartedAttempt {
  paymentId: number;
  /** Where to send the shopper, or null when the attempt could not start (or is over). */
  paymentUrl: string | null;
}

export async function startPayment(ctx: Ctx, paymentId: number, description: string, expiresAtMs?: number): Promise<StartedAttempt> {
  const payment = await findPayment(ctx.db, ctx.shop.id, paymentId);
  if (!payment) throw new Error(`payment ${paymentId} not found`);
  if (payment.state === 'pending') return { paymentId, paymentUrl: payment.redirect_url };
  if (payment.state !== 'created') return { paymentId, paymentUrl: null };
  const provider = payment.provider === 'bkash' || payment.provider === 'stripe' ? ctx.deps.payments[payment.provider] : null;
  const nowMs = ctx.clock.now();
  const now = new Date(nowMs).toISOString();
  if (!provider) {
    await runWrite(ctx.db, (trx) => movePayment(trx, paymentId, ['created'], 'failed', { raw: JSON.stringify([{ source: 'start', raw: 'provider not configured' }]) }, now));
    return { paymentId, paymentUrl: null };
  }
  const customer = await ctx.db.selectFrom('customers').select(['phone', 'email']).where('shop_id', '=', ctx.shop.id).where('id', '=', payment.customer_id).executeTakeFirst();
  const phone = customer?.phone?.replace(/^\+880/, '0') ?? null;
  try {
    const started = await provider.startPayment({
      paymentId,
      amount: payment.amount,
      invoice: payment.invoice ?? `P-${paymentId}`,
      description,
      ...paymentUrls(ctx.request.origin, paymentId),
      customer: { id: payment.customer_id, phone: phone && /^01\d{9}$/.test(phone) ? phone : null, email: customer?.email ?? null },
      expiresAt: expiresAtMs,
    });
    await runWrite(ctx.db, async (trx) => {
      const raw = JSON.stringify([{ source: 'start', raw: started.raw }]);
      if (!(await movePayment(trx, paymentId, ['created'], 'pending', { reference: started.reference, redirect_url: started.redirectUrl, raw }, now))) return;
      if (payment.order_id !== null && payment.purpose === 'order') {
        await moveOrderPaymentStatus(trx, ctx.shop.id, payment.order_id, ['unpaid', 'failed'], 'pending', now);
      }
      await enqueueJob(trx, { shopId: ctx.shop.id, kind: RECONCILE_PAYMENT_JOB, payload: { paymentId }, runAt: new Date(nowMs + RECONCILE_AFTER_MS).toISOString(), now });
      afterCommit(trx, () => announceJobs());
    });
    const after = await findPayment(ctx.db, ctx.shop.id, paymentId);
    return { paymentId, paymentUrl: after?.state === 'pending' ? after.redirect_url : null };
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    const raw = JSON.stringify([{ source: 'start', raw: { error: error.message, code: error.code, providerCode: error.providerCode } }]);
    await runWrite(ctx.db, async (trx) => {
      if (await movePayment(trx, paymentId, ['created'], 'failed', { raw }, now)) {
        if (payment.order_id !== null && payment.purpose === 'order') await moveOrderPaymentStatus(trx, ctx.shop.id, payment.order_id, ['unpaid'], 'failed', now);
      }
    });
    return { paymentId, paymentUrl: null };
  }
}

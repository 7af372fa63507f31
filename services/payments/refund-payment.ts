// The `payment.refund` job: one money return (services/orders/operations/order-settlement.ts) still with a
// provider — part of a cancel's or return's give-back, or money the order did not keep — goes
// back through the payment's provider, with a refund key of its own (Stripe's Idempotency-Key,
// bKash's sku; `RF-<provider reference>` for money not kept, `RF-<provider reference>-<return
// id>` for a give-back), so a repeated run never refunds twice. Once the provider says the
// refund completed, in one transaction: the return is done (conditional), the payment's
// refunded amount rises (the payment is `refunded` when all of it is), and the order's payment
// status follows, notified. A refund still pending makes the job fail and ask again later.
// A job queued before money returns existed names the payment: it is turned into the payment's
// not-kept return first.
import { z } from 'zod';
import { findPayment } from '../../db/payment.repository';
import { runWrite } from '../../db/run-write';
import { addPaymentRefund, findMoneyReturn, findMoneyReturnByKey, markMoneyReturnDone } from '../../db/settlement.repository';
import type { JobHandler } from '../job-handler';
import type { Ctx } from '../context';
import { followPaymentStatus, giveBackNotKept, REFUND_PAYMENT_JOB } from '../orders/operations/order-settlement';

export async function refundMoneyReturn(ctx: Ctx, returnId: number): Promise<'refunded' | 'done' | 'gone'> {
  const ret = await findMoneyReturn(ctx.db, ctx.shop.id, returnId);
  if (!ret || ret.payment_id === null) return 'gone';
  if (ret.state === 'done') return 'done';
  const payment = await findPayment(ctx.db, ctx.shop.id, ret.payment_id);
  if (!payment || !payment.provider_trx_id || payment.reference === null) return 'gone';
  const provider = payment.provider === 'bkash' || payment.provider === 'stripe' ? ctx.deps.payments[payment.provider] : null;
  if (!provider) throw new Error(`no ${payment.provider} provider to refund payment ${payment.id}`);
  const result = await provider.refund({
    reference: payment.reference,
    providerTrxId: payment.provider_trx_id,
    amount: ret.amount,
    reason: ret.kind === 'not_kept' ? (payment.order_id !== null ? `Order ${payment.invoice ?? payment.order_id} was not kept` : 'Not credited') : `Order ${payment.invoice ?? payment.order_id} given back`,
    refundKey: ret.kind === 'not_kept' ? `RF-${payment.reference}` : `RF-${payment.reference}-${ret.id}`,
  });
  if (result.state !== 'refunded') throw new Error(`refund of payment ${payment.id} is ${result.state}`);
  const now = new Date(ctx.clock.now()).toISOString();
  await runWrite(ctx.db, async (trx) => {
    if (!(await markMoneyReturnDone(trx, ctx.shop.id, ret.id, result.refundReference, now))) return;
    await addPaymentRefund(trx, ctx.shop.id, payment.id, ret.amount, result.refundReference, now);
    if (ret.order_id !== null && ret.kind !== 'not_kept') await followPaymentStatus(trx, { id: ret.order_id, shop_id: ctx.shop.id }, now);
  });
  return 'refunded';
}

/** A job queued before money returns existed: the payment's not-kept return, then that. */
async function refundLegacyPayment(ctx: Ctx, paymentId: number): Promise<void> {
  const payment = await findPayment(ctx.db, ctx.shop.id, paymentId);
  if (!payment || payment.refunded_amount >= payment.amount) return;
  const now = new Date(ctx.clock.now()).toISOString();
  await runWrite(ctx.db, (trx) => giveBackNotKept(trx, payment, now));
  const ret = await findMoneyReturnByKey(ctx.db, ctx.shop.id, `payment:${payment.id}:not_kept`);
  if (ret) await refundMoneyReturn(ctx, ret.id);
}

const payloadSchema = z.union([z.object({ returnId: z.number().int().positive() }), z.object({ paymentId: z.number().int().positive() })]);

export const refundPaymentJob: JobHandler<z.infer<typeof payloadSchema>> = {
  kind: REFUND_PAYMENT_JOB,
  parse: (payload) => payloadSchema.parse(payload),
  async run(ctx, payload) {
    if ('returnId' in payload) await refundMoneyReturn(ctx, payload.returnId);
    else await refundLegacyPayment(ctx, payload.paymentId);
  },
};

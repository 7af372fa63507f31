// The `payment.refund` job: money a provider took that is not an order's payment — confirmed
// after its order expired or was cancelled, a second attempt of an order already paid, an
// amount we did not ask — goes back through the same provider, in full, with the refund key
// `RF-<provider reference>` (Stripe's Idempotency-Key, bKash's sku; the provider's id, not
// ours, so two databases sharing one merchant account never collide), so a repeated run never
// refunds twice. The payment moves paid/failed → refunded once the provider says the refund completed;
// a refund still pending makes the job fail and ask again later.
import { z } from 'zod';
import { findPayment, movePayment } from '../../db/payment.repository';
import { runWrite } from '../../db/run-write';
import type { JobHandler } from '../job-handler';
import type { Ctx } from '../context';
import { REFUND_PAYMENT_JOB } from './record-payment-outcome';

export async function refundPayment(ctx: Ctx, paymentId: number): Promise<string> {
  const payment = await findPayment(ctx.db, ctx.shop.id, paymentId);
  if (!payment || (payment.state !== 'paid' && payment.state !== 'failed') || !payment.provider_trx_id || payment.reference === null) return payment?.state ?? 'gone';
  const provider = payment.provider === 'bkash' || payment.provider === 'stripe' ? ctx.deps.payments[payment.provider] : null;
  if (!provider) throw new Error(`no ${payment.provider} provider to refund payment ${paymentId}`);
  const amount = payment.amount - payment.refunded_amount;
  if (amount <= 0) return payment.state;
  const result = await provider.refund({
    reference: payment.reference,
    providerTrxId: payment.provider_trx_id,
    amount,
    reason: payment.order_id !== null ? `Order ${payment.invoice ?? payment.order_id} was not kept` : 'Not credited',
    refundKey: `RF-${payment.reference}`,
  });
  if (result.state !== 'refunded') throw new Error(`refund of payment ${paymentId} is ${result.state}`);
  const now = new Date(ctx.clock.now()).toISOString();
  await runWrite(ctx.db, (trx) =>
    movePayment(trx, payment.id, ['paid', 'failed'], 'refunded', { refunded_amount: payment.amount, refund_reference: result.refundReference }, now),
  );
  return 'refunded';
}

const payloadSchema = z.object({ paymentId: z.number().int().positive() });

export const refundPaymentJob: JobHandler<z.infer<typeof payloadSchema>> = {
  kind: REFUND_PAYMENT_JOB,
  parse: (payload) => payloadSchema.parse(payload),
  async run(ctx, { paymentId }) {
    await refundPayment(ctx, paymentId);
  },
};

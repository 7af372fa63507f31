// The `payment.reconcile` job: an attempt left pending (the shopper closed the tab, the
// callback or the webhook was lost) is asked about once its time is up, and what the provider
// says is recorded like any confirmation. Still pending (the provider has not decided): the
// job fails and the runner asks again with back-off. A provider that cannot be reached: the
// same.
import { z } from 'zod';
import { findPayment } from '../../db/payment.repository';
import type { JobHandler } from '../job-handler';
import type { Ctx } from '../context';
import { confirmPayment } from './operations/confirm-payment';
import { RECONCILE_PAYMENT_JOB } from './operations/start-payment';

export async function reconcilePayment(ctx: Ctx, paymentId: number): Promise<string> {
  const payment = await findPayment(ctx.db, ctx.shop.id, paymentId);
  if (!payment || payment.state !== 'pending') return payment?.state ?? 'gone';
  const after = await confirmPayment(ctx, payment, 'reconcile');
  return after.state;
}

const payloadSchema = z.object({ paymentId: z.number().int().positive() });

export const reconcilePaymentJob: JobHandler<z.infer<typeof payloadSchema>> = {
  kind: RECONCILE_PAYMENT_JOB,
  parse: (payload) => payloadSchema.parse(payload),
  async run(ctx, { paymentId }) {
    const state = await reconcilePayment(ctx, paymentId);
    if (state === 'pending') throw new Error(`payment ${paymentId} is still pending at the provider`);
  },
};

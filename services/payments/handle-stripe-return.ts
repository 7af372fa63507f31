// The browser back from Stripe's hosted page: `?session_id=cs_…` after paying (success_url), or
// `?payment=<our id>&status=cancel` (cancel_url). Coming back proves nothing: the session is
// retrieved server-side and recorded only as Stripe reports it; the signed webhook may have
// recorded it already (or will, later) — both land on the same conditional updates. A cancel
// expires the still-open session so it cannot be paid behind our back.
import { findPayment, findPaymentByReference } from '../../db/payment.repository';
import type { Ctx } from '../context';
import { DomainError } from '../domain-error';
import { PaymentProviderError } from '../adapters/payments/payment-provider';
import { confirmPayment } from './confirm-payment';
import type { PaymentLanding } from './handle-bkash-callback';
import { paymentMessages } from './payment-messages';
import { landingPathOf } from './payment-urls';

export async function handleStripeReturn(ctx: Ctx, query: { sessionId?: string; paymentId?: string; status?: string }): Promise<PaymentLanding> {
  const byId = query.paymentId && /^\d{1,10}$/.test(query.paymentId) ? await findPayment(ctx.db, ctx.shop.id, Number(query.paymentId)) : undefined;
  const payment = query.sessionId ? await findPaymentByReference(ctx.db, 'stripe', query.sessionId.slice(0, 120)) : byId;
  if (!payment || payment.shop_id !== ctx.shop.id || payment.provider !== 'stripe') throw new DomainError('not_found', paymentMessages.unknownPayment);
  // The provider could not be reached: the attempt stays pending and the reconciliation asks later.
  const after = await confirmPayment(ctx, payment, query.sessionId ? 'stripe-return' : 'stripe-cancel', query.sessionId ? undefined : 'cancel').catch((error: unknown) => {
    if (error instanceof PaymentProviderError) return payment;
    throw error;
  });
  return { location: landingPathOf(after), state: after.state };
}

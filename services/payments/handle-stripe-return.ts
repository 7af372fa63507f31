// The browser back from Stripe's hosted page: `?session_id=cs_…&attempt=<token>` after paying
// (success_url), or `?attempt=<token>&status=cancel` (cancel_url). Only the paying shopper acts
// (the attempt's token, or their session: decision 036); our sequential payment ids are never in
// these URLs, and a link without a valid token or the shopper's session changes nothing.
// Coming back proves nothing about the money: the session is retrieved server-side and recorded
// only as Stripe reports it; the signed webhook may have recorded it already (or will, later) —
// both land on the same conditional updates. A cancel expires the still-open session so it
// cannot be paid behind our back.
import { findPaymentByAccessToken, findPaymentByReference } from '../../db/payment.repository';
import type { Ctx } from '../context';
import { DomainError } from '../domain-error';
import { PaymentProviderError } from '../adapters/payments/payment-provider';
import { confirmPayment } from './operations/confirm-payment';
import type { PaymentLanding } from './payment-types';
import { paymentMessages } from './payment-messages';
import { mayActOnPayment, type ReturnCredentials } from '../actors';
import { landingPathOf } from './operations/payment-urls';

const TOKEN = /^[A-Za-z0-9_-]{20,64}$/;

export async function handleStripeReturn(ctx: Ctx, query: { sessionId?: string; status?: string }, credentials: ReturnCredentials): Promise<PaymentLanding> {
  const token = credentials.accessToken && TOKEN.test(credentials.accessToken) ? credentials.accessToken : null;
  const payment = query.sessionId
    ? await findPaymentByReference(ctx.db, 'stripe', query.sessionId.slice(0, 120))
    : token
      ? await findPaymentByAccessToken(ctx.db, ctx.shop.id, token)
      : undefined;
  if (!query.sessionId && !payment) throw new DomainError('forbidden', paymentMessages.notYourPayment);
  if (!payment || payment.shop_id !== ctx.shop.id || payment.provider !== 'stripe') throw new DomainError('not_found', paymentMessages.unknownPayment);
  if (!mayActOnPayment(payment, { ...credentials, accessToken: token })) throw new DomainError('forbidden', paymentMessages.notYourPayment);
  // The provider could not be reached: the attempt stays pending and the reconciliation asks later.
  const after = await confirmPayment(ctx, payment, query.sessionId ? 'stripe-return' : 'stripe-cancel', query.sessionId ? undefined : 'cancel').catch((error: unknown) => {
    if (error instanceof PaymentProviderError) return payment;
    throw error;
  });
  return { location: landingPathOf(after), state: after.state };
}

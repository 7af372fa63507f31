// bKash sends the shopper's browser back to `callbackURL?paymentID=…&status=success|failure|cancel`
// (payment-protocols.md); our callbackURL carries the attempt's access token. The query string
// proves nothing: anyone can type it. So:
// - the paymentID must be one we created, in this shop (the callback's host): any other —
//   unknown, or another shop's — is refused and nothing is called;
// - only the paying shopper acts (the attempt's token, or their session: decision 036): a link
//   without either is refused and nothing is called;
// - only `success` on an attempt still open lets the client execute (bKash itself then refuses
//   a payment the shopper never approved: 2056, nothing taken); a replayed callback of a
//   finished attempt executes nothing;
// - the client falls back to query on 2117/2062/time-outs and says `paid` only for
//   `Completed` with the expected amount; that answer is what gets recorded.
import { findPaymentByReference } from '../../db/payment.repository';
import type { Ctx } from '../context';
import { DomainError } from '../domain-error';
import { PaymentProviderError } from '../adapters/payments/payment-provider';
import { confirmPayment } from './operations/confirm-payment';
import { paymentMessages } from './payment-messages';
import { mayActOnPayment, type ReturnCredentials } from '../actors';
import { landingPathOf } from './operations/payment-urls';
import type { PaymentLanding } from './payment-types';

export async function handleBkashCallback(ctx: Ctx, paymentID: string, status: string, credentials: ReturnCredentials): Promise<PaymentLanding> {
  const payment = paymentID ? await findPaymentByReference(ctx.db, 'bkash', paymentID.slice(0, 120)) : undefined;
  if (!payment || payment.shop_id !== ctx.shop.id) throw new DomainError('not_found', paymentMessages.unknownPayment);
  if (!mayActOnPayment(payment, credentials)) throw new DomainError('forbidden', paymentMessages.notYourPayment);
  const returned = status === 'success' ? 'success' : status === 'cancel' ? 'cancel' : 'failure';
  // The provider could not be reached: the attempt stays pending and the reconciliation asks later.
  const after = await confirmPayment(ctx, payment, `bkash-callback:${returned}`, returned).catch((error: unknown) => {
    if (error instanceof PaymentProviderError) return payment;
    throw error;
  });
  return { location: landingPathOf(after), state: after.state };
}

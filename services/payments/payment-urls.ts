// Where providers send the shopper's browser back, and where we send it from there. The bKash
// callback and the Stripe return are platform routes (server/api/payments/), on the shop's own
// host (the request's origin), so the shopper's session cookie comes along.
import type { Payment } from '../../db/schema';

export const BKASH_CALLBACK_PATH = '/api/payments/bkash/callback';
export const STRIPE_RETURN_PATH = '/api/payments/stripe/return';
export const STRIPE_WEBHOOK_PATH = '/api/payments/stripe/webhook';

export const paymentUrls = (origin: string, paymentId: number) => ({
  callbackUrl: `${origin}${BKASH_CALLBACK_PATH}`,
  successUrl: `${origin}${STRIPE_RETURN_PATH}?session_id={CHECKOUT_SESSION_ID}`,
  cancelUrl: `${origin}${STRIPE_RETURN_PATH}?payment=${paymentId}&status=cancel`,
});

/** Where the shopper lands after a payment: their order, or My Balance for a recharge. */
export function landingPathOf(payment: Pick<Payment, 'order_id' | 'purpose'>): string {
  if (payment.order_id !== null) return `/customer/checkout/confirmed-order/${payment.order_id}`;
  return '/customer/dashboard/my-balance';
}

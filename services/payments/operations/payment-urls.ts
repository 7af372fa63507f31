// Where providers send the shopper's browser back, and where we send it from there. The bKash
// callback and the Stripe return are platform routes (server/api/payments/), on the shop's own
// host (the request's origin), so the shopper's session cookie comes along when there is one.
// Each carries the attempt's unguessable access token (`attempt=`), never our sequential id:
// a return acts only with that token or the paying shopper's session (decision 036), so a
// shopper coming back in another browser is still served and nobody else's link does anything.
import type { Payment } from '../../../db/schema';

export const BKASH_CALLBACK_PATH = '/api/payments/bkash/callback';
export const STRIPE_RETURN_PATH = '/api/payments/stripe/return';
export const STRIPE_WEBHOOK_PATH = '/api/payments/stripe/webhook';
/** The query parameter carrying the attempt's access token. */
export const ATTEMPT_PARAM = 'attempt';

export const paymentUrls = (origin: string, accessToken: string) => {
  const token = encodeURIComponent(accessToken);
  return {
    // bKash adds `&paymentID=…&status=…` to it.
    callbackUrl: `${origin}${BKASH_CALLBACK_PATH}?${ATTEMPT_PARAM}=${token}`,
    successUrl: `${origin}${STRIPE_RETURN_PATH}?session_id={CHECKOUT_SESSION_ID}&${ATTEMPT_PARAM}=${token}`,
    cancelUrl: `${origin}${STRIPE_RETURN_PATH}?${ATTEMPT_PARAM}=${token}&status=cancel`,
  };
};

/** Where the shopper lands after a payment: their order, or My Balance for a recharge. */
export function landingPathOf(payment: Pick<Payment, 'order_id' | 'purpose'>): string {
  if (payment.order_id !== null) return `/customer/checkout/confirmed-order/${payment.order_id}`;
  return '/customer/dashboard/my-balance';
}

// Who may act on a payment's way back (the bKash callback, the Stripe return and cancel): the
// paying shopper only — their session in this shop, or the attempt's unguessable access token
// that the return URL carries (decision 036). A link naming someone else's attempt, or typed
// from our old sequential ids, has neither and changes nothing.
import { timingSafeEqual } from 'node:crypto';
import type { Payment } from '../../../db/schema';

export interface ReturnCredentials {
  /** The `attempt=` token the URL carried, if any. */
  accessToken: string | null;
  /** The customer whose session cookie came along, if any (authenticated in this shop). */
  customerId: number | null;
}

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function mayActOnPayment(payment: Pick<Payment, 'customer_id' | 'access_token'>, credentials: ReturnCredentials): boolean {
  if (credentials.customerId !== null && credentials.customerId === payment.customer_id) return true;
  return Boolean(credentials.accessToken && payment.access_token && sameToken(credentials.accessToken, payment.access_token));
}
